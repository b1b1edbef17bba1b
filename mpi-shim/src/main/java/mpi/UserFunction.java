package mpi;

import java.nio.ByteBuffer;

/**
 * The function of a user-defined {@link Op}: combine {@code count} elements of {@code inVec} into {@code inOutVec}
 * (inOutVec[i] = inVec[i] op inOutVec[i]). Override the form the reductions use: the buffer form for every datatype
 * except those of base type MPI.BOOLEAN, which get the array form with {@code boolean[]} (see {@link Op}).
 */
public abstract class UserFunction {
    /** A function with neither form implemented: override the one the reductions of your datatype use. */
    public UserFunction() {}

    /**
     * The array form, used for datatypes whose base type is {@link MPI#BOOLEAN}: the binding copies the library's
     * vectors into {@code boolean[]} arrays, calls this and copies {@code inOutVec} back.
     * @param inVec the input vector, a {@code boolean[]} of {@code count} elements
     * @param inOutVec the input and output vector, a {@code boolean[]}: write the results here
     * @param count the number of elements of {@code datatype}
     * @param datatype the datatype of the elements
     * @throws MPIException to report a failure (the default implementation throws {@link
     * UnsupportedOperationException})
     */
    public void call(Object inVec, Object inOutVec, int count, Datatype datatype) throws MPIException {
        throw new UnsupportedOperationException("Not supported yet.");
    }

    /**
     * The buffer form, used for every datatype whose base type is not {@link MPI#BOOLEAN}: the buffers are direct,
     * native-order buffers over the library's own vectors, valid during the call only (do not keep them).
     * @param inBuf the input vector
     * @param inOutBuf the input and output vector: write the results here
     * @param count the number of elements of {@code datatype}
     * @param datatype the datatype of the elements
     * @throws MPIException to report a failure (the default implementation throws {@link
     * UnsupportedOperationException})
     */
    public void call(ByteBuffer inBuf, ByteBuffer inOutBuf, int count, Datatype datatype) throws MPIException {
        throw new UnsupportedOperationException("Not supported yet.");
    }
}
