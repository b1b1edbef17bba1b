package syncchecker.core;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import java.util.List;
import org.testng.annotations.Test;

public class DataMapTest {
    /** MPI_Type_vector(4, 1, 2, MPI_INT): ints 0, 2, 4, 6 of each element; extent 28 bytes. */
    private static DataMap vector() {
        return DataMap.of(List.of(new long[] {0, 4}, new long[] {8, 4}, new long[] {16, 4}, new long[] {24, 4}), 28,
                false);
    }

    @Test
    public void contiguousTypeCoversEveryByteOfEveryElement() {
        DataMap m = DataMap.contiguous(4);
        assertTrue(m.isContiguous());
        assertEquals(m.overlap(16, 60, 64), new long[] {60, 64});
        assertNull(m.overlap(16, 64, 68), "one past the end");
        assertEquals(m.overlap(16, -4, 2), new long[] {0, 2}, "clipped to the buffer start");
        assertEquals(m.messageBytes(16), 64);
    }

    @Test
    public void writesIntoVectorGapsTouchNoMessageByte() {
        DataMap m = vector();
        assertFalse(m.isContiguous());
        assertNull(m.overlap(1, 4, 8), "int 1 is a gap");
        assertNull(m.overlap(1, 20, 24), "int 5 is a gap");
        assertEquals(m.overlap(1, 8, 12), new long[] {8, 12});
        assertEquals(m.messageBytes(1), 16);
        assertEquals(m.hullEnd(1), 28);
    }

    @Test
    public void secondElementStartsOneExtentLater() {
        DataMap m = vector();
        // element 1 covers bytes 28..32, 36..40, 44..48, 52..56
        assertEquals(m.overlap(2, 28, 32), new long[] {28, 32});
        assertNull(m.overlap(2, 32, 36));
        assertNull(m.overlap(2, 56, 60), "past the last element");
        assertEquals(m.hullEnd(2), 56);
        assertEquals(m.overlap(2, 30, 50), new long[] {30, 32}, "the first message bytes of a wide access");
    }

    @Test
    public void overlappingAndAdjacentSegmentsAreMerged() {
        DataMap m = DataMap.of(List.of(new long[] {4, 4}, new long[] {0, 4}, new long[] {6, 6}), 12, false);
        assertEquals(m.segments(), 1);
        assertTrue(m.isContiguous());
    }

    @Test
    public void resizedExtentLeavesATrailingGap() {
        // an int resized to extent 8: bytes 4..8 of each element are padding
        DataMap m = DataMap.of(List.of(new long[] {0, 4}), 8, false);
        assertNull(m.overlap(3, 12, 16));
        assertEquals(m.overlap(3, 16, 17), new long[] {16, 17});
        assertEquals(m.hullEnd(3), 20);
    }

    @Test
    public void manyElementsAreSearchedByArithmeticNotByScanning() {
        DataMap m = DataMap.of(List.of(new long[] {0, 8}), 16, false);
        long count = 1L << 40;
        assertEquals(m.overlap(count, (count - 1) * 16, (count - 1) * 16 + 1), new long[] {(count - 1) * 16,
            (count - 1) * 16 + 1});
        assertNull(m.overlap(count, 8, 16));
    }
}
