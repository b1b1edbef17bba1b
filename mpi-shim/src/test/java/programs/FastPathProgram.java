package programs;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import mpi.shim.nat.LibMpiPinned;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * Exercises the speed paths of point-to-point calls between ranks 0 and 1 (trampolined Isend/Irecv/Recv, pinned
 * large arrays in blocking send/recv, the argument block of calls with 8 to 13 arguments) and checks data,
 * statuses and argument errors. Each rank prints "fastpath native=<path>", "fastpath registers=<bool>", "fastpath blocks=<bool>", then
 * "fastpath-fail ..." per failed check and "fastpath-result ok" (or FAIL).
 */
public class FastPathProgram {
    private static int rank;
    private static int failures;

    private static void check(boolean ok, String what) {
        if (!ok) {
            failures++;
            System.out.println("fastpath-fail rank " + rank + ": " + what);
        }
    }

    /**
     * Status holds the C status in scalar fields: every value read after recv, waitStatus and testStatus, and
     * every setter's effect read back through the library.
     */
    private static void statusWords(int peer) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(64);
        for (int round = 0; round < 3; round++) {
            int tag = 30 + round;
            if (rank == 0) {
                MPI.COMM_WORLD.send(buf, 5, MPI.INT, 1, tag);
                continue;
            }
            Status st;
            if (round == 0) {
                st = MPI.COMM_WORLD.recv(buf, 16, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
            } else if (round == 1) {
                st = MPI.COMM_WORLD.iRecv(buf, 16, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG).waitStatus();
            } else {
                Request r = MPI.COMM_WORLD.iRecv(buf, 16, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
                Status t;
                while ((t = r.testStatus()) == null) {
                    Thread.onSpinWait();
                }
                st = t;
            }
            String how = "round " + round + ": ";
            check(st.getSource() == 0 && st.getTag() == tag, how + "source/tag " + st.getSource() + "/" + st.getTag());
            check(st.getCount(MPI.INT) == 5 && st.getCount(MPI.BYTE) == 20 && st.getElements(MPI.INT) == 5,
                    how + "count " + st.getCount(MPI.INT) + " bytes " + st.getCount(MPI.BYTE));
            check(!st.isCancelled(), how + "cancelled");
            check(st.getIndex() == MPI.UNDEFINED, how + "index " + st.getIndex());
            st.setElements(MPI.INT, 3);
            check(st.getCount(MPI.INT) == 3 && st.getElements(MPI.INT) == 3, how + "setElements: count "
                    + st.getCount(MPI.INT));
            st.setElementsX(MPI.BYTE, new mpi.Count(6));
            check(st.getElementsX(MPI.BYTE).getCount() == 6 && st.getCount(MPI.SHORT) == 3,
                    how + "setElementsX: bytes " + st.getElementsX(MPI.BYTE).getCount());
            st.setCancelled(true);
            check(st.isCancelled() && st.getSource() == 0 && st.getTag() == tag && st.getCount(MPI.BYTE) == 6,
                    how + "setCancelled(true) changed other fields or did not hold");
            st.setCancelled(false);
            check(!st.isCancelled(), how + "setCancelled(false)");
            check(st.toString().contains("source=0, tag=" + tag), how + "toString " + st);
        }
        // a Status from PROC_NULL: MPI's empty status
        Status none = MPI.COMM_WORLD.recv(buf, 4, MPI.INT, MPI.PROC_NULL, 1);
        check(none.getSource() == MPI.PROC_NULL && none.getTag() == MPI.ANY_TAG && none.getCount(MPI.INT) == 0,
                "PROC_NULL status " + none);
    }

    /**
     * Array calls stamp their requests with an int mark (each thread counts its own) to find one request twice;
     * marks repeat, so a request may carry an old mark equal to the new call's: that must not be taken for a
     * duplicate, also around the counter's wrap.
     */
    private static void requestMarks() throws MPIException {
        ByteBuffer b = MPI.newByteBuffer(8);
        try {
            java.lang.reflect.Field counter = mpi.shim.mem.Scratch.class.getDeclaredField("mark");
            counter.setAccessible(true);
            java.lang.reflect.Field mark = Request.class.getDeclaredField("mark");
            mark.setAccessible(true);
            for (int start : new int[] {Integer.MAX_VALUE - 1, Integer.MAX_VALUE, 41}) {
                counter.setInt(mpi.shim.mem.Scratch.get(), start);
                int next = (start + 1) & Integer.MAX_VALUE;
                Request a = MPI.COMM_WORLD.iSend(b, 8, MPI.BYTE, MPI.PROC_NULL, 1);
                Request c = MPI.COMM_WORLD.iSend(b, 8, MPI.BYTE, MPI.PROC_NULL, 1);
                mark.setInt(a, next == 0 ? 1 : next); // as if stamped 2^31 calls ago
                mark.setInt(c, next == 0 ? 1 : next);
                try {
                    Request.testAll(new Request[] {a, c});
                } catch (MPIException e) {
                    check(false, "stale mark after " + start + " taken for a duplicate: " + e.getMessage());
                }
                Request d = MPI.COMM_WORLD.iSend(b, 8, MPI.BYTE, MPI.PROC_NULL, 1);
                try {
                    Request.waitAll(new Request[] {d, a, d});
                    check(false, "the same request twice was accepted after mark " + start);
                } catch (MPIException e) {
                    check(e.getMessage().contains("requests[0] and requests[2]"), "duplicate message " + e.getMessage());
                }
                Request.waitAll(new Request[] {a, c, d});
                d.free();
                try {
                    Request.waitAll(new Request[] {a, d});
                    check(false, "a freed request was accepted by waitAll");
                } catch (MPIException e) {
                    check(e.getMessage().contains("requests[1] has been freed"), "freed message " + e.getMessage());
                }
                try {
                    d.waitFor();
                    check(false, "waitFor on a freed request was accepted");
                } catch (MPIException e) {
                    check(e.getMessage().contains("freed"), "freed message " + e.getMessage());
                }
            }
        } catch (ReflectiveOperationException e) {
            check(false, "Request's mark fields: " + e);
        }
    }

    /** A nonblocking send of {@code count} {@code type} from {@code bytes} bytes is accepted (else refused). */
    private static boolean fits(int bytes, int count, mpi.Datatype type) throws MPIException {
        try {
            MPI.COMM_WORLD.iSend(MPI.newByteBuffer(bytes), count, type, MPI.PROC_NULL, 1).waitFor();
            return true;
        } catch (MPIException e) {
            check(e.getMessage().contains("buf holds only " + bytes), "refusal names buf and its size: "
                    + e.getMessage());
            return false;
        }
    }

    /**
     * The bytes a count of a type reaches (dense types take a shortcut: count * extent): exact fits accepted, one
     * byte less refused, for basic, contiguous, strided (holes inside) and resized (padding after) types.
     */
    private static void spans() throws MPIException {
        check(fits(40, 10, MPI.INT) && !fits(39, 10, MPI.INT), "10 INT in 40 bytes");
        mpi.Datatype three = mpi.Datatype.createContiguous(3, MPI.INT);
        three.commit();
        check(fits(36, 3, three) && !fits(35, 3, three), "3 x contiguous(3, INT) in 36 bytes");
        mpi.Datatype strided = mpi.Datatype.createVector(2, 1, 3, MPI.INT); // int, gap of 8 bytes, int: extent 16
        strided.commit();
        check(fits(48, 3, strided) && !fits(47, 3, strided), "3 x vector(2, 1, 3, INT) in 48 bytes");
        mpi.Datatype wide = mpi.Datatype.createResized(three, 0, 20); // 12 bytes of data, extent 20
        wide.commit();
        check(fits(52, 3, wide) && !fits(51, 3, wide), "3 x resized(contiguous(3), extent 20) in 2 * 20 + 12 bytes");
        check(fits(0, 0, MPI.INT), "count 0 from an empty buffer");
        three.free();
        try {
            MPI.COMM_WORLD.iSend(MPI.newByteBuffer(64), 1, three, MPI.PROC_NULL, 1);
            check(false, "iSend with a freed datatype was accepted");
        } catch (MPIException e) {
            check(e.getMessage().contains("freed"), "freed type message " + e.getMessage());
        }
        strided.free();
        wide.free();
    }

    /**
     * Calls of 8 to 13 arguments, each with values that tell the arguments apart (an argument passed in the wrong
     * place or truncated shows in the data or the status): sendRecv (12), sendRecvReplace (9), put and get (8),
     * accumulate (9), getAccumulate (12), rGetAccumulate (13), scatterv (9), allToAllv (9).
     */
    private static void longCalls(int peer) throws MPIException {
        int[] out = {rank * 100 + 1, rank * 100 + 2, rank * 100 + 3};
        int[] in = new int[5];
        Status st = MPI.COMM_WORLD.sendRecv(out, 3, MPI.INT, peer, 40 + rank, in, 5, MPI.INT, peer, 40 + peer);
        check(in[0] == peer * 100 + 1 && in[2] == peer * 100 + 3 && in[3] == 0,
                "sendRecv data " + in[0] + ".." + in[3]);
        check(st.getSource() == peer && st.getTag() == 40 + peer && st.getCount(MPI.INT) == 3,
                "sendRecv status " + st.getSource() + "/" + st.getTag() + "/" + st.getCount(MPI.INT));
        long[] both = {rank + 7L, 1L << (40 + rank)};
        st = MPI.COMM_WORLD.sendRecvReplace(both, 2, MPI.LONG, peer, 50 + rank, peer, 50 + peer);
        check(both[0] == peer + 7L && both[1] == 1L << (40 + peer) && st.getTag() == 50 + peer,
                "sendRecvReplace " + both[0] + " " + both[1] + " tag " + st.getTag());

        java.nio.IntBuffer base = MPI.newIntBuffer(16);
        for (int i = 0; i < 16; i++) {
            base.put(i, 1000 * rank + i);
        }
        mpi.Win win = new mpi.Win(base, 16, 1, MPI.INFO_NULL, MPI.COMM_WORLD); // units: ints
        java.nio.IntBuffer two = MPI.newIntBuffer(2);
        java.nio.IntBuffer got = MPI.newIntBuffer(3);
        java.nio.IntBuffer result = MPI.newIntBuffer(2);
        java.nio.IntBuffer late = MPI.newIntBuffer(1);
        two.put(0, 5 + rank).put(1, 6 + rank);
        win.fence(0);
        win.put(two, 2, MPI.INT, peer, 3, 2, MPI.INT);       // peer's [3, 5) = 5+r, 6+r
        win.get(got, 3, MPI.INT, peer, 9, 3, MPI.INT);       // peer's 9..11
        win.accumulate(two, 2, MPI.INT, peer, 12, 2, MPI.INT, MPI.SUM);
        win.fence(0);
        win.getAccumulate(two, 2, MPI.INT, result, 2, MPI.INT, peer, 12, 2, MPI.INT, MPI.SUM);
        win.fence(0);
        Request r = win.rGetAccumulate(two, 1, MPI.INT, late, 1, MPI.INT, peer, 15, 1, MPI.INT, MPI.NO_OP);
        r.waitFor();
        win.fence(0);
        int p = 1000 * peer;
        check(base.get(3) == 5 + peer && base.get(4) == 6 + peer && base.get(5) == 1000 * rank + 5,
                "put landed " + base.get(3) + " " + base.get(4) + " " + base.get(5));
        check(got.get(0) == p + 9 && got.get(2) == p + 11, "get " + got.get(0) + " " + got.get(2));
        check(base.get(12) == 1000 * rank + 12 + 2 * (5 + peer) && base.get(13) == 1000 * rank + 13 + 2 * (6 + peer),
                "accumulate and getAccumulate " + base.get(12) + " " + base.get(13));
        check(result.get(0) == p + 12 + 5 + rank && result.get(1) == p + 13 + 6 + rank,
                "getAccumulate result " + result.get(0) + " " + result.get(1));
        check(late.get(0) == p + 15, "rGetAccumulate result " + late.get(0));
        win.free();

        int[] sendCounts = {1, 2};
        int[] displs = {0, 1};
        int[] all = {rank * 10, rank * 10 + 1, rank * 10 + 2};
        int[] mine = new int[2];
        MPI.COMM_WORLD.scatterv(all, sendCounts, displs, MPI.INT, mine, sendCounts[rank], MPI.INT, 1);
        check(mine[0] == 10 + rank && (rank == 0 || mine[1] == 12), "scatterv " + mine[0] + " " + mine[1]);
        int[] gathered = new int[3];
        int[] sendSide = rank == 0 ? new int[] {1, 2, 3} : new int[] {4, 5, 6};
        // rank 0 keeps 1 element of its own and gets 2 of rank 1's; rank 1 sends 1 and keeps 2 (so each rank
        // receives from every rank what it sends to it: one pair of counts and offsets serves both sides)
        int[] counts = rank == 0 ? new int[] {1, 2} : new int[] {2, 1};
        int[] offsets = rank == 0 ? new int[] {0, 1} : new int[] {0, 2};
        MPI.COMM_WORLD.allToAllv(sendSide, counts, offsets, MPI.INT, gathered, counts, offsets, MPI.INT);
        int[] want = rank == 0 ? new int[] {1, 4, 5} : new int[] {2, 3, 6};
        check(java.util.Arrays.equals(gathered, want), "allToAllv " + java.util.Arrays.toString(gathered));
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        rank = MPI.COMM_WORLD.getRank();
        int peer = 1 - rank;
        System.out.println("fastpath native=" + mpi.shim.nat.NativePath.CURRENT.name());
        System.out.println("fastpath registers=" + LibMpiPinned.LIB.recvPinnable());
        System.out.println("fastpath blocks=" + LibMpiPointToPoint.longCallsBlocked());
        longCalls(peer);

        // large int[] 0 -> 1 received with wildcards into a longer array whose tail must stay untouched
        int n = 300_000;
        if (rank == 0) {
            int[] data = new int[n];
            for (int i = 0; i < n; i++) {
                data[i] = i * 7 + 1;
            }
            MPI.COMM_WORLD.send(data, n, MPI.INT, 1, 77);
        } else {
            int[] data = new int[n + 1];
            data[n] = -5;
            Status st = MPI.COMM_WORLD.recv(data, n + 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
            boolean same = true;
            for (int i = 0; i < n; i++) {
                same &= data[i] == i * 7 + 1;
            }
            check(same, "int[] payload differs");
            check(data[n] == -5, "element past the message was overwritten: " + data[n]);
            check(st.getSource() == 0 && st.getTag() == 77, "status source/tag " + st.getSource() + "/" + st.getTag());
            check(st.getCount(MPI.INT) == n, "count " + st.getCount(MPI.INT));
        }

        // large double[] 1 -> 0, small byte[] 0 -> 1 (staged path)
        double[] d = new double[1 << 17];
        if (rank == 1) {
            for (int i = 0; i < d.length; i++) {
                d[i] = i * 0.5;
            }
            MPI.COMM_WORLD.send(d, d.length, MPI.DOUBLE, 0, 3);
            byte[] small = new byte[8];
            MPI.COMM_WORLD.recv(small, 8, MPI.BYTE, 0, 4);
            check(small[0] == 11 && small[7] == 18, "small byte[] " + small[0] + " " + small[7]);
        } else {
            MPI.COMM_WORLD.recv(d, d.length, MPI.DOUBLE, 1, 3);
            boolean same = true;
            for (int i = 0; i < d.length; i++) {
                same &= d[i] == i * 0.5;
            }
            check(same, "double[] payload differs");
            MPI.COMM_WORLD.send(new byte[] {11, 12, 13, 14, 15, 16, 17, 18}, 8, MPI.BYTE, 1, 4);
        }

        // nonblocking through the trampoline: negative source (ANY_SOURCE), large tag, status fields
        ByteBuffer out = MPI.newByteBuffer(16);
        ByteBuffer in = MPI.newByteBuffer(16);
        for (int i = 0; i < 16; i++) {
            out.put(i, (byte) (rank * 100 + i));
        }
        Request r = MPI.COMM_WORLD.iRecv(in, 16, MPI.BYTE, MPI.ANY_SOURCE, 32000 + peer);
        Request s = MPI.COMM_WORLD.iSend(out, 16, MPI.BYTE, peer, 32000 + rank);
        s.waitFor();
        Status st = r.waitStatus();
        check(st.getSource() == peer && st.getTag() == 32000 + peer, "iRecv status " + st.getSource() + "/" + st.getTag());
        check(in.get(0) == (byte) (peer * 100) && in.get(15) == (byte) (peer * 100 + 15), "iRecv payload");

        // arguments are still checked before any native call on the fast paths
        try {
            MPI.COMM_WORLD.send(new int[10], 100_000, MPI.INT, peer, 9);
            check(false, "send of 100000 ints from an int[10] was accepted");
        } catch (MPIException e) {
            check(e.getMessage().contains("buf"), "message does not name buf: " + e.getMessage());
        }
        try {
            MPI.COMM_WORLD.recv(new double[10], 100_000, MPI.DOUBLE, peer, 9);
            check(false, "recv of 100000 doubles into a double[10] was accepted");
        } catch (MPIException e) {
            check(e.getMessage().contains("buf"), "message does not name buf: " + e.getMessage());
        }
        try {
            MPI.COMM_WORLD.iSend(MPI.newByteBuffer(4), 8, MPI.BYTE, peer, 9);
            check(false, "iSend of 8 bytes from a 4-byte buffer was accepted");
        } catch (MPIException e) {
            check(e.getMessage().contains("buf"), "message does not name buf: " + e.getMessage());
        }
        statusWords(peer);
        requestMarks();
        spans();
        MPI.COMM_WORLD.barrier();
        System.out.println(failures == 0 ? "fastpath-result ok" : "fastpath-result FAIL " + failures + " checks");
        MPI.Finalize();
    }
}
