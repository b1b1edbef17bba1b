package mpi;

/** Checks of user arguments that need no buffer: null, negative counts, array lengths. */
final class Args {
    private Args() {}

    static <T> T notNull(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " is null");
        }
        return value;
    }

    static void nonNegative(int count, String name) throws MPIException {
        if (count < 0) {
            throw Errors.refused(MPI.ERR_COUNT, name + " is negative: " + count);
        }
    }

    /** An int[] argument of one value per rank (counts, displacements) must have {@code size} entries. */
    static void perRank(int[] values, int size, String name) throws MPIException {
        notNull(values, name);
        if (values.length < size) {
            throw Errors.refused(MPI.ERR_ARG, name + " has " + values.length + " entries, the communicator has "
                    + size + " ranks");
        }
    }
}
