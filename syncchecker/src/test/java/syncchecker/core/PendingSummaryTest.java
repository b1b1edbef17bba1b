package syncchecker.core;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

/** The filters' view of the pending buffers: per-kind counts (ER, AT) and ranges (MR), kept on post and completion. */
public class PendingSummaryTest {
    private final ByteBuffer sendBuf = ByteBuffer.allocateDirect(64);
    private final ByteBuffer recvBuf = ByteBuffer.allocateDirect(64);
    private final long send = Memory.address(sendBuf);
    private final long recv = Memory.address(recvBuf);

    @AfterMethod
    public void reset() {
        Checker.install(null);
    }

    private static Checker checker(boolean writesToReceives) {
        return TestCheckers.installed(d -> { }, writesToReceives);
    }

    private static void post(Checker c, Object request, int access, ByteBuffer buf, long ints) {
        c.posted(new PostedOperation("iX", request, 7L, 1, 0, List.of(new BufferUse(access, buf,
                Memory.address(buf), ints, 1L, "MPI.INT", "buf"))), t -> DataMap.contiguous(4));
    }

    @Test
    public void nothingPendingIsNull() {
        Checker c = checker(true);
        assertNull(Checker.pending());
        post(c, "s", BufferUse.READ_BY_LIBRARY, sendBuf, 4);
        assertTrue(Checker.pending() != null);
        c.completed("s");
        assertNull(Checker.pending(), "ER: the last completion empties the lists");
    }

    @Test
    public void accessTypeConsultsOnlyTheConflictingKind() {
        Checker c = checker(false);
        post(c, "s", BufferUse.READ_BY_LIBRARY, sendBuf, 4);
        PendingSummary s = Checker.pending();
        assertTrue(s.writeMayConflict(), "a write can overwrite a pending send");
        assertFalse(s.readMayConflict(), "a read cannot conflict with a send");
        c.completed("s");
        post(c, "r", BufferUse.WRITTEN_BY_LIBRARY, recvBuf, 4);
        s = Checker.pending();
        assertTrue(s.readMayConflict());
        assertFalse(s.writeMayConflict(), "writes to pending receives are not checked here");
        Checker.install(null);

        Checker all = checker(true);
        post(all, "r", BufferUse.WRITTEN_BY_LIBRARY, recvBuf, 4);
        assertTrue(Checker.pending().writeMayConflict(), "writes to pending receives are checked");
    }

    @Test
    public void memoryRangeIsPerKindAndExact() {
        Checker c = checker(false);
        post(c, "s", BufferUse.READ_BY_LIBRARY, sendBuf, 4); // 16 bytes
        post(c, "r", BufferUse.WRITTEN_BY_LIBRARY, recvBuf, 2); // 8 bytes
        PendingSummary s = Checker.pending();
        assertEquals(s.sends, 1);
        assertEquals(s.receives, 1);
        assertTrue(s.writeInRange(send, 1));
        assertTrue(s.writeInRange(send + 15, 1));
        assertTrue(s.writeInRange(send - 4, 5), "a bulk write reaching into the buffer");
        assertFalse(s.writeInRange(send + 16, 4), "just past the end");
        assertFalse(s.writeInRange(send - 4, 4), "just before the start");
        assertFalse(s.writeInRange(recv, 4), "the receive range does not count for writes here");
        assertTrue(s.readInRange(recv + 4, 4));
        assertFalse(s.readInRange(recv + 8, 4));
        assertFalse(s.readInRange(send, 4), "the send range does not count for reads");
    }

    @Test
    public void rangeWidensOnPostAndNarrowsOnCompletion() {
        Checker c = checker(true);
        ByteBuffer far = ByteBuffer.allocateDirect(1 << 20);
        long farAddress = Memory.address(far);
        post(c, "a", BufferUse.READ_BY_LIBRARY, sendBuf, 4);
        post(c, "b", BufferUse.READ_BY_LIBRARY, far, 4);
        PendingSummary both = Checker.pending();
        assertEquals(both.writeLo, Math.min(send, farAddress), "the hull of the send side (no receive pending)");
        assertEquals(both.writeLo + both.writeSpan, Math.max(send, farAddress) + 16);
        c.completed("b");
        PendingSummary one = Checker.pending();
        assertEquals(one.writeLo, send);
        assertEquals(one.writeLo + one.writeSpan, send + 16);
        assertFalse(one.writeInRange(farAddress, 4), "the completed buffer no longer counts");
    }

