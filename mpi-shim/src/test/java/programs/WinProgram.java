package programs;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.Group;
import mpi.Info;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/** One-sided communication on every kind of window and synchronization; any number of ranks >= 2. */
public class WinProgram {
    static final int N = 8;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();
        int right = (rank + 1) % size;
        int left = (rank + size - 1) % size;
        Checks c = new Checks(rank);

        // ---- created window, fence epochs: put to the right, get from the left, accumulate into rank 0 ----------
        IntBuffer mem = MPI.newIntBuffer(N);
        for (int i = 0; i < N; i++) {
            mem.put(i, -1);
        }
        Win win = new Win(mem, N, 1, MPI.INFO_NULL, world);
        c.check("getBuffer of a created window is its buffer", win.getBuffer() == mem, win.getBuffer());
        IntBuffer origin = MPI.newIntBuffer(N);
        for (int i = 0; i < N; i++) {
            origin.put(i, rank * 100 + i);
        }
        win.fence(0);
        win.put(origin, N, MPI.INT, right, 0, N, MPI.INT);
        win.fence(0);
        boolean putOk = true;
        for (int i = 0; i < N; i++) {
            putOk &= mem.get(i) == left * 100 + i;
        }
        c.check("fence put", putOk, mem.get(0));
        IntBuffer got = MPI.newIntBuffer(2);
        win.get(got, 2, MPI.INT, left, 3, 2, MPI.INT);
        win.fence(0);
        int leftOfLeft = (left + size - 1) % size;
        c.check("fence get with displacement", got.get(0) == leftOfLeft * 100 + 3 && got.get(1) == leftOfLeft * 100 + 4,
                got.get(0) + "," + got.get(1));
        IntBuffer one = MPI.newIntBuffer(1);
        one.put(0, rank + 1);
        win.accumulate(one, 1, MPI.INT, 0, 7, 1, MPI.INT, MPI.SUM);
        win.fence(0);
        if (rank == 0) {
            c.equal("accumulate sum", (size - 1) * 100 + 7 + size * (size + 1) / 2, mem.get(7));
        }

        // ---- attributes, names, group, info, error handlers --------------------------------------------------------
        c.equal("WIN_SIZE in bytes", N * 4, win.getAttr(MPI.WIN_SIZE));
        c.equal("WIN_DISP_UNIT in bytes", 4, win.getAttr(MPI.WIN_DISP_UNIT));
        c.equal("WIN_BASE is the buffer address", Win.addressOf(mem), win.getAttr(MPI.WIN_BASE));
        win.setName("ints");
        c.equal("name", "ints", win.getName());
        Group g = win.getGroup();
        c.equal("group size", size, g.getSize());
        c.equal("group rank", rank, g.getRank());
        g.free();
        Info info = win.getInfo();
        c.check("getInfo", info != null && !info.isNull(), info);
        info.free();
        Info hints = new Info();
        hints.set("no_locks", "false");
        win.setInfo(hints);
        hints.free();
        final Win w0 = win;
        c.refuses("setInfo(INFO_NULL)", MPIException.class, () -> w0.setInfo(MPI.INFO_NULL));
        int key = Win.createKeyval();
        c.equal("unset attribute is null", null, win.getAttr(key));
        win.setAttr(key, "value " + rank);
        c.equal("user attribute", "value " + rank, win.getAttr(key));
        win.deleteAttr(key);
        c.equal("deleted attribute", null, win.getAttr(key));
        Win.freeKeyval(key);
        c.refuses("freed keyval", MPIException.class, () -> Win.freeKeyval(key));
        c.refuses("attribute of an unknown keyval", MPIException.class, () -> w0.setAttr(key + 1000, "x"));
        c.equal("default errhandler", MPI.ERRORS_ARE_FATAL, win.getErrhandler());
        win.setErrhandler(MPI.ERRORS_RETURN);
        c.equal("errhandler set", MPI.ERRORS_RETURN, win.getErrhandler());
        try {
            win.callErrhandler(MPI.ERR_OTHER);
            c.check("callErrhandler with ERRORS_RETURN returns", true, null);
        } catch (MPIException e) {
            c.check("callErrhandler with ERRORS_RETURN returns", false, e);
        }

