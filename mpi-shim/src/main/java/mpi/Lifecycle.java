package mpi;

import mpi.shim.abi.Abi;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiEnvironment;
import mpi.shim.nat.Native;
import mpi.shim.nat.NativePath;

/** MPI_Init and MPI_Finalize, with the check that an ABI description matches the loaded libmpi. */
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
        if (NativePath.settingProblem() != null) {
            throw Errors.refused(MPI.ERR_OTHER, NativePath.settingProblem());
        }
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
            rc = LibMpiEnvironment.MPI_Init(0, 0);
        } else {
            rc = LibMpiEnvironment.MPI_Init_thread(0, 0, required, s.flag);
        }
        Errors.check(rc, required < 0 ? "MPI_Init" : "MPI_Init_thread");
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
        Errors.check(LibMpiEnvironment.MPI_Finalize(), "MPI_Finalize");
    }

    /**
     * MPI allows MPI_Wtime and MPI_Wtick only while MPI is initialized (they are not among the functions callable
     * at any time, MPI-4.0 section 11.4.1). Open MPI answers them at any time, and programs written for its bindings
     * may time MPI.Init itself; MPICH's libraries abort the process. So the timers pass through on Open MPI and are
     * refused, with an MPIException, outside initialization on the MPICH family.
     */
    private static final boolean TIMERS_NEED_INIT = "mpich".equals(Abi.libraryFamily());

    static void timer(String call) throws MPIException {
        if (TIMERS_NEED_INIT && !active) {
            throw Errors.refused(MPI.ERR_OTHER, call + " " + (MPI.isFinalized() ? "after MPI.Finalize" : "before MPI.Init")
                    + ": MPI allows the timers only while MPI is initialized, and this MPI library ("
                    + Abi.descriptionName() + ") aborts the process on it");
        }
    }

    static void check() throws MPIException {
        if (!active) {
            throw Errors.refused(MPI.ERR_OTHER, MPI.isFinalized()
                    ? "MPI has been finalized" : "MPI is not initialized: call MPI.Init first");
        }
    }

    static String loadedLibraryVersion() {
        return Native.libraryVersion();
    }

    /**
     * Stops with a clear message when no ABI description matches the loaded library (see AbiCatalog): constants
     * and struct layouts are only known per family and release series.
     */
    private static void checkLibrary() throws MPIException {
        String refusal = Abi.refusal();
        if (refusal != null) {
            throw Errors.refused(MPI.ERR_OTHER, refusal + " (library loaded from " + Native.PATH + ")");
        }
    }
}
