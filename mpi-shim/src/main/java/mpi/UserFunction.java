package mpi;

import java.nio.ByteBuffer;

/**
 * The function of a user-defined {@link Op}: combine {@code count} elements of {@code inVec} into {@code inOutVec}
 * (inOutVec[i] = inVec[i] op inOutVec[i]). Override the form the reductions use: the buffer form for every datatype
 * except those of base type MPI.BOOLEAN, which get the array form with {@code boolean[]} (see {@link Op}).
 */
public abstract class UserFunction {
    public UserFunction() {}

    /** The array form, used for MPI.BOOLEAN-based datatypes. */
    public void call(Object inVec, Object inOutVec, int count, Datatype datatype) throws MPIException {
        throw new UnsupportedOperationException("Not supported yet.");
    }

    /** The buffer form: direct native-order buffers over the library's vectors, valid during the call only. */
    public void call(ByteBuffer inBuf, ByteBuffer inOutBuf, int count, Datatype datatype) throws MPIException {
        throw new UnsupportedOperationException("Not supported yet.");
    }
}
