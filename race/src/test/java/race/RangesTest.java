package race;

import static org.testng.Assert.assertEquals;

import org.testng.annotations.Test;

/** The window ranges the probes test against. */
public class RangesTest {
    @Test
    public void addKeepsRangesSortedAndMergesOverlapsAndNeighbours() {
        long[] r = Ranges.add(new long[0], 100, 200);
        r = Ranges.add(r, 500, 600);
        r = Ranges.add(r, 300, 400);
        assertEquals(r, new long[] {100, 200, 300, 400, 500, 600});
        assertEquals(Ranges.add(r, 150, 350), new long[] {100, 400, 500, 600});
        assertEquals(Ranges.add(r, 400, 500), new long[] {100, 200, 300, 600}, "touching ranges become one");
        assertEquals(Ranges.add(r, 0, 1000), new long[] {0, 1000});
        assertEquals(Ranges.add(r, 10, 10), r, "an empty range adds nothing");
    }

    @Test
    public void coarsenFillsTheSmallestGapsFirst() {
        long[] r = {0, 10, 100, 110, 115, 120, 1000, 1010};
        assertEquals(Ranges.coarsen(r, 4), r);
        assertEquals(Ranges.coarsen(r, 3), new long[] {0, 10, 100, 120, 1000, 1010});
        assertEquals(Ranges.coarsen(r, 2), new long[] {0, 120, 1000, 1010});
        assertEquals(Ranges.coarsen(r, 1), new long[] {0, 1010});
    }
}
