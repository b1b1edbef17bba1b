package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import org.testng.annotations.Test;

/** Field offsets of Struct subclasses and user-defined Op objects, before any MPI call (no MPI.Init needed). */
public class StructLayoutTest {
    static final class Sample extends Struct {
        final int a = addInt();
        final int b = setOffset(8).addDouble(3);
        final int c = addChar(2);
        final int d = addByte();
        final int e = addShort(4);
        final int f = addLong();
        final int g = addFloat(2);

        @Override
        protected Data newData() {
            return null;
        }
    }

    @Test
    public void fieldsFollowEachOtherUnlessAnOffsetIsSet() {
        Sample s = new Sample();
        assertEquals(s.a, 0);
        assertEquals(s.b, 8);
        assertEquals(s.c, 32);
        assertEquals(s.d, 36);
        assertEquals(s.e, 37);
        assertEquals(s.f, 45);
        assertEquals(s.g, 53);
    }

    @Test
    public void offsetsBelowTheAccumulatedSizeAndNegativeLengthsAreRefused() {
        Sample s = new Sample();
        expectThrows(IllegalArgumentException.class, () -> s.setOffset(60));
        expectThrows(IllegalArgumentException.class, () -> s.addInt(-1));
        expectThrows(IllegalArgumentException.class, () -> s.addData(null));
    }

    @Test
    public void userOperationsNeedAFunctionAndStartNotNull() {
        expectThrows(IllegalArgumentException.class, () -> new Op(null, true));
        Op op = new Op(new UserFunction() {}, false);
        assertFalse(op.isCommutative());
        assertFalse(op.isNull());
        assertTrue(MPI.SUM.isCommutative());
    }

    @Test
    public void userOperationsAreCreatedOnlyOnceMpiRuns() {
        Op op = new Op(new UserFunction() {}, true);
        MPIException e = expectThrows(MPIException.class, op::use);
        assertTrue(e.getMessage().contains("not initialized"), e.getMessage());
    }
}
