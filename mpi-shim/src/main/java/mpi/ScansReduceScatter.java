package mpi;

import mpi.shim.event.Hooks;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;

/**
 * Blocking scans (scan, exScan) and reduce-scatters (reduceScatter, reduceScatterBlock), on arrays (staged through
 * native memory) or direct buffers.
 */
final class ScansReduceScatter {
    // NativeInts slots
    private static final int C0 = 0;

    private ScansReduceScatter() {}

    static final int SCAN = 0, EXSCAN = 1;

    static void scan(Comm c, int kind, Object sendbuf, Object recvbuf, int count, Datatype type, Op op,
            boolean inPlace) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        String call = kind == SCAN ? "scan" : "exScan";
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of(call);
            if (u != null) {
                (inPlace ? u.readsAndWrites(recvbuf, count, type, "buf")
                        : u.reads(sendbuf, count, type, "sendbuf").writes(recvbuf, count, type, "recvbuf")).before();
            }
            CollectiveEvents.scanStarting(call, h, c);
        }
        Scratch s = Scratch.get();
        long sa = inPlace ? Handles.IN_PLACE : Payload.sendArea(s, sendbuf, count, type, "sendbuf");
        // exScan leaves rank 0's result undefined: keep what the array held
        long ra = inPlace ? Payload.sendArea(s, recvbuf, count, type, "buf")
                : Payload.recvArea(s, recvbuf, count, type, "recvbuf", kind == EXSCAN);
        int rc = kind == SCAN ? LibMpiCollectives.MPI_Scan(sa, ra, count, t, o, h) : LibMpiCollectives.MPI_Exscan(sa, ra, count, t, o, h);
        Op.rethrowCallbackFailure();
        Errors.check(rc, kind == SCAN ? "MPI_Scan" : "MPI_Exscan", op, type);
        Payload.out(recvbuf, ra, count, type);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.scanReturned(call, h, c);
            BlockingUses.returned(u);
        }
    }

    static void reduceScatter(Comm c, Object sendbuf, Object recvbuf, int[] recvcounts, Datatype type, Op op,
            boolean inPlace) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        int n = c.getSize();
        long total = Blocks.sum(recvcounts, n, "recvcounts");
        int mine = recvcounts[c.getRank()];
        BlockingUses u = BlockingUses.of("reduceScatter");
        if (u != null) {
            reduceScatterUses(u, sendbuf, recvbuf, mine, total, type, inPlace).before();
        }
        Scratch s = Scratch.get();
        long sa, ra;
        if (inPlace) {
            sa = Handles.IN_PLACE;
            ra = Payload.sendArea(s, recvbuf, total, type, "buf");
        } else {
            sa = Payload.sendArea(s, sendbuf, total, type, "sendbuf");
            ra = Payload.recvArea(s, recvbuf, mine, type, "recvbuf", false);
        }
        int rc = LibMpiCollectives.MPI_Reduce_scatter(sa, ra, NativeInts.stage(C0, recvcounts, n), t, o, h);
        Op.rethrowCallbackFailure();
        Errors.check(rc, "MPI_Reduce_scatter", op, type);
        Payload.out(recvbuf, ra, mine, type);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("reduceScatter", h, c);
            BlockingUses.returned(u);
        }
    }

    static void reduceScatterBlock(Comm c, Object sendbuf, Object recvbuf, int recvcount, Datatype type, Op op,
            boolean inPlace) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Args.nonNegative(recvcount, "recvcount");
        long total = (long) recvcount * c.getSize();
        BlockingUses u = BlockingUses.of("reduceScatterBlock");
        if (u != null) {
            reduceScatterUses(u, sendbuf, recvbuf, recvcount, total, type, inPlace).before();
        }
        Scratch s = Scratch.get();
        long sa, ra;
        if (inPlace) {
            sa = Handles.IN_PLACE;
            ra = Payload.sendArea(s, recvbuf, total, type, "buf");
        } else {
            sa = Payload.sendArea(s, sendbuf, total, type, "sendbuf");
            ra = Payload.recvArea(s, recvbuf, recvcount, type, "recvbuf", false);
        }
        int rc = LibMpiCollectives.MPI_Reduce_scatter_block(sa, ra, recvcount, t, o, h);
        Op.rethrowCallbackFailure();
        Errors.check(rc, "MPI_Reduce_scatter_block", op, type);
        Payload.out(recvbuf, ra, recvcount, type);
        if (Hooks.LISTENER != null) {
            CollectiveEvents.collective("reduceScatterBlock", h, c);
            BlockingUses.returned(u);
        }
    }

    /**
     * A reduce-scatter's buffers: {@code total} elements read from sendbuf and this rank's {@code mine} written to
     * recvbuf; in place, recvbuf's first {@code mine} elements are read and overwritten, the rest only read.
     */
    private static BlockingUses reduceScatterUses(BlockingUses u, Object sendbuf, Object recvbuf, long mine,
            long total, Datatype type, boolean inPlace) throws MPIException {
        if (inPlace) {
            return u.inPlaceScatter(recvbuf, mine, total, type);
        }
        return u.reads(sendbuf, total, type, "sendbuf").writes(recvbuf, mine, type, "recvbuf");
    }
}
