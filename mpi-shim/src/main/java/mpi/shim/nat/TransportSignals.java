package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;
import java.nio.charset.StandardCharsets;
import mpi.shim.mem.Memory;

/**
 * Keeps MPI transports from taking the signals the JVM raises on purpose. HotSpot uses SIGSEGV for implicit null
 * checks and safepoint polls and SIGBUS for some memory accesses, and handles them itself. UCX (Open MPI 5's
 * default transport and MPICH's {@code ch4:ucx}) installs handlers for SIGSEGV, SIGBUS, SIGILL and SIGFPE when it
 * loads, takes the JVM's first NullPointerException for a crash and aborts the process. Its variable
 * {@code UCX_ERROR_SIGNALS}, empty, makes it install none; it is set in the process environment before the MPI
 * library (which loads UCX, or loads it at MPI_Init) is opened, whatever the user set: no value but the empty one
 * lets a JVM run. Open MPI's own handlers need nothing: it leaves a signal alone when a handler is already there.
 */
final class TransportSignals {
    static final String UCX_ERROR_SIGNALS = "UCX_ERROR_SIGNALS";

    private TransportSignals() {}

    static void keepAwayFromTheJvm() {
        setenv(UCX_ERROR_SIGNALS, "");
    }

    /** The C library's setenv(name, value, 1), so that native code loaded later reads the value. */
    static void setenv(String name, String value) {
        Library libc = Library.getCachedInstance("libc.so.6", Library.LAZY);
        if (libc == null) {
            throw new IllegalStateException("cannot load the C library libc.so.6: " + Library.getLastError());
        }
        NativeFunction setenv = new NativeFunction(libc, "setenv", Type.SINT32, false, false, true);
        long n = cString(name);
        long v = cString(value);
        try {
            if (setenv.call(n, v, 1) != 0) {
                throw new IllegalStateException("setenv(" + name + ") failed");
            }
        } finally {
            Memory.free(n);
            Memory.free(v);
        }
    }

    private static long cString(String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        long a = Memory.allocate(bytes.length + 1L);
        for (int i = 0; i < bytes.length; i++) {
            Memory.putByte(a + i, bytes[i]);
        }
        Memory.putByte(a + bytes.length, (byte) 0);
        return a;
    }
}
