package programs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.Int2;
import mpi.MPIException;
import mpi.Op;
import mpi.UserFunction;

/**
 * User-defined reduction operations called back from the C library: a commutative sum (buffer form) and a
 * non-commutative, associative "digit concatenation" on a derived type, through allReduce and reduce on arrays
 * and direct buffers, the boolean array form, reduceLocal, exceptions thrown by the function, free and isNull.
 * Rank 0 prints "ok user-ops" when every check passed.
 */
public class UserOpProgram {
    /** inout[i] = in[i] + inout[i] on ints, through the buffer form. */
    static final class IntSum extends UserFunction {
        volatile Datatype lastType;

        @Override
        public void call(ByteBuffer in, ByteBuffer inOut, int count, Datatype type) throws MPIException {
            lastType = type;
            IntBuffer a = in.asIntBuffer();
            IntBuffer b = inOut.asIntBuffer();
            for (int i = 0; i < count; i++) {
                b.put(i, a.get(i) + b.get(i));
            }
        }
    }

    /**
     * Elements are (digits, length) pairs of longs; x op y = (x.digits * 10^y.length + y.digits, x.length +
     * y.length): associative, not commutative, so the result spells the ranks in order.
     */
    static final class Concat extends UserFunction {
        volatile Datatype lastType;

        @Override
        public void call(ByteBuffer in, ByteBuffer inOut, int count, Datatype type) throws MPIException {
            lastType = type;
            LongBuffer x = in.asLongBuffer();
            LongBuffer y = inOut.asLongBuffer();
            for (int i = 0; i < count; i++) {
                long yd = y.get(2 * i);
                long yl = y.get(2 * i + 1);
                long pow = 1;
                for (int k = 0; k < yl; k++) {
                    pow *= 10;
                }
                y.put(2 * i, x.get(2 * i) * pow + yd);
                y.put(2 * i + 1, x.get(2 * i + 1) + yl);
            }
        }
    }

