package programs;

import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.CartComm;
import mpi.CartParms;
import mpi.DistGraphNeighbors;
import mpi.GraphComm;
import mpi.GraphParms;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.ShiftParms;

/** Cartesian, graph and distributed graph topologies, and neighbour collectives (blocking and nonblocking). */
public class TopologiesProgram {
    static int[] ints(IntBuffer b, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = b.get(i);
        }
        return out;
    }

    static IntBuffer buf(int[] values) {
        IntBuffer b = MPI.newIntBuffer(Math.max(1, values.length));
        for (int i = 0; i < values.length; i++) {
            b.put(i, values[i]);
        }
        return b;
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank(), n = w.getSize();
        CommChecks c = new CommChecks(r);
        int[] dims = new int[2];
        CartComm.createDims(n, dims);

        c.run("cartesian", () -> {
            c.equal("createDims", n, dims[0] * dims[1]);
            c.check("createDims balanced, non-increasing", dims[0] >= dims[1], Arrays.toString(dims));
            CartComm cart = w.createCart(dims, new boolean[] {true, false}, false);
            c.equal("getTopology", MPI.CART, cart.getTopology());
            CartParms t = cart.getTopo();
            c.equal("getDimCount", 2, t.getDimCount());
            c.equal("getDim", dims[1], t.getDim(1));
            c.equal("getPeriod", true, t.getPeriod(0));
            c.equal("getPeriod non-periodic", false, t.getPeriod(1));
            int[] coords = cart.getCoords(r);
            c.equal("getTopo coords", coords[0] * 10 + coords[1], t.getCoord(0) * 10 + t.getCoord(1));
            c.equal("row-major coordinates", r, coords[0] * dims[1] + coords[1]);
            c.equal("getRank(getCoords)", r, cart.getRank(coords));
            c.equal("getRank wraps a periodic dimension", r, cart.getRank(new int[] {coords[0] + dims[0], coords[1]}));
            ShiftParms s0 = cart.shift(0, 1);
            int down = ((coords[0] + 1) % dims[0]) * dims[1] + coords[1];
            int up = ((coords[0] - 1 + dims[0]) % dims[0]) * dims[1] + coords[1];
            c.equal("shift periodic dest", down, s0.getRankDest());
            c.equal("shift periodic source", up, s0.getRankSource());
            ShiftParms s1 = cart.shift(1, 1);
            c.equal("shift non-periodic dest", coords[1] + 1 < dims[1] ? r + 1 : MPI.PROC_NULL, s1.getRankDest());
            CartComm row = cart.sub(new boolean[] {false, true});
            c.equal("sub size", dims[1], row.getSize());
            c.equal("sub keeps the topology", MPI.CART, row.getTopology());
            int m = cart.map(dims, new boolean[] {true, false});
            c.check("map gives a rank", m >= 0 && m < n, m);
            CartComm d = cart.dup();
            c.equal("CartComm.dup keeps the topology", MPI.CART, d.getTopology());
            CartComm cl = cart.clone();
            c.equal("CartComm.clone rank", r, cl.getRank());
            CartComm id = cart.iDup();
            id.getRequest().waitFor();
            c.equal("CartComm.iDup topology", MPI.CART, id.getTopology());
            c.expect("createCart needing more processes", MPIException.class, "more than",
                    () -> w.createCart(new int[] {n, 2}, new boolean[2], false));
            c.expect("createCart with short periods", MPIException.class, "periods has",
                    () -> w.createCart(dims, new boolean[1], false));
            c.expect("getRank with short coords", MPIException.class, "coords has", () -> cart.getRank(new int[1]));
            c.expect("getRank outside a non-periodic dimension", MPIException.class, "outside",
                    () -> cart.getRank(new int[] {0, dims[1]}));
            c.expect("getCoords of a rank outside", MPIException.class, "not in", () -> cart.getCoords(n));
            c.expect("shift along a missing dimension", MPIException.class, "not a dimension", () -> cart.shift(2, 1));
            c.expect("sub with short remainDims", MPIException.class, "remainDims has",
                    () -> cart.sub(new boolean[1]));
            c.expect("createDims with a negative entry", MPIException.class, "negative",
                    () -> CartComm.createDims(n, new int[] {-1, 0}));
            c.expect("createDims with fixed entries that do not divide", MPIException.class, "do not divide",
                    () -> CartComm.createDims(n, new int[] {n + 1, 0}));
            for (CartComm x : new CartComm[] {row, d, cl, id, cart}) {
                x.free();
            }
        });
        c.run("cartesian neighbours", () -> {
            // non-periodic grid: neighbours in order (dim 0: -1, +1), (dim 1: -1, +1); PROC_NULL blocks untouched
            CartComm cart = w.createCart(dims, new boolean[] {false, false}, false);
            int[] nb = new int[4];
            for (int d = 0; d < 2; d++) {
                ShiftParms s = cart.shift(d, 1);
                nb[2 * d] = s.getRankSource();
                nb[2 * d + 1] = s.getRankDest();
            }
            int[] expectGather = new int[4], expectA2a = new int[4];
            for (int k = 0; k < 4; k++) {
                boolean none = nb[k] == MPI.PROC_NULL;
                expectGather[k] = none ? -1 : nb[k];
                // a neighbour at position k sent me the block for its opposite position
                expectA2a[k] = none ? -1 : nb[k] * 10 + (k ^ 1);
            }
            int[] got = {-1, -1, -1, -1};
            cart.neighborAllGather(new int[] {r}, 1, MPI.INT, got, 1, MPI.INT);
            c.equal("neighborAllGather", expectGather, got);
            int[] send = {r * 10, r * 10 + 1, r * 10 + 2, r * 10 + 3};
            int[] a2a = {-1, -1, -1, -1};
            cart.neighborAllToAll(send, 1, MPI.INT, a2a, 1, MPI.INT);
            c.equal("neighborAllToAll", expectA2a, a2a);
            int[] ones = {1, 1, 1, 1}, rev = {3, 2, 1, 0}, fwd = {0, 1, 2, 3};
            int[] gv = {-1, -1, -1, -1};
            cart.neighborAllGatherv(new int[] {r}, 1, MPI.INT, gv, ones, rev, MPI.INT);
            int[] expectRev = new int[4];
            for (int k = 0; k < 4; k++) {
                expectRev[3 - k] = expectGather[k];
            }
            c.equal("neighborAllGatherv", expectRev, gv);
            int[] av = {-1, -1, -1, -1};
            cart.neighborAllToAllv(send, ones, fwd, MPI.INT, av, ones, fwd, MPI.INT);
            c.equal("neighborAllToAllv", expectA2a, av);
            IntBuffer ig = buf(new int[] {-1, -1, -1, -1});
            cart.iNeighborAllGather(buf(new int[] {r}), 1, MPI.INT, ig, 1, MPI.INT).waitFor();
            c.equal("iNeighborAllGather", expectGather, ints(ig, 4));
            IntBuffer ia = buf(new int[] {-1, -1, -1, -1});
            cart.iNeighborAllToAll(buf(send), 1, MPI.INT, ia, 1, MPI.INT).waitFor();
            c.equal("iNeighborAllToAll", expectA2a, ints(ia, 4));
            IntBuffer igv = buf(new int[] {-1, -1, -1, -1});
            cart.iNeighborAllGatherv(buf(new int[] {r}), 1, MPI.INT, igv, ones, rev, MPI.INT).waitFor();
            c.equal("iNeighborAllGatherv", expectRev, ints(igv, 4));
            IntBuffer iav = buf(new int[] {-1, -1, -1, -1});
            cart.iNeighborAllToAllv(buf(send), ones, fwd, MPI.INT, iav, ones, fwd, MPI.INT).waitFor();
            c.equal("iNeighborAllToAllv", expectA2a, ints(iav, 4));
            c.expect("neighborAllToAll recvbuf too small", MPIException.class, "holds only",
                    () -> cart.neighborAllToAll(send, 1, MPI.INT, new int[3], 1, MPI.INT));
            c.expect("neighborAllGatherv short recvcount", MPIException.class, "recvcount has",
                    () -> cart.neighborAllGatherv(new int[1], 1, MPI.INT, new int[4], new int[3], fwd, MPI.INT));
            c.expect("iNeighborAllGather heap buffer", IllegalArgumentException.class, "must be direct",
                    () -> cart.iNeighborAllGather(IntBuffer.allocate(1), 1, MPI.INT, MPI.newIntBuffer(4), 1, MPI.INT));
            c.expect("neighbour collective without topology", MPIException.class, "topology",
                    () -> w.neighborAllGather(new int[1], 1, MPI.INT, new int[4], 1, MPI.INT));
            cart.free();
        });
        c.run("graph", () -> {
            // a star: 0 linked to everyone
            int[] index = new int[n], edges = new int[2 * (n - 1)];
            for (int i = 1; i < n; i++) {
                edges[i - 1] = i;
                edges[n - 1 + i - 1] = 0;
            }
            index[0] = n - 1;
            for (int i = 1; i < n; i++) {
                index[i] = n - 1 + i;
            }
            GraphComm g = w.createGraph(index, edges, false);
            c.equal("graph topology", MPI.GRAPH, g.getTopology());
            GraphParms p = g.getDims();
            int[] gi = new int[p.getIndexCount()], ge = new int[p.getEdgeCount()];
            for (int i = 0; i < gi.length; i++) {
                gi[i] = p.getIndex(i);
            }
            for (int i = 0; i < ge.length; i++) {
                ge[i] = p.getEdge(i);
            }
            c.equal("getDims index", index, gi);
            c.equal("getDims edges", edges, ge);
            int[] hub = new int[n - 1];
            for (int i = 1; i < n; i++) {
                hub[i - 1] = i;
            }
            c.equal("getNeighbors of the hub", hub, g.getNeighbors(0));
            c.equal("getNeighbors of a leaf", new int[] {0}, g.getNeighbors(n - 1));
            int m = g.map(index, edges);
            c.check("graph map gives a rank", m >= 0 && m < n, m);
            int deg = r == 0 ? n - 1 : 1;
            int[] got = new int[deg];
            g.neighborAllGather(new int[] {r}, 1, MPI.INT, got, 1, MPI.INT);
            c.equal("neighborAllGather on a graph", r == 0 ? hub : new int[] {0}, got);
            GraphComm gd = g.dup();
            c.equal("GraphComm.dup topology", MPI.GRAPH, gd.getTopology());
            c.expect("createGraph with an edge outside", MPIException.class, "not a rank",
                    () -> w.createGraph(new int[] {1}, new int[] {5}, false));
            c.expect("createGraph with index beyond edges", MPIException.class, "edges has",
                    () -> w.createGraph(new int[] {3}, new int[] {0}, false));
            c.expect("getNeighbors of a rank outside", MPIException.class, "not in", () -> g.getNeighbors(n));
            gd.free();
            g.free();
        });
        c.run("distributed graph", () -> {
            int next = (r + 1) % n, prev = (r - 1 + n) % n;
            GraphComm adj = w.createDistGraphAdjacent(new int[] {prev}, new int[] {prev + 100},
                    new int[] {next}, new int[] {r + 100}, MPI.INFO_NULL, false);
            c.equal("dist graph topology", MPI.DIST_GRAPH, adj.getTopology());
            DistGraphNeighbors nb = adj.getDistGraphNeighbors();
            c.equal("in/out degree", 11, nb.getInDegree() * 10 + nb.getOutDegree());
            c.equal("weighted", true, nb.isWeighted());
            c.equal("source, destination", prev * 1000 + next, nb.getSource(0) * 1000 + nb.getDestination(0));
            c.equal("weights", (prev + 100) * 1000 + r + 100,
                    nb.getSourceWeight(0) * 1000 + nb.getDestinationWeight(0));
            int[] got = {-1};
            adj.neighborAllToAll(new int[] {r * 10}, 1, MPI.INT, got, 1, MPI.INT);
            c.equal("neighborAllToAll on a ring", prev * 10, got[0]);
            GraphComm un = w.createDistGraphAdjacent(new int[] {prev}, new int[] {next}, null, false);
            c.equal("unweighted", false, un.getDistGraphNeighbors().isWeighted());
            // Open MPI 5.0.7's MPI_Dist_graph_create now and then hangs in every rank (so does a C program that
            // calls it in a loop, docs/mpis.md): there the adjacent form stands in for it
            boolean adjacentOnly = MPI.getLibVersion().startsWith("Open MPI v5.");
            GraphComm dg = adjacentOnly
                    ? w.createDistGraphAdjacent(new int[] {prev}, new int[] {7}, new int[] {next}, new int[] {7},
                            new mpi.Info(), false)
                    : w.createDistGraph(new int[] {r}, new int[] {1}, new int[] {next}, new int[] {7},
                            new mpi.Info(), false);
            DistGraphNeighbors dn = dg.getDistGraphNeighbors();
            c.equal("createDistGraph neighbours", prev * 1000 + next, dn.getSource(0) * 1000 + dn.getDestination(0));
            GraphComm du = adjacentOnly
                    ? w.createDistGraphAdjacent(new int[] {prev}, new int[] {next}, MPI.INFO_NULL, false)
                    : w.createDistGraph(new int[] {r}, new int[] {1}, new int[] {next}, MPI.INFO_NULL, false);
            c.equal("createDistGraph unweighted", false, du.getDistGraphNeighbors().isWeighted());
            IntBuffer ib = buf(new int[] {-1});
            du.iNeighborAllGather(buf(new int[] {r}), 1, MPI.INT, ib, 1, MPI.INT).waitFor();
            c.equal("iNeighborAllGather on a dist graph", prev, ib.get(0));
            c.expect("getNeighbors on a distributed graph", MPIException.class, "graph topology",
                    () -> du.getNeighbors(0));
            c.expect("createDistGraph weights too short", MPIException.class, "weights has",
                    () -> w.createDistGraph(new int[] {r}, new int[] {2}, new int[] {next, prev}, new int[] {1},
                            MPI.INFO_NULL, false));
            c.expect("createDistGraphAdjacent destination outside", MPIException.class, "not a rank",
                    () -> w.createDistGraphAdjacent(new int[] {prev}, new int[] {n}, MPI.INFO_NULL, false));
            for (GraphComm x : new GraphComm[] {adj, un, dg, du}) {
                x.free();
            }
        });
        w.barrier();
        c.done();
        MPI.Finalize();
    }
}
