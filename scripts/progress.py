"""Progress of a driver's runs for the person waiting at a terminal: after each run, a line on stderr with runs
done of the total, time elapsed and an estimate of the time left (the mean time per run so far, times the runs
left). Only when stderr is a terminal: a CI log or a redirected run gets the driver's own result lines and nothing
more. Used by the drivers in scripts/ that loop over mpirun jobs (bench-check, bench_shim, overhead-breakdown,
race-accuracy, test-mpis, bench_scale)."""
import sys
import time


def clock(seconds):
    """m:ss, or h:mm:ss from an hour on."""
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def remaining(done, total, elapsed):
    """Seconds still to wait if the rest goes at the rate so far; None before anything is done."""
    if done <= 0:
        return None
    return elapsed / done * max(0, total - done)


def line(done, total, elapsed, label="runs"):
    """'3/10 runs, 0:42 elapsed, about 1:38 left' (no estimate before the first run is done)."""
    text = f"{done}/{total} {label}, {clock(elapsed)} elapsed"
    left = remaining(done, total, elapsed)
    return text if left is None else f"{text}, about {clock(left)} left"


class Progress:
    """Counts runs towards ``total``; ``step()`` after each prints the line when ``stream`` is a terminal."""

    def __init__(self, total, label="runs", stream=None, now=time.monotonic):
        self.total = total
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.shown = self.stream.isatty()
        self.now = now
        self.start = now()
        self.done = 0

    def step(self, what=""):
        """One more run done (``what``: which, appended to the line)."""
        self.done += 1
        if self.shown:
            text = "progress: " + line(self.done, self.total, self.now() - self.start, self.label)
            print(text + (f" ({what})" if what else ""), file=self.stream, flush=True)