        // ---- a window over one process: where Open MPI 4.1 refuses it, the message says how to get one ----------
        MPI.COMM_SELF.setErrhandler(MPI.ERRORS_RETURN);
        try {
            new Win(MPI.newIntBuffer(2), 2, 1, MPI.INFO_NULL, MPI.COMM_SELF).free();
            c.check("window over one process", true, null);
        } catch (MPIException e) {
            c.check("window over one process", e.getErrorClass() == MPI.ERR_WIN
                    && e.getMessage().contains("mpirun --mca osc ^ucx"), e);
        }

        // ---- bad input: refused before the library sees it ------------------------------------------------------
        final Win w = win;
        c.refuses("heap origin", IllegalArgumentException.class,
                () -> w.put(IntBuffer.allocate(N), N, MPI.INT, right, 0, N, MPI.INT));
        c.refuses("origin count beyond buffer", MPIException.class,
                () -> w.put(origin, N + 1, MPI.INT, right, 0, N + 1, MPI.INT));
        c.refuses("different base types", IllegalArgumentException.class,
                () -> w.put(MPI.newDoubleBuffer(N), N, MPI.DOUBLE, right, 0, N, MPI.INT));
        c.refuses("negative displacement", MPIException.class,
                () -> w.get(origin, 1, MPI.INT, right, -1, 1, MPI.INT));
        c.refuses("target range beyond window", MPIException.class,
                () -> w.get(origin, 4, MPI.INT, right, N - 2, 4, MPI.INT));
        c.refuses("target rank out of range", MPIException.class,
                () -> w.put(origin, 1, MPI.INT, size, 0, 1, MPI.INT));
        c.refuses("negative target count", MPIException.class,
                () -> w.put(origin, 1, MPI.INT, right, 0, -1, MPI.INT));
        c.refuses("null target type", IllegalArgumentException.class,
                () -> w.put(origin, 1, MPI.INT, right, 0, 1, null));
        c.refuses("bad lock type", MPIException.class, () -> w.lock(12345, right, 0));
        c.refuses("heap base", IllegalArgumentException.class,
                () -> new Win(IntBuffer.allocate(4), 4, 1, MPI.INFO_NULL, world));
        Win wide = new Win(MPI.newIntBuffer(4), 6, 1, MPI.INFO_NULL, world);
        c.equal("size beyond the buffer is reported as asked", 24, wide.getAttr(MPI.WIN_SIZE));
        wide.fence(0);
        c.refuses("access past the buffer of a wide window", MPIException.class,
                () -> wide.put(origin, 1, MPI.INT, right, 4, 1, MPI.INT));
        wide.put(origin, 1, MPI.INT, right, 3, 1, MPI.INT);
        wide.fence(0);
        wide.free();
        // a target type that reaches back from its displacement (negative stride), within the window: as in C
        Datatype backwards = Datatype.createVector(2, 1, -1, MPI.INT);
        backwards.commit();
        IntBuffer backMem = MPI.newIntBuffer(4);
        Win backWin = new Win(backMem, 4, 1, MPI.INFO_NULL, world);
        IntBuffer pair = MPI.newIntBuffer(2).put(0, rank * 100 + 1).put(1, rank * 100 + 2);
        backWin.fence(0);
        backWin.put(pair, 2, MPI.INT, right, 3, 1, backwards);
        backWin.fence(0);
        c.equal("negative-stride target type writes back from its displacement",
                (left * 100 + 1) + "," + (left * 100 + 2), backMem.get(3) + "," + backMem.get(2));
        c.refuses("negative-stride target type reaching before the window", MPIException.class,
                () -> backWin.put(pair, 2, MPI.INT, right, 0, 1, backwards));
        backWin.fence(0);
        backWin.free();
        backwards.free();
        c.refuses("non-positive dispUnit", MPIException.class,
                () -> new Win(MPI.newIntBuffer(4), 4, 0, MPI.INFO_NULL, world));
        c.refuses("sharedQuery on a created window", MPIException.class, () -> w.sharedQuery(0));
        c.refuses("bad flavor", MPIException.class,
                () -> new Win(4, 1, MPI.INFO_NULL, world, MPI.newIntBuffer(4), 7));

