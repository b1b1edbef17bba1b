package programs;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import mpi.Datatype;
import mpi.DoubleComplex;
import mpi.DoubleInt;
import mpi.FloatComplex;
import mpi.FloatInt;
import mpi.Int2;
import mpi.LongInt;
import mpi.MPI;
import mpi.MPIException;
import mpi.ShortInt;
import mpi.Struct;

/**
 * Pair types with MINLOC/MAXLOC (through MPI.doubleInt ... accessors, on direct buffers and arrays), complex sums
 * and products through DoubleComplex/FloatComplex views, and Struct subclasses written as Open MPI's examples write
 * them (nested structs, array fields, padding). Every rank checks; rank 0 prints "ok pairs-structs".
 */
public class PairsStructsProgram {
    /** A complex number as a struct, as in Open MPI's examples. */
    static final class Complex extends Struct {
        private final int real = addDouble();
        private final int imag = addDouble();

        @Override
        protected Data newData() {
            return new Data();
        }

        final class Data extends Struct.Data {
            double getReal() {
                return getDouble(real);
            }

            double getImag() {
                return getDouble(imag);
            }

            void putReal(double v) {
                putDouble(real, v);
            }

            void putImag(double v) {
                putDouble(imag, v);
            }
        }
    }

    static final Complex COMPLEX = new Complex();

    /** Mixed fields: an int, a padded double array, a nested struct, a struct array, chars and bytes. */
    static final class Particle extends Struct {
        private final int id = addInt();
        private final int pos = setOffset(8).addDouble(3);
        private final int charge = addStruct(COMPLEX);
        private final int history = addStruct(COMPLEX, 2);
        private final int tag = addChar(2);
        private final int flags = addByte(3);
        private final int weight = addFloat();
        private final int serial = addLong();
        private final int kind = addShort();

        Particle() throws MPIException {}

        @Override
        protected Data newData() {
            return new Data();
        }

        final class Data extends Struct.Data {
            void fill(int k) {
                putInt(id, 100 + k);
                for (int i = 0; i < 3; i++) {
                    putDouble(pos, i, k + i / 10.0);
                }
                Complex.Data c = getData(COMPLEX, charge);
                c.putReal(k);
                c.putImag(-k);
                for (int i = 0; i < 2; i++) {
                    Complex.Data h = getData(COMPLEX, history, i);
                    h.putReal(10 * k + i);
                    h.putImag(20 * k + i);
                }
                putChar(tag, 0, (char) ('a' + k));
                putChar(tag, 1, (char) ('A' + k));
                for (int i = 0; i < 3; i++) {
                    putByte(flags, i, (byte) (k * 3 + i));
                }
                putFloat(weight, k * 0.5f);
                putLong(serial, 1L << (40 + k));
                putShort(kind, (short) (-k));
            }

            void check(int k, String where) {
                Expect.equal(getInt(id), 100 + k, where + " id");
                for (int i = 0; i < 3; i++) {
                    Expect.equal(getDouble(pos, i), k + i / 10.0, where + " pos " + i);
                }
                Complex.Data c = getData(COMPLEX, charge);
                Expect.equal(c.getReal(), k, where + " charge real");
                Expect.equal(c.getImag(), -k, where + " charge imag");
                for (int i = 0; i < 2; i++) {
                    Complex.Data h = getData(COMPLEX, history, i);
                    Expect.equal(h.getReal(), 10 * k + i, where + " history real " + i);
                    Expect.equal(h.getImag(), 20 * k + i, where + " history imag " + i);
                }
                Expect.equal(getChar(tag, 0), 'a' + k, where + " tag 0");
                Expect.equal(getChar(tag, 1), 'A' + k, where + " tag 1");
                for (int i = 0; i < 3; i++) {
                    Expect.equal(getByte(flags, i), k * 3 + i, where + " flag " + i);
                }
                Expect.equal(getFloat(weight), k * 0.5f, where + " weight");
                Expect.equal(getLong(serial), 1L << (40 + k), where + " serial");
                Expect.equal(getShort(kind), -k, where + " kind");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        layouts();
        pairs(rank, size);
        complex(rank, size);
        structs(rank, size);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            System.out.println("ok pairs-structs");
        }
        MPI.Finalize();
    }

