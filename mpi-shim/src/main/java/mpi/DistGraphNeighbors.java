package mpi;

/**
 * The calling process's neighbours in a distributed graph topology, as {@link GraphComm#getDistGraphNeighbors()}
 * reports them ({@code MPI_Dist_graph_neighbors_count} and {@code MPI_Dist_graph_neighbors}): the sources it receives
 * from and the destinations it sends to, with their weights when the graph is weighted.
 */
public final class DistGraphNeighbors {
    private final int[] sources;
    private final int[] sourceWeights;
    private final int[] destinations;
    private final int[] destWeights;
    private final boolean weighted;

    /**
     * Holds the arrays (not copied).
     * @param sources the ranks of the sources
     * @param sourceWeights their weights
     * @param destinations the ranks of the destinations
     * @param destWeights their weights
     * @param weighted whether the graph has weights
     */
    protected DistGraphNeighbors(int[] sources, int[] sourceWeights, int[] destinations, int[] destWeights,
            boolean weighted) {
        this.sources = sources;
        this.sourceWeights = sourceWeights;
        this.destinations = destinations;
        this.destWeights = destWeights;
        this.weighted = weighted;
    }

    /**
     * The number of sources.
     * @return the in-degree
     */
    public int getInDegree() {
        return sources.length;
    }

    /**
     * The number of destinations.
     * @return the out-degree
     */
    public int getOutDegree() {
        return destinations.length;
    }

    /**
     * Whether the graph was created with weights.
     * @return false for {@code MPI_UNWEIGHTED}
     */
    public boolean isWeighted() {
        return weighted;
    }

    /**
     * The rank of source {@code i}.
     * @param i the position among the sources
     * @return its rank
     */
    public int getSource(int i) {
        return sources[i];
    }

    /**
     * The weight of the edge from source {@code i}.
     * @param i the position among the sources
     * @return its weight
     */
    public int getSourceWeight(int i) {
        return sourceWeights[i];
    }

    /**
     * The rank of destination {@code i}.
     * @param i the position among the destinations
     * @return its rank
     */
    public int getDestination(int i) {
        return destinations[i];
    }

    /**
     * The weight of the edge to destination {@code i}.
     * @param i the position among the destinations
     * @return its weight
     */
    public int getDestinationWeight(int i) {
        return destWeights[i];
    }
}
