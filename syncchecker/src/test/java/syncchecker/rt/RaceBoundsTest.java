package syncchecker.rt;

import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

/**
 * The race probe's bounds test: an access the buffer will refuse (it throws) never reaches the race checker, one it
 * allows always does, for one element (tested in int) and for longer accesses (tested in long).
 */
public class RaceBoundsTest {
    @Test
    public void oneElementWithinTheLimit() {
        assertTrue(Probes.fits(0, 1, 4, 4, 10));
        assertTrue(Probes.fits(9, 1, 4, 4, 10), "the last element");
        assertFalse(Probes.fits(10, 1, 4, 4, 10), "at the limit");
        assertFalse(Probes.fits(-1, 1, 4, 4, 10), "a negative index");
        assertFalse(Probes.fits(0, 1, 8, 8, 0), "an empty buffer");
    }

    @Test
    public void unitsWiderThanTheElement() {
        // ByteBuffer.getInt(index): 4 bytes from byte index
        assertTrue(Probes.fits(6, 1, 4, 1, 10), "bytes 6..9 of 10");
        assertFalse(Probes.fits(7, 1, 4, 1, 10), "byte 10 is past the limit");
    }

    @Test
    public void severalElements() {
        assertTrue(Probes.fits(2, 8, 4, 4, 10), "elements 2..9");
        assertFalse(Probes.fits(3, 8, 4, 4, 10), "element 10 is past the limit");
        assertFalse(Probes.fits(Integer.MAX_VALUE, 2, 8, 8, Integer.MAX_VALUE), "no int overflow");
    }
}
