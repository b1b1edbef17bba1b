package mpi;

/**
 * An MPI call failed: the library returned an error (the communicator, window or file had the {@link MPI#ERRORS_RETURN}
 * handler), or the binding refused an argument before calling the library. The error class ({@link #getErrorClass()},
 * e.g. {@link MPI#ERR_RANK}) says what went wrong, the message names the call and the arguments. The binding's refusals
 * and their classes are listed in {@code docs/argument-checks.md}; a call before {@link MPI#Init} or after
 * {@link MPI#Finalize} is one of them ({@link MPI#ERR_OTHER}), where the library itself would abort the process.
 */
public final class MPIException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The error code, or -1. */
    private final int errorCode;
    /** The error class, or -1. */
    private final int errorClass;

    /**
     * An exception for an error code the library returned, or for a refusal of the binding.
     * @param code the error code
     * @param clazz its error class ({@code MPI_Error_class})
     * @param message what failed: the call and its arguments
     */
    protected MPIException(int code, int clazz, String message) {
        super(message);
        this.errorCode = code;
        this.errorClass = clazz;
    }

    /**
     * An exception with a message and no error code or class (both -1).
     * @param message what failed
     */
    public MPIException(String message) {
        super(message);
        this.errorCode = -1;
        this.errorClass = -1;
    }

    /**
     * An exception with a cause and no error code or class (both -1).
     * @param cause what failed
     */
    public MPIException(Throwable cause) {
        super(cause);
        this.errorCode = -1;
        this.errorClass = -1;
    }

    /**
     * The error code the library returned (for a refusal of the binding, the error class), or -1 when the exception
     * came from neither.
     * @return the code, or -1
     */
    public int getErrorCode() {
        return errorCode;
    }

    /**
     * The error class of the code ({@link MPI#ERR_RANK}, {@link MPI#ERR_COMM}, ...), or -1.
     * @return the class, or -1
     */
    public int getErrorClass() {
        return errorClass;
    }
}
