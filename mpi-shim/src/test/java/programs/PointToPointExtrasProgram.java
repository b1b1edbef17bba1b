package programs;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Message;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

/**
 * Persistent requests, buffered sends with an attached buffer, matched probes, packing, pControl, iDup and
 * dupWithInfo. Ranks 0 and 1 talk; other ranks only join the collective parts.
 */
public class PointToPointExtrasProgram {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank(), n = w.getSize();
        CommChecks c = new CommChecks(r);

        c.run("persistent", () -> {
            IntBuffer b = MPI.newIntBuffer(1);
            Prequest p = r == 0 ? w.sendInit(b, 1, MPI.INT, 1, 5) : r == 1 ? w.recvInit(b, 1, MPI.INT, 0, 5) : null;
            if (p != null) {
                boolean ok = true;
                for (int i = 0; i < 3; i++) {
                    b.put(0, r == 0 ? 100 + i : -1);
                    p.start();
                    p.waitFor();
                    ok &= r == 0 || b.get(0) == 100 + i;
                    ok &= !p.isNull();
                }
                c.check("persistent start/wait three times, handle survives", ok, b.get(0));
                c.check("test on a completed persistent request", p.test(), "false");
                if (r == 1) {
                    p.start();
                    c.expect("start of an active persistent request", MPIException.class, "still active", p::start);
                    c.expect("startAll with an active request", MPIException.class, "requests[0] is still active",
                            () -> Prequest.startAll(new Prequest[] {(Prequest) p}));
                    p.cancel();
                    Status cs = p.waitStatus();
                    c.check("cancelled persistent receive reports cancelled", cs.isCancelled(), cs);
                    c.check("cancelled persistent request keeps its handle", !p.isNull(), p);
                }
                p.free();
                c.check("free nulls a persistent request", p.isNull(), p);
            }
        });
        c.run("startAll", () -> {
            IntBuffer a = MPI.newIntBuffer(1), b = MPI.newIntBuffer(1);
            if (r < 2) {
                Prequest[] ps = r == 0
                        ? new Prequest[] {w.sendInit(a, 1, MPI.INT, 1, 6), w.sSendInit(b, 1, MPI.INT, 1, 7)}
                        : new Prequest[] {w.recvInit(a, 1, MPI.INT, 0, 6), w.recvInit(b, 1, MPI.INT, 0, 7)};
                for (int round = 0; round < 2; round++) {
                    if (r == 0) {
                        a.put(0, 10 + round);
                        b.put(0, 20 + round);
                    }
                    Prequest.startAll(ps);
                    Request.waitAll(ps);
                    if (r == 1) {
                        c.equal("startAll round " + round, (10 + round) * 100 + 20 + round, a.get(0) * 100 + b.get(0));
                    }
                }
                for (Prequest p : ps) {
                    p.free();
                }
            }
        });
        c.run("rSendInit", () -> {
            IntBuffer b = MPI.newIntBuffer(1);
            Request recv = r == 1 ? w.iRecv(b, 1, MPI.INT, 0, 8) : null;
            w.barrier(); // the receive is posted before the ready send starts
            if (r == 0) {
                b.put(0, 77);
                Prequest p = w.rSendInit(b, 1, MPI.INT, 1, 8);
                p.start();
                p.waitFor();
                p.free();
            } else if (r == 1) {
                recv.waitFor();
                c.equal("rSendInit", 77, b.get(0));
            }
        });
        c.run("buffered", () -> {
            int size = 3 * (w.packSize(4, MPI.INT) + MPI.BSEND_OVERHEAD);
            byte[] space = new byte[size];
            MPI.attachBuffer(space);
            c.expect("attach twice", MPIException.class, "already attached", () -> MPI.attachBuffer(new byte[64]));
            if (r == 0) {
                w.bSend(new int[] {1, 2, 3, 4}, 4, MPI.INT, 1, 9);
                IntBuffer ib = MPI.newIntBuffer(4);
                ib.put(0, 5);
                w.ibSend(ib, 4, MPI.INT, 1, 9).waitFor();
                IntBuffer pb = MPI.newIntBuffer(4);
                pb.put(0, 6);
                Prequest p = w.bSendInit(pb, 4, MPI.INT, 1, 9);
                p.start();
                p.waitFor();
                p.free();
            } else if (r == 1) {
                int[] got = new int[4];
                int firsts = 0;
                for (int i = 0; i < 3; i++) {
                    w.recv(got, 4, MPI.INT, 0, 9);
                    firsts = firsts * 10 + got[0];
                }
                c.equal("bSend, ibSend, bSendInit", 156, firsts);
            }
            byte[] back = MPI.detachBuffer();
            c.check("detachBuffer returns the attached array", back == space, back);
            c.check("detachBuffer with none attached", MPI.detachBuffer() == null, "not null");
        });
        c.run("matched probe", () -> {
            if (r == 0) {
                w.send(new int[] {7, 8}, 2, MPI.INT, 1, 11);
                w.send(new int[] {9}, 1, MPI.INT, 1, 12);
                w.send(new int[] {3, 4}, 2, MPI.INT, 1, 14);
            } else if (r == 1) {
                Message m = new Message();
                c.check("new message is null", m.isNull(), "not null");
                c.expect("mRecv of an unmatched message", MPIException.class, "null",
                        () -> m.mRecv(new int[2], 2, MPI.INT));
                Status st = m.mProbe(0, 11, w);
                c.equal("mProbe count", 2, st.getCount(MPI.INT));
                int[] got = new int[2];
                Status rs = m.mRecv(got, 2, MPI.INT);
                c.equal("mRecv", new int[] {7, 8}, got);
                c.equal("mRecv status tag", 11, rs.getTag());
                c.check("message null after mRecv", m.isNull(), "not null");
                Message m2 = new Message();
                Status s2 = null;
                while (s2 == null) {
                    s2 = m2.imProbe(0, 12, w);
                }
                IntBuffer b = MPI.newIntBuffer(1);
                Request q = m2.imRecv(b, 1, MPI.INT);
                q.waitFor();
                c.equal("imProbe/imRecv", 9, b.get(0));
                Message none = new Message();
                none.mProbe(MPI.PROC_NULL, 0, w);
                c.check("probe of PROC_NULL gives a no-proc message", none.isNoProc(), "not no-proc");
                Status ns = none.mRecv(new int[1], 1, MPI.INT);
                c.equal("mRecv of no-proc message source", MPI.PROC_NULL, ns.getSource());
                // a datatype's first use loads its geometry through the scratch slot that carries the message
                // handle into MPI_Mrecv: that used to overwrite the handle (a crash in MPI_Mrecv)
                Datatype pair = Datatype.createContiguous(2, MPI.INT);
                pair.commit();
                Message m3 = new Message();
                m3.mProbe(0, 14, w);
                int[] both = new int[2];
                m3.mRecv(both, 1, pair);
                c.equal("mRecv with a datatype's first use", new int[] {3, 4}, both);
                pair.free();
                c.expect("imRecv heap buffer", IllegalArgumentException.class, "must be direct",
                        () -> new Message().imRecv(IntBuffer.allocate(1), 1, MPI.INT));
            }
        });
        c.run("pack", () -> {
            int size = w.packSize(3, MPI.INT) + w.packSize(2, MPI.DOUBLE);
            c.check("packSize", size >= 28, size);
            byte[] packed = new byte[size];
            int pos = w.pack(new int[] {1, 2, 3}, 3, MPI.INT, packed, 0);
            pos = w.pack(new double[] {0.5, 1.5}, 2, MPI.DOUBLE, packed, pos);
            c.equal("pack position", size, pos);
            if (r == 0) {
                w.send(packed, pos, MPI.PACKED, 1, 13);
            } else if (r == 1) {
                byte[] in = new byte[size];
                w.recv(in, size, MPI.PACKED, 0, 13);
                int[] ints = new int[3];
                double[] ds = new double[2];
                int p2 = w.unpack(in, 0, ints, 3, MPI.INT);
                p2 = w.unpack(in, p2, ds, 2, MPI.DOUBLE);
                c.equal("unpack ints", new int[] {1, 2, 3}, ints);
                c.equal("unpack doubles", new double[] {0.5, 1.5}, ds);
                c.equal("unpack position", size, p2);
            }
            c.expect("pack beyond outbuf", MPIException.class, "left after position",
                    () -> w.pack(new int[4], 4, MPI.INT, new byte[10], 0));
            c.expect("pack position outside outbuf", MPIException.class, "position",
                    () -> w.pack(new int[1], 1, MPI.INT, new byte[10], 11));
            c.expect("unpack beyond inbuf", MPIException.class, "left after position",
                    () -> w.unpack(new byte[8], 4, new int[2], 2, MPI.INT));
            c.expect("pack count beyond inbuf", MPIException.class, "holds only",
                    () -> w.pack(new int[1], 2, MPI.INT, new byte[64], 0));
            MPI.pControl(1, null);
            MPI.pControl(0, "ignored");
        });
        c.run("iDup/dupWithInfo", () -> {
            c.check("getRequest of an ordinary communicator", w.getRequest() == null, w.getRequest());
            Intracomm d = w.iDup();
            c.expect("iDup communicator before completion", MPIException.class, "not ready", d::getSize);
            c.check("iDup communicator is null before completion", d.isNull(), d);
            Request q = d.getRequest();
            q.waitFor();
            c.check("iDup communicator usable after completion", !d.isNull(), d);
            c.equal("iDup size", n, d.getSize());
            c.equal("iDup congruent", MPI.CONGRUENT, Comm.compare(w, d));
            int[] v = {r};
            d.allReduce(v, 1, MPI.INT, MPI.SUM);
            c.equal("allReduce on iDup communicator", n * (n - 1) / 2, v[0]);
            d.free();
            Intracomm e = w.dupWithInfo(new mpi.Info());
            c.equal("dupWithInfo congruent", MPI.CONGRUENT, Comm.compare(w, e));
            Intracomm f = w.dupWithInfo(MPI.INFO_NULL);
            c.equal("dupWithInfo(INFO_NULL) rank", r, f.getRank());
            e.free();
            f.free();
        });
        c.expect("sendInit heap buffer", IllegalArgumentException.class, "must be direct",
                () -> w.sendInit(IntBuffer.allocate(1), 1, MPI.INT, 0, 1));
        c.expect("recvInit count beyond buffer", MPIException.class, "holds only",
                () -> w.recvInit(MPI.newIntBuffer(2), 3, MPI.INT, 0, 1));
        c.expect("startAll with a null element", IllegalArgumentException.class, "requests[0]",
                () -> Prequest.startAll(new Prequest[1]));
        w.barrier();
        c.done();
        MPI.Finalize();
    }
}
