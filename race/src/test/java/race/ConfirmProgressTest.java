package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.testng.annotations.Test;

/** Phase II's progress line: its text, its estimate, which pairs count for a rank, and how often it is printed. */
public class ConfirmProgressTest {
    private static final long S = TimeUnit.SECONDS.toNanos(1);

    @Test
    public void clockIsMinutesAndSecondsThenHours() {
        assertEquals(ConfirmProgress.clock(0), "0:00");
        assertEquals(ConfirmProgress.clock(59 * S + S / 2), "0:59");
        assertEquals(ConfirmProgress.clock(754 * S), "12:34");
        assertEquals(ConfirmProgress.clock(3725 * S), "1:02:05");
    }

    @Test
    public void estimateIsTheRateSoFarOverWhatIsLeft() {
        assertEquals(ConfirmProgress.remaining(0, 5, 10 * S), Optional.empty());
        assertEquals(ConfirmProgress.remaining(2, 5, 10 * S), Optional.of(15 * S));
        assertEquals(ConfirmProgress.remaining(5, 5, 10 * S), Optional.of(0L));
        assertEquals(ConfirmProgress.line("p: ", 2, 5, "pairs tried", 10 * S),
                "p: 2/5 pairs tried, 0:10 elapsed, about 0:15 left");
        assertEquals(ConfirmProgress.line("p: ", 0, 5, "pairs tried", 3 * S), "p: 0/5 pairs tried, 0:03 elapsed");
    }

    /** Rank 0 is an end of three pairs (A-B, A-C, D-A at rank 0), not of E-F (ranks 1 and 2). */
    @Test
    public void countsThisRanksPairsOncePerSiteAtMostEverySecond() {
        Candidates c = new Candidates();
        c.pairs.add(new Candidates.Pair(new Candidates.End("A:1", 0), new Candidates.End("B:2", 1)));
        c.pairs.add(new Candidates.Pair(new Candidates.End("A:1", 0), new Candidates.End("C:3", 1)));
        c.pairs.add(new Candidates.Pair(new Candidates.End("D:4", 1), new Candidates.End("D:4", 0)));
        c.pairs.add(new Candidates.Pair(new Candidates.End("E:5", 1), new Candidates.End("F:6", 2)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long[] now = {100 * S};
        ConfirmProgress p = new ConfirmProgress(c, 0, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                () -> now[0]);

        now[0] += 2 * S;
        p.reached("A:1"); // two pairs at once
        now[0] += S / 2;
        p.reached("A:1"); // nothing new
        p.reached("B:2"); // the other rank's end: not this rank's to try
        p.reached("E:5");
        now[0] += S / 4;
        String soFar = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(soFar, "race phase II, rank 0: 2/3 candidate pairs tried, 0:02 elapsed, about 0:01 left\n");
        now[0] += S / 4;
        p.reached("D:4"); // within a second of the last line, but the last pair: shown
        String all = bytes.toString(StandardCharsets.UTF_8).substring(soFar.length());
        assertEquals(all, "race phase II, rank 0: 3/3 candidate pairs tried, 0:03 elapsed, about 0:00 left\n");
    }

    /** A rank with no pair prints nothing, however often its sites are reached. */
    @Test
    public void aRankOutsideEveryPairIsSilent() {
        Candidates c = new Candidates();
        c.pairs.add(new Candidates.Pair(new Candidates.End("A:1", 0), new Candidates.End("B:2", 1)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConfirmProgress p = new ConfirmProgress(c, 3, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                System::nanoTime);
        p.reached("A:1");
        p.reached("B:2");
        assertEquals(bytes.size(), 0);
    }

    /** The rank's and Hydra's proxy's pipes are passed over; the launcher's stderr decides. */
    @Test
    public void terminalIsTheFirstStderrPastThePipes() {
        assertTrue(ConfirmProgress.terminalPastPipes(List.of("pipe:[71]", "pipe:[70]", "/dev/pts/3").iterator()));
        assertTrue(ConfirmProgress.terminalPastPipes(List.of("socket:[9]", "/dev/tty1").iterator()));
        assertFalse(ConfirmProgress.terminalPastPipes(List.of("pipe:[71]", "/tmp/mpirun.err", "/dev/pts/3")
                .iterator()));
        assertFalse(ConfirmProgress.terminalPastPipes(List.of("/dev/null").iterator()));
        assertFalse(ConfirmProgress.terminalPastPipes(List.of("pipe:[71]", "unknown").iterator()));
        assertFalse(ConfirmProgress.terminalPastPipes(List.of("pipe:[71]").iterator()));
    }
}
