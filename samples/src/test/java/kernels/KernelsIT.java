package kernels;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mpi.it.Launcher;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * Every benchmark kernel, launched from the packaged jars (dist/mpi.jar:dist/samples.jar) as bench-check runs
 * it, verifies its own result with 2 and 4 ranks at a small problem size.
 */
public class KernelsIT {
    private static final Pattern TIME = Pattern.compile("(?m)^time (\\d+\\.\\d+)$");
    private static final Pattern WHOLE = Pattern.compile("(?m)^whole (\\d+\\.\\d+)$");

    @DataProvider(name = "kernels")
    public Object[][] kernels() {
        Object[][] small = {
            {"kernels.Stencil", new String[] {"32", "5"}},
            {"kernels.StencilRma", new String[] {"32", "5"}},
            {"kernels.Cg", new String[] {"64", "2"}},
            {"kernels.Is", new String[] {"65536", "3", "65536"}},
            {"kernels.IsRma", new String[] {"65536", "3", "65536"}},
            {"kernels.Ft", new String[] {"128", "2"}},
            {"kernels.Ep", new String[] {"1048576"}},
            {"kernels.Lu", new String[] {"128", "3", "8"}},
            {"kernels.Halo3d", new String[] {"32", "4", "5"}},
            {"kernels.Halo3d", new String[] {"16", "1", "3"}},
        };
        List<Object[]> cases = new ArrayList<>();
        for (int ranks : new int[] {2, 4}) {
            for (Object[] k : small) {
                cases.add(new Object[] {k[0], ranks, k[1]});
            }
        }
        return cases.toArray(new Object[0][]);
    }

    @Test(dataProvider = "kernels")
    public void verifies(String mainClass, int ranks, String[] args) throws Exception {
        String out = run(ranks, mainClass, args);
        assertEquals(count(out, "VERIFIED"), 1, "one VERIFIED line from rank 0:\n" + out);
        assertTrue(!out.contains("FAILED"), out);
        Matcher m = TIME.matcher(out);
        assertTrue(m.find(), "a time line:\n" + out);
        assertTrue(Double.parseDouble(m.group(1)) >= 0, out);
        Matcher whole = WHOLE.matcher(out);
        assertTrue(whole.find(), "a whole-run time line:\n" + out);
        // the whole run holds the timed section (each rank's; both are the slowest rank's)
        assertTrue(Double.parseDouble(whole.group(1)) >= Double.parseDouble(m.group(1)), out);
        assertTrue(out.contains("ranks " + ranks), "the kernel ran with " + ranks + " ranks:\n" + out);
    }

    /** A kernel that cannot split its problem refuses with a message instead of computing nonsense. */
    @Test
    public void refusesIndivisibleSize() throws Exception {
        Path stdout = Files.createTempFile("kernel", ".out");
        int exit = launch(2, "kernels.Stencil", new String[] {"33", "1"}, stdout);
        String out = Files.readString(stdout);
        Files.deleteIfExists(stdout);
        assertTrue(Launcher.failedJob(exit), out);
        assertTrue(out.contains("must be divisible by the number of ranks 2"), out);
    }

    private static int count(String text, String line) {
        int n = 0;
        for (String l : text.split("\n")) {
            if (l.trim().equals(line)) {
                n++;
            }
        }
        return n;
    }

    private static String run(int ranks, String mainClass, String[] args) throws Exception {
        Path stdout = Files.createTempFile("kernel", ".out");
        int exit = launch(ranks, mainClass, args, stdout);
        String out = Files.readString(stdout, StandardCharsets.UTF_8);
        Files.deleteIfExists(stdout);
        if (exit != 0) {
            fail(mainClass + " with " + ranks + " ranks exited " + exit + ":\n" + out);
        }
        return out;
    }

    /** mpirun -np ranks java -cp mpi.jar:samples.jar main args; stdout and stderr together into {@code log}. */
    private static int launch(int ranks, String mainClass, String[] args, Path log)
            throws IOException, InterruptedException {
        String classpath = System.getProperty("jmpi.jar", "../dist/mpi.jar") + File.pathSeparator
                + System.getProperty("jmpi.samples", "../dist/samples.jar");
        List<String> cmd = Launcher.command(ranks, List.of());
        cmd.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-cp", classpath, mainClass));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        Launcher.prepare(pb.environment());
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor();
            fail(mainClass + " timed out:\n" + Files.readString(log));
        }
        return p.exitValue();
    }
}
