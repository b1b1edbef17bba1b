package programs;

import java.nio.IntBuffer;
import mpi.CartComm;
import mpi.Datatype;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Message;
import mpi.Prequest;
import mpi.Request;
import mpi.shim.event.BufferUse;
import mpi.shim.event.Hooks;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;

/** What nonblocking collectives, persistent requests and matched receives report to a checker. */
public class CollectiveNotifyProgram {
    static String describe(PostedOperation p) {
        StringBuilder b = new StringBuilder(p.call + " peer " + p.peer + ":");
        for (BufferUse u : p.buffers) {
            String how = u.access == BufferUse.READ_BY_LIBRARY ? "/R"
                    : u.access == BufferUse.READ_AND_WRITTEN_BY_LIBRARY ? "/RW" : "/W";
            b.append(' ').append(u.role).append(how).append('x').append(u.count);
        }
        return b.toString();
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank(), n = w.getSize();
        CommChecks c = new CommChecks(r);
        c.check("listener loaded", Hooks.LISTENER instanceof CollectiveRecordingListener, Hooks.LISTENER);
        CollectiveRecordingListener l = (CollectiveRecordingListener) Hooks.LISTENER;

        c.run("iBcast", () -> {
            l.clear();
            IntBuffer b = MPI.newIntBuffer(2);
            Request q = w.iBcast(b, 2, MPI.INT, 0);
            c.equal("iBcast report", "iBcast peer 0: buf" + (r == 0 ? "/R" : "/W") + "x2", describe(l.last()));
            c.check("iBcast reports the request", l.last().request == q, l.last().request);
            c.equal("iBcast address", Memory.address(b), l.last().buffers.get(0).address);
            c.equal("no completion before wait", 0, l.completions(q));
            q.waitFor();
            c.equal("completion after wait", 1, l.completions(q));
        });
        c.run("iBarrier", () -> {
            l.clear();
            w.iBarrier().waitFor();
            c.equal("iBarrier report", "iBarrier peer " + MPI.UNDEFINED + ":", describe(l.last()));
        });
        c.run("iGatherv", () -> {
            int[] counts = new int[n], displs = new int[n];
            for (int i = 0; i < n; i++) {
                counts[i] = 1;
                displs[i] = 2 * i;
            }
            IntBuffer send = MPI.newIntBuffer(1), recv = MPI.newIntBuffer(2 * n);
            l.clear();
            Request q = r == 0 ? w.iGatherv(send, 1, MPI.INT, recv, counts, displs, MPI.INT, 0)
                    : w.iGatherv(send, 1, MPI.INT, 0);
            PostedOperation p = l.last();
            StringBuilder expect = new StringBuilder("iGatherv peer 0: sendbuf/Rx1");
            if (r == 0) {
                for (int i = 0; i < n; i++) {
                    expect.append(" recvbuf[").append(i).append("]/Wx1");
                }
                c.equal("iGatherv block address", Memory.address(recv) + 4L * displs[n - 1],
                        p.buffers.get(n).address);
            }
            c.equal("iGatherv report", expect.toString(), describe(p));
            q.waitFor();
        });
        c.run("iAllToAllw", () -> {
            int[] ones = new int[n], sd = new int[n], rd = new int[n];
            Datatype[] types = new Datatype[n];
            for (int j = 0; j < n; j++) {
                ones[j] = 1;
                sd[j] = 4 * j;
                rd[j] = 4 * (n - 1 - j);
                types[j] = MPI.INT;
            }
            IntBuffer s = MPI.newIntBuffer(n), rv = MPI.newIntBuffer(n);
            l.clear();
            Request q = w.iAllToAllw(s, ones, sd, types, rv, ones, rd, types);
            PostedOperation p = l.last();
            c.equal("iAllToAllw uses", 2 * n, p.buffers.size());
            c.equal("iAllToAllw recv block 0 at its byte displacement", Memory.address(rv) + rd[0],
                    p.buffers.get(n).address);
            c.equal("iAllToAllw recv written", BufferUse.WRITTEN_BY_LIBRARY, p.buffers.get(n).access);
            q.waitFor();
        });
        c.run("iReduce in place", () -> {
            IntBuffer b = MPI.newIntBuffer(3);
            l.clear();
            Request q = w.iReduce(b, 3, MPI.INT, MPI.SUM, 0);
            // the root's buffer holds its contribution, then the result: read and overwritten
            c.equal("iReduce in-place report", "iReduce peer 0: buf" + (r == 0 ? "/RW" : "/R") + "x3",
                    describe(l.last()));
            q.waitFor();
            l.clear();
            IntBuffer all = MPI.newIntBuffer(n);
            all.put(r, r);
            Request a = w.iAllGather(all, 1, MPI.INT);
            // the own block is only read (sent to the others), the others' blocks written
            c.equal("iAllGather in-place report", "iAllGather peer " + MPI.UNDEFINED + ":"
                    + (r > 0 ? " buf/Wx" + r : "") + " buf[" + r + "]/Rx1" + (r < n - 1 ? " buf/Wx" + (n - 1 - r) : ""),
                    describe(l.last()));
            a.waitFor();
        });
        c.run("persistent", () -> {
            if (r < 2) {
                IntBuffer b = MPI.newIntBuffer(4);
                Prequest p = r == 0 ? w.sendInit(b, 4, MPI.INT, 1, 3) : w.recvInit(b, 4, MPI.INT, 0, 3);
                l.clear();
                c.equal("nothing reported at init", 0, l.posted.size());
                for (int i = 0; i < 2; i++) {
                    p.start();
                    p.waitFor();
                }
                c.equal("posted at each start", 2, l.posted.size());
                c.equal("persistent report", (r == 0 ? "sendInit peer 1: buf/Rx4" : "recvInit peer 0: buf/Wx4"),
                        describe(l.last()));
                c.equal("completed once per start", 2, l.completions(p));
                p.waitFor();
                c.equal("no completion for a wait on an inactive request", 2, l.completions(p));
                l.clear();
                Prequest.startAll(new Prequest[] {p});
                Request.waitAll(new Request[] {p});
                c.equal("startAll posts, waitAll completes", "1/1", l.posted.size() + "/" + l.completions(p));
                p.free();
            }
        });
        c.run("imRecv", () -> {
            if (r == 0) {
                w.send(new int[] {5}, 1, MPI.INT, 1, 4);
            } else if (r == 1) {
                Message m = new Message();
                m.mProbe(0, 4, w);
                IntBuffer b = MPI.newIntBuffer(1);
                l.clear();
                Request q = m.imRecv(b, 1, MPI.INT);
                c.equal("imRecv report", "imRecv peer 0: buf/Wx1", describe(l.last()));
                q.waitFor();
                c.equal("imRecv completion", 1, l.completions(q));
            }
        });
        c.run("receipt at getStatus", () -> {
            // a receive getStatus finds complete is reported then, once; its wait reports nothing more
            if (r == 0) {
                w.send(new int[] {6}, 1, MPI.INT, 1, 5);
                w.send(new int[] {7}, 1, MPI.INT, 1, 6);
                w.send(new int[] {8}, 1, MPI.INT, 1, 6);
            } else if (r == 1) {
                IntBuffer b = MPI.newIntBuffer(1);
                l.clear();
                Request q = w.iRecv(b, 1, MPI.INT, 0, 5);
                while (q.getStatus() == null) {
                    Thread.onSpinWait();
                }
                q.getStatus();
                c.equal("receipt at the first complete getStatus", "iRecv from 0 tag 5", l.receipts());
                q.waitFor();
                c.equal("no second receipt at the wait", "iRecv from 0 tag 5", l.receipts());
                Prequest p = w.recvInit(b, 1, MPI.INT, 0, 6);
                l.clear();
                for (int i = 0; i < 2; i++) {
                    p.start();
                    while (p.getStatus() == null) {
                        Thread.onSpinWait();
                    }
                    p.waitFor();
                }
                p.getStatus(); // inactive: an empty status, no message
                c.equal("a persistent receive's receipt per start", "recvInit from 0 tag 6, recvInit from 0 tag 6",
                        l.receipts());
                p.free();
            }
        });
        c.run("receive postings", () -> {
            // a receive is named when posted and again with its message, whatever the order of completion
            if (r == 0) {
                for (int tag : new int[] {9, 9, 10, 11}) {
                    w.send(new int[] {tag}, 1, MPI.INT, 1, tag);
                }
            } else if (r == 1) {
                l.clear();
                IntBuffer a = MPI.newIntBuffer(1), b = MPI.newIntBuffer(1);
                Request first = w.iRecv(a, 1, MPI.INT, 0, 9);
                Request second = w.iRecv(b, 1, MPI.INT, 0, 9);
                second.waitFor();
                first.waitFor();
                Message m = new Message();
                m.mProbe(0, 10, w);
                m.mRecv(new int[1], 1, MPI.INT);
                w.recv(new int[1], 1, MPI.INT, 0, 11);
                Request never = w.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, 0, 12);
                never.cancel();
                never.waitFor();
                c.equal("postings", "iRecv from 0 tag 9, iRecv from 0 tag 9, mProbe from 0 tag 10, iRecv from 0 tag 12",
                        l.postings());
                c.equal("each message names its posting; a blocking receive none; a cancelled one ends",
                        "iRecv 1, iRecv 0, mRecv 2, recv -1, ended 3", l.matches());
            }
        });
        c.run("scan data flow", () -> {
            l.clear();
            w.scan(new int[] {r}, new int[1], 1, MPI.INT, MPI.SUM);
            c.equal("scan sends up and hears from below",
                    join(messages("scan", " to ", r + 1, n), messages("scan", " from ", 0, r)), l.flow());
            l.clear();
            Request q = w.iExScan(MPI.newIntBuffer(1).put(0, r), MPI.newIntBuffer(1), 1, MPI.INT, MPI.SUM);
            c.equal("iExScan sends up when posted", messages("iExScan", " to ", r + 1, n), l.flow());
            l.clear();
            q.waitFor();
            c.equal("iExScan hears from below when complete", messages("iExScan", " from ", 0, r), l.flow());
        });
        c.run("v-forms synchronize", () -> {
            int[] ones = new int[n], displs = new int[n];
            for (int i = 0; i < n; i++) {
                ones[i] = 1;
                displs[i] = i;
            }
            l.clear();
            w.allGatherv(new int[] {r}, 1, MPI.INT, new int[n], ones, displs, MPI.INT);
            w.allToAllv(new int[n], ones, displs, MPI.INT, new int[n], ones, displs, MPI.INT);
            w.reduceScatterBlock(new int[n], new int[1], 1, MPI.INT, MPI.SUM);
            c.equal("blocking v-forms", "sync allGatherv, sync allToAllv, sync reduceScatterBlock", l.flow());
            l.clear();
            Request q = w.iAllGatherv(MPI.newIntBuffer(1), 1, MPI.INT, MPI.newIntBuffer(n), ones, displs, MPI.INT);
            q.waitFor();
            c.equal("iAllGatherv", join(others("iAllGatherv", " to ", r, n), others("iAllGatherv", " from ", r, n)),
                    l.flow());
        });
        c.run("neighbour data flow", () -> {
            CartComm ring = w.createCart(new int[] {n}, new boolean[] {true}, false);
            String left = String.valueOf((r + n - 1) % n), right = String.valueOf((r + 1) % n);
            l.clear();
            ring.neighborAllGather(new int[] {r}, 1, MPI.INT, new int[2], 1, MPI.INT);
            c.equal("neighborAllGather follows the ring's edges",
                    "neighborAllGather to " + left + ", neighborAllGather to " + right + ", neighborAllGather from "
                            + left + ", neighborAllGather from " + right, l.flow());
            l.clear();
            Request q = ring.iNeighborAllToAll(MPI.newIntBuffer(2), 1, MPI.INT, MPI.newIntBuffer(2), 1, MPI.INT);
            c.equal("iNeighborAllToAll sends when posted",
                    "iNeighborAllToAll to " + left + ", iNeighborAllToAll to " + right, l.flow());
            l.clear();
            q.waitFor();
            c.equal("iNeighborAllToAll hears when complete",
                    "iNeighborAllToAll from " + left + ", iNeighborAllToAll from " + right, l.flow());
            ring.free();
        });
        c.run("communicators made", () -> {
            l.clear();
            Intracomm d = w.dup();
            Intracomm half = d.split(r % 2 == 0 ? 0 : MPI.UNDEFINED, r);
            Intracomm i = w.iDup();
            i.getRequest().waitFor();
            CartComm ring = w.createCart(new int[] {n}, new boolean[] {true}, false);
            CartComm line = ring.sub(new boolean[] {true});
            c.equal("each creation reported with its call", "dup, split, iDup, createCart, sub", l.creations());
            c.check("dup's parent and result", l.made.get(0)[0] == w && l.made.get(0)[1] == d, "other objects");
            c.check("split from the dup, also where the colour is UNDEFINED",
                    l.made.get(1)[0] == d && l.made.get(1)[1] == half, "other objects");
            for (Intracomm x : new Intracomm[] {d, i, ring, line}) {
                x.free();
            }
            if (!half.isNull()) {
                half.free();
            }
        });
        c.run("intercommunicator data flow", () -> {
            // even ranks on one side, odd ranks on the other; rank 0 is the root of the rooted collectives
            boolean even = r % 2 == 0;
            Intracomm side = w.split(r % 2, r);
            l.clear();
            Intercomm ic = w.createIntercomm(side, 0, even ? 1 : 0, 98);
            c.check("createIntercomm reported from the local group",
                    l.creations().equals("createIntercomm") && l.made.get(0)[0] == side, l.creations());
            int remote = ic.getRemoteSize();
            int root = even ? (r == 0 ? MPI.ROOT : MPI.PROC_NULL) : 0;
            l.clear();
            ic.bcast(new int[1], 1, MPI.INT, root);
            c.equal("bcast: the root sends to the remote group, which hears from it",
                    r == 0 ? messages("bcast", " to ", 0, remote) : even ? "" : "bcast from 0", l.flow());
            l.clear();
            ic.reduce(new int[] {r}, new int[1], 1, MPI.INT, MPI.SUM, root);
            c.equal("reduce: the remote group sends to the root, which hears from all of it",
                    r == 0 ? messages("reduce", " from ", 0, remote) : even ? "" : "reduce to 0", l.flow());
            l.clear();
            Request q = ic.iBarrier();
            c.equal("iBarrier sends to the remote group when posted", messages("iBarrier", " to ", 0, remote),
                    l.flow());
            l.clear();
            q.waitFor();
            c.equal("iBarrier hears from the remote group when complete",
                    messages("iBarrier", " from ", 0, remote), l.flow());
            ic.free();
            side.free();
        });
        w.barrier();
        c.done();
        MPI.Finalize();
    }

    /** "call to k" (or from) for k in [from, to), comma-separated. */
    private static String messages(String call, String direction, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int k = from; k < to; k++) {
            b.append(b.length() == 0 ? "" : ", ").append(call).append(direction).append(k);
        }
        return b.toString();
    }

    /** The same for every rank but {@code self}. */
    private static String others(String call, String direction, int self, int n) {
        return join(messages(call, direction, 0, self), messages(call, direction, self + 1, n));
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + ", " + b;
    }
}
