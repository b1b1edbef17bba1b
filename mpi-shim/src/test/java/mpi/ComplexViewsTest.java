package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import org.testng.annotations.Test;

/** DoubleComplex and FloatComplex views read and write the storage in place (no MPI needed). */
public class ComplexViewsTest {
    @Test
    public void doubleViewAddressesPairsOfAnArray() {
        double[] a = new double[6];
        DoubleComplex c = DoubleComplex.get(a, 1);
        c.putReal(3.5);
        c.putImag(-1.25);
        assertEquals(a[2], 3.5);
        assertEquals(a[3], -1.25);
        assertEquals(DoubleComplex.get(a, 1).getImag(), -1.25);
        DoubleBuffer rest = c.getBuffer();
        assertEquals(rest.get(0), 3.5);
        assertEquals(rest.capacity(), 4);
    }

    @Test
    public void byteBufferViewsUseNativeOrderWhateverTheBufferSays() {
        ByteBuffer b = ByteBuffer.allocateDirect(32).order(ByteOrder.BIG_ENDIAN);
        DoubleComplex.get(b, 1).putReal(2.0);
        assertEquals(b.duplicate().order(ByteOrder.nativeOrder()).getDouble(16), 2.0);
        FloatComplex f = FloatComplex.get(ByteBuffer.allocateDirect(16).order(ByteOrder.nativeOrder()), 1);
        f.putImag(7f);
        assertEquals(f.getImag(), 7f);
        assertTrue(f.getBuffer().isDirect());
    }

    @Test(expectedExceptions = IndexOutOfBoundsException.class)
    public void outOfRangeElementsFailInJava() {
        DoubleComplex.get(new double[2], 1).getReal();
    }

    @Test(expectedExceptions = IllegalArgumentException.class)
    public void nullStorageIsRefused() {
        FloatComplex.get((float[]) null);
    }
}
