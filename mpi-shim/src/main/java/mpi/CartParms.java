package mpi;

/**
 * A Cartesian topology as {@link CartComm#getTopo()} reports it ({@code MPI_Cart_get}): the extent and periodicity of
 * each dimension, and the calling process's coordinates.
 */
public final class CartParms {
    private final int[] dims;
    private final boolean[] periods;
    private final int[] coords;

    /**
     * Holds the arrays (not copied).
     * @param dims the number of processes in each dimension
     * @param periods whether each dimension is periodic
     * @param coords the calling process's coordinates
     */
    protected CartParms(int[] dims, boolean[] periods, int[] coords) {
        this.dims = dims;
        this.periods = periods;
        this.coords = coords;
    }

    /**
     * The number of dimensions.
     * @return the number of dimensions
     */
    public int getDimCount() {
        return dims.length;
    }

    /**
     * The number of processes along dimension {@code i}.
     * @param i the dimension
     * @return its extent
     */
    public int getDim(int i) {
        return dims[i];
    }

    /**
     * Whether dimension {@code i} is periodic (wraps around).
     * @param i the dimension
     * @return true when periodic
     */
    public boolean getPeriod(int i) {
        return periods[i];
    }

    /**
     * The calling process's coordinate in dimension {@code i}.
     * @param i the dimension
     * @return the coordinate
     */
    public int getCoord(int i) {
        return coords[i];
    }
}