    private static void layouts() throws MPIException {
        Expect.equal(MPI.int2.getExtent(), 8, "int2 extent");
        Expect.equal(MPI.shortInt.getExtent(), 8, "shortInt extent");
        Expect.equal(MPI.longInt.getExtent(), 16, "longInt extent");
        Expect.equal(MPI.floatInt.getExtent(), 8, "floatInt extent");
        Expect.equal(MPI.doubleInt.getExtent(), 16, "doubleInt extent");
        Expect.equal(MPI.doubleInt.getType().getSize(), 12, "doubleInt struct size in bytes");
        // Open MPI counts pair types in bytes and complex types in their parts
        Expect.equal(MPI.INT2.getExtent(), 8, "MPI.INT2 extent in bytes");
        Expect.equal(MPI.DOUBLE_INT.getExtent(), 16, "MPI.DOUBLE_INT extent in bytes");
        Expect.equal(MPI.SHORT_INT.getSize(), 6, "MPI.SHORT_INT size in bytes");
        Expect.equal(MPI.DOUBLE_COMPLEX.getExtent(), 2, "MPI.DOUBLE_COMPLEX extent in doubles");
        Expect.equal(MPI.FLOAT_COMPLEX.getSize(), 2, "MPI.FLOAT_COMPLEX size in floats");
    }

    private static double value(int r, int i) {
        return ((r + 1) * (i + 2) * 37) % 11;
    }

    /** Expected MINLOC (min value, lowest rank among ties) or MAXLOC over ranks for element i: {value, index}. */
    private static double[] expectedLoc(int size, int i, boolean max) {
        double best = value(0, i);
        int at = 0;
        for (int r = 1; r < size; r++) {
            double v = value(r, i);
            if (max ? v > best : v < best) {
                best = v;
                at = r;
            }
        }
        return new double[] {best, at};
    }

