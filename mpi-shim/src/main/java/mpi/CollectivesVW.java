package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;

/**
 * Blocking v- and w-variants of the collectives (gatherv, scatterv, allgatherv, alltoallv, alltoallw; alltoallv
 * serves the neighbour alltoallv too), on arrays (staged through native memory) or direct buffers. Receive buffers
 * are staged with their old contents so that the gaps between blocks keep their values.
 */
final class CollectivesVW {
    // NativeInts slots
    private static final int C0 = 0, D0 = 1, C1 = 2, D1 = 3, T0 = 4, T1 = 5;

    private CollectivesVW() {}

    private static MPIException notRoot(String form) {
        return Errors.refused(MPI.ERR_ROOT, form);
    }

    // ---- gatherv ------------------------------------------------------------------------------------------------

    static void gatherv(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int[] recvcount,
            int[] displs, Datatype recvtype, int root) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("gatherv");
            if (u != null) {
                u.reads(c.contributes(root) ? sendbuf : null, sendcount, sendtype, "sendbuf")
                        .blocks(true, isRoot ? recvbuf : null, recvcount, displs, recvtype, c.collectiveSize(),
                                "recvbuf", -1).before();
            }
            CollectiveEvents.toRootStarting("gatherv", h, c, root, isRoot, sendcount);
        }
        long sa = Payload.sendArea(s, sendbuf, sendcount, sendtype, "sendbuf");
        if (isRoot) {
            int n = c.collectiveSize();
            Reach reach = Blocks.reach(recvcount, displs, n, recvtype, "recvcount", "displs");
            long ra = Payload.in(s, Scratch.RECV, recvbuf, reach, "recvbuf", true);
            int rc = LibMpiCollectives.MPI_Gatherv(sa, sendcount, st, ra, NativeInts.stage(C0, recvcount, n),
                    NativeInts.stage(D0, displs, n), rt, root, h);
            Errors.check(rc, "MPI_Gatherv", "root ", root);
            Payload.out(recvbuf, ra, reach);
            if (Hooks.LISTENER != null) {
                CollectiveEvents.toRootReturned("gatherv", h, c, root, true, recvcount);
                BlockingUses.returned(u);
            }
        } else {
            Errors.check(LibMpiCollectives.MPI_Gatherv(sa, sendcount, st, 0, 0, 0, rt, root, h), "MPI_Gatherv", "root ", root);
        }
    }

    /** The root's in-place form: its own block is already in place in recvbuf. */
    static void gathervInPlace(Comm c, Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        long h = c.use();
        long rt = Datatype.handleOf(recvtype, "recvtype");
        if (!c.isRoot(root)) {
            throw notRoot("gatherv(recvbuf, recvcount, displs, recvtype, root) is the root's in-place form; rank "
                    + c.getRank() + " is not root " + root + ": call gatherv(sendbuf, sendcount, sendtype, root)");
        }
        Scratch s = Scratch.get();
        int n = c.collectiveSize();
        Reach reach = Blocks.reach(recvcount, displs, n, recvtype, "recvcount", "displs");
        BlockingUses u = BlockingUses.of("gatherv");
        if (u != null) {
            u.blocks(true, recvbuf, recvcount, displs, recvtype, n, "recvbuf", c.getRank()).before();
        }
        long ra = Payload.in(s, Scratch.RECV, recvbuf, reach, "recvbuf", true);
        int rc = LibMpiCollectives.MPI_Gatherv(Handles.IN_PLACE, 0, rt, ra, NativeInts.stage(C0, recvcount, n),
                NativeInts.stage(D0, displs, n), rt, root, h);
        Errors.check(rc, "MPI_Gatherv", "root ", root);
        Payload.out(recvbuf, ra, reach);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.toRootReturned("gatherv", h, c, root, true, recvcount);
            BlockingUses.returned(u);
        }
    }

    /** The non-root side of the in-place form: sends only. */
    static void gathervSend(Comm c, Object sendbuf, int sendcount, Datatype sendtype, int root)
            throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        if (c.isRoot(root)) {
            throw notRoot("gatherv(sendbuf, sendcount, sendtype, root) is for ranks other than the root; the root"
                    + " calls gatherv(recvbuf, recvcount, displs, recvtype, root)");
        }
        if (Hooks.LISTENER != null) {
            BlockingUses.reading("gatherv", sendbuf, sendcount, sendtype, "sendbuf");
            CollectiveEvents.toRootStarting("gatherv", h, c, root, false, sendcount);
        }
        long sa = Payload.sendArea(Scratch.get(), sendbuf, sendcount, sendtype, "sendbuf");
        Errors.check(LibMpiCollectives.MPI_Gatherv(sa, sendcount, st, 0, 0, 0, st, root, h), "MPI_Gatherv", "root ", root);
    }

    // ---- scatterv -----------------------------------------------------------------------------------------------

    static void scatterv(Comm c, Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype, int root) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        long sa = 0, sc = 0, sd = 0;
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("scatterv");
            if (u != null) {
                u.blocks(false, isRoot ? sendbuf : null, sendcount, displs, sendtype, c.collectiveSize(), "sendbuf",
                        -1).writes(c.contributes(root) ? recvbuf : null, recvcount, recvtype, "recvbuf").before();
            }
            CollectiveEvents.fromRootStarting("scatterv", h, c, root, isRoot, isRoot ? sendcount : null);
        }
        if (isRoot) {
            int n = c.collectiveSize();
            Reach reach = Blocks.reach(sendcount, displs, n, sendtype, "sendcount", "displs");
            sa = Payload.in(s, Scratch.SEND, sendbuf, reach, "sendbuf", true);
            sc = NativeInts.stage(C0, sendcount, n);
            sd = NativeInts.stage(D0, displs, n);
        }
        long ra = Payload.recvArea(s, recvbuf, recvcount, recvtype, "recvbuf", false);
        Errors.check(LibMpiCollectives.MPI_Scatterv(sa, sc, sd, st, ra, recvcount, rt, root, h), "MPI_Scatterv", "root ", root);
        Payload.out(recvbuf, ra, recvcount, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.fromRootReturned("scatterv", h, c, root, isRoot, recvcount);
            BlockingUses.returned(u);
        }
    }

    /** The root's in-place form: its own block stays where it is in sendbuf. */
    static void scattervInPlace(Comm c, Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        if (!c.isRoot(root)) {
            throw notRoot("scatterv(sendbuf, sendcount, displs, sendtype, root) is the root's in-place form; rank "
                    + c.getRank() + " is not root " + root + ": call scatterv(recvbuf, recvcount, recvtype, root)");
        }
        int n = c.collectiveSize();
        Reach reach = Blocks.reach(sendcount, displs, n, sendtype, "sendcount", "displs");
        if (Hooks.LISTENER != null) {
            BlockingUses u = BlockingUses.of("scatterv");
            if (u != null) {
                u.blocks(false, sendbuf, sendcount, displs, sendtype, n, "sendbuf", -1).before();
            }
            CollectiveEvents.fromRootStarting("scatterv", h, c, root, true, sendcount);
        }
        long sa = Payload.in(Scratch.get(), Scratch.SEND, sendbuf, reach, "sendbuf", true);
        int rc = LibMpiCollectives.MPI_Scatterv(sa, NativeInts.stage(C0, sendcount, n), NativeInts.stage(D0, displs, n), st,
                Handles.IN_PLACE, 0, st, root, h);
        Errors.check(rc, "MPI_Scatterv", "root ", root);
    }

    static void scattervRecv(Comm c, Object recvbuf, int recvcount, Datatype recvtype, int root)
            throws MPIException {
        long h = c.use();
        long rt = Datatype.handleOf(recvtype, "recvtype");
        if (c.isRoot(root)) {
            throw notRoot("scatterv(recvbuf, recvcount, recvtype, root) is for ranks other than the root; the root"
                    + " calls scatterv(sendbuf, sendcount, displs, sendtype, root)");
        }
        BlockingUses u = Hooks.LISTENER == null ? null
                : BlockingUses.writing("scatterv", recvbuf, recvcount, recvtype, "recvbuf");
        long ra = Payload.recvArea(Scratch.get(), recvbuf, recvcount, recvtype, "recvbuf", false);
        Errors.check(LibMpiCollectives.MPI_Scatterv(0, 0, 0, rt, ra, recvcount, rt, root, h), "MPI_Scatterv", "root ", root);
        Payload.out(recvbuf, ra, recvcount, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.fromRootReturned("scatterv", h, c, root, false, recvcount);
            BlockingUses.returned(u);
        }
    }

    // ---- allgatherv, alltoallv, alltoallw -----------------------------------------------------------------------

    static void allGatherv(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype, boolean inPlace) throws MPIException {
        long h = c.use();
        long st = inPlace ? 0 : Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        int n = c.collectiveSize();
        Reach reach = Blocks.reach(recvcount, displs, n, recvtype, "recvcount", "displs");
        BlockingUses u = BlockingUses.of("allGatherv");
        if (u != null) {
            u.reads(inPlace ? null : sendbuf, sendcount, sendtype, "sendbuf")
                    .blocks(true, recvbuf, recvcount, displs, recvtype, n, inPlace ? "buf" : "recvbuf",
                            inPlace ? c.getRank() : -1).before();
        }
        long sa = inPlace ? Handles.IN_PLACE : Payload.sendArea(s, sendbuf, sendcount, sendtype, "sendbuf");
        long ra = Payload.in(s, Scratch.RECV, recvbuf, reach, inPlace ? "buf" : "recvbuf", true);
        int rc = LibMpiCollectives.MPI_Allgatherv(sa, inPlace ? 0 : sendcount, inPlace ? rt : st, ra,
                NativeInts.stage(C0, recvcount, n), NativeInts.stage(D0, displs, n), rt, h);
        Errors.check(rc, "MPI_Allgatherv");
        Payload.out(recvbuf, ra, reach);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allGatherv", h, c);
            BlockingUses.returned(u);
        }
    }

    static void allToAllv(Comm c, Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype, boolean neighbor) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        int[] deg = neighbor ? Topology.degrees(c) : null;
        int nOut = neighbor ? deg[1] : c.collectiveSize();
        int nIn = neighbor ? deg[0] : nOut;
        Reach sreach = Blocks.reach(sendcount, sdispls, nOut, sendtype, "sendcount", "sdispls");
        Reach rreach = Blocks.reach(recvcount, rdispls, nIn, recvtype, "recvcount", "rdispls");
        BlockingUses u = BlockingUses.of(neighbor ? "neighborAllToAllv" : "allToAllv");
        if (u != null) {
            u.blocks(false, sendbuf, sendcount, sdispls, sendtype, nOut, "sendbuf", -1)
                    .blocks(true, recvbuf, recvcount, rdispls, recvtype, nIn, "recvbuf", -1).before();
        }
        int[][] edges = neighbor ? NeighborCollectives.neighboursStarting("neighborAllToAllv", h, c) : null;
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sreach, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, rreach, "recvbuf", true);
        long sc = NativeInts.stage(C0, sendcount, nOut), sd = NativeInts.stage(D0, sdispls, nOut);
        long rcn = NativeInts.stage(C1, recvcount, nIn), rd = NativeInts.stage(D1, rdispls, nIn);
        int rc = neighbor ? LibMpiCollectives.MPI_Neighbor_alltoallv(sa, sc, sd, st, ra, rcn, rd, rt, h)
                : LibMpiCollectives.MPI_Alltoallv(sa, sc, sd, st, ra, rcn, rd, rt, h);
        Errors.check(rc, neighbor ? "MPI_Neighbor_alltoallv" : "MPI_Alltoallv");
        Payload.out(recvbuf, ra, rreach);
        if (Hooks.LISTENER != null && neighbor) {
            CollectiveEvents.neighboursReturned("neighborAllToAllv", h, c, edges);
        } else if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allToAllv", h, c);
        }
        BlockingUses.returned(u);
    }

    static void allToAllw(Comm c, Object sendbuf, int[] sendcount, int[] sdispls, Datatype[] sendtypes,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype[] recvtypes) throws MPIException {
        long h = c.use();
        int n = c.collectiveSize();
        Reach sbytes = Blocks.reachBytes(sendcount, sdispls, sendtypes, n, "sendcount", "sdispls", "sendtypes");
        Reach rbytes = Blocks.reachBytes(recvcount, rdispls, recvtypes, n, "recvcount", "rdispls", "recvtypes");
        BlockingUses u = BlockingUses.of("allToAllw");
        if (u != null) {
            u.blocksW(false, sendbuf, sendcount, sdispls, sendtypes, n, "sendbuf")
                    .blocksW(true, recvbuf, recvcount, rdispls, recvtypes, n, "recvbuf").before();
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sbytes, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, rbytes, "recvbuf", true);
        long st = NativeInts.stage(T0, HandleType.DATATYPE, Blocks.handles(sendtypes, n));
        long rt = NativeInts.stage(T1, HandleType.DATATYPE, Blocks.handles(recvtypes, n));
        int rc = LibMpiCollectives.MPI_Alltoallw(sa, NativeInts.stage(C0, sendcount, n), NativeInts.stage(D0, sdispls, n), st, ra,
                NativeInts.stage(C1, recvcount, n), NativeInts.stage(D1, rdispls, n), rt, h);
        Errors.check(rc, "MPI_Alltoallw");
        Payload.out(recvbuf, ra, rbytes);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allToAllw", h, c);
            BlockingUses.returned(u);
        }
    }
}
