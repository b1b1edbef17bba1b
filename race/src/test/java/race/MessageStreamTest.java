package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertSame;

import org.testng.annotations.Test;

/** Which message of a stream each receive takes: by posting order, whatever the order of completion. */
public class MessageStreamTest {
    private static long[] clock(long v) {
        return new long[] {v};
    }

    @Test
    public void receivesCompletedInReverseTakeTheirOwnMessages() {
        MessageStream s = new MessageStream();
        s.include(0); // iRecv A
        s.include(1); // iRecv B
        long[] first = clock(1);
        long[] second = clock(2);
        s.arrived(first);
        s.arrived(second);
        assertSame(s.clock(s.messageOf(1)), second, "B, waited for first, took the second message");
        assertSame(s.clock(s.messageOf(0)), first, "A took the first");
    }

    @Test
    public void aReceivePostedNowFollowsThePendingOnes() {
        MessageStream s = new MessageStream();
        s.include(0); // iRecv still pending
        s.include(1); // a blocking receive, posted and completed now
        assertEquals(s.messageOf(1), 1);
        assertNull(s.clock(1), "not arrived yet");
    }

    @Test
    public void aWildcardCountsOnlyOnceItsStreamIsKnown() {
        MessageStream s = new MessageStream();
        // wildcard W posted as 0, specific S as 1; W took the first message, S the second
        s.include(1);
        assertEquals(s.messageOf(1), 0, "before W completes, S counts one receive too few: an older clock");
        s.include(0); // W completed with a message of this stream
        assertEquals(s.messageOf(1), 1);
        assertEquals(s.messageOf(0), 0);
    }

    @Test
    public void anExcludedReceiveShiftsNothing() {
        MessageStream s = new MessageStream();
        s.include(0); // cancelled later
        s.include(1);
        s.exclude(0);
        assertEquals(s.messageOf(1), 0);
    }

    @Test
    public void foldingKeepsTheNumberingAndDropsWhatNoReceiveCanTake() {
        MessageStream s = new MessageStream();
        for (long k = 0; k < 100; k++) {
            s.arrived(clock(k));
            s.include(k);
            assertEquals(s.clock(s.messageOf(k))[0], k);
            s.fold(k + 1); // nothing pending
        }
        assertEquals(s.held(), 0, "every clock was taken by a completed receive");
        s.include(100);
        s.arrived(clock(100));
        assertEquals(s.clock(s.messageOf(100))[0], 100);
    }

    @Test
    public void aPendingReceiveKeepsItsClock() {
        MessageStream s = new MessageStream();
        s.include(0); // pending: posted first, completes last
        for (long k = 0; k <= 40; k++) {
            s.arrived(clock(k));
        }
        for (long k = 1; k <= 40; k++) {
            s.include(k);
            assertEquals(s.clock(s.messageOf(k))[0], k);
            s.fold(0);
        }
        assertEquals(s.clock(s.messageOf(0))[0], 0, "the pending receive still finds the first message's clock");
        s.fold(41);
        assertEquals(s.held(), 0);
    }
}
