"""Tests of scripts/bench_scale.py's weak scaling and summary, and of scripts/rank_peak.py (no MPI needed)."""
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_scale import grid_side, summarise  # noqa: E402


class BenchScaleTest(unittest.TestCase):
    def test_grid_side_keeps_the_points_per_rank(self):
        self.assertEqual([grid_side(p, 16384) for p in (2, 4, 8, 16)], [32, 40, 48, 64])
        for p in (2, 3, 4, 8, 16, 32):
            n = grid_side(p, 16384)
            self.assertEqual(n % p, 0)
            self.assertLess(abs(n ** 3 / p - 16384) / 16384, 0.6)

    def test_ratios_pair_runs_of_the_same_repetition(self):
        def run(config, rep, t, race=None):
            return {"ranks": 4, "n": 40, "config": config, "rep": rep, "time": t, "ok": True,
                    "rssKb": [1024, 2048], "cpu": [1.0, 2.0], "race": race or []}
        counters = [{"bytesSent": b, "messagesSent": 2, "tableBytes": 12, "peakIndex": 3, "exchanges": 3}
                    for b in (100, 200, 200)]
        runs = [run("plain", 0, 1.0), run("race", 0, 2.0, counters),
                run("plain", 1, 2.0), run("race", 1, 3.0, counters)]
        row = summarise(runs, [4], ["plain", "race"])[0]
        self.assertAlmostEqual(row["ratio"]["race"], (2.0 + 1.5) / 2)  # not 2.5 / 1.5
        self.assertEqual(row["bytesSent"], 200)
        self.assertEqual(row["bytesSentMax"], 200)
        self.assertEqual(row["rssMb"]["plain"], 1.5)

    def test_rank_peak_records_memory_and_cpu_and_passes_the_exit_status(self):
        with tempfile.TemporaryDirectory() as d:
            env = dict(os.environ, OMPI_COMM_WORLD_RANK="3")
            code = "import sys; x = bytearray(64 << 20); sys.exit(7)"
            p = subprocess.run([sys.executable, str(HERE / "rank_peak.py"), d, sys.executable, "-c", code], env=env)
            self.assertEqual(p.returncode, 7)
            kb, cpu = open(os.path.join(d, "rss.3")).read().split()
            self.assertGreater(int(kb), 64 * 1024)
            self.assertGreaterEqual(float(cpu), 0)


if __name__ == "__main__":
    unittest.main()
