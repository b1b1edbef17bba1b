package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.Native;
import mpi.shim.nat.NativeFunction;

/** Turns library error codes into MPIException; refusals of the binding itself. */
final class Errors {
    private Errors() {}

    /**
     * The exception for a failed call. Call sites write {@code if (rc != 0) throw Errors.of(rc, ...)}, so that
     * nothing is built on success.
     */
    static MPIException of(int code, String call) {
        if (code == NativeFunction.MISSING) {
            return new MPIException(MPI.ERR_UNSUPPORTED_OPERATION, MPI.ERR_UNSUPPORTED_OPERATION, call + ": the MPI"
                    + " library " + Native.PATH + " (" + Native.libraryVersion().lines().findFirst().orElse("")
                    + ") has no function " + call.split("[^A-Za-z0-9_]")[0]);
        }
        Scratch s = Scratch.get();
        int clazz = Native.LIB.MPI_Error_class(code, s.flag) == 0 ? Memory.getInt(s.flag) : MPI.ERR_UNKNOWN;
        return new MPIException(code, clazz, call + ": " + describe(code));
    }

    /** Throws the exception for {@code rc} unless it is MPI_SUCCESS. */
    static void check(int rc, String call) throws MPIException {
        if (rc != 0) {
            throw of(rc, call);
        }
    }

    /** The exception for a failed call with the arguments that explain it, e.g. "dest 7 (communicator of size 2)". */
    static MPIException of(int code, String call, String context) {
        MPIException plain = of(code, call);
        return new MPIException(code, plain.getErrorClass(), plain.getMessage() + " [" + context + "]");
    }

    /** The library's description of an error code. */
    static String describe(int code) {
        Scratch s = Scratch.get();
        if (Native.LIB.MPI_Error_string(code, s.text, s.count) != 0) {
            return "MPI error code " + code;
        }
        return CText.get(s.text, Math.min(Memory.getInt(s.count), (int) s.textBytes)) + " (error code " + code + ")";
    }

    /** A refusal raised by the binding before any native call, with an MPI error class. */
    static MPIException refused(int clazz, String message) {
        return new MPIException(clazz, clazz, message);
    }
}
