package mpi;

/**
 * A graph topology as {@link GraphComm#getDims()} reports it ({@code MPI_Graphdims_get} and {@code MPI_Graph_get}): the
 * cumulative degree of each node ({@code index}) and the flattened adjacency lists ({@code edges}): the neighbours of
 * node {@code i} are {@code edges[index[i-1]]} to {@code edges[index[i]-1]}.
 */
public final class GraphParms {
    private final int[] index;
    private final int[] edges;

    /**
     * Holds the arrays (not copied).
     * @param index the cumulative degrees, one per node
     * @param edges the flattened adjacency lists
     */
    protected GraphParms(int[] index, int[] edges) {
        this.index = index;
        this.edges = edges;
    }

    /**
     * The number of nodes.
     * @return the length of the index array
     */
    public int getIndexCount() {
        return index.length;
    }

    /**
     * The cumulative degree of node {@code i}: the number of edges of nodes 0 to {@code i}.
     * @param i the node
     * @return {@code index[i]}
     */
    public int getIndex(int i) {
        return index[i];
    }

    /**
     * The number of edges, summed over all nodes.
     * @return the length of the edges array
     */
    public int getEdgeCount() {
        return edges.length;
    }

    /**
     * One entry of the flattened adjacency lists.
     * @param i the position in the edges array
     * @return {@code edges[i]}, a node
     */
    public int getEdge(int i) {
        return edges[i];
    }
}
