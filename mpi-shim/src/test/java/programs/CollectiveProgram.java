package programs;

import static programs.Check.equal;
import static programs.Check.isTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import mpi.Comm;
import mpi.Datatype;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.Op;

/**
 * Collectives on arrays, direct buffers and in place, with every rank as root in turn; every predefined reduction
 * on the types it applies to; then communicator management (dup, split, free, compare, groups). Each rank checks
 * its own result against values it computes for all ranks.
 */
public class CollectiveProgram {
    static final Intracomm W = MPI.COMM_WORLD;
    static int rank;
    static int size;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        rank = W.getRank();
        size = W.getSize();
        Check.ok("barrier", () -> {
            for (int i = 0; i < 3; i++) {
                W.barrier();
            }
        });
        bcast();
        reduce();
        allReduce();
        gatherScatter();
        communicators();
        MPI.Finalize();
    }

    static int[] ints(int n, int from) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = from + i;
        }
        return a;
    }

    static IntBuffer direct(int[] a) {
        IntBuffer b = MPI.newIntBuffer(a.length);
        b.put(a).clear();
        return b;
    }

    static int[] content(IntBuffer b) {
        int[] a = new int[b.capacity()];
        b.clear();
        b.get(a).clear();
        return a;
    }

    static void bcast() {
        Check.ok("bcast array every root", () -> {
            for (int root = 0; root < size; root++) {
                int[] a = rank == root ? ints(4, root * 10) : new int[] {-1, -1, -1, -1, 99};
                W.bcast(a, 4, MPI.INT, root);
                equal(root * 10 + 3, a[3], "last element from root " + root);
                equal(root * 10, a[0], "first element from root " + root);
                if (rank != root) {
                    equal(99, a[4], "element past count untouched");
                }
            }
        });
        Check.ok("bcast direct every root", () -> {
            for (int root = 0; root < size; root++) {
                DoubleBuffer d = MPI.newDoubleBuffer(3);
                if (rank == root) {
                    d.put(0, root + 0.5).put(1, -root).put(2, 1e300);
                }
                W.bcast(d, 3, MPI.DOUBLE, root);
                equal(new double[] {root + 0.5, -root, 1e300},
                        new double[] {d.get(0), d.get(1), d.get(2)}, "from root " + root);
            }
        });
        Check.ok("bcast heap slice and vector type", () -> {
            int root = size - 1;
            long[] l = rank == root ? new long[] {0, 0, 5, 6, 7} : new long[] {-1, -1, -1, -1, -1};
            W.bcast(MPI.slice(l, 2), 3, MPI.LONG, root);
            equal(rank == root ? new long[] {0, 0, 5, 6, 7} : new long[] {-1, -1, 5, 6, 7}, l, "slice");
            Datatype every2nd = Datatype.createVector(3, 1, 2, MPI.INT);
            every2nd.commit();
            int[] v = rank == root ? new int[] {1, 0, 2, 0, 3} : new int[] {-1, 8, -1, 8, -1};
            W.bcast(v, 1, every2nd, root);
            equal(rank == root ? new int[] {1, 0, 2, 0, 3} : new int[] {1, 8, 2, 8, 3}, v, "vector, gaps kept");
            every2nd.free();
        });
    }

    static void reduce() {
        int sumRanks = size * (size - 1) / 2;
        Check.ok("reduce array every root", () -> {
            for (int root = 0; root < size; root++) {
                int[] out = {-5, -5, -5};
                W.reduce(new int[] {rank, 2 * rank, 1}, out, 3, MPI.INT, MPI.SUM, root);
                equal(rank == root ? new int[] {sumRanks, 2 * sumRanks, size} : new int[] {-5, -5, -5}, out,
                        "root " + root);
            }
        });
        Check.ok("reduce direct every root", () -> {
            for (int root = 0; root < size; root++) {
                LongBuffer in = MPI.newLongBuffer(2);
                in.put(0, rank + 1L << 40).put(1, -rank);
                LongBuffer out = MPI.newLongBuffer(2);
                W.reduce(in, out, 2, MPI.LONG, MPI.MAX, root);
                if (rank == root) {
                    equal((long) size << 40, out.get(0), "max");
                    equal(0L, out.get(1), "max of negatives");
                }
            }
        });
        Check.ok("reduce in place every root", () -> {
            for (int root = 0; root < size; root++) {
                double[] buf = {rank, 1.5};
                W.reduce(buf, 2, MPI.DOUBLE, MPI.SUM, root);
                if (rank == root) {
                    equal(new double[] {sumRanks, 1.5 * size}, buf, "root " + root);
                }
                IntBuffer d = direct(new int[] {rank + 1});
                W.reduce(d, 1, MPI.INT, MPI.PROD, root);
                if (rank == root) {
                    int fact = 1;
                    for (int r = 1; r <= size; r++) {
                        fact *= r;
                    }
                    equal(fact, d.get(0), "product, direct, root " + root);
                }
            }
        });
    }

    /** Per rank r, element i of the integer inputs. */
    static int iv(int r, int i) {
        return (r + 2) * (i + 1) ^ (r << i);
    }

    static void allReduce() {
        Op[] intOps = {MPI.SUM, MPI.MAX, MPI.MIN, MPI.PROD, MPI.BAND, MPI.BOR, MPI.BXOR, MPI.LAND, MPI.LOR, MPI.LXOR};
        for (Op op : intOps) {
            Check.ok("allReduce INT " + op, () -> {
                int n = 4;
                int[] in = new int[n];
                int[] want = new int[n];
                for (int i = 0; i < n; i++) {
                    in[i] = rank == 1 && i == 2 ? 0 : iv(rank, i);
                    for (int r = 0; r < size; r++) {
                        int x = r == 1 && i == 2 ? 0 : iv(r, i);
                        want[i] = r == 0 ? x : combine(op, want[i], x);
                    }
                }
                int[] out = new int[n];
                W.allReduce(in, out, n, MPI.INT, op);
                equal(want, out, "array");
                IntBuffer d = direct(in);
                IntBuffer dOut = MPI.newIntBuffer(n);
                W.allReduce(d, dOut, n, MPI.INT, op);
                equal(want, content(dOut), "direct");
                int[] inPlace = in.clone();
                W.allReduce(inPlace, n, MPI.INT, op);
                equal(want, inPlace, "in place");
                W.allReduce(d, n, MPI.INT, op);
                equal(want, content(d), "direct in place");
            });
        }
        for (Op op : new Op[] {MPI.SUM, MPI.MAX, MPI.MIN, MPI.PROD}) {
            Check.ok("allReduce DOUBLE FLOAT LONG SHORT CHAR " + op, () -> {
                double[] d = {rank + 0.5, -rank * 2.0};
                float[] f = {rank * 0.25f, 3f - rank};
                long[] l = {(rank + 1L) << 33, rank - 2L};
                short[] s = {(short) (rank + 1), (short) -rank};
                char[] c = {(char) (rank + 1), (char) (60000 + rank)};
                double[] wd = new double[2];
                float[] wf = new float[2];
                long[] wl = new long[2];
                short[] ws = new short[2];
                char[] wc = new char[2];
                for (int r = 0; r < size; r++) {
                    double[] xd = {r + 0.5, -r * 2.0};
                    float[] xf = {r * 0.25f, 3f - r};
                    long[] xl = {(r + 1L) << 33, r - 2L};
                    for (int i = 0; i < 2; i++) {
                        wd[i] = r == 0 ? xd[i] : combineD(op, wd[i], xd[i]);
                        wf[i] = r == 0 ? xf[i] : (float) combineD(op, wf[i], xf[i]);
                        wl[i] = r == 0 ? xl[i] : combineL(op, wl[i], xl[i]);
                    }
                    short[] xs = {(short) (r + 1), (short) -r};
                    char[] xc = {(char) (r + 1), (char) (60000 + r)};
                    for (int i = 0; i < 2; i++) {
                        ws[i] = r == 0 ? xs[i] : (short) combine(op, ws[i], xs[i]);
                        wc[i] = r == 0 ? xc[i] : (char) combine(op, wc[i], xc[i]);
                    }
                }
                double[] od = new double[2];
                W.allReduce(d, od, 2, MPI.DOUBLE, op);
                equal(wd, od, "DOUBLE");
                float[] of = new float[2];
                W.allReduce(f, of, 2, MPI.FLOAT, op);
                equal(wf, of, "FLOAT");
                long[] ol = new long[2];
                W.allReduce(l, ol, 2, MPI.LONG, op);
                equal(wl, ol, "LONG");
                short[] os = new short[2];
                W.allReduce(s, os, 2, MPI.SHORT, op);
                equal(ws, os, "SHORT");
                char[] oc = new char[2];
                W.allReduce(c, oc, 2, MPI.CHAR, op);
                equal(wc, oc, "CHAR (unsigned)");
            });
        }
        for (Op op : new Op[] {MPI.LAND, MPI.LOR, MPI.LXOR}) {
            Check.ok("allReduce BOOLEAN " + op, () -> {
                boolean[] in = {true, rank == 0, rank % 2 == 1, false};
                boolean[] want = new boolean[4];
                for (int r = 0; r < size; r++) {
                    boolean[] x = {true, r == 0, r % 2 == 1, false};
                    for (int i = 0; i < 4; i++) {
                        want[i] = r == 0 ? x[i] : combineZ(op, want[i], x[i]);
                    }
                }
                boolean[] out = new boolean[4];
                W.allReduce(in, out, 4, MPI.BOOLEAN, op);
                equal(want, out, "boolean[]");
                ByteBuffer b = MPI.newByteBuffer(4);
                for (int i = 0; i < 4; i++) {
                    b.put(i, (byte) (in[i] ? 1 : 0));
                }
                W.allReduce(b, 4, MPI.BOOLEAN, op);
                for (int i = 0; i < 4; i++) {
                    equal(want[i] ? 1 : 0, (int) b.get(i), "direct, in place, element " + i);
                }
            });
        }
        Check.ok("allReduce MINLOC MAXLOC INT2", () -> {
            // value, index pairs: value peaks at the middle rank, ties resolved to the lowest index
            int[] in = {Math.abs(rank - size / 2), rank, rank % 2, rank};
            int[] min = new int[4];
            int[] max = new int[4];
            W.allReduce(in, min, 2, MPI.INT2, MPI.MINLOC);
            W.allReduce(in, max, 2, MPI.INT2, MPI.MAXLOC);
            equal(new int[] {0, size / 2, 0, 0}, min, "MINLOC");
            equal(new int[] {size / 2, 0, 1, 1}, max, "MAXLOC");
        });
        Check.ok("allReduce MINLOC MAXLOC DOUBLE_INT", () -> {
            int extent = MPI.DOUBLE_INT.getExtent();
            byte[] in = new byte[2 * extent];
            ByteBuffer v = ByteBuffer.wrap(in).order(ByteOrder.nativeOrder());
            v.putDouble(0, 1.0 - Math.abs(rank - 1.0)).putInt(8, 100 + rank);
            v.putDouble(extent, rank * 1.5).putInt(extent + 8, 200 + rank);
            // expected pairs, ties to the lowest index as MPI defines
            double max = Double.NEGATIVE_INFINITY;
            double min = Double.POSITIVE_INFINITY;
            int maxAt = -1;
            int minAt = -1;
            for (int r = 0; r < size; r++) {
                double x = 1.0 - Math.abs(r - 1.0);
                if (x > max) {
                    max = x;
                    maxAt = 100 + r;
                }
                if (x < min) {
                    min = x;
                    minAt = 100 + r;
                }
            }
            byte[] out = new byte[2 * extent];
            W.allReduce(in, out, 2, MPI.DOUBLE_INT, MPI.MAXLOC);
            ByteBuffer o = ByteBuffer.wrap(out).order(ByteOrder.nativeOrder());
            equal(max, o.getDouble(0), "max value");
            equal(maxAt, o.getInt(8), "max index");
            equal((size - 1) * 1.5, o.getDouble(extent), "max value 2");
            equal(200 + size - 1, o.getInt(extent + 8), "max index 2");
            ByteBuffer d = MPI.newByteBuffer(2 * extent);
            d.put(in).clear();
            W.allReduce(d, 2, MPI.DOUBLE_INT, MPI.MINLOC);
            equal(min, d.getDouble(0), "min value (direct, in place)");
            equal(minAt, d.getInt(8), "min index");
            equal(0.0, d.getDouble(extent), "min value 2");
            equal(200, d.getInt(extent + 8), "min index 2");
        });
    }

    static int combine(Op op, int a, int b) {
        if (op == MPI.SUM) return a + b;
        if (op == MPI.MAX) return Math.max(a, b);
        if (op == MPI.MIN) return Math.min(a, b);
        if (op == MPI.PROD) return a * b;
        if (op == MPI.BAND) return a & b;
        if (op == MPI.BOR) return a | b;
        if (op == MPI.BXOR) return a ^ b;
        if (op == MPI.LAND) return a != 0 && b != 0 ? 1 : 0;
        if (op == MPI.LOR) return a != 0 || b != 0 ? 1 : 0;
        if (op == MPI.LXOR) return (a != 0) != (b != 0) ? 1 : 0;
        throw new IllegalArgumentException("op " + op);
    }

    static double combineD(Op op, double a, double b) {
        if (op == MPI.SUM) return a + b;
        if (op == MPI.MAX) return Math.max(a, b);
        if (op == MPI.MIN) return Math.min(a, b);
        return a * b;
    }

    static long combineL(Op op, long a, long b) {
        if (op == MPI.SUM) return a + b;
        if (op == MPI.MAX) return Math.max(a, b);
        if (op == MPI.MIN) return Math.min(a, b);
        return a * b;
    }

    static boolean combineZ(Op op, boolean a, boolean b) {
        if (op == MPI.LAND) return a && b;
        if (op == MPI.LOR) return a || b;
        return a ^ b;
    }

    static void gatherScatter() {
        int[] all = ints(2 * size, 0);
        for (int i = 0; i < all.length; i++) {
            all[i] = (i / 2) * 10 + i % 2;
        }
        Check.ok("gather every root", () -> {
            for (int root = 0; root < size; root++) {
                int[] out = new int[2 * size];
                W.gather(new int[] {rank * 10, rank * 10 + 1}, 2, MPI.INT, out, 2, MPI.INT, root);
                if (rank == root) {
                    equal(all, out, "array at root " + root);
                }
                IntBuffer dOut = MPI.newIntBuffer(2 * size);
                W.gather(direct(new int[] {rank * 10, rank * 10 + 1}), 2, MPI.INT, dOut, 2, MPI.INT, root);
                if (rank == root) {
                    equal(all, content(dOut), "direct at root " + root);
                }
                int[] inPlace = new int[2 * size];
                inPlace[2 * rank] = rank * 10;
                inPlace[2 * rank + 1] = rank * 10 + 1;
                W.gather(rank == root ? inPlace : new int[] {rank * 10, rank * 10 + 1}, 2, MPI.INT, root);
                if (rank == root) {
                    equal(all, inPlace, "in place at root " + root);
                }
            }
        });
        Check.ok("scatter every root", () -> {
            for (int root = 0; root < size; root++) {
                int[] mine = new int[2];
                W.scatter(rank == root ? all : null, 2, MPI.INT, mine, 2, MPI.INT, root);
                equal(new int[] {rank * 10, rank * 10 + 1}, mine, "array from root " + root);
                IntBuffer dMine = MPI.newIntBuffer(2);
                W.scatter(direct(all), 2, MPI.INT, dMine, 2, MPI.INT, root);
                equal(new int[] {rank * 10, rank * 10 + 1}, content(dMine), "direct from root " + root);
                int[] inPlace = rank == root ? all.clone() : new int[2];
                W.scatter(inPlace, 2, MPI.INT, root);
                if (rank == root) {
                    equal(all, inPlace, "root's buffer in place");
                } else {
                    equal(new int[] {rank * 10, rank * 10 + 1}, inPlace, "in place from root " + root);
                }
            }
        });
        Check.ok("allGather", () -> {
            int[] out = new int[2 * size];
            W.allGather(new int[] {rank * 10, rank * 10 + 1}, 2, MPI.INT, out, 2, MPI.INT);
            equal(all, out, "array");
            IntBuffer dOut = MPI.newIntBuffer(2 * size);
            W.allGather(direct(new int[] {rank * 10, rank * 10 + 1}), 2, MPI.INT, dOut, 2, MPI.INT);
            equal(all, content(dOut), "direct");
            int[] inPlace = new int[2 * size];
            inPlace[2 * rank] = rank * 10;
            inPlace[2 * rank + 1] = rank * 10 + 1;
            W.allGather(inPlace, 2, MPI.INT);
            equal(all, inPlace, "in place");
        });
        Check.ok("allToAll", () -> {
            // block j of rank r's send holds r*100+j; block j of the receive holds j*100+rank
            int[] send = new int[size];
            int[] want = new int[size];
            for (int j = 0; j < size; j++) {
                send[j] = rank * 100 + j;
                want[j] = j * 100 + rank;
            }
            int[] out = new int[size];
            W.allToAll(send, 1, MPI.INT, out, 1, MPI.INT);
            equal(want, out, "array");
            IntBuffer dOut = MPI.newIntBuffer(size);
            W.allToAll(direct(send), 1, MPI.INT, dOut, 1, MPI.INT);
            equal(want, content(dOut), "direct");
        });
    }

    static void communicators() {
        Check.ok("dup and compare", () -> {
            Intracomm dup = W.dup();
            equal(MPI.IDENT, Comm.compare(W, W), "world with itself");
            equal(MPI.CONGRUENT, Comm.compare(W, dup), "world with its dup");
            equal(rank, dup.getRank(), "rank in dup");
            equal(size, dup.getSize(), "size of dup");
            int[] sum = {rank};
            dup.allReduce(sum, 1, MPI.INT, MPI.SUM);
            equal(size * (size - 1) / 2, sum[0], "allReduce on dup");
            Intracomm clone = (Intracomm) dup.clone();
            equal(MPI.CONGRUENT, Comm.compare(dup, clone), "dup with its clone");
            clone.free();
            dup.free();
            isTrue(dup.isNull(), "dup is null after free");
            isTrue(!W.isNull(), "world is not null");
        });
        Check.ok("split", () -> {
            Intracomm half = W.split(rank % 2, -rank);
            equal(size / 2, half.getSize(), "size");
            equal((size - 1 - rank) / 2, half.getRank(), "rank ordered by key");
            equal(MPI.UNEQUAL, Comm.compare(W, half), "compare with world");
            int[] sum = {rank};
            half.allReduce(sum, 1, MPI.INT, MPI.SUM);
            int want = 0;
            for (int r = rank % 2; r < size; r += 2) {
                want += r;
            }
            equal(want, sum[0], "allReduce within the half");
            half.free();
            isTrue(half.isNull(), "null after free");
        });
        Check.ok("split UNDEFINED", () -> {
            Intracomm evens = W.split(rank % 2 == 0 ? 0 : MPI.UNDEFINED, rank);
            if (rank % 2 == 0) {
                isTrue(!evens.isNull(), "evens get a communicator");
                equal(rank / 2, evens.getRank(), "rank among evens");
                equal((size + 1) / 2, evens.getSize(), "number of evens");
                evens.barrier();
                evens.free();
            } else {
                isTrue(evens.isNull(), "odd ranks get MPI.COMM_NULL");
            }
        });
        Check.ok("groups", () -> {
            Group g = W.getGroup();
            equal(size, g.getSize(), "world group size");
            equal(rank, g.getRank(), "world group rank");
            g.free();
            isTrue(g.isNull(), "group null after free");
            Intracomm half = W.split(rank % 2, rank);
            Group hg = half.getGroup();
            equal(half.getSize(), hg.getSize(), "half group size");
            equal(half.getRank(), hg.getRank(), "half group rank");
            hg.free();
            half.free();
            equal(1, MPI.COMM_SELF.getSize(), "COMM_SELF size");
            equal(0, MPI.COMM_SELF.getRank(), "COMM_SELF rank");
        });
    }
}
