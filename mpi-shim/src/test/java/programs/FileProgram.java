package programs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.Datatype;
import mpi.File;
import mpi.FileView;
import mpi.Group;
import mpi.Info;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/** MPI-IO in the directory args[0]: every way to read and write, views, pointers, split collectives, bad input. */
public class FileProgram {
    static final int N = 4;

    static int[] block(int rank, int base) {
        int[] a = new int[N];
        for (int i = 0; i < N; i++) {
            a[i] = base + rank * N + i;
        }
        return a;
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();
        int right = (rank + 1) % size;
        Checks c = new Checks(rank);
        String path = args[0] + "/data.bin";
        int rw = MPI.MODE_CREATE | MPI.MODE_RDWR;

        // ---- explicit offsets, blocking, arrays and buffers ------------------------------------------------------
        File f = new File(world, path, rw);
        c.equal("amode", rw, f.getAMode());
        c.equal("default errhandler is ERRORS_RETURN", MPI.ERRORS_RETURN, f.getErrhandler());
        FileView v0 = f.getView();
        c.check("default view", v0.getDisp() == 0 && v0.getEType() == MPI.BYTE && v0.getFileType() == MPI.BYTE
                && "native".equals(v0.getDataRep()), v0.getDataRep());
        Group g = f.getGroup();
        c.equal("group size", size, g.getSize());
        g.free();
        Info info = f.getInfo();
        c.check("getInfo", info != null && !info.isNull(), info);
        info.free();
        Info cb = new Info();
        cb.set("cb_nodes", "1");
        f.setInfo(cb);
        cb.free();
        final File f0 = f;
        if (Check.mpich()) {
            f0.setInfo(MPI.INFO_NULL); // ROMIO accepts MPI_INFO_NULL as no hints
        } else {
            c.refuses("setInfo(INFO_NULL) is a library error", MPIException.class, () -> f0.setInfo(MPI.INFO_NULL));
        }
        c.equal("type extent in elements", 1, f.getTypeExtent(MPI.INT));

        Status st = f.writeAt(rank * N * 4L, block(rank, 0), N, MPI.INT);
        c.equal("writeAt count", N, st.getCount(MPI.INT));
        f.sync();
        world.barrier();
        f.sync();
        c.equal("size after writes", (long) size * N * 4, f.getSize());
        int[] in = new int[N];
        st = f.readAt(right * N * 4L, in, N, MPI.INT);
        c.check("readAt array", Arrays.equals(in, block(right, 0)), Arrays.toString(in));
        c.equal("readAt status count", N, st.getCount(MPI.INT));
        IntBuffer heap = IntBuffer.allocate(N + 2);
        f.readAt(right * N * 4L, heap, N, MPI.INT);
        c.check("readAt heap buffer", heap.get(0) == block(right, 0)[0] && heap.get(N - 1) == block(right, 0)[N - 1],
                heap.get(0));
        IntBuffer direct = MPI.newIntBuffer(N);
        f.readAtAll(0, direct, N, MPI.INT);
        c.check("readAtAll direct buffer", direct.get(0) == 0 && direct.get(N - 1) == N - 1, direct.get(0));
        int[] tail = new int[N];
        Arrays.fill(tail, -7);
        st = f.readAt((long) size * N * 4 - 8, tail, N, MPI.INT);
        c.check("read at end of file delivers only what exists", st.getCount(MPI.INT) == 2 && tail[2] == -7
                && tail[1] == size * N - 1, Arrays.toString(tail) + " count " + st.getCount(MPI.INT));
        world.barrier();

        // ---- collective writes at offsets, nonblocking forms ----------------------------------------------------
        f.writeAtAll(rank * N * 4L, block(rank, 100), N, MPI.INT);
        world.barrier();
        IntBuffer nb = MPI.newIntBuffer(N);
        Request r = f.iReadAt(right * N * 4L, nb, N, MPI.INT);
        r.waitFor();
        c.equal("writeAtAll then iReadAt", 100 + right * N, nb.get(0));
        world.barrier();
        IntBuffer out = MPI.newIntBuffer(N);
        out.put(block(rank, 200)).clear();
        f.iWriteAt(rank * N * 4L, out, N, MPI.INT).waitFor();
        world.barrier();
        f.iReadAtAll(right * N * 4L, nb, N, MPI.INT).waitFor();
        c.equal("iWriteAt then iReadAtAll", 200 + right * N, nb.get(0));
        world.barrier();
        out.clear();
        out.put(block(rank, 300)).clear();
        f.iWriteAtAll(rank * N * 4L, out, N, MPI.INT).waitFor();
        world.barrier();
        f.readAt(right * N * 4L, in, N, MPI.INT);
        c.equal("iWriteAtAll", 300 + right * N, in[0]);
        world.barrier();

        // ---- individual file pointers, seek, views -----------------------------------------------------------------
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        c.equal("getPosition after seek", rank * N * 4L, f.getPosition());
        f.write(block(rank, 400), N, MPI.INT);
        c.equal("pointer advanced by write", (rank + 1) * N * 4L, f.getPosition());
        f.seek(-N * 4L, MPI.SEEK_CUR);
        int[] again = new int[N];
        f.read(again, N, MPI.INT);
        c.check("write then read with the individual pointer", Arrays.equals(again, block(rank, 400)),
                Arrays.toString(again));
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        f.writeAll(block(rank, 500), N, MPI.INT);
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        f.readAll(again, N, MPI.INT);
        c.check("writeAll and readAll", Arrays.equals(again, block(rank, 500)), Arrays.toString(again));
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        out.clear();
        out.put(block(rank, 600)).clear();
        f.iWrite(out, N, MPI.INT).waitFor();
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        f.iRead(nb, N, MPI.INT).waitFor();
        c.equal("iWrite and iRead", 600 + rank * N, nb.get(0));
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        out.clear();
        out.put(block(rank, 700)).clear();
        f.iWriteAll(out, N, MPI.INT).waitFor();
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        f.iReadAll(nb, N, MPI.INT).waitFor();
        c.equal("iWriteAll and iReadAll", 700 + rank * N + N - 1, nb.get(N - 1));
        world.barrier();

        // interleaved view: rank r owns ints r, r+size, r+2*size, ...
        Datatype strided = Datatype.createVector(N, 1, size, MPI.INT);
        strided.commit();
        f.setView(rank * 4L, MPI.INT, strided, "native");
        FileView v = f.getView();
        c.check("getView", v.getDisp() == rank * 4L && v.getEType() == MPI.INT && v.getFileType() == strided
                && "native".equals(v.getDataRep()), v.getDisp());
        int[] mine = new int[N];
        for (int i = 0; i < N; i++) {
            mine[i] = 1000 * (rank + 1) + i;
        }
        f.writeAt(0, mine, N, MPI.INT);
        c.equal("getByteOffset in the view", rank * 4L + 1L * size * 4, f.getByteOffset(1));
        world.barrier();
        f.setView(0, MPI.BYTE, MPI.BYTE, "native");
        int[] whole = new int[size * N];
        f.readAt(0, whole, size * N, MPI.INT);
        boolean interleaved = true;
        for (int i = 0; i < N; i++) {
            for (int p = 0; p < size; p++) {
                interleaved &= whole[i * size + p] == 1000 * (p + 1) + i;
            }
        }
        c.check("strided view interleaves the ranks", interleaved, Arrays.toString(whole));
        strided.free();
        world.barrier();

        // ---- shared file pointer, ordered access -------------------------------------------------------------------
        f.setSize(0);
        c.equal("setSize(0)", 0L, f.getSize());
        world.barrier();
        f.preallocate(64);
        c.check("preallocate", f.getSize() >= 64, f.getSize());
        world.barrier();
        f.setSize(0);
        f.seekShared(0, MPI.SEEK_SET);
        c.equal("getPositionShared after seekShared", 0L, f.getPositionShared());
        world.barrier(); // every rank has read the pointer before an ordered write moves it
        f.writeOrdered(new int[] {rank, rank}, 2, MPI.INT);
        world.barrier();
        if (rank == 0) {
            // Open MPI 4.1 (ompio) moves the shared pointer of an ordered write from rank 0; the other ranks still
            // read the old position here, so only rank 0's view is checked
            c.equal("shared pointer after writeOrdered", size * 8L, f.getPositionShared());
        }
        f.seekShared(0, MPI.SEEK_SET);
        int[] pair = new int[2];
        f.readOrdered(pair, 2, MPI.INT);
        c.check("readOrdered gets this rank's pair", pair[0] == rank && pair[1] == rank, Arrays.toString(pair));
        world.barrier();
        f.seekShared(0, MPI.SEEK_END);
        f.writeShared(new int[] {rank + 50}, 1, MPI.INT);
        world.barrier();
        IntBuffer sh = MPI.newIntBuffer(1);
        sh.put(0, rank + 90);
        f.iWriteShared(sh, 1, MPI.INT).waitFor();
        world.barrier();
        c.equal("shared pointer after writeShared and iWriteShared", size * 16L, f.getPositionShared());
        int[] all = new int[2 * size];
        f.readAt(size * 8L, all, 2 * size, MPI.INT);
        int sum = 0;
        for (int x : all) {
            sum += x;
        }
        int expected = 0;
        for (int p = 0; p < size; p++) {
            expected += p + 50 + p + 90;
        }
        c.equal("writeShared and iWriteShared wrote every rank once", expected, sum);
        world.barrier();
        f.seekShared(size * 8L, MPI.SEEK_SET);
        f.readShared(pair, 1, MPI.INT);
        IntBuffer sh2 = MPI.newIntBuffer(1);
        f.iReadShared(sh2, 1, MPI.INT).waitFor();
        int[] two = {pair[0] + sh2.get(0)};
        world.allReduce(two, 1, MPI.INT, MPI.SUM);
        c.equal("readShared and iReadShared read every value once", expected, two[0]);
        world.barrier();

        // ---- split collectives: arrays staged until the end, direct buffers used in place ---------------------------
        int[] splitOut = block(rank, 800);
        f.writeAtAllBegin(rank * N * 4L, splitOut, N, MPI.INT);
        st = f.writeAtAllEnd(splitOut);
        c.equal("writeAtAllBegin/End count", N, st.getCount(MPI.INT));
        world.barrier();
        IntBuffer splitIn = MPI.newIntBuffer(N);
        f.readAtAllBegin(right * N * 4L, splitIn, N, MPI.INT);
        st = f.readAtAllEnd(splitIn);
        c.equal("readAtAllBegin/End direct buffer", 800 + right * N + 2, splitIn.get(2));
        int[] splitArr = new int[N];
        f.readAtAllBegin(right * N * 4L, splitArr, N, MPI.INT);
        f.readAtAllEnd(splitArr);
        c.check("readAtAllBegin/End array", Arrays.equals(splitArr, block(right, 800)), Arrays.toString(splitArr));
        world.barrier(); // collective I/O does not order this read before the neighbour's next write
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        int[] w2 = block(rank, 900);
        f.writeAllBegin(w2, N, MPI.INT);
        f.writeAllEnd(w2);
        f.seek(rank * N * 4L, MPI.SEEK_SET);
        f.readAllBegin(splitArr, N, MPI.INT);
        f.readAllEnd(splitArr);
        c.check("writeAllBegin/End and readAllBegin/End", Arrays.equals(splitArr, w2), Arrays.toString(splitArr));
        world.barrier();
        f.seekShared(0, MPI.SEEK_SET);
        int[] ord = {rank * 11};
        f.writeOrderedBegin(ord, 1, MPI.INT);
        f.writeOrderedEnd(ord);
        f.seekShared(0, MPI.SEEK_SET);
        int[] ordIn = new int[1];
        f.readOrderedBegin(ordIn, 1, MPI.INT);
        f.readOrderedEnd(ordIn);
        c.equal("writeOrderedBegin/End and readOrderedBegin/End", rank * 11, ordIn[0]);

        // ---- atomicity, error handlers ---------------------------------------------------------------------------
        f.setAtomicity(true);
        c.equal("atomicity on", true, f.getAtomicity());
        f.setAtomicity(false);
        c.equal("atomicity off", false, f.getAtomicity());
        f.setErrhandler(MPI.ERRORS_RETURN);
        c.equal("errhandler", MPI.ERRORS_RETURN, f.getErrhandler());

        // ---- bad input -----------------------------------------------------------------------------------------------
        final File ff = f;
        c.refuses("heap buffer for iReadAt", IllegalArgumentException.class,
                () -> ff.iReadAt(0, IntBuffer.allocate(N), N, MPI.INT));
        c.refuses("count beyond array", MPIException.class, () -> ff.writeAt(0, new int[2], 3, MPI.INT));
        c.refuses("count beyond direct buffer", MPIException.class,
                () -> ff.iWriteAt(0, MPI.newIntBuffer(2), 3, MPI.INT));
        c.refuses("negative count", MPIException.class, () -> ff.read(new int[2], -1, MPI.INT));
        c.refuses("negative offset", MPIException.class, () -> ff.readAt(-4, new int[2], 2, MPI.INT));
        c.refuses("not a buffer", IllegalArgumentException.class, () -> ff.write("text", 1, MPI.BYTE));
        c.refuses("end without begin", MPIException.class, () -> ff.readAllEnd(new int[1]));
        int[] pending = new int[1];
        f.readAtAllBegin(0, pending, 1, MPI.INT);
        c.refuses("second split collective", MPIException.class, () -> ff.readAllBegin(new int[1], 1, MPI.INT));
        c.refuses("end with another buffer", IllegalArgumentException.class, () -> ff.readAtAllEnd(new int[1]));
        f.readAtAllEnd(pending);
        c.refuses("library error (seek before the start) as MPIException", MPIException.class,
                () -> ff.seek(-1000, MPI.SEEK_SET));
        c.refuses("offset beyond any file", MPIException.class,
                () -> ff.iWriteAt(Long.MAX_VALUE - 4, MPI.newIntBuffer(2), 2, MPI.INT));
        Request writing = f.iWriteAt(rank * 4L, MPI.newIntBuffer(1), 1, MPI.INT);
        c.refuses("close with a transfer pending", MPIException.class, ff::close);
        writing.waitFor();

        f.close();
        c.check("closed", f.isNull(), "not null");
        c.refuses("read after close", MPIException.class, () -> ff.readAt(0, new int[1], 1, MPI.INT));
        c.refuses("close twice", MPIException.class, ff::close);
        c.refuses("open a missing file read-only", MPIException.class,
                () -> new File(world, args[0] + "/missing.bin", MPI.MODE_RDONLY));
        world.barrier();
        if (rank == 0) {
            File.delete(path);
            c.check("delete", !new java.io.File(path).exists(), path);
            c.refuses("delete a missing file", MPIException.class, () -> File.delete(path));
        }

        // ---- a file deleted on close, with info hints -------------------------------------------------------------
        Info hints = new Info();
        hints.set("access_style", "write_once");
        String temp = args[0] + "/temp.bin";
        File t = new File(world, temp, MPI.MODE_CREATE | MPI.MODE_WRONLY | MPI.MODE_DELETE_ON_CLOSE, hints);
        hints.free();
        ByteBuffer bytes = MPI.newByteBuffer(3);
        bytes.put(0, (byte) 1).put(1, (byte) 2).put(2, (byte) 3);
        t.writeAt(rank * 3L, bytes, 3, MPI.BYTE);
        t.sync();
        world.barrier();
        c.equal("byte writes", size * 3L, t.getSize());
        t.close();
        world.barrier();
        c.check("MODE_DELETE_ON_CLOSE", !new java.io.File(temp).exists(), temp);
        c.done();
        MPI.Finalize();
    }
}