    @Test
    public void exactRangesLeaveTheGapBetweenTwoPendingBuffers() {
        Checker c = checker(false);
        ByteBuffer array = ByteBuffer.allocateDirect(1024);
        long base = Memory.address(array);
        // a halo exchange: receives into both ends, the middle is computed meanwhile
        post(c, "lo", BufferUse.WRITTEN_BY_LIBRARY, array, 4);                          // [0, 16)
        post(c, "hi", BufferUse.WRITTEN_BY_LIBRARY, array.duplicate().position(1008).slice(), 4);     // [1008, 1024)
        PendingSummary s = Checker.pending();
        assertTrue(s.readLo <= base + 512 && base + 512 < s.readLo + s.readSpan, "the hull holds the middle");
        assertFalse(readGoesOn(s, base, 1024, base + 512, 8), "but the gap between the two buffers takes it out");
        assertFalse(readGoesOn(s, base, 1024, base + 16, 992), "all of the gap");
        assertTrue(readGoesOn(s, base, 1024, base + 15, 2) && readGoesOn(s, base, 1024, base + 1007, 2),
                "reaching out of the gap");
        assertFalse(s.readInRange(base + 512, 8), "no pending buffer holds the middle");
        assertTrue(s.readInRange(base + 12, 8) && s.readInRange(base + 1000, 9), "reaching into either end");
        assertFalse(s.readInRange(base + 16, 992), "touching neither");
        assertTrue(s.readInRange(base, 1024), "spanning both");
    }

    /**
     * What the probes decide for a read of {@code bytes} at {@code address} in a byte buffer at {@code base} of
     * {@code capacity} bytes: whether it goes on past the window (see syncchecker.rt.Probes#access).
     */
    private static boolean readGoesOn(PendingSummary s, long base, long capacity, long address, long bytes) {
        return goesOn(s.readWindow(base, capacity, 1, bytes), capacity, (int) (address - base));
    }

    private static boolean writeGoesOn(PendingSummary s, long base, long capacity, long address, long bytes) {
        return goesOn(s.writeWindow(base, capacity, 1, bytes), capacity, (int) (address - base));
    }

    private static boolean goesOn(long window, long elements, int index) {
        return window != elements && !PendingSummary.inWindow(window, index);
    }

    @Test
    public void inlineTestsAreEmptyWhenNothingOfTheKindIsPending() {
        PendingSummary none = PendingSummary.NONE;
        for (long a : new long[] {0, 1, 16, 1L << 40, 1L << 47}) { // user-space addresses
            assertFalse(readGoesOn(none, a, 64, a, 8) || writeGoesOn(none, a, 64, a + 8, 8)
                    || readGoesOn(none, a, 1 << 20, a, 1 << 20), "at " + a);
        }
        Checker c = checker(false);
        post(c, "s", BufferUse.READ_BY_LIBRARY, sendBuf, 4);
        PendingSummary s = Checker.pending();
        assertFalse(readGoesOn(s, send, 64, send, 16), "no receive pending: reads never go on");
        // a view from 8 bytes before the send's 16 bytes to 8 after them: the window is one of the two 8-byte
        // holes, an access in the other goes on to the exact ranges, which decide
        long view = send - 8;
        assertTrue(writeReaches(s, view, 32, send + 12, 8) && writeReaches(s, view, 32, send - 4, 5)
                && !writeReaches(s, view, 32, send - 4, 4) && !writeReaches(s, view, 32, send + 16, 1),
                "the send's own bytes, exactly");
        assertTrue(!writeGoesOn(s, view, 32, send - 8, 8) || !writeGoesOn(s, view, 32, send + 16, 8),
                "one of the holes is the window");
    }

    /** Whether a write goes past the window and then meets a pending range: what reaches the full check. */
    private static boolean writeReaches(PendingSummary s, long base, long capacity, long address, long bytes) {
        return writeGoesOn(s, base, capacity, address, bytes) && s.writeInRange(address, bytes);
    }

    /** Indices i of a buffer of {@code elements} whose {@code bytes} from i * eb lie in [from, to), counted. */
    private static long fitting(long from, long to, int elements, int eb, long bytes) {
        long n = 0;
        for (int i = 0; i < elements; i++) {
            n += i * (long) eb >= from && i * (long) eb + bytes <= to ? 1 : 0;
        }
        return n;
    }

