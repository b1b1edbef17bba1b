package syncchecker.core;

import mpi.shim.nat.ProcessFunction;

/**
 * SR from the preloaded tracer (native/sctrace.c, LD_PRELOAD=libsyncchecker-trace.so): it saw the library's
 * memcpy or single-copy (process_vm_readv/writev) read a pending send buffer or fill a pending receive buffer.
 * What it cannot see locally (a large send whose receiver pulls the data with single-copy from its own process)
 * is asked of the library with MPI_Request_get_status.
 */
public final class TracerProgress implements LibraryProgress {
    private static final String[] HOW = {null, "tracer:memcpy", "tracer:process_vm_readv", "tracer:process_vm_writev"};

    // the tracer's functions (native/sctrace.c)
    private final ProcessFunction watchFn;
    private final ProcessFunction touchedFn;
    private final ProcessFunction unwatchFn;
    private final ProcessFunction armFn;
    private final ProcessFunction disarmFn;
    private final ProcessFunction freezeFn;
    private final RequestStatusProgress fallback = new RequestStatusProgress();

    private TracerProgress(ProcessFunction watch) {
        watchFn = watch;
        touchedFn = ProcessFunction.find("sctrace_touched");
        unwatchFn = ProcessFunction.find("sctrace_unwatch");
        armFn = ProcessFunction.find("sctrace_arm");
        disarmFn = ProcessFunction.find("sctrace_disarm");
        freezeFn = ProcessFunction.find("sctrace_freeze");
    }

    /** The tracer when it is preloaded into this process, else null. */
    public static TracerProgress ifLoaded() {
        ProcessFunction watch = ProcessFunction.find("sctrace_watch");
        return watch == null ? null : new TracerProgress(watch);
    }

    @Override
    public int watch(long address, long length, boolean libraryReads) {
        return watchFn.call(address, length, libraryReads ? 1 : 2);
    }

    @Override
    public void arm() {
        armFn.call();
    }

    @Override
    public void freeze() {
        freezeFn.call();
    }

    @Override
    public void disarm() {
        disarmFn.call();
    }

    @Override
    public void unwatch(int token) {
        if (token >= 0) {
            unwatchFn.call(token);
        }
    }

    @Override
    public String done(Object request, int token) {
        int how = token < 0 ? 0 : touchedFn.call(token);
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
