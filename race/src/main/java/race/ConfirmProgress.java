package race;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Phase II's progress for the person waiting at a terminal: a phase II re-run pauses at every candidate site it
 * reaches, so it takes longer than the program does, with nothing to show until MPI.Finalize. Each rank counts the
 * candidate pairs it is part of whose site it has reached at least once ("tried"), and says so on stderr, at most
 * once a second and once more when it has tried them all:
 * {@code race phase II, rank 0: 3/5 candidate pairs tried, 0:12 elapsed, about 0:08 left}. The estimate assumes
 * the untried pairs come at the rate the tried ones did; a site the program no longer reaches keeps the count below
 * the total until the job ends. {@code race.progress}: {@code auto} (default) prints only when the job was
 * launched from a terminal ({@link #launchedFromTerminal}), so CI logs and captured output stay as they were;
 * {@code on} always, {@code off} never.
 */
final class ConfirmProgress {
    private static final long INTERVAL = TimeUnit.SECONDS.toNanos(1);

    private final int rank;
    private final Candidates candidates;
    private final PrintStream out;
    private final LongSupplier clock;
    private final long start;
    /** Indices into {@code candidates.pairs} of this rank's pairs, and those tried so far. */
    private final Set<Integer> mine = new HashSet<>();
    private final Set<Integer> tried = new HashSet<>();
    private long shownAt;

    ConfirmProgress(Candidates candidates, int rank, PrintStream out, LongSupplier clock) {
        this.rank = rank;
        this.candidates = candidates;
        this.out = out;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.shownAt = start - INTERVAL;
        List<Candidates.Pair> pairs = candidates.pairs;
        for (int i = 0; i < pairs.size(); i++) {
            if (pairs.get(i).a.rank == rank || pairs.get(i).b.rank == rank) {
                mine.add(i);
            }
        }
    }

    /** The progress of this rank as {@code race.progress} asks: printing to stderr, or null when it is off. */
    static ConfirmProgress of(Candidates candidates, int rank) {
        String when = SettingValues.choice("race.progress", "auto", "auto", "on", "off");
        boolean show = when.equals("on") || when.equals("auto") && launchedFromTerminal();
        return show ? new ConfirmProgress(candidates, rank, System.err, System::nanoTime) : null;
    }

    /** This rank reached {@code site} (a key of {@link Site#key}): the pairs it is this rank's end of are tried. */
    synchronized void reached(String site) {
        int before = tried.size();
        for (int i : mine) {
            Candidates.Pair p = candidates.pairs.get(i);
            if (p.a.rank == rank && p.a.site.equals(site) || p.b.rank == rank && p.b.site.equals(site)) {
                tried.add(i);
            }
        }
        if (tried.size() == before) {
            return;
        }
        long now = clock.getAsLong();
        if (now - shownAt >= INTERVAL || tried.size() == mine.size()) {
            shownAt = now;
            out.println(line("race phase II, rank " + rank + ": ", tried.size(), mine.size(), "candidate pairs tried",
                    now - start));
        }
    }

    /** {@code 3/5 what, 0:12 elapsed, about 0:08 left} after {@code prefix}; no estimate before the first. */
    static String line(String prefix, int done, int total, String what, long elapsedNanos) {
        StringBuilder s = new StringBuilder(prefix).append(done).append('/').append(total).append(' ').append(what)
                .append(", ").append(clock(elapsedNanos)).append(" elapsed");
        remaining(done, total, elapsedNanos).ifPresent(left -> s.append(", about ").append(clock(left)).append(" left"));
        return s.toString();
    }

    /** Time still to wait if the rest goes at the rate so far; empty when nothing is done yet to judge by. */
    static Optional<Long> remaining(int done, int total, long elapsedNanos) {
        if (done <= 0) {
            return Optional.empty();
        }
        return Optional.of((long) ((double) elapsedNanos / done * Math.max(0, total - done)));
    }

    /** {@code m:ss}, or {@code h:mm:ss} from an hour on. */
    static String clock(long nanos) {
        long s = TimeUnit.NANOSECONDS.toSeconds(nanos);
        return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }

    /**
     * Whether the job's launcher writes its errors to a terminal. A rank's own stderr never is one under mpirun:
     * Open MPI and Hydra forward it through a pipe; so this walks up from this process through every process whose
     * stderr is a pipe or a socket (the rank, Hydra's proxy) to the first whose is not (mpirun itself, or whatever
     * started it) and asks whether that is a terminal. Linux only (/proc); false elsewhere.
     */
    static boolean launchedFromTerminal() {
        Iterator<String> stderrs = new Iterator<>() {
            private Optional<ProcessHandle> next = Optional.of(ProcessHandle.current());

            @Override
            public boolean hasNext() {
                return next.isPresent();
            }

            @Override
            public String next() {
                ProcessHandle p = next.orElseThrow();
                next = p.parent();
                try {
                    return Files.readSymbolicLink(Path.of("/proc", Long.toString(p.pid()), "fd", "2")).toString();
                } catch (IOException | UnsupportedOperationException | SecurityException e) {
                    return "unknown";
                }
            }
        };
        return terminalPastPipes(stderrs);
    }

    /**
     * Whether the first of {@code stderrs} (what each process's fd 2 links to, from this process up) that is not a
     * pipe or a socket is a terminal.
     */
    static boolean terminalPastPipes(Iterator<String> stderrs) {
        while (stderrs.hasNext()) {
            String target = stderrs.next();
            if (!target.startsWith("pipe:") && !target.startsWith("socket:")) {
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        }
        return false;
    }
}
