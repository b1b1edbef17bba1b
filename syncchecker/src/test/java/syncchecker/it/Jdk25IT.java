package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import mpi.it.MpiRun;
import org.testng.SkipException;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * The binding and the checker under JDK 25, the newest JDK these machines carry (the java.lang.foreign native path;
 * class files of version 69, which the agent's ASM must read; a C2 with other inlining rules than JDK 17's): a
 * program runs with no warning on standard error given the one flag the JDK asks of native code, a wrong native-path
 * setting stops MPI.Init, and corpus programs of each kind keep their verdict and lines, launched as a user would
 * (syncchecker.jar on the class path, the checker re-executing the JVM with its agent). The JDK is taken from
 * -Djmpi.jdk25 (default: where these machines install it); without it the tests are skipped, saying so.
 * {@code make test} also runs the binding's integration tests and the checkers' samples with their jobs on it.
 */
public class Jdk25IT {
    private static final Path JDK = Path.of(System.getProperty("jmpi.jdk25", "/usr/lib/jvm/temurin-25-jdk-amd64"));

    @DataProvider
    public Object[][] programs() {
        return new Object[][] {
            {"rmabench.ConflictPutStoreTargetRace"}, {"rmabench.ConflictPutStoreTargetNoRace"},
            {"rmabench.HybridTaskRemoteRace"}, {"rmabench.HybridTaskRemoteNoRace"},
            {"rmabench.MiscLambdaStoreRace"},
        };
    }

    @Test(dataProvider = "programs")
    public void sameVerdictAndLinesAsOnJdk17(String program) throws IOException {
        RmaBenchIT.assertVerdict(program, RmaBenchIT.run(onJdk25(MpiRun.of(2, program))));
    }

    /** Hello and a checked sample print nothing on standard error but the checker's own summary. */
    @Test
    public void noWarningOnStandardError() throws IOException {
        String samples = System.getProperty("jmpi.programs");
        MpiRun.Result plain = onJdk25(MpiRun.of(2, "Hello").classpath(System.getProperty("jmpi.mpiJar") + ":"
                + samples)).runOk();
        assertEquals(plain.stderr.strip(), "", plain.toString());
        assertEquals(plain.lines("Hello from rank").size(), 2, plain.toString());
        Path dir = Files.createTempDirectory("jdk25-warnings");
        MpiRun.Result checked = onJdk25(MpiRun.of(2, "syncbugs.RecvReadEarly")).directory(dir).runOk();
        for (String line : checked.stderr.split("\n")) {
            assertFalse(line.contains("WARNING") || line.contains("warning:"), checked.toString());
        }
        assertTrue(checked.stderr.contains("read-of-pending-receive"), checked.toString());
    }

    /** An unknown -Djmpi.native stops MPI.Init with a message naming the setting. */
    @Test
    public void aWrongNativePathSettingStopsInit() {
        MpiRun.Result r = onJdk25(MpiRun.of(1, "Hello").classpath(System.getProperty("jmpi.mpiJar") + ":"
                + System.getProperty("jmpi.programs"))).jvmArg("-Djmpi.native=panama").run();
        assertTrue(r.exitCode != 0, r.toString());
        assertTrue(r.stderr.contains("-Djmpi.native=panama is not a native path"), r.toString());
        assertFalse(r.stdout.contains("Hello from rank"), r.toString());
    }

    private static MpiRun onJdk25(MpiRun job) {
        Path java = JDK.resolve("bin").resolve("java");
        if (!Files.isExecutable(java)) {
            throw new SkipException("no JDK 25 at " + JDK + " (set -Djmpi.jdk25)");
        }
        // the one flag JDK 22+ asks of code that calls native functions (README)
        return job.java(java.toString()).jvmArg("--enable-native-access=ALL-UNNAMED");
    }
}
