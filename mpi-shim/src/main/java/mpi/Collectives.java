package mpi;

import java.nio.Buffer;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;

/**
 * The blocking collectives of a {@link Comm} with one block per process (barrier, broadcast, gather, scatter,
 * all-gather, all-to-all, reductions), in place or not. Comm's public methods delegate here; the v- and w-variants are
 * in {@link CollectivesVW}, scans and reduce-scatter in {@link ScansReduceScatter}, neighbour collectives in
 * {@link NeighborCollectives} and the nonblocking ones in {@link CollNb}.
 */
final class Collectives {
    private Collectives() {}

    static void barrier(Comm c) throws MPIException {
        long h = c.use();
        Errors.check(LibMpiCollectives.MPI_Barrier(h), "MPI_Barrier");
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("barrier", h, c);
        }
    }

    static void bcast(Comm c, Object buf, int count, Datatype type, int root) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("bcast");
            if (u != null) {
                u.uses(!isRoot, isRoot || c.contributes(root) ? buf : null, count, type, "buf").before();
            }
            CollectiveEvents.fromRootStarting("bcast", h, c, root, isRoot, count);
        }
        long a = Payload.in(Scratch.get(), isRoot ? Scratch.SEND : Scratch.RECV, buf, count, type, "buf",
                isRoot || !type.isContiguous());
        int rc = LibMpiCollectives.MPI_Bcast(a, count, t, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Bcast", "root " + root + c.sizeNote());
        }
        // on an intercommunicator, MPI.PROC_NULL ranks of the root's group receive nothing
        if (!isRoot && root != MPI.PROC_NULL) {
            Payload.out(buf, a, count, type);
        }
        if (Hooks.LISTENER != null) {
            CollectiveEvents.fromRootReturned("bcast", h, c, root, isRoot, count);
            BlockingUses.returned(u);
        }
    }

    static void gather(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("gather");
            if (u != null) {
                u.reads(c.contributes(root) ? sendbuf : null, sendcount, sendtype, "sendbuf")
                        .writes(isRoot ? recvbuf : null, (long) recvcount * c.collectiveSize(), recvtype, "recvbuf")
                        .before();
            }
            CollectiveEvents.toRootStarting("gather", h, c, root, isRoot, sendcount);
        }
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long total = (long) recvcount * c.collectiveSize();
        long ra = isRoot ? Payload.in(s, Scratch.RECV, recvbuf, total, recvtype, "recvbuf",
                !recvtype.isContiguous()) : 0;
        int rc = LibMpiCollectives.MPI_Gather(sa, sendcount, st, ra, recvcount, rt, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Gather", "root " + root + c.sizeNote());
        }
        if (isRoot) {
            Payload.out(recvbuf, ra, total, recvtype);
        }
        if (Hooks.LISTENER != null) {
            CollectiveEvents.toRootReturned("gather", h, c, root, isRoot, recvcount);
            BlockingUses.returned(u);
        }
    }

    static void gather(Comm c, Object buf, int count, Datatype type, int root) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        int rc;
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("gather");
            if (u != null) {
                (isRoot ? u.ownBlockRead(buf, count, type, c.getRank(), c.collectiveSize())
                        : u.reads(buf, count, type, "buf")).before();
            }
            CollectiveEvents.toRootStarting("gather", h, c, root, isRoot, count);
        }
        if (isRoot) {
            long total = (long) count * c.collectiveSize();
            long a = Payload.in(s, Scratch.RECV, buf, total, type, "buf", true);
            rc = LibMpiCollectives.MPI_Gather(Handles.IN_PLACE, 0, t, a, count, t, root, h);
            if (rc == 0) {
                Payload.out(buf, a, total, type);
            }
        } else {
            long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
            rc = LibMpiCollectives.MPI_Gather(a, count, t, 0, 0, t, root, h);
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Gather", "root " + root + c.sizeNote());
        }
        if (Hooks.LISTENER != null) {
            CollectiveEvents.toRootReturned("gather", h, c, root, isRoot, count);
            BlockingUses.returned(u);
        }
    }

    static void scatter(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("scatter");
            if (u != null) {
                u.reads(isRoot ? sendbuf : null, (long) sendcount * c.collectiveSize(), sendtype, "sendbuf")
                        .writes(c.contributes(root) ? recvbuf : null, recvcount, recvtype, "recvbuf").before();
            }
            CollectiveEvents.fromRootStarting("scatter", h, c, root, isRoot, sendcount);
        }
        long sa = isRoot ? Payload.in(s, Scratch.SEND, sendbuf, (long) sendcount * c.collectiveSize(), sendtype,
                "sendbuf", true) : 0;
        long ra = Payload.in(s, Scratch.RECV, recvbuf, recvcount, recvtype, "recvbuf", !recvtype.isContiguous());
        int rc = LibMpiCollectives.MPI_Scatter(sa, sendcount, st, ra, recvcount, rt, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Scatter", "root " + root + c.sizeNote());
        }
        Payload.out(recvbuf, ra, recvcount, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.fromRootReturned("scatter", h, c, root, isRoot, recvcount);
            BlockingUses.returned(u);
        }
    }

    static void scatter(Comm c, Object buf, int count, Datatype type, int root) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        int rc;
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("scatter");
            if (u != null) {
                (isRoot ? u.reads(buf, (long) count * c.collectiveSize(), type, "buf")
                        : u.writes(buf, count, type, "buf")).before();
            }
            CollectiveEvents.fromRootStarting("scatter", h, c, root, isRoot, count);
        }
        if (isRoot) {
            long a = Payload.in(s, Scratch.SEND, buf, (long) count * c.collectiveSize(), type, "buf", true);
            rc = LibMpiCollectives.MPI_Scatter(a, count, t, Handles.IN_PLACE, count, t, root, h);
        } else {
            long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", !type.isContiguous());
            rc = LibMpiCollectives.MPI_Scatter(0, count, t, a, count, t, root, h);
            if (rc == 0) {
                Payload.out(buf, a, count, type);
            }
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Scatter", "root " + root + c.sizeNote());
        }
        if (Hooks.LISTENER != null) {
            CollectiveEvents.fromRootReturned("scatter", h, c, root, isRoot, count);
            BlockingUses.returned(u);
        }
    }

    static void allGather(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        long total = (long) recvcount * c.collectiveSize();
        BlockingUses u = BlockingUses.of("allGather");
        if (u != null) {
            u.reads(sendbuf, sendcount, sendtype, "sendbuf").writes(recvbuf, total, recvtype, "recvbuf").before();
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, total, recvtype, "recvbuf", !recvtype.isContiguous());
        Errors.check(LibMpiCollectives.MPI_Allgather(sa, sendcount, st, ra, recvcount, rt, h), "MPI_Allgather");
        // out before the hook: a listener's own collectives (the race checker's exchange) reuse c thread's scratch
        Payload.out(recvbuf, ra, total, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allGather", h, c);
            BlockingUses.returned(u);
        }
    }

    static void allGather(Comm c, Object buf, int count, Datatype type) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long total = (long) count * c.collectiveSize();
        BlockingUses u = BlockingUses.of("allGather");
        if (u != null) {
            u.ownBlockRead(buf, count, type, c.getRank(), c.collectiveSize()).before();
        }
        long a = Payload.in(Scratch.get(), Scratch.RECV, buf, total, type, "buf", true);
        Errors.check(LibMpiCollectives.MPI_Allgather(Handles.IN_PLACE, 0, t, a, count, t, h), "MPI_Allgather");
        Payload.out(buf, a, total, type);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allGather", h, c);
            BlockingUses.returned(u);
        }
    }

    static void allToAll(Comm c, Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        int n = c.collectiveSize();
        BlockingUses u = BlockingUses.of("allToAll");
        if (u != null) {
            u.reads(sendbuf, (long) sendcount * n, sendtype, "sendbuf")
                    .writes(recvbuf, (long) recvcount * n, recvtype, "recvbuf").before();
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, (long) sendcount * n, sendtype, "sendbuf", true);
        long rtotal = (long) recvcount * n;
        long ra = Payload.in(s, Scratch.RECV, recvbuf, rtotal, recvtype, "recvbuf", !recvtype.isContiguous());
        Errors.check(LibMpiCollectives.MPI_Alltoall(sa, sendcount, st, ra, recvcount, rt, h), "MPI_Alltoall");
        Payload.out(recvbuf, ra, rtotal, recvtype);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allToAll", h, c);
            BlockingUses.returned(u);
        }
    }

    static void reduce(Comm c, Object sendbuf, Object recvbuf, int count, Datatype type, Op op,
            int root) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("reduce");
            if (u != null) {
                u.reads(c.contributes(root) ? sendbuf : null, count, type, "sendbuf")
                        .writes(isRoot ? recvbuf : null, count, type, "recvbuf").before();
            }
            CollectiveEvents.toRootStarting("reduce", h, c, root, isRoot, count);
        }
        long sa = Payload.in(s, Scratch.SEND, sendbuf, count, type, "sendbuf", true);
        long ra = isRoot ? Payload.in(s, Scratch.RECV, recvbuf, count, type, "recvbuf", !type.isContiguous()) : 0;
        int rc = LibMpiCollectives.MPI_Reduce(sa, ra, count, t, o, root, h);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce", "root " + root + ", " + op + " on " + type + c.sizeNote());
        }
        if (isRoot) {
            Payload.out(recvbuf, ra, count, type);
        }
        if (Hooks.LISTENER != null) {
            CollectiveEvents.toRootReturned("reduce", h, c, root, isRoot, count);
            BlockingUses.returned(u);
        }
    }

    static void reduce(Comm c, Object buf, int count, Datatype type, Op op, int root) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        int rc;
        boolean isRoot = c.isRoot(root);
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("reduce");
            if (u != null) {
                (isRoot ? u.readsAndWrites(buf, count, type, "buf") : u.reads(buf, count, type, "buf")).before();
            }
            CollectiveEvents.toRootStarting("reduce", h, c, root, isRoot, count);
        }
        if (isRoot) {
            long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", true);
            rc = LibMpiCollectives.MPI_Reduce(Handles.IN_PLACE, a, count, t, o, root, h);
            Op.rethrowCallbackFailure();
            if (rc == 0) {
                Payload.out(buf, a, count, type);
            }
        } else {
            long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
            rc = LibMpiCollectives.MPI_Reduce(a, 0, count, t, o, root, h);
            Op.rethrowCallbackFailure();
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce", "root " + root + ", " + op + " on " + type + c.sizeNote());
        }
        if (Hooks.LISTENER != null) {
            CollectiveEvents.toRootReturned("reduce", h, c, root, isRoot, count);
            BlockingUses.returned(u);
        }
    }

    static void allReduce(Comm c, Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        BlockingUses u = BlockingUses.of("allReduce");
        if (u != null) {
            u.reads(sendbuf, count, type, "sendbuf").writes(recvbuf, count, type, "recvbuf").before();
        }
        if (sendbuf instanceof Buffer && ((Buffer) sendbuf).isDirect()
                && recvbuf instanceof Buffer && ((Buffer) recvbuf).isDirect()) {
            // direct buffers, the common case: nothing staged, nothing to copy back
            long sa = Payload.directIn((Buffer) sendbuf, count, type, "sendbuf");
            long ra = Payload.directInto((Buffer) recvbuf, count, type, "recvbuf");
            int rc = LibMpiCollectives.MPI_Allreduce(sa, ra, count, t, o, h);
            Op.rethrowCallbackFailure();
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
            }
            if (Hooks.LISTENER != null) {
                CollectiveEvents.collective("allReduce", h, c);
                BlockingUses.returned(u);
            }
            return;
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, count, type, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, count, type, "recvbuf", !type.isContiguous());
        int rc = LibMpiCollectives.MPI_Allreduce(sa, ra, count, t, o, h);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
        }
        Payload.out(recvbuf, ra, count, type);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allReduce", h, c);
            BlockingUses.returned(u);
        }
    }

    static void allReduce(Comm c, Object buf, int count, Datatype type, Op op) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        BlockingUses u = BlockingUses.of("allReduce");
        if (u != null) {
            u.readsAndWrites(buf, count, type, "buf").before();
        }
        long a = Payload.in(Scratch.get(), Scratch.RECV, buf, count, type, "buf", true);
        int rc = LibMpiCollectives.MPI_Allreduce(Handles.IN_PLACE, a, count, t, o, h);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
        }
        Payload.out(buf, a, count, type);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("allReduce", h, c);
            BlockingUses.returned(u);
        }
    }

    static void reduceLocal(Object inBuf, Object inOutBuf, int count, Datatype type, Op op) throws MPIException {
        Lifecycle.check();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        BlockingUses u = BlockingUses.of("reduceLocal");
        if (u != null) {
            u.reads(inBuf, count, type, "inBuf").readsAndWrites(inOutBuf, count, type, "inOutBuf").before();
        }
        Scratch s = Scratch.get();
        long in = Payload.in(s, Scratch.SEND, inBuf, count, type, "inBuf", true);
        long inOut = Payload.in(s, Scratch.RECV, inOutBuf, count, type, "inOutBuf", true);
        op.setDatatype(type);
        int rc = LibMpiCollectives.MPI_Reduce_local(in, inOut, count, t, o);
        Op.rethrowCallbackFailure();
        Errors.check(rc, "MPI_Reduce_local", op, type);
        Payload.out(inOutBuf, inOut, count, type);
        BlockingUses.returned(u);
    }
}
