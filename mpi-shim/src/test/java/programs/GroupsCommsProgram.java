package programs;

import mpi.Comm;
import mpi.Group;
import mpi.Info;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/** Groups, communicator construction, intercommunicators, names, info, attributes and error handlers. */
public class GroupsCommsProgram {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank(), n = w.getSize();
        CommChecks c = new CommChecks(r);
        int half = (n + 1) / 2;
        int[] evens = new int[half], odds = new int[n - half];
        for (int i = 0; i < n; i++) {
            if (i % 2 == 0) {
                evens[i / 2] = i;
            } else {
                odds[i / 2] = i;
            }
        }

        c.run("groups", () -> {
            Group g = w.getGroup();
            Group even = g.incl(evens);
            Group odd = g.excl(evens);
            c.equal("incl size", half, even.getSize());
            c.equal("excl size", n - half, odd.getSize());
            c.equal("rank in a group without me", r % 2 == 0 ? r / 2 : MPI.UNDEFINED, even.getRank());
            Group u = Group.union(even, odd);
            c.equal("union vs world", n > 2 ? MPI.SIMILAR : MPI.IDENT, Group.compare(u, g));
            c.equal("intersection", MPI.IDENT, Group.compare(Group.intersection(g, even), even));
            c.equal("difference", MPI.IDENT, Group.compare(Group.difference(g, even), odd));
            c.equal("compare unequal", MPI.UNEQUAL, Group.compare(even, odd));
            int[] idx = new int[half];
            for (int i = 0; i < half; i++) {
                idx[i] = i;
            }
            c.equal("translateRanks", evens, Group.translateRanks(even, idx, g));
            c.equal("translateRanks absent", new int[] {MPI.UNDEFINED}, Group.translateRanks(g, new int[] {1}, even));
            Group ri = g.rangeIncl(new int[][] {{0, n - 1, 2}});
            c.equal("rangeIncl", MPI.IDENT, Group.compare(ri, even));
            Group re = g.rangeExcl(new int[][] {{0, n - 1, 2}});
            c.equal("rangeExcl", MPI.IDENT, Group.compare(re, odd));
            c.equal("GROUP_EMPTY size", 0, MPI.GROUP_EMPTY.getSize());
            c.expect("incl of a rank outside", MPIException.class, "not a rank", () -> g.incl(new int[] {n}));
            c.expect("incl with a repeated rank", MPIException.class, "repeats", () -> g.incl(new int[] {0, 0}));
            c.expect("rangeIncl stride 0", MPIException.class, "stride 0", () -> g.rangeIncl(new int[][] {{0, 0, 0}}));
            c.expect("rangeExcl short triplet", MPIException.class, "first, last, stride",
                    () -> g.rangeExcl(new int[][] {{0, 1}}));
            c.expect("translateRanks outside", MPIException.class, "not a rank",
                    () -> Group.translateRanks(even, new int[] {half}, g));
            c.expect("free GROUP_EMPTY", MPIException.class, "cannot be freed", MPI.GROUP_EMPTY::free);
            ri.free();
            c.check("freed group is null", ri.isNull(), ri);
            c.expect("size of a freed group", MPIException.class, "freed", ri::getSize);
            c.expect("union with a freed group", MPIException.class, "freed", () -> Group.union(ri, g));
            for (Group x : new Group[] {g, even, odd, u, re}) {
                x.free();
            }
        });
        c.run("create/split", () -> {
            Group g = w.getGroup();
            Group even = g.incl(evens);
            Intracomm ec = w.create(even);
            c.check("create: members get a communicator", (r % 2 == 0) != ec.isNull(), ec.isNull());
            if (r % 2 == 0) {
                c.equal("create size", half, ec.getSize());
                c.equal("create rank", r / 2, ec.getRank());
                Intracomm eg = w.createGroup(even, 21);
                c.equal("createGroup size", half, eg.getSize());
                eg.free();
                ec.free();
            }
            Intracomm s = w.split(r % 2, -r);
            int members = r % 2 == 0 ? half : n - half;
            c.equal("split reversed ranks", members - 1 - r / 2, s.getRank());
            Intracomm none = w.split(r == 0 ? MPI.UNDEFINED : 1, 0);
            c.check("split UNDEFINED gives null", (r == 0) == none.isNull(), none.isNull());
            Intracomm shared = w.splitType(Comm.TYPE_SHARED, r, null);
            c.equal("splitType shared size", n, shared.getSize());
            shared.free();
            s.free();
            if (!none.isNull()) {
                none.free();
            }
            even.free();
            g.free();
        });
        c.run("names/info", () -> {
            c.equal("COMM_WORLD name", "MPI_COMM_WORLD", w.getName());
            Intracomm d = w.dup();
            d.setName("work-" + r);
            c.equal("setName/getName", "work-" + r, d.getName());
            Info info = new Info();
            info.set("mpi_assert_no_any_tag", "true");
            d.setInfo(info);
            Info got = d.getInfo();
            c.check("getInfo", got != null && !got.isNull(), got);
            got.free();
            info.free();
            c.expect("setName too long", IllegalArgumentException.class, "too long",
                    () -> d.setName("x".repeat(MPI.MAX_OBJECT_NAME + 1)));
            c.equal("isInter of an intracommunicator", false, d.isInter());
            c.equal("getTopology without topology", MPI.UNDEFINED, d.getTopology());
            d.disconnect();
            c.check("disconnect nulls", d.isNull(), d);
            c.expect("compare with a disconnected communicator", MPIException.class, "freed",
                    () -> Comm.compare(d, w));
            c.expect("disconnect COMM_WORLD", MPIException.class, "cannot be disconnected", w::disconnect);
        });
        c.run("intercomm", () -> {
            Intracomm local = w.split(r % 2, r);
            int remoteLeader = r % 2 == 0 ? 1 : 0;
            Intercomm ic = w.createIntercomm(local, 0, remoteLeader, 99);
            c.equal("isInter", true, ic.isInter());
            int remote = r % 2 == 0 ? n - half : half;
            c.equal("getRemoteSize", remote, ic.getRemoteSize());
            Group rg = ic.getRemoteGroup();
            c.equal("getRemoteGroup size", remote, rg.getSize());
            rg.free();
            int[] one = {1};
            ic.allReduce(new int[] {1}, one, 1, MPI.INT, MPI.SUM);
            c.equal("allReduce over an intercommunicator sums the remote group", remote, one[0]);
            // rooted collectives across: the even group's leader is the root (MPI.ROOT), its peers MPI.PROC_NULL
            boolean evenSide = r % 2 == 0;
            int root = evenSide ? (r == 0 ? MPI.ROOT : MPI.PROC_NULL) : 0;
            int[] v = {r == 0 ? 555 : -1};
            ic.bcast(v, 1, MPI.INT, root);
            c.equal("bcast over an intercommunicator", r == 0 || !evenSide ? 555 : -1, v[0]);
            java.nio.IntBuffer vb = MPI.newIntBuffer(1);
            vb.put(0, r == 0 ? 777 : -1);
            ic.iBcast(vb, 1, MPI.INT, root).waitFor();
            c.equal("iBcast over an intercommunicator", r == 0 || !evenSide ? 777 : -1, vb.get(0));
            int oddCount = n - half;
            int[] counts = new int[oddCount], displs = new int[oddCount];
            for (int i = 0; i < oddCount; i++) {
                counts[i] = 1;
                displs[i] = oddCount - 1 - i;
            }
            int[] gathered = new int[oddCount];
            ic.gatherv(new int[] {r}, evenSide ? 0 : 1, MPI.INT, gathered, counts, displs, MPI.INT, root);
            if (r == 0) {
                int[] expect = new int[oddCount];
                for (int i = 0; i < oddCount; i++) {
                    expect[oddCount - 1 - i] = 2 * i + 1;
                }
                c.equal("gatherv over an intercommunicator", expect, gathered);
            }
            Intercomm dup = ic.dup();
            c.equal("Intercomm.dup remote size", remote, dup.getRemoteSize());
            Intercomm idup = ic.iDup();
            idup.getRequest().waitFor();
            c.equal("Intercomm.iDup remote size", remote, idup.getRemoteSize());
            Intracomm merged = ic.merge(r % 2 == 1);
            c.equal("merge size", n, merged.getSize());
            c.equal("merge puts the low group first", r % 2 == 0 ? r / 2 : half + r / 2, merged.getRank());
            c.check("getParent of a process not spawned", Intercomm.getParent().isNull(), "not null");
            for (Comm x : new Comm[] {merged, idup, dup, ic, local}) {
                x.free();
            }
        });
        c.run("attributes", () -> {
            int key = Comm.createKeyval();
            Intracomm d = w.dup();
            d.setAttr(key, "hello " + r);
            Object v = d.getAttr(key);
            c.equal("getAttr", "hello " + r, v);
            c.check("getAttr returns a copy", v != d.getAttr(key), "same instance");
            Intracomm d2 = d.dup();
            c.equal("dup inherits the attribute", "hello " + r, d2.getAttr(key));
            d.setAttr(key, new int[] {r, 2});
            c.equal("setAttr replaces", new int[] {r, 2}, d.getAttr(key));
            d.deleteAttr(key);
            c.equal("deleteAttr", null, d.getAttr(key));
            c.equal("duplicate keeps its own copy", "hello " + r, d2.getAttr(key));
            Object tagUb = w.getAttr(MPI.TAG_UB);
            c.check("TAG_UB is an Integer >= 32767", tagUb instanceof Integer && (Integer) tagUb >= 32767, tagUb);
            Object wtime = w.getAttr(MPI.WTIME_IS_GLOBAL);
            c.check("WTIME_IS_GLOBAL is an Integer", wtime == null || wtime instanceof Integer, wtime);
            Object universe = w.getAttr(MPI.UNIVERSE_SIZE);
            // the slots mpirun knows of (cores here, fewer than ranks with --oversubscribe)
            c.check("UNIVERSE_SIZE is a positive Integer", universe == null
                    || (universe instanceof Integer && (Integer) universe >= 1), universe);
            Object appnum = w.getAttr(MPI.APPNUM);
            c.check("APPNUM is Integer 0", appnum == null || Integer.valueOf(0).equals(appnum), appnum);
            Object host = w.getAttr(MPI.HOST);
            c.check("HOST is an Integer", host == null || host instanceof Integer, host);
            c.expect("setAttr on a predefined key", MPIException.class, "read-only", () -> w.setAttr(MPI.TAG_UB, 1));
            c.expect("setAttr of a value that cannot be serialized", MPIException.class, null,
                    () -> d.setAttr(key, new Object()));
            d2.free();
            d.free();
            Comm.freeKeyval(key);
            c.expect("getAttr on a freed communicator", MPIException.class, "freed", () -> d.getAttr(key));
        });
        c.run("errhandler", () -> {
            Intracomm d = w.dup();
            d.setErrhandler(MPI.ERRORS_RETURN);
            c.equal("getErrhandler", MPI.ERRORS_RETURN, d.getErrhandler());
            try {
                d.send(new int[1], 1, MPI.INT, n + 5, 0);
                c.check("send to a bad rank with ERRORS_RETURN", false, "no exception");
            } catch (MPIException e) {
                c.equal("send to a bad rank: error class", MPI.ERR_RANK, e.getErrorClass());
            }
            try {
                d.callErrhandler(MPI.ERR_OTHER);
                c.check("callErrhandler with ERRORS_RETURN returns", true, "");
            } catch (MPIException e) {
                c.check("callErrhandler with ERRORS_RETURN", false, e);
            }
            d.free();
        });
        w.barrier();
        c.done();
        MPI.Finalize();
    }
}
