package mpi.shim.nat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import mpi.shim.mem.Memory;

/**
 * The few libc functions the checker's relaunch and the binding's start need (setenv, sigprocmask, execv). The C
 * strings and arrays the relaunch passes are allocated and never freed: they must outlive the calls, and the
 * process image is replaced by execv anyway.
 */
public final class Libc {
    private static final int SIG_SETMASK = 2;

    private final NativeFunction setenv;
    private final NativeFunction sigprocmask;
    private final NativeFunction execv;

    private Libc(NativeLibrary libc) {
        setenv = libc.function("setenv", false, false, true);
        sigprocmask = libc.function("sigprocmask", true, false, false);
        execv = libc.function("execv", false, false);
    }

    /** @return libc.so.6, or null when it cannot be opened */
    public static Libc open() {
        try {
            return new Libc(NativePath.CURRENT.load("libc.so.6", false));
        } catch (IllegalStateException e) {
            return null;
        }
    }

    /**
     * {@code setenv(name, value, 1)}: sets the variable in the C environment, which execv passes on and native code
     * loaded later reads.
     * @param name the variable
     * @param value its value
     * @return 0, or -1 when it failed
     */
    public int setenv(String name, String value) {
        long n = cString(name);
        long v = cString(value);
        try {
            return setenv.call(n, v, 1); // setenv copies both strings
        } finally {
            Memory.free(n);
            Memory.free(v);
        }
    }

    /**
     * {@code sigprocmask(SIG_SETMASK, <empty set>, NULL)}: unblocks every signal in the calling thread.
     * @return 0, or -1 when it failed
     */
    public int unblockAllSignals() {
        long emptySet = Memory.allocate(128); // sigset_t: 1024 bits in glibc
        Memory.zero(emptySet, 128);
        return sigprocmask.call(SIG_SETMASK, emptySet, 0);
    }

    /**
     * {@code execv(path, argv)}.
     * @param path the program
     * @param argv its arguments, the program's name first
     * @return -1: execv returns only when it failed
     */
    public int execv(String path, List<String> argv) {
        long p = cString(path);
        long vector = Memory.allocate(8L * (argv.size() + 1));
        for (int i = 0; i < argv.size(); i++) {
            Memory.putLong(vector + 8L * i, cString(argv.get(i)));
        }
        Memory.putLong(vector + 8L * argv.size(), 0);
        return execv.call(p, vector);
    }

    private static long cString(String s) {
        byte[] bytes = (s + "\0").getBytes(StandardCharsets.UTF_8);
        long address = Memory.allocate(bytes.length);
        Memory.copyFromArray(bytes, 0, address, bytes.length);
        return address;
    }
}
