package mpi;

/**
 * An MPI call failed: the library returned an error (its communicator, window or file has the ERRORS_RETURN
 * handler), or the binding refused an argument before calling the library.
 */
public final class MPIException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int errorCode;
    private final int errorClass;

    protected MPIException(int code, int clazz, String message) {
        super(message);
        this.errorCode = code;
        this.errorClass = clazz;
    }

    public MPIException(String message) {
        super(message);
        this.errorCode = -1;
        this.errorClass = -1;
    }

    public MPIException(Throwable cause) {
        super(cause);
        this.errorCode = -1;
        this.errorClass = -1;
    }

    /** The error code the library returned, or -1 when the exception did not come from the library. */
    public int getErrorCode() {
        return errorCode;
    }

    /** The error class of the code (MPI.ERR_RANK, MPI.ERR_COMM, ...), or -1. */
    public int getErrorClass() {
        return errorClass;
    }
}
