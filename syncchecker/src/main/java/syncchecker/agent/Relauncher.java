package syncchecker.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.nat.Libc;

/**
 * Replaces this JVM by the same command line with -javaagent added, through libc's execv on the same process
 * (so mpirun keeps tracking the same pid and the same standard streams), with the native tracer preloaded when
 * asked for. Linux only: reads /proc/self.
 */
final class Relauncher {
    private Relauncher() {}

    /**
     * Does not return when the exec succeeds; returns when it is not possible here. {@code jvmOptions} come first,
     * right after the executable, so the user's own options, later on the line, win where they overlap.
     */
    static void execWithAgent(Path jar, Path tracer, List<String> jvmOptions) throws IOException {
        Path cmdline = Path.of("/proc/self/cmdline");
        Path exe = Path.of("/proc/self/exe");
        if (!Files.isReadable(cmdline) || !Files.exists(exe)) {
            return;
        }
        String executable = exe.toRealPath().toString();
        if (!Path.of(executable).getFileName().toString().equals("java")) {
            return; // an embedded JVM: its launcher's arguments are not a java command line
        }
        List<String> argv = split(Files.readAllBytes(cmdline));
        if (argv.isEmpty()) {
            return;
        }
        for (String a : argv) {
            if (a.startsWith("-javaagent:") && a.contains("syncchecker")) {
                return;
            }
        }
        argv.add(1, "-javaagent:" + jar);
        argv.addAll(1, jvmOptions);
        Libc libc = Libc.open();
        if (libc == null) {
            return;
        }
        System.out.flush();
        System.err.flush();
        libc.setenv(Bootstrap.RELAUNCHED, "1");
        if (tracer != null) {
            String old = System.getenv("LD_PRELOAD");
            libc.setenv("LD_PRELOAD", tracer + (old == null || old.isEmpty() ? "" : ":" + old));
        }
        // the JVM blocks some signals in its threads; the new program must start with none blocked
        libc.unblockAllSignals();
        libc.execv(executable, argv);
        // still here: execv failed; the caller falls back to attaching
    }

    private static List<String> split(byte[] raw) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < raw.length; i++) {
            if (raw[i] == 0) {
                out.add(new String(raw, start, i - start, StandardCharsets.UTF_8));
                start = i + 1;
            }
        }
        if (start < raw.length) {
            out.add(new String(raw, start, raw.length - start, StandardCharsets.UTF_8));
        }
        return out;
    }
}
