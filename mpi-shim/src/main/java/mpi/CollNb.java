package mpi;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.List;
import mpi.shim.abi.HandleType;
import mpi.shim.event.BufferUse;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;

/**
 * Nonblocking collectives on direct buffers. As in Open MPI's bindings every buffer argument must be direct on
 * every rank, also where MPI ignores it; counts are checked against the buffers first. Counts, displacements and
 * datatype arrays are copied to native memory that the request keeps until completion. Each posted operation is
 * reported to a checker with the buffers the library reads or writes meanwhile.
 */
final class CollNb {
    private static final int NONE = Integer.MIN_VALUE;

    private CollNb() {}

    /** Address of a direct buffer holding {@code count} elements. */
    private static long dir(Buffer b, long count, Datatype t, String name) throws MPIException {
        return Payload.direct(b, count(count, name), t, name);
    }

    /** {@link #dir} for a buffer the collective writes into on this rank: a read-only buffer is refused. */
    private static long out(Buffer b, long count, Datatype t, String name) throws MPIException {
        return Payload.directOut(b, count(count, name), t, name);
    }

    /** A count times the group size, as the int count the direct-buffer check takes. */
    private static int count(long count, String name) throws MPIException {
        if (count > Integer.MAX_VALUE) {
            throw Errors.refused(MPI.ERR_COUNT, name + " would hold " + count + " elements, beyond any buffer");
        }
        return (int) count;
    }

    /** A buffer MPI ignores on this rank: still refused when it is a heap buffer, as Open MPI does. */
    private static long ignored(Buffer b, String name) {
        if (b != null && !b.isDirect()) {
            throw new IllegalArgumentException("The buffer must be direct: " + name + " is a heap "
                    + b.getClass().getSimpleName() + " (nonblocking collectives take direct buffers on every rank)");
        }
        return 0;
    }

    /**
     * The request of a collective posted on {@code c}; {@code receipt}: the messages its completion brings a checker
     * (see {@link CollectiveEvents}), null without one.
     */
    private static Request made(Comm c, long handle, Request.Receipt receipt, Buffer sendbuf, Buffer recvbuf,
            Object... pinned) {
        Request r = new CollRequest(c, handle, receipt, pinned);
        r.addSendBufRef(sendbuf);
        r.addRecvBufRef(recvbuf);
        return r;
    }

    private static void post(String call, Request r, long comm, int root, List<BufferUse> uses) {
        Notify.posted(call, r, comm, root == NONE ? MPI.UNDEFINED : root, MPI.UNDEFINED,
                uses.toArray(new BufferUse[0]));
    }

    private static void use(List<BufferUse> uses, boolean written, Buffer b, long a, long count, Datatype t,
            String role) {
        if (b != null) {
            Blocks.add(uses, written, b, a, count, t, role);
        }
    }

    // ---- barrier, bcast -----------------------------------------------------------------------------------------

    static Request iBarrier(Comm c) throws MPIException {
        long h = c.use();
        Request.Receipt k = Hooks.LISTENER == null ? null : CollectiveEvents.membersPosting("iBarrier", h, c);
        Scratch s = Scratch.get();
        Errors.check(LibMpiCollectives.MPI_Ibarrier(h, s.request), "MPI_Ibarrier");
        Request r = made(c, HandleType.REQUEST.get(s.request), k, null, null);
        if (Hooks.LISTENER != null) {
            post("iBarrier", r, h, NONE, Blocks.list());
        }
        return r;
    }

