package mpi.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.testng.annotations.Test;
import programs.RingProgram;

/**
 * The ABI description a job takes: the one of the launcher's library with no setting, the one -Djmpi.abi names,
 * and a clear MPIException from MPI.Init, not a crash, when the setting names nothing usable.
 */
public class AbiChoiceIT {
    @Test
    public void theLaunchersLibraryAndItsSeriesWithNoSetting() {
        MpiRun.Result r = MpiRun.of(1, "mpi.shim.abi.Which").runOk();
        String family = Launcher.family();
        assertTrue(r.stdout.contains("description: " + family + "-"), r.toString());
        assertTrue(r.stdout.contains(family.equals("mpich") ? "(MPICH Version" : "(Open MPI v"), r.toString());
    }

    @Test
    public void anExplicitDescriptionFileIsTaken() throws IOException {
        MpiRun.Result which = MpiRun.of(1, "mpi.shim.abi.Which").runOk();
        String series = which.stdout.replaceAll("(?s).*description: (\\S+).*", "$1");
        Path copy = Files.createTempFile("abi", ".properties");
        try (var in = Launcher.class.getResourceAsStream("/mpi/shim/abi/" + series + ".properties")) {
            Files.write(copy, in.readAllBytes());
        }
        try {
            MpiRun.Result r = MpiRun.of(2, RingProgram.class).jvmArg("-Djmpi.abi=" + copy).runOk();
            assertEquals(r.lines("ring "), java.util.List.of("ring 1"), r.toString());
        } finally {
            Files.delete(copy);
        }
    }

    @Test
    public void aSettingThatNamesNothingStopsInitWithAnMpiException() {
        MpiRun.Result r = MpiRun.of(2, RingProgram.class).jvmArg("-Djmpi.abi=/no/such/description").run();
        assertTrue(Launcher.failedJob(r.exitCode), r.toString());
        assertTrue(r.stderr.contains("mpi.MPIException: jmpi.abi (or JMPI_ABI) is \"/no/such/description\": neither a"
                + " packed ABI description"), r.toString());
        assertFalse(r.stderr.contains("SIGSEGV") || r.stderr.contains("ExceptionInInitializerError"), r.toString());
    }
}
