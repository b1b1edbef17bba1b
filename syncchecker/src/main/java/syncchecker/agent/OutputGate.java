package syncchecker.agent;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * In the JVM re-executed with the agent (see {@link Bootstrap}), what main prints before MPI.Init was already
 * printed by the first run: standard output and error drop it until MPI.Init, then pass everything through.
 */
final class OutputGate extends OutputStream {
    private static volatile boolean open = true;
    /** Standard error as it was before the gate: the agent's own messages are new in this run, never dropped. */
    private static volatile PrintStream checkerErr = System.err;
    private final PrintStream target;

    private OutputGate(PrintStream target) {
        this.target = target;
    }

    /** Closes the gate on System.out and System.err (premain of a re-executed JVM). */
    static void install() {
        open = false;
        checkerErr = System.err;
        Charset cs = Charset.defaultCharset();
        System.setOut(new PrintStream(new OutputGate(System.out), true, cs));
        System.setErr(new PrintStream(new OutputGate(System.err), true, cs));
    }

    /** Where the agent writes its own messages (a class it cannot instrument, say): not through the gate. */
    static PrintStream checkerErr() {
        return checkerErr;
    }

    /** From MPI.Init on, output flows. */
    static void open() {
        open = true;
    }

    @Override
    public void write(int b) {
        if (open) {
            target.write(b);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (open) {
            target.write(b, off, len);
        }
    }

    @Override
    public void flush() {
        target.flush();
    }
}