    static Request iBcast(Comm c, Buffer buf, int count, Datatype type, int root) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        boolean isRoot = c.isRoot(root);
        long a = isRoot ? dir(buf, count, type, "buf") : out(buf, count, type, "buf");
        Request.Receipt k = Hooks.LISTENER == null ? null
                : CollectiveEvents.fromRootPosting("iBcast", h, c, root, isRoot, count);
        Scratch s = Scratch.get();
        Errors.check(LibMpiCollectives.MPI_Ibcast(a, count, t, root, h, s.request), "MPI_Ibcast", "root ", root);
        Request r = made(c, HandleType.REQUEST.get(s.request), k, isRoot ? buf : null, isRoot ? null : buf);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            use(u, !isRoot, buf, a, count, type, "buf");
            post("iBcast", r, h, root, u);
        }
        return r;
    }

    // ---- gather, scatter, allgather, alltoall, neighbour forms --------------------------------------------------

    static final int GATHER = 0, SCATTER = 1, ALLGATHER = 2, ALLTOALL = 3, NB_ALLGATHER = 4, NB_ALLTOALL = 5;
    private static final String[] CALLS = {"MPI_Igather", "MPI_Iscatter", "MPI_Iallgather", "MPI_Ialltoall",
        "MPI_Ineighbor_allgather", "MPI_Ineighbor_alltoall"};
    private static final String[] NAMES = {"iGather", "iScatter", "iAllGather", "iAllToAll", "iNeighborAllGather",
        "iNeighborAllToAll"};

    /**
     * The fixed-count block collectives (gather, scatter, allgather, alltoall and the neighbour forms): how many
     * blocks each side moves follows from the kind, the communicator's size and, for neighbours, its topology.
     */
    static Request blocks(Comm c, int kind, Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype, int root) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Args.nonNegative(sendcount, "sendcount");
        Args.nonNegative(recvcount, "recvcount");
        boolean rooted = kind == GATHER || kind == SCATTER;
        boolean isRoot = rooted && c.isRoot(root);
        long sendTotal = sendcount, recvTotal = recvcount;
        int n;
        switch (kind) {
            case GATHER: recvTotal = isRoot ? (long) recvcount * c.collectiveSize() : 0; break;
            case SCATTER: sendTotal = isRoot ? (long) sendcount * c.collectiveSize() : 0; break;
            case ALLGATHER: recvTotal = (long) recvcount * c.collectiveSize(); break;
            case ALLTOALL:
                n = c.collectiveSize();
                sendTotal = (long) sendcount * n;
                recvTotal = (long) recvcount * n;
                break;
            case NB_ALLGATHER: recvTotal = (long) recvcount * Topology.degrees(c)[0]; break;
            default: {
                int[] deg = Topology.degrees(c);
                sendTotal = (long) sendcount * deg[1];
                recvTotal = (long) recvcount * deg[0];
            }
        }
        boolean sendUsed = kind != SCATTER || isRoot;
        boolean recvUsed = kind != GATHER || isRoot;
        long sa = sendUsed ? dir(sendbuf, sendTotal, sendtype, "sendbuf") : ignored(sendbuf, "sendbuf");
        long ra = recvUsed ? out(recvbuf, recvTotal, recvtype, "recvbuf") : ignored(recvbuf, "recvbuf");
        Request.Receipt k = Hooks.LISTENER == null ? null
                : flow(c, kind, h, root, isRoot, sendcount, recvcount);
        Scratch s = Scratch.get();
        int rc;
        switch (kind) {
            case GATHER: rc = LibMpiCollectives.MPI_Igather(sa, sendcount, st, ra, recvcount, rt, root, h, s.request); break;
            case SCATTER: rc = LibMpiCollectives.MPI_Iscatter(sa, sendcount, st, ra, recvcount, rt, root, h, s.request); break;
            case ALLGATHER: rc = LibMpiCollectives.MPI_Iallgather(sa, sendcount, st, ra, recvcount, rt, h, s.request); break;
            case ALLTOALL: rc = LibMpiCollectives.MPI_Ialltoall(sa, sendcount, st, ra, recvcount, rt, h, s.request); break;
            case NB_ALLGATHER:
                rc = LibMpiCollectives.MPI_Ineighbor_allgather(sa, sendcount, st, ra, recvcount, rt, h, s.request);
                break;
            default: rc = LibMpiCollectives.MPI_Ineighbor_alltoall(sa, sendcount, st, ra, recvcount, rt, h, s.request);
        }
        if (rc != 0) {
            throw rooted ? Errors.of(rc, CALLS[kind], "root " + root) : Errors.of(rc, CALLS[kind]);
        }
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (sendUsed) {
                use(u, false, sendbuf, sa, sendTotal, sendtype, "sendbuf");
            }
            if (recvUsed) {
                use(u, true, recvbuf, ra, recvTotal, recvtype, "recvbuf");
            }
            post(NAMES[kind], r, h, rooted ? root : NONE, u);
        }
        return r;
    }

    /**
     * The messages a checker sees in a block collective (see {@link CollectiveEvents}): a gather's contributors send
     * to the root, a scatter's root to the others, in allgather and alltoall every member to every other, and in the
     * neighbour forms each process to its topology's out-neighbours.
     */
    private static Request.Receipt flow(Comm c, int kind, long h, int root, boolean isRoot, int sendcount,
            int recvcount) throws MPIException {
        switch (kind) {
            case GATHER:
                return CollectiveEvents.toRootPosting(NAMES[kind], h, c, root, isRoot, isRoot ? recvcount : sendcount);
            case SCATTER:
                return CollectiveEvents.fromRootPosting(NAMES[kind], h, c, root, isRoot,
                        isRoot ? sendcount : recvcount);
            case ALLGATHER:
            case ALLTOALL:
                return CollectiveEvents.membersPosting(NAMES[kind], h, c);
            default:
                return CollectiveEvents.neighboursPosting(NAMES[kind], h, c, Topology.edges(c));
        }
    }

    /** In-place gather, scatter and allgather: the root's (everyone's, for allgather) own block is in buf. */
    static Request blocksInPlace(Comm c, int kind, Buffer buf, int count, Datatype type, int root)
            throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        Args.nonNegative(count, "count");
        boolean isRoot = kind == ALLGATHER || c.isRoot(root);
        long total = isRoot ? (long) count * c.collectiveSize() : count;
        boolean writes = kind == SCATTER ? !isRoot : isRoot;
        long a = writes ? out(buf, total, type, "buf") : dir(buf, total, type, "buf");
        Request.Receipt k = Hooks.LISTENER == null ? null : flow(c, kind, h, root, isRoot, count, count);
        Scratch s = Scratch.get();
        int rc;
        if (kind == GATHER) {
            rc = isRoot ? LibMpiCollectives.MPI_Igather(Handles.IN_PLACE, 0, t, a, count, t, root, h, s.request)
                    : LibMpiCollectives.MPI_Igather(a, count, t, 0, 0, t, root, h, s.request);
        } else if (kind == SCATTER) {
            rc = isRoot ? LibMpiCollectives.MPI_Iscatter(a, count, t, Handles.IN_PLACE, count, t, root, h, s.request)
                    : LibMpiCollectives.MPI_Iscatter(0, 0, t, a, count, t, root, h, s.request);
        } else {
            rc = LibMpiCollectives.MPI_Iallgather(Handles.IN_PLACE, 0, t, a, count, t, h, s.request);
        }
        if (rc != 0) {
            throw kind == ALLGATHER ? Errors.of(rc, CALLS[kind]) : Errors.of(rc, CALLS[kind], "root " + root);
        }
        Request r = made(c, HandleType.REQUEST.get(s.request), k, writes ? null : buf, writes ? buf : null);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (writes && kind != SCATTER) {
                Blocks.ownBlockRead(u, buf, a, count, type, c.getRank(), c.collectiveSize());
            } else {
                use(u, writes, buf, a, total, type, "buf");
            }
            post(NAMES[kind], r, h, kind == ALLGATHER ? NONE : root, u);
        }
        return r;
    }

    // ---- v- and w-variants --------------------------------------------------------------------------------------

    static Request iGatherv(Comm c, Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype, int root, boolean inPlace) throws MPIException {
        long h = c.use();
        long rt = Datatype.handleOf(recvtype, "recvtype");
        long st = inPlace ? rt : Datatype.handleOf(sendtype, "sendtype");
        boolean isRoot = c.isRoot(root);
        if (inPlace && !isRoot) {
            throw Errors.refused(MPI.ERR_ROOT, "iGatherv(recvbuf, recvcount, displs, recvtype, root) is the root's"
                    + " in-place form; rank " + c.getRank() + " is not root " + root);
        }
        long sa = inPlace ? Handles.IN_PLACE : dir(sendbuf, sendcount, sendtype, "sendbuf");
        long ra = 0;
        ByteBuffer pc = null, pd = null;
        int n = 0;
        if (isRoot) {
            n = c.collectiveSize();
            Reach reach = Blocks.reach(recvcount, displs, n, recvtype, "recvcount", "displs");
            ra = Payload.directOut(recvbuf, reach, "recvbuf");
            pc = NativeInts.pin(recvcount, n);
            pd = NativeInts.pin(displs, n);
        } else {
            ignored(recvbuf, "recvbuf");
        }
        Request.Receipt k = Hooks.LISTENER == null ? null
                : CollectiveEvents.toRootPosting("iGatherv", h, c, root, isRoot, inPlace ? 0 : sendcount, recvcount);
        Scratch s = Scratch.get();
        int rc = LibMpiCollectives.MPI_Igatherv(sa, inPlace ? 0 : sendcount, st, ra, pc == null ? 0 : NativeInts.address(pc),
                pd == null ? 0 : NativeInts.address(pd), rt, root, h, s.request);
        Errors.check(rc, "MPI_Igatherv", "root ", root);
        Request r = pc == null ? made(c, HandleType.REQUEST.get(s.request), k, sendbuf, null)
                : made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf, pc, pd);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (!inPlace) {
                use(u, false, sendbuf, sa, sendcount, sendtype, "sendbuf");
            }
            if (isRoot) {
                Blocks.uses(u, true, recvbuf, ra, recvcount, displs, recvtype, n, "recvbuf",
                        inPlace ? c.getRank() : -1);
            }
            post("iGatherv", r, h, root, u);
        }
        return r;
    }

    /** The non-root form iGatherv(sendbuf, sendcount, sendtype, root). */
    static Request iGathervSend(Comm c, Buffer sendbuf, int sendcount, Datatype sendtype, int root)
            throws MPIException {
        c.use();
        if (c.isRoot(root)) {
            throw Errors.refused(MPI.ERR_ROOT, "iGatherv(sendbuf, sendcount, sendtype, root) is for ranks other than"
                    + " the root; the root calls iGatherv(recvbuf, recvcount, displs, recvtype, root)");
        }
        return iGatherv(c, sendbuf, sendcount, sendtype, null, null, null, sendtype, root, false);
    }

    static Request iScatterv(Comm c, Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype,
            Buffer recvbuf, int recvcount, Datatype recvtype, int root, boolean inPlace) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = inPlace ? st : Datatype.handleOf(recvtype, "recvtype");
        boolean isRoot = c.isRoot(root);
        if (inPlace && !isRoot) {
            throw Errors.refused(MPI.ERR_ROOT, "iScatterv(sendbuf, sendcount, displs, sendtype, root) is the root's"
                    + " in-place form; rank " + c.getRank() + " is not root " + root);
        }
        long sa = 0;
        ByteBuffer pc = null, pd = null;
        int n = 0;
        if (isRoot) {
            n = c.collectiveSize();
            Reach reach = Blocks.reach(sendcount, displs, n, sendtype, "sendcount", "displs");
            sa = Payload.direct(sendbuf, reach, "sendbuf");
            pc = NativeInts.pin(sendcount, n);
            pd = NativeInts.pin(displs, n);
        } else {
            ignored(sendbuf, "sendbuf");
        }
        long ra = inPlace ? Handles.IN_PLACE : out(recvbuf, recvcount, recvtype, "recvbuf");
        Request.Receipt k = Hooks.LISTENER == null ? null
                : CollectiveEvents.fromRootPosting("iScatterv", h, c, root, isRoot, sendcount, inPlace ? 0 : recvcount);
        Scratch s = Scratch.get();
        int rc = LibMpiCollectives.MPI_Iscatterv(sa, pc == null ? 0 : NativeInts.address(pc), pd == null ? 0 : NativeInts.address(pd),
                st, ra, inPlace ? 0 : recvcount, rt, root, h, s.request);
        Errors.check(rc, "MPI_Iscatterv", "root ", root);
        Request r = pc == null ? made(c, HandleType.REQUEST.get(s.request), k, null, recvbuf)
                : made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf, pc, pd);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (isRoot) {
                Blocks.uses(u, false, sendbuf, sa, sendcount, displs, sendtype, n, "sendbuf");
            }
            if (!inPlace) {
                use(u, true, recvbuf, ra, recvcount, recvtype, "recvbuf");
            }
            post("iScatterv", r, h, root, u);
        }
        return r;
    }

    static Request iScattervRecv(Comm c, Buffer recvbuf, int recvcount, Datatype recvtype, int root)
            throws MPIException {
        c.use();
        if (c.isRoot(root)) {
            throw Errors.refused(MPI.ERR_ROOT, "iScatterv(recvbuf, recvcount, recvtype, root) is for ranks other"
                    + " than the root; the root calls iScatterv(sendbuf, sendcount, displs, sendtype, root)");
        }
        return iScatterv(c, null, null, null, recvtype, recvbuf, recvcount, recvtype, root, false);
    }

    /** The messages of a v-form: to every other member, or (neighbour form) along the topology's out-edges. */
    private static Request.Receipt everyoneOrNeighbours(String call, long h, Comm c, boolean neighbor)
            throws MPIException {
        return neighbor ? CollectiveEvents.neighboursPosting(call, h, c, Topology.edges(c))
                : CollectiveEvents.membersPosting(call, h, c);
    }

    /** allgatherv, and its neighbour form (counts per in-neighbour). */
    static Request iAllGatherv(Comm c, Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype, boolean inPlace, boolean neighbor) throws MPIException {
        long h = c.use();
        long rt = Datatype.handleOf(recvtype, "recvtype");
        long st = inPlace ? rt : Datatype.handleOf(sendtype, "sendtype");
        int n = neighbor ? Topology.degrees(c)[0] : c.collectiveSize();
        Reach reach = Blocks.reach(recvcount, displs, n, recvtype, "recvcount", "displs");
        long sa = inPlace ? Handles.IN_PLACE : dir(sendbuf, sendcount, sendtype, "sendbuf");
        long ra = Payload.directOut(recvbuf, reach, inPlace ? "buf" : "recvbuf");
        ByteBuffer pc = NativeInts.pin(recvcount, n), pd = NativeInts.pin(displs, n);
        String call = neighbor ? "iNeighborAllGatherv" : "iAllGatherv";
        Request.Receipt k = Hooks.LISTENER == null ? null : everyoneOrNeighbours(call, h, c, neighbor);
        Scratch s = Scratch.get();
        int sc = inPlace ? 0 : sendcount;
        int rc = neighbor
                ? LibMpiCollectives.MPI_Ineighbor_allgatherv(sa, sc, st, ra, NativeInts.address(pc), NativeInts.address(pd), rt, h,
                        s.request)
                : LibMpiCollectives.MPI_Iallgatherv(sa, sc, st, ra, NativeInts.address(pc), NativeInts.address(pd), rt, h, s.request);
        Errors.check(rc, neighbor ? "MPI_Ineighbor_allgatherv" : "MPI_Iallgatherv");
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf, pc, pd);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (!inPlace) {
                use(u, false, sendbuf, sa, sendcount, sendtype, "sendbuf");
            }
            Blocks.uses(u, true, recvbuf, ra, recvcount, displs, recvtype, n, inPlace ? "buf" : "recvbuf",
                    inPlace && !neighbor ? c.getRank() : -1);
            post(call, r, h, NONE, u);
        }
        return r;
    }

    static Request iAllToAllv(Comm c, Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype, boolean neighbor) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        int[] deg = neighbor ? Topology.degrees(c) : null;
        int nOut = neighbor ? deg[1] : c.collectiveSize();
        int nIn = neighbor ? deg[0] : nOut;
        long sa = Payload.direct(sendbuf, Blocks.reach(sendcount, sdispls, nOut, sendtype, "sendcount", "sdispls"),
                "sendbuf");
        long ra = Payload.directOut(recvbuf, Blocks.reach(recvcount, rdispls, nIn, recvtype, "recvcount",
                "rdispls"), "recvbuf");
        ByteBuffer sc = NativeInts.pin(sendcount, nOut), sd = NativeInts.pin(sdispls, nOut);
        ByteBuffer rcn = NativeInts.pin(recvcount, nIn), rd = NativeInts.pin(rdispls, nIn);
        String call = neighbor ? "iNeighborAllToAllv" : "iAllToAllv";
        Request.Receipt k = Hooks.LISTENER == null ? null : everyoneOrNeighbours(call, h, c, neighbor);
        Scratch s = Scratch.get();
        long a1 = NativeInts.address(sc), a2 = NativeInts.address(sd);
        long a3 = NativeInts.address(rcn), a4 = NativeInts.address(rd);
        int rc = neighbor ? LibMpiCollectives.MPI_Ineighbor_alltoallv(sa, a1, a2, st, ra, a3, a4, rt, h, s.request)
                : LibMpiCollectives.MPI_Ialltoallv(sa, a1, a2, st, ra, a3, a4, rt, h, s.request);
        Errors.check(rc, neighbor ? "MPI_Ineighbor_alltoallv" : "MPI_Ialltoallv");
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf, sc, sd, rcn, rd);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            Blocks.uses(u, false, sendbuf, sa, sendcount, sdispls, sendtype, nOut, "sendbuf");
            Blocks.uses(u, true, recvbuf, ra, recvcount, rdispls, recvtype, nIn, "recvbuf");
            post(call, r, h, NONE, u);
        }
        return r;
    }

    static Request iAllToAllw(Comm c, Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype[] sendtypes,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype[] recvtypes) throws MPIException {
        long h = c.use();
        int n = c.collectiveSize();
        long sa = Payload.direct(sendbuf, Blocks.reachBytes(sendcount, sdispls, sendtypes, n, "sendcount", "sdispls",
                "sendtypes"), "sendbuf");
        long ra = Payload.directOut(recvbuf, Blocks.reachBytes(recvcount, rdispls, recvtypes, n, "recvcount",
                "rdispls", "recvtypes"), "recvbuf");
        ByteBuffer sc = NativeInts.pin(sendcount, n), sd = NativeInts.pin(sdispls, n);
        ByteBuffer stp = NativeInts.pin(HandleType.DATATYPE, Blocks.handles(sendtypes, n));
        ByteBuffer rcn = NativeInts.pin(recvcount, n), rd = NativeInts.pin(rdispls, n);
        ByteBuffer rtp = NativeInts.pin(HandleType.DATATYPE, Blocks.handles(recvtypes, n));
        Request.Receipt k = Hooks.LISTENER == null ? null : CollectiveEvents.membersPosting("iAllToAllw", h, c);
        Scratch s = Scratch.get();
        int rc = LibMpiCollectives.MPI_Ialltoallw(sa, NativeInts.address(sc), NativeInts.address(sd), NativeInts.address(stp), ra,
                NativeInts.address(rcn), NativeInts.address(rd), NativeInts.address(rtp), h, s.request);
        Errors.check(rc, "MPI_Ialltoallw");
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf, sc, sd, stp, rcn, rd, rtp);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            Blocks.usesW(u, false, sendbuf, sa, sendcount, sdispls, sendtypes, n, "sendbuf");
            Blocks.usesW(u, true, recvbuf, ra, recvcount, rdispls, recvtypes, n, "recvbuf");
            post("iAllToAllw", r, h, NONE, u);
        }
        return r;
    }

    // ---- reductions ---------------------------------------------------------------------------------------------

    static final int REDUCE = 0, ALLREDUCE = 1, SCAN = 2, EXSCAN = 3;
    private static final String[] RCALLS = {"MPI_Ireduce", "MPI_Iallreduce", "MPI_Iscan", "MPI_Iexscan"};
    private static final String[] RNAMES = {"iReduce", "iAllReduce", "iScan", "iExScan"};

    /** iReduce, iAllReduce, iScan, iExScan; {@code sendbuf == null && inPlace}: buf is recvbuf. */
    static Request reduce(Comm c, int kind, Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op,
            int root, boolean inPlace) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        boolean isRoot = kind != REDUCE || c.isRoot(root);
        long sa, ra;
        boolean sendPending, recvPending;
        if (inPlace && kind == REDUCE && !isRoot) {
            // the one buffer of a non-root is its contribution
            sa = dir(recvbuf, count, type, "buf");
            ra = 0;
            sendPending = true;
            recvPending = false;
        } else if (inPlace) {
            sa = Handles.IN_PLACE;
            ra = out(recvbuf, count, type, "buf");
            sendPending = false;
            recvPending = true;
        } else {
            sa = dir(sendbuf, count, type, "sendbuf");
            ra = isRoot ? out(recvbuf, count, type, "recvbuf") : ignored(recvbuf, "recvbuf");
            sendPending = true;
            recvPending = isRoot;
        }
        Request.Receipt k = Hooks.LISTENER == null ? null
                : kind == REDUCE ? CollectiveEvents.toRootPosting(RNAMES[kind], h, c, root, isRoot, count)
                : kind == ALLREDUCE ? CollectiveEvents.membersPosting(RNAMES[kind], h, c)
                : CollectiveEvents.scanPosting(RNAMES[kind], h, c);
        Scratch s = Scratch.get();
        int rc;
        switch (kind) {
            case REDUCE: rc = LibMpiCollectives.MPI_Ireduce(sa, ra, count, t, o, root, h, s.request); break;
            case ALLREDUCE: rc = LibMpiCollectives.MPI_Iallreduce(sa, ra, count, t, o, h, s.request); break;
            case SCAN: rc = LibMpiCollectives.MPI_Iscan(sa, ra, count, t, o, h, s.request); break;
            default: rc = LibMpiCollectives.MPI_Iexscan(sa, ra, count, t, o, h, s.request);
        }
        if (rc != 0) {
            throw Errors.of(rc, RCALLS[kind], (kind == REDUCE ? "root " + root + ", " : "") + op + " on " + type);
        }
        Buffer sb = inPlace ? (recvPending ? null : recvbuf) : sendbuf;
        Buffer rb = recvPending ? recvbuf : null;
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sb, rb);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (sendPending) {
                use(u, false, sb, sa, count, type, inPlace ? "buf" : "sendbuf");
            }
            if (recvPending && inPlace) {
                u.add(Notify.readsAndWrites(recvbuf, ra, count, type, "buf")); // its own contribution, then the result
            } else if (recvPending) {
                use(u, true, recvbuf, ra, count, type, "recvbuf");
            }
            post(RNAMES[kind], r, h, kind == REDUCE ? root : NONE, u);
        }
        return r;
    }

    static Request iReduceScatter(Comm c, Buffer sendbuf, Buffer recvbuf, int[] recvcounts, Datatype type, Op op,
            boolean inPlace) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        int n = c.getSize();
        long total = Blocks.sum(recvcounts, n, "recvcounts");
        int mine = recvcounts[c.getRank()];
        long sa = inPlace ? Handles.IN_PLACE : dir(sendbuf, total, type, "sendbuf");
        long ra = out(recvbuf, inPlace ? total : mine, type, inPlace ? "buf" : "recvbuf");
        ByteBuffer pc = NativeInts.pin(recvcounts, n);
        Request.Receipt k = Hooks.LISTENER == null ? null : CollectiveEvents.membersPosting("iReduceScatter", h, c);
        Scratch s = Scratch.get();
        int rc = LibMpiCollectives.MPI_Ireduce_scatter(sa, ra, NativeInts.address(pc), t, o, h, s.request);
        Errors.check(rc, "MPI_Ireduce_scatter", op, type);
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf, pc);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (inPlace) {
                Blocks.inPlaceScatter(u, recvbuf, ra, mine, total, type);
            } else {
                use(u, false, sendbuf, sa, total, type, "sendbuf");
                use(u, true, recvbuf, ra, mine, type, "recvbuf");
            }
            post("iReduceScatter", r, h, NONE, u);
        }
        return r;
    }

    static Request iReduceScatterBlock(Comm c, Buffer sendbuf, Buffer recvbuf, int recvcount, Datatype type, Op op,
            boolean inPlace) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Args.nonNegative(recvcount, "recvcount");
        long total = (long) recvcount * c.getSize();
        long sa = inPlace ? Handles.IN_PLACE : dir(sendbuf, total, type, "sendbuf");
        long ra = out(recvbuf, inPlace ? total : recvcount, type, inPlace ? "buf" : "recvbuf");
        Request.Receipt k = Hooks.LISTENER == null ? null
                : CollectiveEvents.membersPosting("iReduceScatterBlock", h, c);
        Scratch s = Scratch.get();
        int rc = LibMpiCollectives.MPI_Ireduce_scatter_block(sa, ra, recvcount, t, o, h, s.request);
        Errors.check(rc, "MPI_Ireduce_scatter_block", op, type);
        Request r = made(c, HandleType.REQUEST.get(s.request), k, sendbuf, recvbuf);
        if (Hooks.LISTENER != null) {
            List<BufferUse> u = Blocks.list();
            if (inPlace) {
                Blocks.inPlaceScatter(u, recvbuf, ra, recvcount, total, type);
            } else {
                use(u, false, sendbuf, sa, total, type, "sendbuf");
                use(u, true, recvbuf, ra, recvcount, type, "recvbuf");
            }
            post("iReduceScatterBlock", r, h, NONE, u);
        }
        return r;
    }
}