    private static void pairs(int rank, int size) throws MPIException {
        int n = 5;
        // DOUBLE_INT on direct buffers
        DoubleInt di = MPI.doubleInt;
        ByteBuffer in = MPI.newByteBuffer(n * di.getExtent());
        ByteBuffer out = MPI.newByteBuffer(n * di.getExtent());
        for (int i = 0; i < n; i++) {
            DoubleInt.Data d = di.getData(in, i);
            d.putValue(value(rank, i));
            d.putIndex(rank);
        }
        for (boolean max : new boolean[] {false, true}) {
            MPI.COMM_WORLD.allReduce(in, out, n, MPI.DOUBLE_INT, max ? MPI.MAXLOC : MPI.MINLOC);
            for (int i = 0; i < n; i++) {
                DoubleInt.Data d = di.getData(out, i);
                double[] e = expectedLoc(size, i, max);
                Expect.equal(d.getValue(), e[0], "DOUBLE_INT " + (max ? "MAXLOC" : "MINLOC") + " value " + i);
                Expect.equal(d.getIndex(), (int) e[1], "DOUBLE_INT loc index " + i);
            }
        }
        // INT2 on int arrays: value, index pairs
        int[] pairs = new int[2 * n];
        int[] result = new int[2 * n];
        for (int i = 0; i < n; i++) {
            pairs[2 * i] = (int) value(rank, i);
            pairs[2 * i + 1] = rank;
        }
        MPI.COMM_WORLD.allReduce(pairs, result, n, MPI.INT2, MPI.MAXLOC);
        for (int i = 0; i < n; i++) {
            double[] e = expectedLoc(size, i, true);
            Expect.equal(result[2 * i], (long) e[0], "INT2 MAXLOC value " + i);
            Expect.equal(result[2 * i + 1], (long) e[1], "INT2 MAXLOC index " + i);
        }
        // INT2 through the Int2 accessor on a direct buffer
        ByteBuffer i2 = MPI.newByteBuffer(n * MPI.int2.getExtent());
        for (int i = 0; i < n; i++) {
            Int2.Data d = MPI.int2.getData(i2, i);
            d.putValue((int) value(rank, i));
            d.putIndex(rank);
        }
        MPI.COMM_WORLD.allReduce(i2, n, MPI.INT2, MPI.MINLOC);
        for (int i = 0; i < n; i++) {
            Int2.Data d = MPI.int2.getData(i2, i);
            double[] e = expectedLoc(size, i, false);
            Expect.equal(d.getValue(), (long) e[0], "Int2 MINLOC value " + i);
            Expect.equal(d.getIndex(), (long) e[1], "Int2 MINLOC index " + i);
        }
        // SHORT_INT, LONG_INT, FLOAT_INT through accessors on byte arrays, in place
        byte[] s = new byte[n * MPI.shortInt.getExtent()];
        byte[] l = new byte[n * MPI.longInt.getExtent()];
        byte[] f = new byte[n * MPI.floatInt.getExtent()];
        for (int i = 0; i < n; i++) {
            ShortInt.Data sd = MPI.shortInt.getData(s, i);
            sd.putValue((short) (value(rank, i) - 5));
            sd.putIndex(rank);
            LongInt.Data ld = MPI.longInt.getData(l, i);
            ld.putValue((long) value(rank, i) << 33);
            ld.putIndex(rank);
            FloatInt.Data fd = MPI.floatInt.getData(f, i);
            fd.putValue((float) value(rank, i) / 4);
            fd.putIndex(rank);
        }
        MPI.COMM_WORLD.allReduce(s, n, MPI.SHORT_INT, MPI.MINLOC);
        MPI.COMM_WORLD.allReduce(l, n, MPI.LONG_INT, MPI.MAXLOC);
        MPI.COMM_WORLD.allReduce(f, n, MPI.FLOAT_INT, MPI.MINLOC);
        for (int i = 0; i < n; i++) {
            double[] min = expectedLoc(size, i, false);
            double[] max = expectedLoc(size, i, true);
            ShortInt.Data sd = MPI.shortInt.getData(s, i);
            Expect.equal(sd.getValue(), (long) min[0] - 5, "SHORT_INT MINLOC value " + i);
            Expect.equal(sd.getIndex(), (long) min[1], "SHORT_INT MINLOC index " + i);
            LongInt.Data ld = MPI.longInt.getData(l, i);
            Expect.equal(ld.getValue(), (long) max[0] << 33, "LONG_INT MAXLOC value " + i);
            Expect.equal(ld.getIndex(), (long) max[1], "LONG_INT MAXLOC index " + i);
            FloatInt.Data fd = MPI.floatInt.getData(f, i);
            Expect.equal(fd.getValue(), (float) min[0] / 4, "FLOAT_INT MINLOC value " + i);
            Expect.equal(fd.getIndex(), (long) min[1], "FLOAT_INT MINLOC index " + i);
        }
    }

    private static void complex(int rank, int size) throws MPIException {
        int n = 3;
        double[] z = new double[2 * n];
        double[] sum = new double[2 * n];
        for (int k = 0; k < n; k++) {
            DoubleComplex c = DoubleComplex.get(z, k);
            c.putReal(rank + 1);
            c.putImag(k - rank);
        }
        MPI.COMM_WORLD.allReduce(z, sum, n, MPI.DOUBLE_COMPLEX, MPI.SUM);
        for (int k = 0; k < n; k++) {
            DoubleComplex c = DoubleComplex.get(sum, k);
            Expect.equal(c.getReal(), size * (size + 1) / 2.0, "complex sum real " + k);
            Expect.equal(c.getImag(), size * k - size * (size - 1) / 2.0, "complex sum imag " + k);
        }
        // product of (1 + i) over all ranks, on a direct float buffer
        FloatBuffer fz = MPI.newFloatBuffer(2 * n);
        for (int k = 0; k < n; k++) {
            FloatComplex c = FloatComplex.get(fz, k);
            c.putReal(1);
            c.putImag(k == 0 ? 1 : 0);
        }
        MPI.COMM_WORLD.allReduce(fz, n, MPI.FLOAT_COMPLEX, MPI.PROD);
        double re = 1;
        double im = 0;
        for (int r = 0; r < size; r++) {
            double nre = re - im;
            im = re + im;
            re = nre;
        }
        FloatComplex p = FloatComplex.get(fz, 0);
        Expect.equal(p.getReal(), re, "float complex product real");
        Expect.equal(p.getImag(), im, "float complex product imag");
        Expect.equal(FloatComplex.get(fz, 1).getReal(), 1, "float complex product of ones");
        Expect.equal(FloatComplex.get(fz, 2).getBuffer().get(1), 0, "getBuffer of element 2 starts at it");
        // the ByteBuffer form of the view, reduced to the root
        ByteBuffer bz = MPI.newByteBuffer(16 * n);
        ByteBuffer broot = MPI.newByteBuffer(16 * n);
        for (int k = 0; k < n; k++) {
            DoubleComplex.get(bz, k).putReal(k * (rank + 1));
            DoubleComplex.get(bz, k).putImag(1);
        }
        MPI.COMM_WORLD.reduce(bz, broot, n, MPI.DOUBLE_COMPLEX, MPI.SUM, 0);
        if (rank == 0) {
            for (int k = 0; k < n; k++) {
                Expect.equal(DoubleComplex.get(broot, k).getReal(), k * size * (size + 1) / 2.0, "bytes sum real");
                Expect.equal(DoubleComplex.get(broot, k).getImag(), size, "bytes sum imag");
            }
        }
    }