    @Test
    public void windowNeverHoldsAnIndexThatMeetsAPendingRangeAndIsTheLongestHole() {
        java.util.Random random = new java.util.Random(11);
        long base = 1L << 30;
        for (int round = 0; round < 3000; round++) {
            int eb = 1 << random.nextInt(4);
            int elements = 1 + random.nextInt(64);
            long capacity = (long) elements * eb;
            long bytes = random.nextBoolean() ? eb : 1 + random.nextInt(3 * eb);
            // up to 4 sorted disjoint ranges around and inside the buffer (some outside it)
            int n = random.nextInt(5);
            long[] ranges = new long[2 * n];
            long at = base - 40 + random.nextInt(40);
            for (int k = 0; k < n; k++) {
                ranges[2 * k] = at + random.nextInt(30);
                ranges[2 * k + 1] = ranges[2 * k] + 1 + random.nextInt(30);
                at = ranges[2 * k + 1] + 1;
            }
            PendingSummary s = new PendingSummary(0, n, false, PendingSummary.EMPTY, ranges);
            long w = s.readWindow(base, capacity, eb, bytes);
            String what = java.util.Arrays.toString(ranges) + " eb " + eb + " elements " + elements + " bytes " + bytes;
            long inside = 0;
            for (int i = 0; i < elements; i++) {
                if (PendingSummary.inWindow(w, i)) {
                    inside++;
                    long a = base + (long) i * eb;
                    assertTrue(a + bytes <= base + capacity, "inside the buffer: " + what);
                    assertFalse(s.readInRange(a, bytes), "index " + i + " meets a pending range: " + what);
                }
            }
            assertFalse(PendingSummary.inWindow(w, Probes_POSITION), "a relative access always goes on: " + what);
            // the longest in bytes of: before the hull, after it, the widest gap (each clipped to the buffer)
            long[] holes = n == 0 ? new long[] {0, capacity}
                    : new long[] {0, ranges[0] - base, ranges[2 * n - 1] - base, capacity,
                        s.readGapLo - base, s.readGapHi - base};
            long from = 0;
            long to = 0;
            for (int h = 0; h < holes.length; h += 2) {
                long lo = Math.min(Math.max(holes[h], 0), capacity);
                long hi = Math.min(Math.max(holes[h + 1], 0), capacity);
                if (hi - lo > to - from) {
                    from = lo;
                    to = hi;
                }
            }
            long want = fitting(from, to, elements, eb, bytes);
            assertEquals(inside, want, "the longest hole: " + what);
        }
    }

    /** syncchecker.rt.Probes.POSITION (not visible here). */
    private static final int Probes_POSITION = Integer.MIN_VALUE;

    /** The union of the first {@code n} pairs of {@code ranges}, which stays as it was. */
    private static long[] merged(long[] ranges, int n) {
        long[] out = java.util.Arrays.copyOf(ranges, 2 * n);
        return java.util.Arrays.copyOf(out, 2 * PendingSummary.joinInPlace(out, n));
    }

    @Test
    public void overlappingAndTouchingRangesMerge() {
        long[] m = merged(new long[] {50, 60, 10, 20, 15, 30, 30, 40, 70, 80}, 5);
        assertEquals(m, new long[] {10, 40, 50, 60, 70, 80});
        assertEquals(merged(new long[] {5, 9, 1, 2}, 1), new long[] {5, 9}, "only the first n pairs");
    }

    @Test
    public void mergingAgreesWithAByteMapForFewAndManyRanges() {
        java.util.Random random = new java.util.Random(7);
        for (int round = 0; round < 2000; round++) {
            int n = 2 + random.nextInt(40); // both the in-place sort (up to 16) and the sweep
            long[] ranges = new long[2 * n];
            boolean[] covered = new boolean[260];
            for (int k = 0; k < n; k++) {
                int lo = random.nextInt(200);
                int hi = lo + 1 + random.nextInt(random.nextBoolean() ? 4 : 50);
                ranges[2 * k] = lo;
                ranges[2 * k + 1] = hi;
                java.util.Arrays.fill(covered, lo, hi, true);
            }
            java.util.List<Long> want = new java.util.ArrayList<>();
            for (int b = 0; b < covered.length; b++) {
                if (covered[b] && (b == 0 || !covered[b - 1])) {
                    want.add((long) b);
                }
                if (covered[b] && (b + 1 == covered.length || !covered[b + 1])) {
                    want.add((long) b + 1);
                }
            }
            long[] got = merged(ranges, n);
            assertEquals(got, want.stream().mapToLong(Long::longValue).toArray(), java.util.Arrays.toString(ranges));
        }
    }