    /** Logical and on booleans, through the array form (Open MPI's form for MPI.BOOLEAN data). */
    static final class BoolAnd extends UserFunction {
        @Override
        public void call(Object in, Object inOut, int count, Datatype type) {
            boolean[] a = (boolean[]) in;
            boolean[] b = (boolean[]) inOut;
            for (int i = 0; i < count; i++) {
                b[i] = a[i] && b[i];
            }
        }
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        commutative(rank, size);
        nonCommutative(rank, size);
        booleans(rank, size);
        local();
        pairOp(rank, size);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            System.out.println("ok user-ops");
        }
        MPI.Finalize();
    }

    private static void commutative(int rank, int size) throws MPIException {
        IntSum fn = new IntSum();
        Op sum = new Op(fn, true);
        Expect.that(sum.isCommutative(), "isCommutative");
        Expect.that(!sum.isNull(), "new op is not null");
        int n = 1000;
        int[] in = new int[n];
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            in[i] = rank * i + 1;
        }
        MPI.COMM_WORLD.allReduce(in, out, n, MPI.INT, sum);
        for (int i = 0; i < n; i++) {
            Expect.equal(out[i], (long) i * size * (size - 1) / 2 + size, "user sum on arrays " + i);
        }
        // a rank may only forward data (no call on it) depending on the algorithm the library picks
        Expect.that(fn.lastType == null || fn.lastType == MPI.INT, "the function got MPI.INT: " + fn.lastType);
        IntBuffer buf = MPI.newIntBuffer(n);
        IntBuffer res = MPI.newIntBuffer(n);
        for (int i = 0; i < n; i++) {
            buf.put(i, rank + i);
        }
        MPI.COMM_WORLD.reduce(buf, res, n, MPI.INT, sum, size - 1);
        if (rank == size - 1) {
            for (int i = 0; i < n; i++) {
                Expect.equal(res.get(i), (long) size * i + size * (size - 1) / 2, "user sum to root " + i);
            }
        }
        MPI.COMM_WORLD.allReduce(buf, n, MPI.INT, sum);
        Expect.equal(buf.get(7), size * 7L + size * (size - 1) / 2, "user sum in place on a direct buffer");
        sum.free();
        Expect.that(sum.isNull(), "freed op is null");
        sum.free(); // a second free does nothing, as in Open MPI
        Expect.refused("freed op in a reduction", "freed",
                () -> MPI.COMM_WORLD.allReduce(in, out, n, MPI.INT, sum));
    }

    private static void nonCommutative(int rank, int size) throws MPIException {
        Concat fn = new Concat();
        Op concat = new Op(fn, false);
        Expect.that(!concat.isCommutative(), "not commutative");
        Datatype pair = Datatype.createContiguous(2, MPI.LONG);
        pair.commit();
        int n = 3;
        long[] in = new long[2 * n];
        long[] out = new long[2 * n];
        for (int i = 0; i < n; i++) {
            in[2 * i] = (rank + 1 + i) % 10;
            in[2 * i + 1] = 1;
        }
        MPI.COMM_WORLD.allReduce(in, out, n, pair, concat);
        for (int i = 0; i < n; i++) {
            long expected = 0;
            for (int r = 0; r < size; r++) {
                expected = expected * 10 + (r + 1 + i) % 10;
            }
            Expect.equal(out[2 * i], expected, "ordered concatenation " + i);
            Expect.equal(out[2 * i + 1], size, "concatenated length " + i);
        }
        long[] local = {1, 1, 2, 1, 3, 1};
        long[] acc = {4, 1, 5, 2, 6, 3};
        Comm.reduceLocal(local, acc, n, pair, concat);
        Expect.that(fn.lastType == pair, "the function got the derived type: " + fn.lastType);
        Expect.equal(acc[0], 14, "reduceLocal applies in op inout");
        Expect.equal(acc[2], 205, "reduceLocal concatenation with length 2");
        Expect.equal(acc[5], 4, "reduceLocal concatenated length");
        LongBuffer b = MPI.newLongBuffer(2 * n);
        LongBuffer r = MPI.newLongBuffer(2 * n);
        for (int i = 0; i < 2 * n; i++) {
            b.put(i, in[i]);
        }
        MPI.COMM_WORLD.reduce(b, r, n, pair, concat, 0);
        if (rank == 0) {
            Expect.equal(r.get(0), out[0], "ordered concatenation to the root on direct buffers");
        }
        concat.free();
        pair.free();
    }

    private static void booleans(int rank, int size) throws MPIException {
        Op and = new Op(new BoolAnd(), true);
        boolean[] in = {true, rank != 1, rank % 2 == 0, true};
        boolean[] out = new boolean[4];
        MPI.COMM_WORLD.allReduce(in, out, 4, MPI.BOOLEAN, and);
        Expect.that(out[0] && out[3], "and of trues");
        Expect.that(out[1] == (size < 2), "and with one false");
        Expect.that(!out[2] || size == 1, "and of alternating");
        and.free();
    }

    /** A MAXLOC written by hand on MPI.INT2 through the Int2 accessors, as Open MPI's own op test does. */
    private static void pairOp(int rank, int size) throws MPIException {
        Datatype[] seen = new Datatype[1];
        Op maxLoc = new Op(new UserFunction() {
            @Override
            public void call(ByteBuffer in, ByteBuffer inOut, int count, Datatype type) throws MPIException {
                seen[0] = type;
                for (int i = 0; i < count; i++) {
                    Int2.Data a = MPI.int2.getData(in, i);
                    Int2.Data b = MPI.int2.getData(inOut, i);
                    if (a.getValue() > b.getValue() || (a.getValue() == b.getValue() && a.getIndex() < b.getIndex())) {
                        b.putValue(a.getValue());
                        b.putIndex(a.getIndex());
                    }
                }
            }
        }, true);
        ByteBuffer in = MPI.newByteBuffer(2 * MPI.INT2.getExtent());
        ByteBuffer out = MPI.newByteBuffer(2 * MPI.INT2.getExtent());
        for (int i = 0; i < 2; i++) {
            Int2.Data d = MPI.int2.getData(in, i);
            d.putValue(i == 0 ? rank % 2 : -rank);
            d.putIndex(rank);
        }
        MPI.COMM_WORLD.allReduce(in, out, 2, MPI.INT2, maxLoc);
        Int2.Data first = MPI.int2.getData(out, 0);
        Int2.Data second = MPI.int2.getData(out, 1);
        Expect.equal(first.getValue(), size > 1 ? 1 : 0, "hand-written maxloc value");
        Expect.equal(first.getIndex(), size > 1 ? 1 : 0, "hand-written maxloc index (lowest rank of the max)");
        Expect.equal(second.getValue(), 0, "hand-written maxloc of -rank");
        Expect.equal(second.getIndex(), 0, "hand-written maxloc index of -rank");
        seen[0] = null;
        Comm.reduceLocal(in, out, 2, MPI.INT2, maxLoc);
        Expect.that(seen[0] == MPI.INT2, "the function got MPI.INT2 itself: " + seen[0]);
        maxLoc.free();
    }

    private static void local() throws Exception {
        IntSum fn = new IntSum();
        Op sum = new Op(fn, true);
        int[] a = {1, 2, 3, 4};
        int[] b = {10, 20, 30, 40};
        Comm.reduceLocal(a, b, 4, MPI.INT, sum);
        Expect.array(b, new int[] {11, 22, 33, 44}, "reduceLocal with a user op on arrays");
        IntBuffer da = MPI.newIntBuffer(4);
        IntBuffer db = MPI.newIntBuffer(4);
        for (int i = 0; i < 4; i++) {
            da.put(i, i);
            db.put(i, 5);
        }
        Comm.reduceLocal(da, db, 4, MPI.INT, MPI.MAX);
        Expect.equal(db.get(3), 5, "reduceLocal MAX keeps 5");
        Comm.reduceLocal(da, db, 4, MPI.INT, MPI.PROD);
        Expect.equal(db.get(3), 15, "reduceLocal PROD on direct buffers");
        Comm.reduceLocal(da, db, 4, MPI.INT, sum);
        Expect.equal(db.get(2), 12, "reduceLocal with a user op on direct buffers");

        Op failing = new Op(new UserFunction() {
            @Override
            public void call(ByteBuffer in, ByteBuffer inOut, int count, Datatype type) {
                throw new IllegalStateException("boom from the user function");
            }
        }, true);
        IllegalStateException e = Expect.threw(IllegalStateException.class, "exception of the user function",
                () -> Comm.reduceLocal(a, b, 4, MPI.INT, failing));
        Expect.equal(e.getMessage(), "boom from the user function", "exception message");
        Op arrayOnly = new Op(new BoolAnd(), true);
        Expect.threw(UnsupportedOperationException.class, "buffer form not overridden",
                () -> Comm.reduceLocal(a, b, 4, MPI.INT, arrayOnly));
        Expect.refused("reduceLocal count beyond the buffer", "needs",
                () -> Comm.reduceLocal(a, new int[2], 4, MPI.INT, sum));
        Expect.threw(IllegalArgumentException.class, "null op", () -> Comm.reduceLocal(a, b, 4, MPI.INT, null));
        Expect.refused("predefined op free", "predefined", MPI.SUM::free);
        sum.free();
        failing.free();
        arrayOnly.free();
    }
}
