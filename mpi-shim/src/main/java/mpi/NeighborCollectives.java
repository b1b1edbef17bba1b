package mpi;

import mpi.shim.event.Hooks;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;

/**
 * Blocking neighbour collectives on a topology's edges (allgather, allgatherv, alltoall; the neighbour alltoallv is
 * CollectivesVW's alltoallv), on arrays (staged through native memory) or direct buffers. Receive buffers are staged
 * with their old contents: blocks of MPI.PROC_NULL neighbours stay untouched.
 */
final class NeighborCollectives {
    // NativeInts slots
    private static final int C0 = 0, D0 = 1;

    private NeighborCollectives() {}

    static void neighborAllGather(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Args.nonNegative(recvcount, "recvcount");
        int in = Topology.degrees(c)[0];
        BlockingUses u = BlockingUses.of("neighborAllGather");
        if (u != null) {
            u.reads(sendbuf, sendcount, sendtype, "sendbuf").writes(recvbuf, (long) recvcount * in, recvtype,
                    "recvbuf").before();
        }
        int[][] edges = neighboursStarting("neighborAllGather", h, c);
        Scratch s = Scratch.get();
        long sa = Payload.sendArea(s, sendbuf, sendcount, sendtype, "sendbuf");
        long total = (long) recvcount * in;
        // blocks of MPI.PROC_NULL neighbours are left untouched: stage the old contents
        long ra = Payload.recvArea(s, recvbuf, total, recvtype, "recvbuf", true);
        Errors.check(LibMpiCollectives.MPI_Neighbor_allgather(sa, sendcount, st, ra, recvcount, rt, h), "MPI_Neighbor_allgather");
        Payload.out(recvbuf, ra, total, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.neighboursReturned("neighborAllGather", h, c, edges);
            BlockingUses.returned(u);
        }
    }

    static void neighborAllGatherv(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        int in = Topology.degrees(c)[0];
        Reach reach = Blocks.reach(recvcount, displs, in, recvtype, "recvcount", "displs");
        BlockingUses u = BlockingUses.of("neighborAllGatherv");
        if (u != null) {
            u.reads(sendbuf, sendcount, sendtype, "sendbuf")
                    .blocks(true, recvbuf, recvcount, displs, recvtype, in, "recvbuf", -1).before();
        }
        int[][] edges = neighboursStarting("neighborAllGatherv", h, c);
        Scratch s = Scratch.get();
        long sa = Payload.sendArea(s, sendbuf, sendcount, sendtype, "sendbuf");
        long ra = Payload.in(s, Scratch.RECV, recvbuf, reach, "recvbuf", true);
        int rc = LibMpiCollectives.MPI_Neighbor_allgatherv(sa, sendcount, st, ra, NativeInts.stage(C0, recvcount, in),
                NativeInts.stage(D0, displs, in), rt, h);
        Errors.check(rc, "MPI_Neighbor_allgatherv");
        Payload.out(recvbuf, ra, reach);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.neighboursReturned("neighborAllGatherv", h, c, edges);
            BlockingUses.returned(u);
        }
    }

    static void neighborAllToAll(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Args.nonNegative(sendcount, "sendcount");
        Args.nonNegative(recvcount, "recvcount");
        int[] deg = Topology.degrees(c);
        BlockingUses u = BlockingUses.of("neighborAllToAll");
        if (u != null) {
            u.reads(sendbuf, (long) sendcount * deg[1], sendtype, "sendbuf")
                    .writes(recvbuf, (long) recvcount * deg[0], recvtype, "recvbuf").before();
        }
        int[][] edges = neighboursStarting("neighborAllToAll", h, c);
        Scratch s = Scratch.get();
        long sa = Payload.sendArea(s, sendbuf, (long) sendcount * deg[1], sendtype, "sendbuf");
        long total = (long) recvcount * deg[0];
        long ra = Payload.recvArea(s, recvbuf, total, recvtype, "recvbuf", true);
        Errors.check(LibMpiCollectives.MPI_Neighbor_alltoall(sa, sendcount, st, ra, recvcount, rt, h), "MPI_Neighbor_alltoall");
        Payload.out(recvbuf, ra, total, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.neighboursReturned("neighborAllToAll", h, c, edges);
            BlockingUses.returned(u);
        }
    }

    /**
     * Before a neighbour collective stages anything: with a listener, the topology's edges (read with the thread's
     * scratch, which staging then reuses), after reporting a message along each out-edge; null without one.
     */
    static int[][] neighboursStarting(String call, long h, Comm c) throws MPIException {
        if (Hooks.LISTENER == null) {
            return null;
        }
        int[][] edges = Topology.edges(c);
        CollectiveEvents.neighboursStarting(call, h, c, edges);
        return edges;
    }
}
