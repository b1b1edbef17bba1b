package programs;

import static programs.Check.equal;
import static programs.Check.isTrue;

import java.nio.Buffer;
import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import programs.Elem.Store;

/**
 * Blocking point to point between partner ranks (0-1, 2-3): every basic datatype, with arrays, direct buffers and
 * heap buffers (both at MPI.slice offsets), through send/recv, sSend, rSend, sendRecv and sendRecvReplace; then
 * status fields, probe and iProbe. Receivers check the data, the status, and that nothing around the data moved.
 */
public class PointToPointProgram {
    enum Kind { ARRAY, DIRECT, HEAP }

    enum Mode { SEND, SSEND, RSEND, SENDRECV, REPLACE }

    static final int N = 5;
    static final int OFF = 3;
    static final int EXTRA = 2;

    static final Intracomm W = MPI.COMM_WORLD;
    static int rank;
    static int partner;
    static boolean first;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        rank = W.getRank();
        partner = rank ^ 1;
        first = rank % 2 == 0;
        if (W.getSize() % 2 != 0) {
            throw new IllegalStateException("needs an even number of ranks");
        }
        int tag = 100;
        for (Elem e : Elem.all()) {
            for (Kind k : Kind.values()) {
                for (Mode m : Mode.values()) {
                    int t = tag++;
                    Check.ok("p2p " + e + " " + k + " " + m, () -> pingPong(e, k, m, t));
                }
            }
        }
        statusChecks();
        probeChecks();
        MPI.Finalize();
    }

    /** A container of data and the argument that points MPI at it. */
    static final class Side {
        final Store store;
        final Object array;
        final Buffer parent;
        final Object arg;

        Side(Store store, Object array, Buffer parent, Object arg) {
            this.store = store;
            this.array = array;
            this.parent = parent;
            this.arg = arg;
        }

        Object content() {
            return parent != null ? Elem.contentOf(store, parent) : array;
        }
    }

    static Side side(Elem e, Kind k, int seed, boolean withData) {
        int units = N * e.unitsPerElement;
        int elements = withData ? N : 0;
        switch (k) {
            case ARRAY: {
                Object a = e.container(e.store, units + EXTRA, 0, elements, seed);
                return new Side(e.store, a, null, a);
            }
            case HEAP: {
                Store s = e.bufferStore();
                Object a = e.container(s, OFF + units + EXTRA, OFF, elements, seed);
                return new Side(s, a, null, Elem.heapSlice(s, a, OFF));
            }
            default: {
                Store s = e.bufferStore();
                Buffer parent = Elem.directOf(s, e.container(s, OFF + units + EXTRA, OFF, elements, seed));
                return new Side(s, null, parent, Elem.slice(s, parent, OFF));
            }
        }
    }

    static void pingPong(Elem e, Kind k, Mode m, int tag) throws MPIException {
        Datatype t = e.type;
        int mine = rank + 1;
        int theirs = partner + 1;
        Side send = side(e, k, mine, true);
        Side recv = side(e, m == Mode.RSEND ? Kind.DIRECT : k, 0, false);
        Status st = null;
        switch (m) {
            case SEND:
            case SSEND:
                if (first) {
                    send(m, send, t, tag);
                    st = W.recv(recv.arg, N, t, partner, tag);
                } else {
                    st = W.recv(recv.arg, N, t, partner, tag);
                    send(m, send, t, tag);
                }
                break;
            case RSEND:
                // the receive must be posted before the ready send: iRecv, then a barrier, in each direction
                for (int dir = 0; dir < 2; dir++) {
                    boolean sender = (dir == 0) == first;
                    Request r = sender ? null : W.iRecv((Buffer) recv.arg, N, t, partner, tag);
                    W.barrier();
                    if (sender) {
                        W.rSend(send.arg, N, t, partner, tag);
                    } else {
                        st = r.waitStatus();
                        isTrue(r.isNull(), "request is null after waitStatus");
                    }
                }
                break;
            case SENDRECV:
                st = W.sendRecv(send.arg, N, t, partner, tag, recv.arg, N, t, partner, tag);
                break;
            default:
                st = W.sendRecvReplace(send.arg, N, t, partner, tag, partner, tag);
                recv = send;
                break;
        }
        Side expected = side(e, m == Mode.RSEND ? Kind.DIRECT : k, theirs, true);
        equal(expected.content(), recv.content(), "received container");
        equal(partner, st.getSource(), "status source");
        equal(tag, st.getTag(), "status tag");
        equal(N, st.getCount(t), "status count");
        if (m != Mode.REPLACE) {
            equal(side(e, k, mine, true).content(), send.content(), "send buffer unchanged");
        }
    }

    static void send(Mode m, Side s, Datatype t, int tag) throws MPIException {
        if (m == Mode.SSEND) {
            W.sSend(s.arg, N, t, partner, tag);
        } else {
            W.send(s.arg, N, t, partner, tag);
        }
    }

    static void statusChecks() {
        // each rank receives once with wildcards, from a partner that sends fewer elements than the receive allows
        Check.ok("status wildcards", () -> {
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == first) {
                    W.send(new int[] {rank, 7, 8}, 3, MPI.INT, partner, 17);
                } else {
                    int[] got = {-1, -1, -1, -1, -1, -1};
                    Status st = W.recv(got, 6, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
                    equal(new int[] {partner, 7, 8, -1, -1, -1}, got, "received (rest untouched)");
                    equal(partner, st.getSource(), "source");
                    equal(17, st.getTag(), "tag");
                    equal(3, st.getCount(MPI.INT), "count of INT");
                    equal(12, st.getCount(MPI.BYTE), "count of BYTE");
                    equal(3, st.getElements(MPI.INT), "elements of INT");
                    equal(false, st.isCancelled(), "cancelled");
                    equal(MPI.SUCCESS, st.getError(), "error");
                }
            }
        });
        Check.ok("status count of derived type", () -> {
            Datatype twoInts = Datatype.createContiguous(2, MPI.INT);
            twoInts.commit();
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == first) {
                    W.send(new int[] {1, 2, 3}, 3, MPI.INT, partner, 18);
                } else {
                    int[] got = new int[8];
                    Status st = W.recv(got, 4, twoInts, partner, 18);
                    equal(new int[] {1, 2, 3, 0, 0, 0, 0, 0}, got, "received");
                    equal(MPI.UNDEFINED, st.getCount(twoInts), "count of a partial element");
                    equal(3, st.getElements(twoInts), "basic elements");
                }
            }
            twoInts.free();
        });
        Check.ok("status vector type", () -> {
            Datatype every2nd = Datatype.createVector(3, 1, 2, MPI.INT);
            every2nd.commit();
            equal(5, every2nd.getExtent(), "extent of vector(3,1,2,INT) in ints, as Open MPI counts");
            int[] data = {10, -1, 11, -1, 12, 20, -1, 21, -1, 22};
            int[] got = {0, 9, 0, 9, 0, 0, 9, 0, 9, 0};
            Status st = W.sendRecv(data, 2, every2nd, partner, 19, got, 2, every2nd, partner, 19);
            equal(new int[] {10, 9, 11, 9, 12, 20, 9, 21, 9, 22}, got, "gaps keep their contents");
            equal(2, st.getCount(every2nd), "count");
            equal(6, st.getElements(every2nd), "elements");
            every2nd.free();
        });
        Check.ok("status proc null", () -> {
            int[] got = {5, 5};
            Status st = W.sendRecv(new int[] {1}, 1, MPI.INT, MPI.PROC_NULL, 3, got, 2, MPI.INT, MPI.PROC_NULL, 3);
            equal(MPI.PROC_NULL, st.getSource(), "source");
            equal(MPI.ANY_TAG, st.getTag(), "tag");
            equal(0, st.getCount(MPI.INT), "count");
            equal(new int[] {5, 5}, got, "untouched");
        });
        Check.ok("zero count with null buffers", () -> {
            Status st = W.sendRecv(null, 0, MPI.INT, partner, 4, null, 0, MPI.INT, partner, 4);
            equal(0, st.getCount(MPI.INT), "count");
        });
        Check.ok("direct buffer position ignored", () -> {
            IntBuffer out = MPI.newIntBuffer(4);
            for (int i = 0; i < 4; i++) {
                out.put(i, rank * 10 + i);
            }
            out.position(2);
            IntBuffer in = MPI.newIntBuffer(4);
            in.position(3);
            W.sendRecv(out, 4, MPI.INT, partner, 5, in, 4, MPI.INT, partner, 5);
            for (int i = 0; i < 4; i++) {
                equal(partner * 10 + i, in.get(i), "element " + i);
            }
        });
    }

    static void probeChecks() {
        Check.ok("probe and iProbe", () -> {
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == first) {
                    W.send(new long[] {1, 2, 3, 4}, 4, MPI.LONG, partner, 23);
                    W.recv(new int[1], 1, MPI.INT, partner, 24); // the prober's all-clear
                } else {
                    equal(null, W.iProbe(partner, 25), "iProbe of a tag never sent");
                    Status st = W.probe(MPI.ANY_SOURCE, MPI.ANY_TAG);
                    equal(partner, st.getSource(), "probe source");
                    equal(23, st.getTag(), "probe tag");
                    equal(4, st.getCount(MPI.LONG), "probe count");
                    Status again = W.iProbe(partner, 23);
                    isTrue(again != null, "iProbe sees the message still waiting");
                    equal(32, again.getCount(MPI.BYTE), "iProbe count of bytes");
                    long[] got = new long[4];
                    W.recv(got, 4, MPI.LONG, partner, 23);
                    equal(new long[] {1, 2, 3, 4}, got, "received after probe");
                    equal(null, W.iProbe(partner, 23), "iProbe after the receive");
                    W.send(new int[1], 1, MPI.INT, partner, 24);
                }
            }
        });
    }
}
