package programs;

import static programs.Check.equal;
import static programs.Check.isTrue;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Nonblocking exchanges between partner ranks (0-1, 2-3) on direct buffers, each completed by a different wait or
 * test form. Where a test must see "nothing completed", the partner holds its send back until told to go, so the
 * pending state is certain rather than a race.
 */
public class NonblockingProgram {
    static final Intracomm W = MPI.COMM_WORLD;
    static final int N = 4;
    static int rank;
    static int partner;
    static boolean first;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        rank = W.getRank();
        partner = rank ^ 1;
        first = rank % 2 == 0;
        single();
        arrays();
        gated();
        cancelAndFree();
        errors();
        MPI.Finalize();
    }

    static IntBuffer data(int seed, int offset) {
        IntBuffer b = MPI.newIntBuffer(N + offset);
        for (int i = 0; i < N + offset; i++) {
            b.put(i, i < offset ? -7 : seed * 100 + i - offset);
        }
        return b;
    }

    static IntBuffer empty(int n) {
        IntBuffer b = MPI.newIntBuffer(n);
        for (int i = 0; i < n; i++) {
            b.put(i, -9);
        }
        return b;
    }

    /** The partner's data arrived in {@code b} at {@code offset}; around it, nothing changed. */
    static void arrived(IntBuffer b, int offset, int tagSeed) {
        for (int i = 0; i < b.capacity(); i++) {
            int want = i < offset || i >= offset + N ? -9 : tagSeed * 100 + i - offset;
            equal(want, b.get(i), "element " + i);
        }
    }

    /** Posts a receive from and a send to the partner with {@code tag}: {recv, send}. */
    static Request[] exchange(IntBuffer in, int tag) throws MPIException {
        Request recv = W.iRecv(in, N, MPI.INT, partner, tag);
        Request send = W.iSend(data(rank + tag, 0), N, MPI.INT, partner, tag);
        return new Request[] {recv, send};
    }

    static void single() {
        Check.ok("iSend iRecv waitFor", () -> {
            IntBuffer in = empty(N);
            Request[] r = exchange(in, 1);
            r[0].waitFor();
            r[1].waitFor();
            isTrue(r[0].isNull() && r[1].isNull(), "requests null after waitFor");
            arrived(in, 0, partner + 1);
        });
        Check.ok("waitStatus", () -> {
            IntBuffer in = empty(N + 2);
            Request[] r = exchange(in, 2);
            Status st = r[0].waitStatus();
            r[1].waitStatus();
            equal(partner, st.getSource(), "source");
            equal(2, st.getTag(), "tag");
            equal(N, st.getCount(MPI.INT), "count");
            isTrue(r[0].isNull(), "null after waitStatus");
            arrived(in, 0, partner + 2);
        });
        Check.ok("test loop", () -> {
            IntBuffer in = empty(N);
            Request[] r = exchange(in, 3);
            while (!r[0].test()) {
                Thread.onSpinWait();
            }
            while (!r[1].test()) {
                Thread.onSpinWait();
            }
            isTrue(r[0].isNull() && r[1].isNull(), "null after test succeeded");
            isTrue(r[0].test(), "test of a completed request stays true");
            arrived(in, 0, partner + 3);
        });
        Check.ok("testStatus loop", () -> {
            IntBuffer in = empty(N);
            Request[] r = exchange(in, 4);
            Status st;
            while ((st = r[0].testStatus()) == null) {
                Thread.onSpinWait();
            }
            r[1].waitFor();
            equal(4, st.getTag(), "tag");
            equal(partner, st.getSource(), "source");
            isTrue(r[0].isNull(), "null after testStatus");
            arrived(in, 0, partner + 4);
        });
        Check.ok("getStatus keeps the request", () -> {
            IntBuffer in = empty(N);
            Request[] r = exchange(in, 5);
            Status st;
            while ((st = r[0].getStatus()) == null) {
                Thread.onSpinWait();
            }
            equal(5, st.getTag(), "tag");
            isTrue(!r[0].isNull(), "getStatus leaves the request alive");
            r[0].waitFor();
            r[1].waitFor();
            isTrue(r[0].isNull(), "null after waitFor");
            arrived(in, 0, partner + 5);
        });
        Check.ok("isSend and slices", () -> {
            IntBuffer parent = empty(N + 5);
            IntBuffer in = MPI.slice(parent, 3);
            IntBuffer out = MPI.slice(data(rank + 6, 2), 2);
            Request recv = W.iRecv(in, N, MPI.INT, partner, 6);
            Request send = W.isSend(out, N, MPI.INT, partner, 6);
            Request.waitAll(new Request[] {recv, send});
            for (int i = 0; i < N + 5; i++) {
                int want = i < 3 || i >= 3 + N ? -9 : (partner + 6) * 100 + i - 3;
                equal(want, parent.get(i), "parent element " + i);
            }
        });
    }

    /** Three receives and three sends per rank, completed by the array forms. */
    static Request[] six(IntBuffer[] in, int tag) throws MPIException {
        Request[] r = new Request[6];
        for (int i = 0; i < 3; i++) {
            in[i] = empty(N);
            r[i] = W.iRecv(in[i], N, MPI.INT, partner, tag + i);
        }
        for (int i = 0; i < 3; i++) {
            r[3 + i] = W.iSend(data(rank + tag + i, 0), N, MPI.INT, partner, tag + i);
        }
        return r;
    }

    static void allArrived(IntBuffer[] in, int tag) {
        for (int i = 0; i < 3; i++) {
            arrived(in[i], 0, partner + tag + i);
        }
    }

    static void allNull(Request[] r) {
        for (int i = 0; i < r.length; i++) {
            isTrue(r[i].isNull(), "requests[" + i + "] is null (handle written back)");
        }
    }

    static void arrays() {
        Check.ok("waitAll", () -> {
            IntBuffer[] in = new IntBuffer[3];
            Request[] r = six(in, 10);
            Request.waitAll(r);
            allNull(r);
            allArrived(in, 10);
        });
        Check.ok("waitAllStatus", () -> {
            IntBuffer[] in = new IntBuffer[3];
            Request[] r = six(in, 20);
            Status[] st = Request.waitAllStatus(r);
            equal(6, st.length, "statuses");
            for (int i = 0; i < 3; i++) {
                equal(20 + i, st[i].getTag(), "tag of status " + i);
                equal(partner, st[i].getSource(), "source of status " + i);
                equal(N, st[i].getCount(MPI.INT), "count of status " + i);
            }
            allNull(r);
            allArrived(in, 20);
        });
        Check.ok("waitAny", () -> {
            IntBuffer[] in = new IntBuffer[3];
            Request[] r = six(in, 30);
            boolean[] done = new boolean[6];
            for (int k = 0; k < 6; k++) {
                int i = Request.waitAny(r);
                isTrue(i >= 0 && i < 6 && !done[i], "fresh index " + i);
                done[i] = true;
                isTrue(r[i].isNull(), "requests[" + i + "] null after waitAny");
            }
            equal(MPI.UNDEFINED, Request.waitAny(r), "waitAny with nothing active");
            allArrived(in, 30);
        });
        Check.ok("waitAnyStatus", () -> {
            IntBuffer[] in = new IntBuffer[3];
            Request[] r = six(in, 40);
            boolean[] done = new boolean[6];
            for (int k = 0; k < 6; k++) {
                Status st = Request.waitAnyStatus(r);
                int i = st.getIndex();
                isTrue(i >= 0 && i < 6 && !done[i], "fresh index " + i);
                done[i] = true;
                if (i < 3) {
                    equal(40 + i, st.getTag(), "tag of receive " + i);
                }
                isTrue(r[i].isNull(), "requests[" + i + "] null after waitAnyStatus");
            }
            allArrived(in, 40);
        });
        Check.ok("waitSome", () -> {
            IntBuffer[] in = new IntBuffer[3];
            Request[] r = six(in, 50);
            boolean[] done = new boolean[6];
            int count = 0;
            while (count < 6) {
                int[] idx = Request.waitSome(r);
                isTrue(idx != null && idx.length > 0, "waitSome completes at least one");
                for (int i : idx) {
                    isTrue(!done[i], "index " + i + " once");
                    done[i] = true;
                    isTrue(r[i].isNull(), "requests[" + i + "] null after waitSome");
                    count++;
                }
            }
            allArrived(in, 50);
        });
        Check.ok("waitSomeStatus", () -> {
            IntBuffer[] in = new IntBuffer[3];
            Request[] r = six(in, 60);
            int count = 0;
            boolean[] done = new boolean[6];
            while (count < 6) {
                Status[] st = Request.waitSomeStatus(r);
                isTrue(st != null && st.length > 0, "waitSomeStatus completes at least one");
                for (Status s : st) {
                    int i = s.getIndex();
                    isTrue(!done[i], "index " + i + " once");
                    done[i] = true;
                    if (i < 3) {
                        equal(60 + i, s.getTag(), "tag of receive " + i);
                    }
                    count++;
                }
            }
            allNull(r);
            allArrived(in, 60);
        });
    }

    /**
     * The partner sends only after our "go": until then our receives cannot complete, so testAll is false, testAny
     * UNDEFINED, testSome empty. After "go" the test loops until done.
     */
    static void gated() {
        Check.ok("testAll", () -> gate(70, r -> {
            equal(false, Request.testAll(r), "testAll while pending");
            return () -> {
                while (!Request.testAll(r)) {
                    Thread.onSpinWait();
                }
            };
        }));
        Check.ok("testAllStatus", () -> gate(80, r -> {
            equal(null, Request.testAllStatus(r), "testAllStatus while pending");
            return () -> {
                Status[] st;
                while ((st = Request.testAllStatus(r)) == null) {
                    Thread.onSpinWait();
                }
                equal(2, st.length, "statuses");
                equal(80, st[0].getTag(), "tag");
                equal(81, st[1].getTag(), "tag");
            };
        }));
        Check.ok("testAny", () -> gate(90, r -> {
            equal(MPI.UNDEFINED, Request.testAny(r), "testAny while pending");
            return () -> {
                int done = 0;
                while (done < 2) {
                    int i = Request.testAny(r);
                    if (i != MPI.UNDEFINED) {
                        isTrue(r[i].isNull(), "requests[" + i + "] null after testAny");
                        done++;
                    }
                }
                equal(MPI.UNDEFINED, Request.testAny(r), "testAny with nothing active");
            };
        }));
        Check.ok("testAnyStatus", () -> gate(100, r -> {
            equal(null, Request.testAnyStatus(r), "testAnyStatus while pending");
            return () -> {
                int done = 0;
                while (done < 2) {
                    Status st = Request.testAnyStatus(r);
                    if (st != null) {
                        equal(100 + st.getIndex(), st.getTag(), "tag matches index");
                        isTrue(r[st.getIndex()].isNull(), "null after testAnyStatus");
                        done++;
                    }
                }
            };
        }));
        Check.ok("testSome", () -> gate(110, r -> {
            int[] none = Request.testSome(r);
            isTrue(none != null && none.length == 0, "testSome while pending is an empty array");
            return () -> {
                int done = 0;
                while (done < 2) {
                    for (int i : Request.testSome(r)) {
                        isTrue(r[i].isNull(), "requests[" + i + "] null after testSome");
                        done++;
                    }
                }
            };
        }));
        Check.ok("testSomeStatus", () -> gate(120, r -> {
            Status[] none = Request.testSomeStatus(r);
            isTrue(none != null && none.length == 0, "testSomeStatus while pending is an empty array");
            return () -> {
                int done = 0;
                while (done < 2) {
                    for (Status st : Request.testSomeStatus(r)) {
                        equal(120 + st.getIndex(), st.getTag(), "tag matches index");
                        done++;
                    }
                }
            };
        }));
        Check.ok("isSend pending until matched", () -> {
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == first) {
                    Request s = W.isSend(data(rank, 0), N, MPI.INT, partner, 130);
                    equal(false, s.test(), "synchronous send before the receive is posted");
                    W.send(new int[1], 1, MPI.INT, partner, 131);
                    s.waitFor();
                    isTrue(s.isNull(), "null after waitFor");
                } else {
                    W.recv(new int[1], 1, MPI.INT, partner, 131);
                    IntBuffer in = empty(N);
                    W.recv(in, N, MPI.INT, partner, 130);
                    arrived(in, 0, partner);
                }
            }
        });
    }

    interface Pending {
        /** Checks made while the receives cannot complete; returns how to complete them. */
        Check.Body whilePending(Request[] receives) throws Exception;
    }

    static void gate(int tag, Pending pending) throws Exception {
        for (int dir = 0; dir < 2; dir++) {
            if ((dir == 0) == first) {
                IntBuffer[] in = {empty(N), empty(N)};
                Request[] r = {W.iRecv(in[0], N, MPI.INT, partner, tag), W.iRecv(in[1], N, MPI.INT, partner, tag + 1)};
                Check.Body complete = pending.whilePending(r);
                W.send(new int[1], 1, MPI.INT, partner, tag + 2);
                complete.run();
                allNull(r);
                arrived(in[0], 0, partner + tag);
                arrived(in[1], 0, partner + tag + 1);
            } else {
                W.recv(new int[1], 1, MPI.INT, partner, tag + 2);
                W.send(data(rank + tag, 0), N, MPI.INT, partner, tag);
                W.send(data(rank + tag + 1, 0), N, MPI.INT, partner, tag + 1);
            }
        }
    }

    static void cancelAndFree() {
        Check.ok("cancel and isCancelled", () -> {
            Request r = W.iRecv(empty(N), N, MPI.INT, partner, 999);
            r.cancel();
            Status st = r.waitStatus();
            isTrue(st.isCancelled(), "status says cancelled");
            isTrue(r.isNull(), "null after wait");
        });
        Check.ok("free of an active send", () -> {
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == first) {
                    IntBuffer out = data(rank, 0);
                    Request s = W.iSend(out, N, MPI.INT, partner, 140);
                    s.free();
                    isTrue(s.isNull(), "null after free");
                    W.recv(new int[1], 1, MPI.INT, partner, 141); // the receiver has the data: out may go
                } else {
                    IntBuffer in = empty(N);
                    W.recv(in, N, MPI.INT, partner, 140);
                    arrived(in, 0, partner);
                    W.send(new int[1], 1, MPI.INT, partner, 141);
                }
            }
        });
        Check.ok("REQUEST_NULL", () -> {
            isTrue(MPI.REQUEST_NULL.isNull(), "MPI.REQUEST_NULL.isNull()");
            MPI.REQUEST_NULL.waitFor();
            isTrue(MPI.REQUEST_NULL.test(), "test of REQUEST_NULL");
        });
    }

    /**
     * A receive that truncates fails its completion call under ERRORS_RETURN, and the handle is still written back.
     * Runs under plain MPI_Init: Open MPI 4.1.4 with THREAD_MULTIPLE hangs in MPI_Waitall when a request fails.
     */
    static void errors() {
        Check.ok("truncation reported by waitStatus and waitAll", () -> {
            Intracomm c = W.dup();
            c.setErrhandler(MPI.ERRORS_RETURN);
            // MPICH raises a completion call's error on COMM_WORLD's handler, not on the request's communicator
            W.setErrhandler(MPI.ERRORS_RETURN);
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == first) {
                    c.send(new int[] {1, 2, 3, 4}, 4, MPI.INT, partner, 10);
                    c.send(new int[] {1, 2, 3, 4}, 4, MPI.INT, partner, 11);
                } else {
                    Request r = c.iRecv(MPI.newIntBuffer(2), 2, MPI.INT, partner, 10);
                    MPIException e = Check.expect(MPIException.class, r::waitStatus, "MPI_Wait");
                    equal(MPI.ERR_TRUNCATE, e.getErrorClass(), "waitStatus error class");
                    isTrue(r.isNull(), "request null after a failed wait");
                    Request[] rs = {c.iRecv(MPI.newIntBuffer(2), 2, MPI.INT, partner, 11), MPI.REQUEST_NULL};
                    e = Check.expect(MPIException.class, () -> Request.waitAll(rs), "MPI_Waitall");
                    equal(MPI.ERR_IN_STATUS, e.getErrorClass(), "waitAll error class");
                    isTrue(rs[0].isNull(), "handle written back after a failed waitAll");
                }
            }
            c.free();
            W.setErrhandler(MPI.ERRORS_ARE_FATAL);
        });
    }
}
