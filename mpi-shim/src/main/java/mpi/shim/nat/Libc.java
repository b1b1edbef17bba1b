package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Invoker;
import com.kenai.jffi.Library;
import com.kenai.jffi.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;
import mpi.shim.mem.Memory;

/**
 * The few libc functions the checker's relaunch needs (setenv, sigprocmask, execv), called through jffi. The C
 * strings and arrays they are given are allocated and never freed: they must outlive the calls, and the process
 * image is replaced by execv anyway.
 */
public final class Libc {
    private static final CallContext THREE = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.POINTER, Type.SINT32}, CallingConvention.DEFAULT, false);
    private static final CallContext TWO = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.POINTER}, CallingConvention.DEFAULT, false);
    private static final int SIG_SETMASK = 2;

    private final Library libc;
    private final Invoker invoker = Invoker.getInstance();

    private Libc(Library libc) {
        this.libc = libc;
    }

    /** libc.so.6, or null when it cannot be opened. */
    public static Libc open() {
        Library libc = Library.getCachedInstance("libc.so.6", Library.LAZY | Library.GLOBAL);
        return libc == null ? null : new Libc(libc);
    }

    /** {@code setenv(name, value, 1)}: sets the variable in the C environment, which execv passes on. */
    public int setenv(String name, String value) {
        return (int) invoker.invokeL3(THREE, libc.getSymbolAddress("setenv"), cString(name), cString(value), 1);
    }

    /** {@code sigprocmask(SIG_SETMASK, <empty set>, NULL)}: unblocks every signal in the calling thread. */
    public int unblockAllSignals() {
        long emptySet = Memory.allocate(128); // sigset_t: 1024 bits in glibc
        Memory.zero(emptySet, 128);
        return (int) invoker.invokeL3(THREE, libc.getSymbolAddress("sigprocmask"), SIG_SETMASK, emptySet, 0);
    }

    /** {@code execv(path, argv)}: returns only when the exec failed. */
    public int execv(String path, List<String> argv) {
        long p = cString(path);
        long vector = Memory.allocate(8L * (argv.size() + 1));
        for (int i = 0; i < argv.size(); i++) {
            Memory.putLong(vector + 8L * i, cString(argv.get(i)));
        }
        Memory.putLong(vector + 8L * argv.size(), 0);
        return (int) invoker.invokeL2(TWO, libc.getSymbolAddress("execv"), p, vector);
    }

    private static long cString(String s) {
        byte[] bytes = (s + "\0").getBytes(StandardCharsets.UTF_8);
        long address = Memory.allocate(bytes.length);
        Memory.copyFromArray(bytes, 0, address, bytes.length);
        return address;
    }
}
