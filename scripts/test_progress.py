"""Tests of scripts/progress.py: the line's text, the estimate, and that it is printed on a terminal only."""
import io
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from progress import Progress, clock, line, remaining  # noqa: E402


class Stream(io.StringIO):
    def __init__(self, tty):
        super().__init__()
        self.tty = tty

    def isatty(self):
        return self.tty


class ProgressTest(unittest.TestCase):
    def test_clock(self):
        self.assertEqual(clock(0), "0:00")
        self.assertEqual(clock(59.9), "0:59")
        self.assertEqual(clock(754), "12:34")
        self.assertEqual(clock(3725), "1:02:05")

    def test_estimate_is_the_rate_so_far_times_what_is_left(self):
        self.assertIsNone(remaining(0, 10, 5))
        self.assertEqual(remaining(2, 10, 30), 120)
        self.assertEqual(remaining(10, 10, 30), 0)
        self.assertEqual(line(3, 10, 42, "runs"), "3/10 runs, 0:42 elapsed, about 1:38 left")
        self.assertEqual(line(0, 10, 4, "runs"), "0/10 runs, 0:04 elapsed")

    def test_a_line_per_step_on_a_terminal(self):
        now = [100.0]
        out = Stream(tty=True)
        p = Progress(4, "programs", stream=out, now=lambda: now[0])
        now[0] += 10
        p.step("A")
        now[0] += 30
        p.step()
        self.assertEqual(out.getvalue().splitlines(), [
            "progress: 1/4 programs, 0:10 elapsed, about 0:30 left (A)",
            "progress: 2/4 programs, 0:40 elapsed, about 0:40 left"])

    def test_nothing_when_not_a_terminal(self):
        out = Stream(tty=False)
        p = Progress(2, stream=out)
        p.step("A")
        p.step("B")
        self.assertEqual(out.getvalue(), "")
        self.assertEqual(p.done, 2)


if __name__ == "__main__":
    unittest.main()
