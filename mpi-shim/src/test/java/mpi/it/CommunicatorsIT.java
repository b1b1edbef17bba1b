package mpi.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.testng.annotations.Test;
import programs.CollectivesVProgram;
import programs.DynamicProgram;
import programs.CollectiveNotifyProgram;
import programs.GroupsCommsProgram;
import programs.NonblockingCollectivesProgram;
import programs.PointToPointExtrasProgram;
import programs.SpawnProgram;
import programs.TopologiesProgram;
import programs.ValidEdgesProgram;

/**
 * Communicator API under real mpirun jobs: each program prints an ok/FAIL line per check on every rank; a job
 * passes when no rank failed a check and every rank finished.
 */
public class CommunicatorsIT {
    /** Runs {@code program} on {@code ranks} ranks; asserts every check passed and at least {@code minOk} ran. */
    static MpiRun.Result verify(MpiRun run, int ranks, int minOk) {
        return verify(run.runOk(), ranks, minOk);
    }

    static MpiRun.Result verify(MpiRun.Result r, int ranks, int minOk) {
        List<String> failed = r.lines("FAIL");
        assertTrue(failed.isEmpty(), "failed checks: " + failed + "\n" + r);
        assertEquals(r.lines("done r").size(), ranks, r.toString());
        for (String done : r.lines("done r")) {
            assertTrue(done.endsWith("failures 0"), done + "\n" + r);
        }
        assertTrue(r.lines("ok ").size() >= minOk, "only " + r.lines("ok ").size() + " checks ran\n" + r);
        return r;
    }

    @Test
    public void vCollectivesWithTwoRanks() {
        verify(MpiRun.of(2, CollectivesVProgram.class), 2, 2 * 25);
    }

    @Test
    public void vCollectivesWithFourRanks() {
        verify(MpiRun.of(4, CollectivesVProgram.class), 4, 4 * 25);
    }

    /** Data reaching back into the caller's memory and over-long arrays are accepted; their neighbours refused. */
    @Test
    public void validEdgesOfTheArgumentChecksWithTwoRanks() {
        verify(MpiRun.of(2, ValidEdgesProgram.class), 2, 2 * 23);
    }

    @Test
    public void validEdgesOfTheArgumentChecksWithFourRanks() {
        verify(MpiRun.of(4, ValidEdgesProgram.class), 4, 4 * 23);
    }

    @Test
    public void nonblockingCollectivesWithTwoRanks() {
        verify(MpiRun.of(2, NonblockingCollectivesProgram.class), 2, 2 * 35);
    }

    @Test
    public void nonblockingCollectivesWithFourRanks() {
        verify(MpiRun.of(4, NonblockingCollectivesProgram.class), 4, 4 * 35);
    }

    @Test
    public void pointToPointExtrasWithTwoRanks() {
        verify(MpiRun.of(2, PointToPointExtrasProgram.class), 2, 55);
    }

    @Test
    public void pointToPointExtrasWithFourRanks() {
        verify(MpiRun.of(4, PointToPointExtrasProgram.class), 4, 90);
    }

    @Test
    public void groupsAndCommunicatorsWithTwoRanks() {
        verify(MpiRun.of(2, GroupsCommsProgram.class), 2, 2 * 55);
    }

    @Test
    public void groupsAndCommunicatorsWithFourRanks() {
        verify(MpiRun.of(4, GroupsCommsProgram.class), 4, 4 * 55);
    }

    @Test
    public void topologiesWithTwoRanks() {
        verify(MpiRun.of(2, TopologiesProgram.class), 2, 2 * 60);
    }

    @Test
    public void topologiesWithFourRanks() {
        verify(MpiRun.of(4, TopologiesProgram.class), 4, 4 * 60);
    }

    /**
     * A library without dynamic processes (MPICH's ucx netmod) must refuse them with an MPIException on every rank;
     * only MPICH may. True when the job stopped so.
     */
    static boolean refusedDynamicProcesses(MpiRun.Result r, int ranks) {
        List<String> refusals = r.lines("unsupported r");
        if (refusals.isEmpty()) {
            return false;
        }
        assertTrue(Launcher.HYDRA, "only MPICH's ucx netmod lacks dynamic processes:\n" + r);
        assertEquals(refusals.size(), ranks, r.toString());
        for (String line : refusals) {
            assertTrue(line.contains("MPI_Open_port") && line.contains("not supported"), line);
        }
        return true;
    }

    private static void verifyDynamic(int ranks) {
        MpiRun.Result r = MpiRun.of(ranks, DynamicProgram.class).runOk();
        if (!refusedDynamicProcesses(r, ranks)) {
            verify(r, ranks, ranks * 8);
        }
    }

    @Test
    public void portsNamesConnectAcceptWithTwoRanks() {
        verifyDynamic(2);
    }

    @Test
    public void portsNamesConnectAcceptWithFourRanks() {
        verifyDynamic(4);
    }

    /** Spawning works here as root too (mpirun passes OMPI_ALLOW_RUN_AS_ROOT on to the spawned processes). */
    @Test
    public void spawnAndSpawnMultiple() {
        MpiRun.Result job = MpiRun.of(2, SpawnProgram.class).runOk();
        if (refusedDynamicProcesses(job, 2)) {
            return;
        }
        MpiRun.Result r = verify(job, 2, 2 * 6);
        assertEquals(r.lines("child ").size(), 3, r.toString());
        assertTrue(r.stdout.contains("child 1 of 2 parent size 2"), r.toString());
        assertTrue(r.stdout.contains("child 0 of 1 parent size 2"), r.toString());
    }

    /**
     * With a recording listener on the classpath (a services file in a directory of its own, so that no other
     * job loads it): what nonblocking collectives, persistent requests and imRecv report to a checker.
     */
    @Test
    public void checkerSeesPostedBuffersAndCompletions() throws IOException {
        Path dir = Files.createTempDirectory("jmpi-listener");
        Path services = dir.resolve("META-INF/services/mpi.shim.event.MpiListener");
        Files.createDirectories(services.getParent());
        Files.writeString(services, "programs.CollectiveRecordingListener\n");
        String cp = System.getProperty("jmpi.jar", "dist/mpi.jar") + File.pathSeparator
                + System.getProperty("jmpi.programs", "target/test-classes") + File.pathSeparator + dir;
        verify(MpiRun.of(2, CollectiveNotifyProgram.class).classpath(cp), 2, 58);
        verify(MpiRun.of(4, CollectiveNotifyProgram.class).classpath(cp), 4, 96);
    }
}
