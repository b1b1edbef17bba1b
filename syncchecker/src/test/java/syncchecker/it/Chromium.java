package syncchecker.it;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's headless Chromium, to look at a report page as a browser does. Missing, it fails the test that needs it
 * rather than skipping it: scripts/setup.sh (make test, CI) installs it.
 */
final class Chromium {
    private static final long TIMEOUT_SECONDS = 120;

    private final Path executable;

    private Chromium(Path executable) {
        this.executable = executable;
    }

    /** The chromium on PATH; an AssertionError saying how to install it when there is none. */
    static Chromium find() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, "chromium");
            if (Files.isExecutable(p)) {
                return new Chromium(p);
            }
        }
        throw new AssertionError("no chromium on PATH: run scripts/setup.sh as root (it installs Debian's chromium),"
                + " or: sudo apt-get install -y chromium");
    }

    /** The DOM of {@code page} after the browser parsed and laid it out, serialized. */
    String dumpDom(Path page) throws IOException, InterruptedException {
        Path out = Files.createTempFile("chromium-dom", ".html");
        run(out, "--dump-dom", page.toUri().toString());
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** A PNG of the page as rendered, {@code width} x {@code height} pixels. */
    Path screenshot(Path page, int width, int height) throws IOException, InterruptedException {
        Path png = Files.createTempDirectory("chromium-shot").resolve("page.png");
        run(null, "--screenshot=" + png, "--window-size=" + width + "," + height, page.toUri().toString());
        return png;
    }

    private void run(Path stdout, String... args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("chromium-profile");
        List<String> cmd = new ArrayList<>(List.of(executable.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile("chromium", ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(log.toFile());
        pb.redirectOutput(stdout != null ? ProcessBuilder.Redirect.to(stdout.toFile())
                : ProcessBuilder.Redirect.appendTo(log.toFile()));
        Process p = pb.start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in " + TIMEOUT_SECONDS + " s: " + cmd);
        }
        if (p.exitValue() != 0) {
            throw new AssertionError("chromium exited with " + p.exitValue() + ": " + cmd + "\n"
                    + Files.readString(log));
        }
    }
}
