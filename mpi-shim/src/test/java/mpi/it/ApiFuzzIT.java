package mpi.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;
import programs.ApiFuzzProgram;
import programs.RecordingListener;

/**
 * Bad input never crashes the JVM and is always refused with a documented exception: ApiFuzzProgram makes thousands
 * of calls with bad arguments, without and with a checker listening (the binding's checker paths run then).
 */
public class ApiFuzzIT {
    private static final int CALLS = 1500;

    @DataProvider
    public Object[][] seeds() {
        return new Object[][] {{1L, false}, {2L, true}, {3L, false}, {4L, true}};
    }

    @Test(dataProvider = "seeds")
    public void badArgumentsAreRefusedClearly(long seed, boolean listening) throws IOException {
        Path dir = Files.createTempDirectory("apifuzz");
        try {
            String cp = System.getProperty("jmpi.jar", "dist/mpi.jar") + File.pathSeparator
                    + System.getProperty("jmpi.programs", "target/test-classes");
            if (listening) {
                Path services = dir.resolve("cp/META-INF/services");
                Files.createDirectories(services);
                Files.writeString(services.resolve("mpi.shim.event.MpiListener"),
                        RecordingListener.class.getName() + "\n");
                cp += File.pathSeparator + dir.resolve("cp");
            }
            // Open MPI 4.1 serves a window over one process only with osc/pt2pt (see Win.notCreated)
            MpiRun.Result r = MpiRun.of(1, ApiFuzzProgram.class).classpath(cp).env("OMPI_MCA_osc", "^ucx")
                    .args(Long.toString(seed), Integer.toString(CALLS), dir.toString()).timeout(300).runOk();
            assertEquals(r.lines("call ").size(), CALLS, r.toString());
            assertEquals(r.lines("UNCLEAR"), List.of(), r.toString());
            assertTrue(r.lines("threw MPIException").size() > CALLS / 10, "most calls are refused: " + r);
            assertEquals(r.lines("fuzz done").size(), 1, r.toString());
        } finally {
            Files.walk(dir).sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
