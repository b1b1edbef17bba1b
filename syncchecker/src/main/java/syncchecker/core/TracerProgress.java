package syncchecker.core;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Invoker;
import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * SR from the preloaded tracer (native/sctrace.c, LD_PRELOAD=libsyncchecker-trace.so): it saw the library's
 * memcpy or single-copy (process_vm_readv/writev) read a pending send buffer or fill a pending receive buffer.
 * What it cannot see locally (a large send whose receiver pulls the data with single-copy from its own process)
 * is asked of the library with MPI_Request_get_status.
 */
public final class TracerProgress implements LibraryProgress {
    private static final String[] HOW = {null, "tracer:memcpy", "tracer:process_vm_readv", "tracer:process_vm_writev"};
    private static final Invoker INVOKER = Invoker.getInstance();

    private final long watchFn;
    private final long touchedFn;
    private final long unwatchFn;
    private final long armFn;
    private final long disarmFn;
    private final long freezeFn;
    private final CallContext none = CallContext.getCallContext(Type.VOID, new Type[0], CallingConvention.DEFAULT,
            false);
    private final CallContext watch = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.UINT64, Type.SINT32}, CallingConvention.DEFAULT, false);
    private final CallContext oneInt = CallContext.getCallContext(Type.SINT32, new Type[] {Type.SINT32},
            CallingConvention.DEFAULT, false);
    private final RequestStatusProgress fallback = new RequestStatusProgress();

    private TracerProgress(Library process) {
        watchFn = process.getSymbolAddress("sctrace_watch");
        touchedFn = process.getSymbolAddress("sctrace_touched");
        unwatchFn = process.getSymbolAddress("sctrace_unwatch");
        armFn = process.getSymbolAddress("sctrace_arm");
        disarmFn = process.getSymbolAddress("sctrace_disarm");
        freezeFn = process.getSymbolAddress("sctrace_freeze");
    }

    /** The tracer when it is preloaded into this process, else null. */
    public static TracerProgress ifLoaded() {
        Library process = Library.getDefault();
        if (process == null || process.getSymbolAddress("sctrace_watch") == 0) {
            return null;
        }
        return new TracerProgress(process);
    }

    @Override
    public int watch(long address, long length, boolean libraryReads) {
        return (int) INVOKER.invokeL3(watch, watchFn, address, length, libraryReads ? 1 : 2);
    }

    @Override
    public void arm() {
        INVOKER.invokeL0(none, armFn);
    }

    @Override
    public void freeze() {
        INVOKER.invokeL0(none, freezeFn);
    }

    @Override
    public void disarm() {
        INVOKER.invokeL0(none, disarmFn);
    }

    @Override
    public void unwatch(int token) {
        if (token >= 0) {
            INVOKER.invokeL1(oneInt, unwatchFn, token);
        }
    }

    @Override
    public String done(Object request, int token) {
        int how = token < 0 ? 0 : (int) INVOKER.invokeL1(oneInt, touchedFn, token);
        if (how > 0 && how < HOW.length) {
            return HOW[how];
        }
        return fallback.done(request, token);
    }

    @Override
    public String name() {
        return "tracer+" + RequestStatusProgress.NAME;
    }
}