        // ---- post/start/complete/wait: every rank is origin and target, putting its rank into the right one --------
        win.fence(MPI.MODE_NOSUCCEED);
        Group worldGroup = world.getGroup();
        for (int round = 0; round < 2; round++) {
            win.post(worldGroup, 0);
            win.start(worldGroup, 0);
            one.put(0, rank * 10 + round);
            win.put(one, 1, MPI.INT, right, 1, 1, MPI.INT);
            win.complete();
            if (round == 0) {
                win.waitFor();
            } else {
                while (!win.test()) {
                    Thread.onSpinWait();
                }
            }
            c.equal("post/start/complete/" + (round == 0 ? "waitFor" : "test"), left * 10 + round, mem.get(1));
        }
        worldGroup.free();
        world.barrier();

        // ---- passive target: fetchAndOp counter, compareAndSwap, lock_all with request-based operations ----------
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            mem.put(0, 0);
            mem.put(1, 0);
            win.unlock(0);
        }
        world.barrier();
        IntBuffer res = MPI.newIntBuffer(1);
        IntBuffer cmp = MPI.newIntBuffer(1);
        one.put(0, 1);
        win.lock(MPI.LOCK_SHARED, 0, 0);
        win.fetchAndOp(one, res, MPI.INT, 0, 0, MPI.SUM);
        win.unlock(0);
        int fetched = res.get(0);
        win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
        cmp.put(0, 0);
        one.put(0, rank + 1);
        win.compareAndSwap(one, cmp, res, MPI.INT, 0, 1);
        win.unlock(0);
        int[] winners = {res.get(0) == 0 ? 1 : 0};
        world.allReduce(winners, 1, MPI.INT, MPI.SUM);
        c.equal("compareAndSwap has one winner", 1, winners[0]);
        int[] fetchedSum = {fetched};
        world.allReduce(fetchedSum, 1, MPI.INT, MPI.SUM);
        c.equal("fetchAndOp hands out distinct tickets", size * (size - 1) / 2, fetchedSum[0]);
        world.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 0, 0);
            c.equal("fetchAndOp counter", size, mem.get(0));
            win.unlock(0);
        }
        world.barrier();

        win.lockAll(0);
        IntBuffer mine = MPI.newIntBuffer(2);
        mine.put(0, rank + 1000);
        mine.put(1, rank + 2000);
        Request rp = win.rPut(mine, 2, MPI.INT, right, 2, 2, MPI.INT);
        rp.waitFor();
        win.flush(right);
        win.flushAll();
        win.flushLocal(right);
        win.flushLocalAll();
        win.sync();
        win.unlockAll();
        world.barrier();
        win.lockAll(0);
        IntBuffer back = MPI.newIntBuffer(2);
        Request rg = win.rGet(back, 2, MPI.INT, right, 2, 2, MPI.INT);
        rg.waitFor();
        win.unlockAll();
        c.check("rPut then rGet", back.get(0) == rank + 1000 && back.get(1) == rank + 2000,
                back.get(0) + "," + back.get(1));
        world.barrier();

        // accumulate family on slot 4 of rank 0 (starts at 0)
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            mem.put(4, 0);
            mem.put(5, 0);
            win.unlock(0);
        }
        world.barrier();
        win.lock(MPI.LOCK_SHARED, 0, 0);
        one.put(0, 2);
        Request ra = win.rAccumulate(one, 1, MPI.INT, 0, 4, 1, MPI.INT, MPI.SUM);
        ra.waitFor();
        IntBuffer before = MPI.newIntBuffer(1);
        IntBuffer add = MPI.newIntBuffer(1);
        add.put(0, 3);
        Request rga = win.rGetAccumulate(add, 1, MPI.INT, before, 1, MPI.INT, 0, 5, 1, MPI.INT, MPI.SUM);
        rga.waitFor();
        win.unlock(0);
        c.check("rGetAccumulate returns an old value", before.get(0) % 3 == 0 && before.get(0) < 3 * size,
                before.get(0));
        world.barrier();
        win.lock(MPI.LOCK_SHARED, 0, 0);
        IntBuffer now = MPI.newIntBuffer(2);
        win.getAccumulate(null, 0, MPI.INT, now, 2, MPI.INT, 0, 4, 2, MPI.INT, MPI.NO_OP);
        IntBuffer single = MPI.newIntBuffer(1);
        win.fetchAndOp(MPI.newIntBuffer(0), single, MPI.INT, 0, 4, MPI.NO_OP);
        IntBuffer asC = MPI.newIntBuffer(2); // as C passes it: no origin, MPI.DATATYPE_NULL
        win.getAccumulate(null, 0, MPI.DATATYPE_NULL, asC, 2, MPI.INT, 0, 4, 2, MPI.INT, MPI.NO_OP);
        win.unlock(0);
        c.check("rAccumulate and getAccumulate(NO_OP)", now.get(0) == 2 * size && now.get(1) == 3 * size,
                now.get(0) + "," + now.get(1));
        c.check("getAccumulate(NO_OP) with MPI.DATATYPE_NULL", asC.get(0) == now.get(0) && asC.get(1) == now.get(1),
                asC.get(0) + "," + asC.get(1));
        c.equal("fetchAndOp(NO_OP) with an empty origin", 2 * size, single.get(0));
        world.barrier();
        win.free();
        c.check("freed window", win.isNull(), "not null");
        c.refuses("put on a freed window", MPIException.class,
                () -> w.put(origin, 1, MPI.INT, right, 0, 1, MPI.INT));
        c.refuses("fence on a freed window", MPIException.class, () -> w.fence(0));

        // ---- a window of the group size over an empty buffer on every rank but 0; requests to MPI.PROC_NULL -----
        IntBuffer maybe = rank == 0 ? MPI.newIntBuffer(size) : MPI.newIntBuffer(0);
        Win ring = new Win(maybe, size, 1, MPI.INFO_NULL, world);
        ring.lockAll(0);
        IntBuffer four = MPI.newIntBuffer(4);
        IntBuffer res1 = MPI.newIntBuffer(1);
        Request[] nulls = {
            ring.rGetAccumulate(MPI.slice(four, 0), 1, MPI.INT, res1, 1, MPI.INT, MPI.PROC_NULL, 0, 1, MPI.INT,
                    MPI.REPLACE),
            ring.rGet(MPI.slice(four, 1), 1, MPI.INT, MPI.PROC_NULL, 1, 1, MPI.INT),
            ring.rPut(MPI.slice(four, 2), 1, MPI.INT, MPI.PROC_NULL, 1, 1, MPI.INT),
            ring.rAccumulate(MPI.slice(four, 3), 1, MPI.INT, MPI.PROC_NULL, 0, 1, MPI.INT, MPI.REPLACE),
        };
        ring.unlockAll();
        Request.waitAll(nulls);
        c.check("requests to MPI.PROC_NULL complete", nulls[0].isNull() && nulls[3].isNull(), "not completed");
        IntBuffer me = MPI.newIntBuffer(1);
        me.put(0, rank + 40);
        ring.lockAll(0);
        ring.rPut(me, 1, MPI.INT, 0, rank, 1, MPI.INT).waitFor();
        ring.unlockAll();
        final Win rw = ring;
        if (rank != size - 1) {
            c.refuses("access to an empty window part", MPIException.class,
                    () -> rw.put(me, 1, MPI.INT, size - 1, 0, 1, MPI.INT));
        }
        world.barrier();
        if (rank == 0) {
            ring.lock(MPI.LOCK_SHARED, 0, 0);
            boolean all = true;
            for (int i = 0; i < size; i++) {
                all &= maybe.get(i) == i + 40;
            }
            ring.unlock(0);
            c.check("every rank put into rank 0's window", all, maybe.get(size - 1));
        }
        world.barrier();
        ring.free();

        // ---- no_locks: with ERRORS_RETURN, the library's refusal is an MPIException -----------------------------
        Info noLocks = new Info();
        noLocks.set("no_locks", "true");
        Win unlocked = new Win(MPI.newIntBuffer(1), 1, 1, noLocks, world);
        noLocks.free();
        unlocked.setErrhandler(MPI.ERRORS_RETURN);
        if (Check.mpich()) {
            // no_locks is a promise to the library; MPICH does not hold the program to it
            unlocked.lock(MPI.LOCK_SHARED, 0, 0);
            unlocked.unlock(0);
        } else {
            c.refuses("lock on a no_locks window", MPIException.class, () -> unlocked.lock(MPI.LOCK_SHARED, 0, 0));
        }
        unlocked.free();

        // ---- allocated windows: the memory is reachable, initialised from base ----------------------------------
        DoubleBuffer init = MPI.newDoubleBuffer(2);
        init.put(0, rank + 0.5);
        init.put(1, rank + 0.25);
        Win alloc = new Win(4, 1, MPI.INFO_NULL, world, init, Win.FLAVOR_PRIVATE);
        DoubleBuffer am = ((ByteBuffer) alloc.getBuffer()).asDoubleBuffer();
        c.check("allocate copies base and zeroes the rest", am.capacity() == 4 && am.get(0) == rank + 0.5
                && am.get(1) == rank + 0.25 && am.get(2) == 0 && am.get(3) == 0, am.get(0) + "," + am.get(2));
        c.equal("allocated WIN_SIZE", 32, alloc.getAttr(MPI.WIN_SIZE));
        c.equal("allocated WIN_BASE", Win.addressOf(am), alloc.getAttr(MPI.WIN_BASE));
        DoubleBuffer dv = MPI.newDoubleBuffer(1);
        dv.put(0, rank * 2.0);
        alloc.fence(0);
        alloc.put(dv, 1, MPI.DOUBLE, right, 3, 1, MPI.DOUBLE);
        alloc.fence(0);
        c.equal("put into allocated window", left * 2.0, am.get(3));
        alloc.free();

        Win chars = new Win(5, 1, MPI.INFO_NULL, world, MPI.newCharBuffer(0), Win.FLAVOR_PRIVATE);
        c.equal("allocate over an empty char buffer", 10, chars.getBuffer().capacity());
        c.equal("allocated char window disp unit", 2, chars.getAttr(MPI.WIN_DISP_UNIT));
        chars.free();

        Win shared = new Win(2, 1, MPI.INFO_NULL, world, null, Win.FLAVOR_SHARED);
        shared.lockAll(0);
        ByteBuffer own = (ByteBuffer) shared.getBuffer();
        own.putShort(0, (short) (rank * 3));
        shared.sync();
        world.barrier();
        shared.sync();
        ByteBuffer neighbour = shared.sharedQuery(right);
        c.check("sharedQuery sees the neighbour's stores", neighbour.capacity() == 2
                && neighbour.getShort(0) == right * 3, neighbour.getShort(0));
        c.equal("sharedQuery disp unit", 1, shared.sharedQueryDispUnit(right));
        shared.unlockAll();
        shared.free();

        // ---- dynamic window: rank 0 attaches memory, the others put at its address --------------------------------
        Win dyn = new Win(MPI.INFO_NULL, world);
        c.equal("a dynamic window has no buffer", null, dyn.getBuffer());
        final Win dw = dyn;
        c.refuses("dynamic window: target rank out of range", MPIException.class,
                () -> dw.put(origin, 1, MPI.INT, size, 0L, 1, MPI.INT));
        c.refuses("dynamic window: negative address", MPIException.class,
                () -> dw.put(origin, 1, MPI.INT, 0, -8L, 1, MPI.INT));
        c.refuses("attach a heap buffer", IllegalArgumentException.class, () -> dw.attach(IntBuffer.allocate(2), 2));
        c.refuses("attach more than the buffer holds", MPIException.class, () -> dw.attach(MPI.newIntBuffer(2), 3));
        IntBuffer attached = MPI.newIntBuffer(size);
        long[] address = new long[1];
        if (rank == 0) {
            dyn.attach(attached, size);
            address[0] = Win.addressOf(attached);
        }
        world.bcast(address, 1, MPI.LONG, 0);
        if (rank != 0) {
            IntBuffer v = MPI.newIntBuffer(1);
            v.put(0, rank * 7);
            dyn.lock(MPI.LOCK_SHARED, 0, 0);
            dyn.put(v, 1, MPI.INT, 0, address[0] + 4L * rank, 1, MPI.INT);
            dyn.unlock(0);
        }
        world.barrier();
        if (rank == 0) {
            dyn.lock(MPI.LOCK_SHARED, 0, 0);
            boolean all = true;
            for (int i = 1; i < size; i++) {
                all &= attached.get(i) == i * 7;
            }
            dyn.unlock(0);
            c.check("dynamic window put at attached address", all, attached.get(1));
            dyn.detach(attached);
        }
        world.barrier();
        dyn.free();
        c.done();
        MPI.Finalize();
    }
}
