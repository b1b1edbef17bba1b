package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiEnvironment;
import mpi.shim.nat.Native;
import mpi.shim.nat.NativeFunction;

/** Turns library error codes into MPIException; refusals of the binding itself. */
final class Errors {
    private Errors() {}

    /**
     * The exception for a failed call. Call sites write {@code Errors.check(rc, ...)}, or
     * {@code if (rc != 0) throw Errors.of(rc, ...)} where the context takes computing, so that nothing is built on
     * success. The paths bench-shim measures (Comm's send, recv, iSend, iRecv, sendRecv, bcast and allReduce,
     * Request's waits and tests) keep the explicit form too: their bytecode, and so what the JIT inlines, stays as
     * it was tuned.
     */
    static MPIException of(int code, String call) {
        if (code == NativeFunction.MISSING) {
            return new MPIException(MPI.ERR_UNSUPPORTED_OPERATION, MPI.ERR_UNSUPPORTED_OPERATION, call + ": the MPI"
                    + " library " + Native.PATH + " (" + Native.libraryVersion().lines().findFirst().orElse("")
                    + ") has no function " + call.split("[^A-Za-z0-9_]")[0]);
        }
        Scratch s = Scratch.get();
        int clazz = LibMpiEnvironment.MPI_Error_class(code, s.flag) == 0 ? Memory.getInt(s.flag) : MPI.ERR_UNKNOWN;
        return new MPIException(code, clazz, call + ": " + describe(code));
    }

    /** Throws the exception for {@code rc} unless it is MPI_SUCCESS. */
    static void check(int rc, String call) throws MPIException {
        if (rc != 0) {
            throw of(rc, call);
        }
    }

    /** As {@link #check(int, String)}, with a context already at hand (a constant, a name). */
    static void check(int rc, String call, String context) throws MPIException {
        if (rc != 0) {
            throw of(rc, call, context);
        }
    }

    /*
     * The overloads below take the context in parts and join them only on failure: the success path builds no
     * string (nor a lambda, nor a varargs array). A number goes as a long, so that an int is not boxed.
     */

    /** As {@link #check(int, String)}, with the context {@code label + value}, e.g. "root " and 3. */
    static void check(int rc, String call, String label, long value) throws MPIException {
        if (rc != 0) {
            throw of(rc, call, label + value);
        }
    }

    /** As {@link #check(int, String)}, with the context {@code label + value}, e.g. "key " and a key. */
    static void check(int rc, String call, String label, Object value) throws MPIException {
        if (rc != 0) {
            throw of(rc, call, label + value);
        }
    }

    /** As {@link #check(int, String)}, with the context {@code label1 + value1 + label2 + value2}. */
    static void check(int rc, String call, String label1, long value1, String label2, long value2)
            throws MPIException {
        if (rc != 0) {
            throw of(rc, call, label1 + value1 + label2 + value2);
        }
    }

    /** As {@link #check(int, String)}, for a reduction: the context {@code op + " on " + type}. */
    static void check(int rc, String call, Op op, Datatype type) throws MPIException {
        if (rc != 0) {
            throw of(rc, call, op + " on " + type);
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
        if (LibMpiEnvironment.MPI_Error_string(code, s.text, s.count) != 0) {
            return "MPI error code " + code;
        }
        return CText.get(s.text, Math.min(Memory.getInt(s.count), (int) s.textBytes)) + " (error code " + code + ")";
    }

    /** A refusal raised by the binding before any native call, with an MPI error class. */
    static MPIException refused(int clazz, String message) {
        return new MPIException(clazz, clazz, message);
    }
}
