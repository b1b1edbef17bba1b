package mpi;

import mpi.shim.abi.Abi;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.Native;

/** MPI_Init and MPI_Finalize, with the check that the loaded libmpi is the one this jar was built for. */
final class Lifecycle {
    /** True between a successful Init and Finalize; read on every communicator call, so kept plain and cheap. */
    static volatile boolean active;
    /** The thread level MPI provided; large blocking array transfers pin arrays only below THREAD_MULTIPLE. */
    static volatile int provided;

    private Lifecycle() {}

    /** Initialises MPI; {@code required} < 0 means plain MPI_Init. Returns the thread level provided. */
    static synchronized int init(int required) throws MPIException {
        // a second MPI_Init aborts the job in Open MPI: refuse it here instead
        if (active) {
            throw Errors.refused(MPI.ERR_OTHER, "MPI is already initialized");
        }
        if (MPI.isFinalized()) {
            throw Errors.refused(MPI.ERR_OTHER, "MPI has been finalized and cannot be initialized again");
        }
        checkLibrary();
        if (Hooks.failure() != null) {
            throw Errors.refused(MPI.ERR_OTHER, Hooks.failure());
        }
        if (Hooks.LISTENER != null) {
            try {
                Hooks.LISTENER.starting();
            } catch (IllegalArgumentException e) {
                throw Errors.refused(MPI.ERR_OTHER, Hooks.refusal(e.getMessage()));
            }
        }
        Scratch s = Scratch.get();
        int rc;
        if (required < 0) {
            rc = Native.LIB.MPI_Init(0, 0);
        } else {
            rc = Native.LIB.MPI_Init_thread(0, 0, required, s.flag);
        }
        if (rc != 0) {
            throw Errors.of(rc, required < 0 ? "MPI_Init" : "MPI_Init_thread");
        }
        active = true;
        // read before the listener runs: its own MPI calls (the race checker's communicator) reuse the scratch
        provided = required < 0 ? MPI.THREAD_SINGLE : Memory.getInt(s.flag);
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.initialized(MPI.COMM_WORLD.getRank(), MPI.COMM_WORLD.getSize());
        }
        return provided;
    }

    static synchronized void finish() throws MPIException {
        check();
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.finalizing();
        }
        active = false;
        int rc = Native.LIB.MPI_Finalize();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Finalize");
        }
    }

    static void check() throws MPIException {
        if (!active) {
            throw Errors.refused(MPI.ERR_OTHER, MPI.isFinalized()
                    ? "MPI has been finalized" : "MPI is not initialized: call MPI.Init first");
        }
    }

    static String loadedLibraryVersion() {
        Scratch s = Scratch.get();
        long text = s.area(Scratch.SEND, Abi.constant("MPI_MAX_LIBRARY_VERSION_STRING") + 1L);
        if (Native.LIB.MPI_Get_library_version(text, s.count) != 0) {
            return "unknown";
        }
        return CText.get(text, Memory.getInt(s.count)).trim();
    }

    /**
     * Stops with a clear message when the loaded library is not of the family and release series the ABI probe
     * saw: constants and struct layouts are only guaranteed within one series.
     */
    private static void checkLibrary() throws MPIException {
        String built = Abi.libraryVersion();
        String loaded = loadedLibraryVersion();
        if (!series(built).equals(series(loaded))) {
            throw Errors.refused(MPI.ERR_OTHER, "mpi.jar was built for \"" + built + "\" but the library loaded from "
                    + Native.PATH + " is \"" + loaded + "\". Rebuild mpi.jar against this library (make build), or"
                    + " point -Djmpi.libmpi / JMPI_LIBMPI at the library it was built for.");
        }
    }

    /** "Open MPI v4.1" from "Open MPI v4.1.4, package: ..." : the vendor and major.minor. */
    static String series(String version) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(.*?v?\\d+\\.\\d+)").matcher(version);
        return m.find() ? m.group(1) : version;
    }
}
