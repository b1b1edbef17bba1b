#!/usr/bin/env python3
"""How the checkers' cost grows with the job (issue 36, section 4): time, memory and bytes exchanged per rank.

Part 1, real runs: a one-sided kernel at 2, 4, 8 and 16 ranks on however many cores there are (oversubscribed),
plain (dist/mpi.jar), under the synchronization checker (dist/syncchecker.jar, checks=sync) and with race checking
(checks=sync,race), alternated within each repetition. Per rank count: each configuration's time over the plain
run of the same repetition (median over repetitions), the race checker's bytes and messages per rank on its private
communicator (its report stream's "end" line, race.RaceTraffic), its largest owner index, and each configuration's
peak resident memory per rank (scripts/rank_peak.py around every rank).

The kernel is weak-scaled: kernels.StencilRma splits an n^3 grid into z-slabs (n divisible by the rank count), so n is
the multiple of the rank count nearest to (points x ranks)^(1/3), about the same grid points per rank at every rank
count (--points). On a machine with fewer cores than ranks, a job's wall time is the sum of its ranks' work: with the
work per rank fixed, plain time and a flat per-rank checker cost grow alike and their ratio stays put; with a fixed
problem the plain time would stay while the checkers' per-rank cost added up, and the ratio would grow without any
rank paying more. The race checker's batches hold one access per halo put, origin buffer and unpack run whatever the
plane's size, so its bytes per rank do not depend on n.

Part 2, simulation: one more race-checking run at --record-ranks ranks writes each rank's access log
(-Drace.dumpAccesses), and race.ScaleReplay (race/target/test-classes) replays it in one JVM as jobs of 64 to 1,024
ranks through the checker's own owner-side code (encoding, decoding, OwnerChecker and its interval indexes), counting
what each exchange would send: per simulated rank, bytes, messages, the length table every rank announces to every
other, the owner index's size and the time its share took (median and maximum over the ranks).

Writes bench-results/bench-scale.{txt,json} (replacing the last run's).
"""
import argparse
import datetime
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from launchers import mpirun_prefix
from progress import Progress

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS = {
    "plain": None,
    "sync": ["-Dsyncchecker.checks=sync"],
    "race": ["-Dsyncchecker.checks=sync,race"],
}
TIME_RE = re.compile(r"^time\s+([0-9.eE+-]+)\s*$", re.M)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ranks", default="2,4,8,16", help="rank counts of the real runs")
    p.add_argument("--reps", type=int, default=3, help="repetitions per rank count and configuration (median)")
    p.add_argument("--points", type=int, default=16384, help="grid points per rank (weak scaling)")
    p.add_argument("--steps", type=int, default=800, help="stencil steps (the first fifth untimed: JIT warm-up)")
    p.add_argument("--simulate", default="64,128,256,512,1024", help="simulated job sizes ('' to skip)")
    p.add_argument("--record-ranks", type=int, default=4, help="ranks of the run whose access logs are replayed")
    p.add_argument("--mpirun", default="mpirun")
    p.add_argument("--mpi-jar", default="dist/mpi.jar")
    p.add_argument("--syncchecker-jar", default="dist/syncchecker.jar")
    p.add_argument("--samples-jar", default="dist/samples.jar")
    p.add_argument("--replay-classpath", default="dist/race.jar" + os.pathsep + "race/target/test-classes",
                   help="where race.ScaleReplay is (make bench-scale compiles race's test classes)")
    p.add_argument("--out", default="bench-results")
    p.add_argument("--jvm-args", default="-XX:+UseSerialGC", help="JVM options for every configuration")
    p.add_argument("--java", default=os.environ.get("JAVA", "java"))
    p.add_argument("--timeout", type=int, default=600, help="seconds per run")
    return p.parse_args()