    private static void structs(int rank, int size) throws MPIException {
        Particle particle = new Particle();
        Datatype type = particle.getType();
        int extent = particle.getExtent();
        Expect.equal(extent, type.getExtent(), "struct extent is the datatype's");
        Expect.that(extent >= 8 + 24 + 16 + 32 + 4 + 3 + 4 + 8 + 2, "extent covers the fields: " + extent);
        Expect.equal(extent % 8, 0, "extent rounded to the alignment of double");
        Expect.threw(IllegalStateException.class, "field after commit", () -> COMPLEX.addInt());
        Expect.threw(IllegalArgumentException.class, "offset below the accumulated extent",
                () -> new Struct() {
                    { addInt(); setOffset(2); }
                    @Override
                    protected Data newData() {
                        return null;
                    }
                });
        int n = 3;
        // bcast of a direct buffer of structs
        ByteBuffer buf = MPI.newByteBuffer(n * extent);
        if (rank == 0) {
            for (int k = 0; k < n; k++) {
                particle.<Particle.Data>getData(buf, k).fill(k);
            }
        }
        MPI.COMM_WORLD.bcast(buf, n, type, 0);
        for (int k = 0; k < n; k++) {
            particle.<Particle.Data>getData(buf, k).check(k, "bcast struct " + k + " on rank " + rank);
        }
        // point to point with byte arrays, and one struct through its Data.getBuffer() slice
        if (rank == 0) {
            byte[] arr = new byte[n * extent];
            for (int k = 0; k < n; k++) {
                particle.<Particle.Data>getData(arr, k).fill(k + 5);
            }
            MPI.COMM_WORLD.send(arr, n, type, 1, 20);
            Particle.Data second = particle.getData(buf, 2);
            MPI.COMM_WORLD.send(second.getBuffer(), 1, type, 1, 21);
        } else if (rank == 1) {
            byte[] arr = new byte[n * extent];
            MPI.COMM_WORLD.recv(arr, n, type, 0, 20);
            for (int k = 0; k < n; k++) {
                particle.<Particle.Data>getData(arr, k).check(k + 5, "array struct " + k);
            }
            ByteBuffer one = MPI.newByteBuffer(extent);
            MPI.COMM_WORLD.recv(one, 1, type, 0, 21);
            particle.<Particle.Data>getData(one).check(2, "struct sent from a Data slice");
        }
        // sums over struct fields the usual way: a Complex array reduced with a user-free predefined op on doubles
        ByteBuffer cs = MPI.newByteBuffer(2 * COMPLEX.getExtent());
        for (int k = 0; k < 2; k++) {
            Complex.Data c = COMPLEX.getData(cs, k);
            c.putReal(rank);
            c.putImag(k);
        }
        MPI.COMM_WORLD.allReduce(cs, 4, MPI.DOUBLE, MPI.SUM);
        Complex.Data c1 = COMPLEX.getData(cs, 1);
        Expect.equal(c1.getReal(), size * (size - 1) / 2.0, "complex struct field sum");
        Expect.equal(c1.getImag(), size, "complex struct field sum imag");
    }
}
