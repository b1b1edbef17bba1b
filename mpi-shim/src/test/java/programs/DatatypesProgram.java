package programs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Derived datatypes between two ranks: vector, indexed, hVector, hIndexed, struct and resized types sent from
 * arrays and direct buffers, received with gaps left untouched; geometry, names, attributes, Status counts with
 * derived types, and refused input. Rank 1 prints "ok datatypes" when every check passed.
 */
public class DatatypesProgram {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        geometry();
        vector(rank);
        indexed(rank);
        hTypes(rank);
        struct(rank);
        resized(rank);
        statusCounts(rank);
        attributes();
        badInput();
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            System.out.println("ok datatypes");
        }
        MPI.Finalize();
    }

    /** 0, 1, ..., n - 1 (also ValidEdgesProgram's data). */
    static int[] iota(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    private static int[] filled(int n, int v) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, v);
        return a;
    }

    private static void geometry() throws MPIException {
        Datatype vec = Datatype.createVector(3, 2, 4, MPI.INT);
        vec.commit();
        Expect.equal(vec.getExtent(), 10, "vector extent in ints");
        Expect.equal(vec.getSize(), 6, "vector size in ints");
        Expect.equal(vec.getLb(), 0, "vector lb");
        Expect.equal(vec.getTrueExtent(), 10, "vector true extent");
        Expect.equal(MPI.INT.getExtent(), 1, "MPI.INT extent in ints");
        Expect.equal(MPI.DOUBLE.getSize(), 1, "MPI.DOUBLE size in doubles");
        Expect.equal(MPI.INT.getName(), "MPI_INT", "MPI.INT name");
        vec.setName("my vector");
        Expect.equal(vec.getName(), "my vector", "vector name");
        Datatype dup = vec.dup();
        Expect.equal(dup.getExtent(), 10, "dup extent");
        Expect.that(dup != vec && !dup.isNull(), "dup is a new datatype");
        Datatype clone = vec.clone();
        Expect.equal(clone.getSize(), 6, "clone size");

        Datatype hidx = Datatype.createHIndexed(new int[] {1, 2}, new int[] {4, 16}, MPI.INT);
        Expect.equal(hidx.getLb(), 1, "hIndexed lb in ints");
        Expect.equal(hidx.getTrueLb(), 1, "hIndexed true lb in ints");
        Expect.equal(hidx.getExtent(), 5, "hIndexed extent in ints (bytes 4..24)");

        Datatype st = Datatype.createStruct(new int[] {1, 2}, new int[] {0, 8}, new Datatype[] {MPI.INT, MPI.DOUBLE});
        Expect.equal(st.getExtent(), 24, "struct extent in bytes");
        Expect.equal(st.getSize(), 20, "struct size in bytes");
        Expect.equal(st.getTrueExtent(), 24, "struct true extent");

        Datatype rs = Datatype.createResized(MPI.INT, -4, 8);
        Expect.equal(rs.getLb(), -1, "resized lb in ints");
        Expect.equal(rs.getExtent(), 2, "resized extent in ints");
        Expect.equal(rs.getTrueLb(), 0, "resized true lb");
        Expect.equal(rs.getSize(), 1, "resized size");

        Datatype hv = Datatype.createHVector(2, 1, 12, MPI.INT);
        Expect.equal(hv.getExtent(), 4, "hVector extent in ints");
        for (Datatype t : new Datatype[] {vec, dup, clone, hidx, st, rs, hv}) {
            t.free();
            Expect.that(t.isNull(), "freed type is null");
        }
    }

    private static void vector(int rank) throws MPIException {
        Datatype vec = Datatype.createVector(3, 2, 4, MPI.INT);
        vec.commit();
        int[] expected = {0, 1, -1, -1, 4, 5, -1, -1, 8, 9, -1, -1};
        if (rank == 0) {
            MPI.COMM_WORLD.send(iota(12), 1, vec, 1, 1);
            IntBuffer src = MPI.newIntBuffer(12);
            for (int i = 0; i < 12; i++) {
                src.put(i, i);
            }
            MPI.COMM_WORLD.send(src, 1, vec, 1, 2);
        } else if (rank == 1) {
            int[] dst = filled(12, -1);
            Status s = MPI.COMM_WORLD.recv(dst, 1, vec, 0, 1);
            Expect.array(dst, expected, "vector into array, gaps untouched");
            Expect.equal(s.getCount(vec), 1, "getCount(vector)");
            Expect.equal(s.getElements(vec), 6, "getElements(vector)");
            Expect.equal(s.getCount(MPI.INT), 6, "getCount(INT)");
            IntBuffer buf = MPI.newIntBuffer(12);
            for (int i = 0; i < 12; i++) {
                buf.put(i, -1);
            }
            MPI.COMM_WORLD.recv(buf, 1, vec, 0, 2);
            int[] got = new int[12];
            buf.get(got);
            Expect.array(got, expected, "vector into direct buffer, gaps untouched");
        }
        vec.free();
    }

    private static void indexed(int rank) throws MPIException {
        Datatype idx = Datatype.createIndexed(new int[] {2, 1, 3}, new int[] {0, 4, 7}, MPI.INT);
        idx.commit();
        Expect.equal(idx.getSize(), 6, "indexed size");
        Expect.equal(idx.getExtent(), 10, "indexed extent");
        if (rank == 0) {
            MPI.COMM_WORLD.send(iota(12), 1, idx, 1, 3);
            MPI.COMM_WORLD.send(new int[] {10, 11, 12, 13, 14, 15}, 6, MPI.INT, 1, 4);
            MPI.COMM_WORLD.send(new int[] {20, 21, 22, 23, 24, 25}, 6, MPI.INT, 1, 40);
        } else if (rank == 1) {
            int[] packed = new int[6];
            MPI.COMM_WORLD.recv(packed, 6, MPI.INT, 0, 3);
            Expect.array(packed, new int[] {0, 1, 4, 7, 8, 9}, "indexed send, contiguous receive");
            int[] spread = filled(11, -1);
            MPI.COMM_WORLD.recv(spread, 1, idx, 0, 4);
            Expect.array(spread, new int[] {10, 11, -1, -1, 12, -1, -1, 13, 14, 15, -1}, "indexed receive");
            IntBuffer direct = MPI.newIntBuffer(11);
            for (int i = 0; i < 11; i++) {
                direct.put(i, -1);
            }
            MPI.COMM_WORLD.recv(direct, 1, idx, 0, 40);
            int[] got = new int[11];
            direct.get(got);
            Expect.array(got, new int[] {20, 21, -1, -1, 22, -1, -1, 23, 24, 25, -1}, "indexed into a direct buffer");
        }
        idx.free();
    }

    private static void hTypes(int rank) throws MPIException {
        Datatype hv = Datatype.createHVector(2, 1, 12, MPI.INT); // ints 0 and 3, extent 16 bytes
        hv.commit();
        Datatype hi = Datatype.createHIndexed(new int[] {1, 2}, new int[] {4, 16}, MPI.INT); // ints 1, 4, 5
        hi.commit();
        if (rank == 0) {
            MPI.COMM_WORLD.send(iota(8), 2, hv, 1, 5); // 0, 3 then 4, 7
            IntBuffer src = MPI.newIntBuffer(6);
            for (int i = 0; i < 6; i++) {
                src.put(i, 100 + i);
            }
            MPI.COMM_WORLD.send(src, 1, hi, 1, 6);
        } else if (rank == 1) {
            int[] a = new int[4];
            MPI.COMM_WORLD.recv(a, 4, MPI.INT, 0, 5);
            Expect.array(a, new int[] {0, 3, 4, 7}, "hVector count 2");
            int[] b = new int[3];
            MPI.COMM_WORLD.recv(b, 3, MPI.INT, 0, 6);
            Expect.array(b, new int[] {101, 104, 105}, "hIndexed from direct buffer");
        }
        hv.free();
        hi.free();
    }

    private static void struct(int rank) throws MPIException {
        Datatype st = Datatype.createStruct(new int[] {1, 2}, new int[] {0, 8}, new Datatype[] {MPI.INT, MPI.DOUBLE});
        st.commit();
        if (rank == 0) {
            ByteBuffer b = MPI.newByteBuffer(48);
            for (int i = 0; i < 2; i++) {
                b.putInt(24 * i, 7 + i);
                b.putDouble(24 * i + 8, 1.5 + i);
                b.putDouble(24 * i + 16, -2.5 - i);
            }
            MPI.COMM_WORLD.send(b, 2, st, 1, 7);
            byte[] raw = new byte[48];
            b.get(0, raw);
            MPI.COMM_WORLD.send(raw, 2, st, 1, 8);
        } else if (rank == 1) {
            ByteBuffer b = MPI.newByteBuffer(48);
            for (int i = 0; i < 48; i++) {
                b.put(i, (byte) 0x7f);
            }
            MPI.COMM_WORLD.recv(b, 2, st, 0, 7);
            byte[] arr = new byte[48];
            java.util.Arrays.fill(arr, (byte) 0x7f);
            Status s = MPI.COMM_WORLD.recv(arr, 2, st, 0, 8);
            Expect.equal(s.getCount(st), 2, "getCount(struct)");
            Expect.equal(s.getElements(st), 6, "getElements(struct)");
            ByteBuffer a = ByteBuffer.wrap(arr).order(java.nio.ByteOrder.nativeOrder());
            for (ByteBuffer r : new ByteBuffer[] {b, a}) {
                String kind = r.isDirect() ? "direct" : "array";
                for (int i = 0; i < 2; i++) {
                    Expect.equal(r.getInt(24 * i), 7 + i, kind + " struct int " + i);
                    Expect.equal(r.getDouble(24 * i + 8), 1.5 + i, kind + " struct double a " + i);
                    Expect.equal(r.getDouble(24 * i + 16), -2.5 - i, kind + " struct double b " + i);
                    for (int g = 4; g < 8; g++) {
                        Expect.equal(r.get(24 * i + g), 0x7f, kind + " struct gap byte " + (24 * i + g));
                    }
                }
            }
        }
        st.free();
    }

    private static void resized(int rank) throws MPIException {
        Datatype every3 = Datatype.createResized(MPI.INT, 0, 12);
        every3.commit();
        Expect.equal(every3.getExtent(), 3, "resized extent in ints");
        if (rank == 0) {
            MPI.COMM_WORLD.send(iota(9), 3, every3, 1, 9);
            MPI.COMM_WORLD.send(new int[] {20, 21, 22}, 3, MPI.INT, 1, 10);
            IntBuffer src = MPI.newIntBuffer(9);
            for (int i = 0; i < 9; i++) {
                src.put(i, 30 + i);
            }
            MPI.COMM_WORLD.send(src, 3, every3, 1, 41);
        } else if (rank == 1) {
            int[] a = new int[3];
            MPI.COMM_WORLD.recv(a, 3, MPI.INT, 0, 9);
            Expect.array(a, new int[] {0, 3, 6}, "resized send");
            int[] b = filled(9, -1);
            MPI.COMM_WORLD.recv(b, 3, every3, 0, 10);
            Expect.array(b, new int[] {20, -1, -1, 21, -1, -1, 22, -1, -1}, "resized receive, gaps untouched");
            int[] c = new int[3];
            MPI.COMM_WORLD.recv(c, 3, MPI.INT, 0, 41);
            Expect.array(c, new int[] {30, 33, 36}, "resized send from a direct buffer");
        }
        every3.free();
    }

    private static void statusCounts(int rank) throws MPIException {
        Datatype vec = Datatype.createVector(3, 2, 4, MPI.INT);
        vec.commit();
        if (rank == 0) {
            MPI.COMM_WORLD.send(iota(24), 2, vec, 1, 11);
            MPI.COMM_WORLD.send(iota(7), 7, MPI.INT, 1, 12);
        } else if (rank == 1) {
            int[] dst = new int[30];
            Status s = MPI.COMM_WORLD.recv(dst, 3, vec, 0, 11);
            Expect.equal(s.getCount(vec), 2, "getCount of 2 vectors");
            Expect.equal(s.getElements(vec), 12, "getElements of 2 vectors");
            Expect.equal(dst[14], 14, "second vector starts one extent on (element 10+4)");
            s = MPI.COMM_WORLD.recv(dst, 3, vec, 0, 12);
            Expect.equal(s.getCount(vec), MPI.UNDEFINED, "getCount of a partial vector");
            Expect.equal(s.getElements(vec), 7, "getElements of a partial vector");
        }
        vec.free();
    }

    private static void attributes() throws MPIException {
        int key = Datatype.createKeyval();
        Datatype t = Datatype.createContiguous(2, MPI.INT);
        Expect.that(t.getAttr(key) == null, "no attribute yet");
        t.setAttr(key, "value-1");
        Expect.equal(t.getAttr(key), "value-1", "attribute read back");
        t.setAttr(key, 42);
        Expect.equal(t.getAttr(key), 42, "attribute overwritten");
        Datatype d = t.dup();
        Expect.equal(d.getAttr(key), 42, "attribute copied by dup");
        t.deleteAttr(key);
        Expect.that(t.getAttr(key) == null, "attribute deleted");
        Expect.refused("delete of an absent attribute", "no attribute", () -> t.deleteAttr(key));
        Expect.equal(d.getAttr(key), 42, "dup keeps its copy");
        Expect.refused("non-serializable attribute", null, () -> t.setAttr(key, new Object()));
        d.free();
        Expect.refused("unknown keyval", "keyval", () -> t.getAttr(key + 1000));
        t.free();
        Datatype.freeKeyval(key);
        Expect.refused("freed keyval", "has been freed", () -> Datatype.freeKeyval(key));
    }

    private static void badInput() throws Exception {
        Datatype freed = Datatype.createContiguous(2, MPI.INT);
        freed.commit();
        freed.free();
        Expect.refused("send with freed type", "freed", () -> MPI.COMM_WORLD.send(new int[4], 1, freed, 0, 0));
        Expect.refused("extent of freed type", "freed", freed::getExtent);
        Expect.refused("dup of freed type", "freed", freed::dup);
        Expect.refused("vector of freed type", "freed", () -> Datatype.createVector(1, 1, 1, freed));
        Expect.refused("struct with freed type", "freed", () -> Datatype.createStruct(new int[] {1},
                new int[] {0}, new Datatype[] {freed}));

        Datatype vec = Datatype.createVector(3, 2, 4, MPI.INT);
        vec.commit();
        MPIException e = Expect.refused("vector beyond array", "needs 40 bytes",
                () -> MPI.COMM_WORLD.send(new int[9], 1, vec, 0, 0));
        Expect.equal(e.getErrorClass(), MPI.ERR_COUNT, "error class of count beyond buffer");
        Expect.refused("vector beyond direct buffer", "needs", () -> MPI.COMM_WORLD.iSend(MPI.newIntBuffer(9), 1,
                vec, 0, 0));
        Datatype st = Datatype.createStruct(new int[] {1, 2}, new int[] {0, 8}, new Datatype[] {MPI.INT, MPI.DOUBLE});
        st.commit();
        // two structs reach 24 + 24 = 48 bytes: 40 is too small
        Expect.refused("struct count beyond buffer", "needs 48 bytes",
                () -> MPI.COMM_WORLD.send(MPI.newByteBuffer(40), 2, st, 0, 0));
        Expect.refused("struct count beyond array", "needs 48 bytes",
                () -> MPI.COMM_WORLD.recv(new byte[47], 2, st, 0, 0));
        Expect.refused("indexed with short displacements", "displacements",
                () -> Datatype.createIndexed(new int[] {1, 1}, new int[] {0}, MPI.INT));
        Expect.refused("negative block length", "blockLengths[1]",
                () -> Datatype.createHIndexed(new int[] {1, -1}, new int[] {0, 4}, MPI.INT));
        Expect.refused("negative count", "count", () -> Datatype.createContiguous(-1, MPI.INT));
        Expect.threw(IllegalArgumentException.class, "null type in struct", () -> Datatype.createStruct(
                new int[] {1}, new int[] {0}, new Datatype[] {null}));
        Expect.refused("predefined free", "predefined", MPI.INT::free);
        vec.free();
        st.free();
    }
}