def grid_side(ranks, points):
    """The multiple of `ranks` whose cube over `ranks` is nearest to `points` per rank."""
    ideal = (points * ranks) ** (1 / 3)
    candidates = [max(ranks, ranks * k) for k in (int(ideal // ranks), int(ideal // ranks) + 1)]
    return min(candidates, key=lambda n: abs(n ** 3 / ranks - points))


def run_job(args, ranks, config, n, work, extra_props=()):
    """One job; returns a dict with time, verified, exit code, wall time, per-rank rss (kB) and race counters."""
    rss_dir = os.path.join(work, "rss")
    shutil.rmtree(rss_dir, ignore_errors=True)
    os.makedirs(rss_dir)
    jar = args.mpi_jar if CONFIGS[config] is None else args.syncchecker_jar
    classpath = os.path.abspath(jar) + os.pathsep + os.path.abspath(args.samples_jar)
    java = args.java.split()
    props = list(CONFIGS[config] or []) + list(extra_props)
    report = os.path.join(work, "report.json")
    if CONFIGS[config] is not None:
        props += ["-Dsyncchecker.report=" + report, "-Dsyncchecker.verbosity=quiet"]
    cmd = (mpirun_prefix(args.mpirun, ranks) + [sys.executable, os.path.join(HERE, "rank_peak.py"), rss_dir]
           + java[:1] + ["-cp", classpath] + java[1:] + args.jvm_args.split() + props
           + ["kernels.StencilRma", str(n), str(args.steps)])
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=args.timeout)
        out, err, rc = p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        out, err, rc = "", "timed out after %d s" % args.timeout, -1
    m = TIME_RE.search(out)
    run = {"ranks": ranks, "config": config, "n": n, "exit": rc, "wall": round(time.monotonic() - start, 2),
           "verified": "VERIFIED" in out and "FAILED" not in out, "time": float(m.group(1)) if m else None,
           "rssKb": [], "cpu": []}
    for path in glob.glob(os.path.join(rss_dir, "rss.*")):
        with open(path) as f:
            kb, cpu = f.read().split()
        run["rssKb"].append(int(kb))
        run["cpu"].append(float(cpu))
    run.update({"race": race_counters(report), "findings": findings(report)})
    run["ok"] = rc == 0 and run["verified"] and run["time"] is not None
    if not run["ok"]:
        run["output"] = (out[-1500:] + "\n" + err[-1500:]).strip()
    for f in glob.glob(os.path.join(work, "report*")):
        os.remove(f)
    return run


def race_counters(report):
    """Each rank's race.RaceTraffic counters, from the "end" lines of the report's rank streams."""
    stem = report[:-len(".json")]
    ranks = []
    for path in glob.glob(stem + ".rank*.jsonl"):
        with open(path) as f:
            for line in f:
                rec = json.loads(line)
                if rec.get("record") == "end" and rec.get("race"):
                    ranks.append(rec["race"])
    return ranks


def findings(report):
    try:
        with open(report) as f:
            return len(json.load(f).get("diagnostics") or [])
    except (OSError, ValueError):
        return None


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def summarise(runs, rank_counts, configs):
    rows = []
    for ranks in rank_counts:
        mine = [r for r in runs if r["ranks"] == ranks and r["ok"]]
        plain = {r["rep"]: r["time"] for r in mine if r["config"] == "plain"}
        row = {"ranks": ranks, "n": next((r["n"] for r in runs if r["ranks"] == ranks), None),
               "plain": median([r["time"] for r in mine if r["config"] == "plain"]), "ratio": {}, "rssMb": {},
               "cpu": {}}
        for c in configs:
            got = [r for r in mine if r["config"] == c]
            row["ratio"][c] = median([r["time"] / plain[r["rep"]] for r in got if plain.get(r["rep"])])
            row["rssMb"][c] = median([median(r["rssKb"]) / 1024 for r in got if r["rssKb"]])
            row["cpu"][c] = median([median(r["cpu"]) for r in got if r["cpu"]])
        race = [r["race"] for r in mine if r["config"] == "race" and r["race"]]
        for key in ("bytesSent", "messagesSent", "tableBytes", "peakIndex", "exchanges"):
            # median over the ranks of a run (interior ranks: each ships to two neighbours), then over runs
            row[key] = median([median([rank[key] for rank in run]) for run in race])
            row[key + "Max"] = median([max(rank[key] for rank in run) for run in race])
        rows.append(row)
    return rows


def fmt(v, pattern):
    return "-" if v is None else pattern % v


def render(args, rows, sim, configs):
    lines = ["Checkers' cost per rank count: kernels.StencilRma, %d steps, about %d grid points per rank (weak "
             "scaling), oversubscribed on %d cores; medians of %d repetitions; ratios: time / plain time of the "
             "same repetition" % (args.steps, args.points, os.cpu_count(), args.reps)]
    head = "%5s %4s %8s %10s %10s %12s %9s %11s %10s %14s %16s" % (
        "ranks", "n", "plain s", "sync/plain", "race/plain", "race KB/rank", "msgs/rank", "table B/rk",
        "peak index", "CPU s/rk p/s/r", "RSS MB/rk p/s/r")
    lines += [head, "-" * len(head)]
    for r in rows:
        rss = "/".join(fmt(r["rssMb"].get(c), "%.0f") for c in ("plain", "sync", "race"))
        cpu = "/".join(fmt(r["cpu"].get(c), "%.1f") for c in ("plain", "sync", "race"))
        lines.append("%5d %4s %8s %10s %10s %12s %9s %11s %10s %14s %16s" % (
            r["ranks"], r["n"], fmt(r["plain"], "%.3f"), fmt(r["ratio"].get("sync"), "%.2fx"),
            fmt(r["ratio"].get("race"), "%.2fx"), fmt(r["bytesSent"] and r["bytesSent"] / 1024, "%.1f"),
            fmt(r["messagesSent"], "%d"), fmt(r["tableBytes"], "%d"), fmt(r["peakIndex"], "%d"), cpu, rss))
    lines.append("race KB/rank: bytes the race checker sent on its private communicator per rank (median rank; "
                 "batches, length tables, reductions); msgs/rank: its point-to-point messages; table B/rk: of those "
                 "bytes, the lengths every exchange announces to every rank; peak index: most accesses an owner "
                 "index held; CPU and RSS: CPU seconds of a rank's whole run (JVM start, the checker's re-executed "
                 "JVM, JIT, MPI's polling) and its peak resident memory, plain/sync/race, median rank")
    if sim:
        lines += ["", "Simulated jobs: the access logs of a %d-rank race-checking run (n=%s) replayed in one JVM "
                  "(race.ScaleReplay); per simulated rank, median (max) over the ranks; time: median (95th percentile)"
                  % (sim["recordedRanks"], sim.get("n"))]
        head = "%6s %9s %18s %12s %12s %11s %18s %6s" % (
            "ranks", "exchanges", "KB sent/rank", "table B/rk", "msgs/rank", "peak index", "check ms/rank",
            "races")
        lines += [head, "-" * len(head)]
        for r in sim["rows"]:
            def pair(key, scale=1.0, pattern="%.1f", high="max"):
                return (pattern + " (" + pattern + ")") % (r[key]["median"] / scale, r[key][high] / scale)
            lines.append("%6d %9d %18s %12s %12s %11s %18s %6d" % (
                r["ranks"], r["exchanges"], pair("bytesSent", 1024), pair("tableBytes", 1, "%d"),
                pair("messagesSent", 1, "%d"), pair("peakIndex", 1, "%d"), pair("micros", 1000, "%.2f", "p95"),
                r["races"]))
        lines.append("check ms/rank: encoding its batches, decoding what it received and checking it at the owner, "
                     "over all exchanges (one JVM runs every simulated rank in turn)")
    return "\n".join(lines)


def simulate(args, work, progress):
    """Records the access logs of a race-checking run and replays them as larger jobs; None if asked not to."""
    if not args.simulate:
        return None
    dump = os.path.join(work, "dump")
    n = grid_side(args.record_ranks, args.points)
    run = run_job(args, args.record_ranks, "race", n, work, ["-Drace.dumpAccesses=" + dump])
    progress.step("recording access logs")
    if not run["ok"]:
        sys.exit("the recording run failed:\n" + run.get("output", ""))
    java = args.java.split()
    cmd = java + ["-cp", args.replay_classpath, "race.ScaleReplay", dump, args.simulate]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
    progress.step("simulation")
    if p.returncode != 0:
        sys.exit("race.ScaleReplay failed (make bench-scale compiles it: mvn test-compile -pl race -am):\n"
                 + p.stderr[-3000:])
    sim = json.loads(p.stdout)
    sim["n"] = n
    return sim


def main():
    args = parse_args()
    for jar in (args.mpi_jar, args.syncchecker_jar, args.samples_jar):
        if not os.path.exists(jar):
            sys.exit("%s is missing: run `make build` first" % jar)
    rank_counts = [int(r) for r in args.ranks.split(",")]
    configs = list(CONFIGS)
    progress = Progress(args.reps * len(rank_counts) * len(configs) + (2 if args.simulate else 0))
    runs = []
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as work:
        for rep in range(args.reps):
            for ranks in rank_counts:
                n = grid_side(ranks, args.points)
                # rotate the order each repetition so no configuration always runs first
                for config in configs[rep % len(configs):] + configs[:rep % len(configs)]:
                    run = run_job(args, ranks, config, n, work)
                    run["rep"] = rep
                    runs.append(run)
                    print("%-5s ranks %2d n %3d rep %d  %s  time %s  wall %.1f s" % (
                        config, ranks, n, rep, "ok    " if run["ok"] else "FAILED",
                        fmt(run["time"], "%.3f"), run["wall"]), flush=True)
                    if run["findings"]:
                        print("    *** %d diagnostic(s) on a correct kernel" % run["findings"], flush=True)
                    progress.step("%d ranks %s" % (ranks, config))
        sim = simulate(args, work, progress)
    rows = summarise(runs, rank_counts, configs)
    text = render(args, rows, sim, configs)
    print()
    print(text)
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, "bench-scale")
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    with open(base + ".json", "w") as f:
        json.dump({"stamp": stamp, "args": vars(args), "cores": os.cpu_count(), "table": rows,
                   "simulation": sim, "runs": runs}, f, indent=1)
    with open(base + ".txt", "w") as f:
        f.write(text + "\n")
    print("\nwritten: %s.{txt,json}" % base)
    failed = [r for r in runs if not r["ok"]]
    for r in failed:
        print("\n--- %s at %d ranks (rep %d) failed, exit %s\n%s" % (
            r["config"], r["ranks"], r["rep"], r["exit"], r.get("output", "")), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