    @Test
    public void aBufferTheLibraryReadsAndWritesCountsAsBothKinds() {
        Checker c = checker(false);
        post(c, "inplace", 3, sendBuf, 4); // neither only read nor only written (main's READ_AND_WRITTEN_BY_LIBRARY)
        PendingSummary s = Checker.pending();
        assertTrue(s.writeMayConflict() && s.readMayConflict());
        assertTrue(s.writeInRange(send, 4) && s.readInRange(send, 4));
    }

    @Test
    public void thresholdWidensButNeverNarrows() {
        List<PendingBuffer> buffers = new ArrayList<>();
        PendingOperation op = new PendingOperation(new PostedOperation("iSend", "s", 7L, 1, 0, List.of()), null, 0L);
        buffers.add(new PendingBuffer(op, new BufferUse(BufferUse.READ_BY_LIBRARY, sendBuf, send, 16, 1L, "MPI.INT",
                "buf"), DataMap.contiguous(4)));
        assertEquals(writeEnd(new Summaries().of(buffers, true, 0)), send + 64, "exact: 16 ints");
        assertEquals(writeEnd(new Summaries().of(buffers, true, 1 << 20)), send + (1 << 20), "the paper's threshold");
        assertEquals(writeEnd(new Summaries().of(buffers, true, 8)), send + 64, "a smaller threshold drops nothing");
        assertEquals(writeEnd(new Summaries().of(buffers, true, Long.MAX_VALUE)), Long.MAX_VALUE, "no overflow");
    }

    @Test
    public void aSummaryIsFoundAgainWhenThePendingRangesComeBack() {
        ByteBuffer other = ByteBuffer.allocateDirect(64);
        Summaries summaries = new Summaries();
        PendingSummary first = summaries.of(List.of(pending(sendBuf, BufferUse.READ_BY_LIBRARY)), true, 0);
        PendingSummary elsewhere = summaries.of(List.of(pending(other, BufferUse.READ_BY_LIBRARY)), true, 0);
        assertTrue(first != elsewhere, "other ranges, another summary");
        assertTrue(summaries.of(List.of(pending(sendBuf, BufferUse.READ_BY_LIBRARY)), true, 0) == first,
                "the same ranges from a new operation: the same summary");
        assertTrue(summaries.of(List.of(pending(sendBuf, BufferUse.WRITTEN_BY_LIBRARY)), true, 0) != first,
                "the same bytes pending as a receive: another summary");
        assertTrue(summaries.of(List.of(pending(sendBuf, BufferUse.READ_BY_LIBRARY)), false, 0) != first,
                "another writesToReceives setting: another summary");
        for (int k = 0; k < 8; k++) { // eight others push it out of the recent ones
            ByteBuffer b = ByteBuffer.allocateDirect(16);
            summaries.of(List.of(pending(b, BufferUse.READ_BY_LIBRARY)), true, 0);
        }
        PendingSummary again = summaries.of(List.of(pending(sendBuf, BufferUse.READ_BY_LIBRARY)), true, 0);
        assertTrue(again != first, "forgotten after eight newer ones");
        assertTrue(again.writeInRange(send, 4) && !again.writeInRange(send + 16, 4), "built anew, with the same ranges");
    }

    /** One buffer of 4 ints pending in a new operation. */
    private static PendingBuffer pending(ByteBuffer buf, int access) {
        PendingOperation op = new PendingOperation(new PostedOperation("iX", new Object(), 7L, 1, 0, List.of()), null,
                0L);
        return new PendingBuffer(op, new BufferUse(access, buf, Memory.address(buf), 4, 1L, "MPI.INT", "buf"),
                DataMap.contiguous(4));
    }

    /** Where the hull of what a write can conflict with ends. */
    private static long writeEnd(PendingSummary s) {
        return s.writeLo + s.writeSpan;
    }
}
