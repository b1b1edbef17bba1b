package syncchecker.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import mpi.it.MpiRun;
import org.testng.SkipException;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * The checker under JDK 25, the newest JDK these machines carry (class files of version 69, which the agent's ASM
 * must read, and a C2 with other inlining rules than JDK 17's): corpus programs of each kind keep their verdict and
 * lines, launched as a user would (syncchecker.jar on the class path, the checker re-executing the JVM with its
 * agent). The JDK is taken from -Djmpi.jdk25 (default: where these machines install it); without it the tests are
 * skipped, saying so.
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
        Path java = JDK.resolve("bin").resolve("java");
        if (!Files.isExecutable(java)) {
            throw new SkipException("no JDK 25 at " + JDK + " (set -Djmpi.jdk25)");
        }
        // the options JDK 24+ wants for jffi's native library and the binding's sun.misc.Unsafe (README)
        MpiRun job = MpiRun.of(2, program).java(java.toString())
                .jvmArg("--enable-native-access=ALL-UNNAMED").jvmArg("--sun-misc-unsafe-memory-access=allow");
        RmaBenchIT.assertVerdict(program, RmaBenchIT.run(job));
    }
}
