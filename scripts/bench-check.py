#!/usr/bin/env python3
"""Checker overhead on the benchmark kernels (the paper's Fig. 5, 6 and 7).

Runs every kernel of dist/samples.jar (package kernels) with --np ranks under the plain binding (dist/mpi.jar),
under dist/syncchecker.jar in each filter configuration (profiler only) and with the full checker, alternating
configurations within each repetition. Each kernel prints "VERIFIED", "time <s>" (its timed section after its
warm-up iterations: the steady state) and "whole <s>" (first barrier after MPI.Init to the end, warm-up included:
what a user who times the run sees), both of the slowest rank; neither includes JVM start-up or the checker's
re-exec. Prints two tables of times normalised to plain (per repetition, then the median over repetitions), the
steady state and the whole run, and the access counters from the checker's JSON report, and writes CSV, JSON and
the tables under bench-results/ as bench-check.{csv,json,txt} (bench-check-TAG.* with --tag), replacing the last
run's.

Checker settings passed (system properties, see docs/syncchecker.md):
  -Dsyncchecker.filters=basic|er|er-at|er-at-mr   which of the paper's filters are on
  -Dsyncchecker.analysis=off|on                    off: profiler only (paper's Profiler-* configurations)
  -Dsyncchecker.report=<file> -Dsyncchecker.verbosity=quiet
Counters expected in the merged report (top-level "counters", summed over ranks; names in COUNTERS below).
"""
import argparse
import csv
import datetime
import json
import os
import re
import statistics
import subprocess
import sys
import time

from progress import Progress

KERNELS = [
    # name, main class, default args (timed sections of 0.3-3 s after the kernel's warm-up iterations),
    # quick args (tests, smoke runs). The stencils run 800 steps: their halo code runs twice per step, so with 200
    # steps the checker's per-synchronization code reached the JIT's thresholds (about 200 calls) only in the timed
    # steps, after the 40 warm-up steps, and the timed section held that compiling (docs/checker-overhead.md, "Why
    # the stencils run 800 steps"); the warm-up fifth of 800 steps covers it, as the warm-up is meant to.
    ("stencil", "kernels.Stencil", ["96", "800"], ["32", "5"]),
    # the same pattern as a user writes it (every loop in main, the grid on heap arrays, halos packed with put(i, v));
    # 100 iterations: whole runs of 0.5 s and more
    ("halo3d", "kernels.Halo3d", ["96", "24", "100"], ["32", "4", "5"]),
    ("cg", "kernels.Cg", ["512", "16"], ["64", "2"]),
    ("is", "kernels.Is", [], ["65536", "3", "65536"]),
    ("ft", "kernels.Ft", [], ["128", "2"]),
    ("ep", "kernels.Ep", [], ["1048576"]),
    ("lu", "kernels.Lu", ["1024", "200", "16"], ["128", "3", "8"]),
    ("stencil-rma", "kernels.StencilRma", ["96", "800"], ["32", "5"]),
    ("is-rma", "kernels.IsRma", [], ["65536", "3", "65536"]),
]

# name -> (jar, extra JVM properties); None for the jar means the plain binding.
CONFIGS = {
    "plain": (None, []),
    "basic": ("sync", ["-Dsyncchecker.filters=basic", "-Dsyncchecker.analysis=off"]),
    "er": ("sync", ["-Dsyncchecker.filters=er", "-Dsyncchecker.analysis=off"]),
    "er-at": ("sync", ["-Dsyncchecker.filters=er-at", "-Dsyncchecker.analysis=off"]),
    "er-at-mr": ("sync", ["-Dsyncchecker.filters=er-at-mr", "-Dsyncchecker.analysis=off"]),
    "full": ("sync", ["-Dsyncchecker.filters=er-at-mr", "-Dsyncchecker.analysis=on"]),
    # race checking phase I on top of the full checker (meaningful for the *-rma kernels)
    "race": ("sync", ["-Dsyncchecker.filters=er-at-mr", "-Dsyncchecker.analysis=on",
                      "-Dsyncchecker.checks=sync,race"]),
}
DEFAULT_CONFIGS = ["plain", "basic", "er", "er-at", "er-at-mr", "full"]

# The report's "counters" (Fig. 7), in filter order. Any other counters found are kept in the JSON output.
COUNTERS = [
    ("instrumented", "accesses that reached an instrumentation probe"),
    ("reachedER", "accesses tested by the ER filter (something pending at all?)"),
    ("reachedAT", "accesses that passed ER and were tested by the AT filter (pending op of the conflicting kind?)"),
    ("reachedMR", "accesses that passed ER and AT and were tested by the MR filter (inside [min, max]?)"),
    ("profiled", "accesses that passed every enabled filter and went to the analysis"),
]

TIME_RE = re.compile(r"^time\s+([0-9.eE+-]+)\s*$", re.M)
# the whole run as a user times it: first barrier after MPI.Init to the report before MPI.Finalize, warm-up included
WHOLE_RE = re.compile(r"^whole\s+([0-9.eE+-]+)\s*$", re.M)
# which time a table compares: the steady state (after the kernel's warm-up) or the whole run
METRICS = [("time", "steady state: each kernel's timed section, after its warm-up iterations"),
           ("whole", "whole run: first barrier after MPI.Init to the end, warm-up included (as a user times it)")]


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--reps", type=int, default=3, help="repetitions per kernel and configuration (median)")
    p.add_argument("--np", default="2,4",
                   help="rank counts, comma-separated: tables for each (4 ranks oversubscribe 2 cores, as users do)")
    p.add_argument("--kernels", default=",".join(k[0] for k in KERNELS), help="comma-separated kernel names")
    p.add_argument("--configs", default=",".join(DEFAULT_CONFIGS),
                   help="comma-separated, from: " + ", ".join(CONFIGS))
    p.add_argument("--quick", action="store_true", help="small problem sizes (smoke test, not a measurement)")
    p.add_argument("--mpi-jar", default="dist/mpi.jar")
    p.add_argument("--syncchecker-jar", default="dist/syncchecker.jar")
    p.add_argument("--samples-jar", default="dist/samples.jar")
    p.add_argument("--out", default="bench-results")
    p.add_argument("--tag", default="", help="suffix of the result files (bench-check-TAG.*), e.g. for a subset of "
                   "kernels or configurations kept beside the full table")
    p.add_argument("--jvm-args", default="-XX:+UseSerialGC", help="JVM options for every configuration")
    p.add_argument("--java", default=os.environ.get("JAVA", "java"),
                   help="the java launcher, optionally followed by options (default: $JAVA, as in "
                        "race-accuracy.py, else java on the PATH)")
    p.add_argument("--timeout", type=int, default=600, help="seconds per run")
    return p.parse_args()


def mpirun(args, np, classpath, props, main, kernel_args, report, wrapper=()):
    """Runs one kernel job; `wrapper`: a command that runs mpirun (overhead-breakdown.py's perf)."""
    # -cp first: mpirun takes the first java argument containing "cp" for the class path option (README)
    java = args.java.split()
    cmd = (list(wrapper) + ["mpirun", "--oversubscribe", "-np", str(np), java[0], "-cp", classpath] + java[1:]
           + args.jvm_args.split() + props)
    if report:
        cmd += ["-Dsyncchecker.report=" + report, "-Dsyncchecker.verbosity=quiet"]
    cmd += [main] + kernel_args
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=args.timeout)
        out, err, rc = p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = "timed out after %d s" % args.timeout
        rc = -1
    return out, err, rc, time.monotonic() - start


def read_report(report):
    """(counters summed over ranks or None, number of diagnostics or None) of the merged report."""
    try:
        with open(report) as f:
            data = json.load(f)
    except (OSError, ValueError):
        return None, None
    findings = len(data.get("diagnostics") or [])
    counters = data.get("counters") or (data.get("summary") or {}).get("counters")
    if not isinstance(counters, dict):
        return None, findings
    return {k: v for k, v in counters.items() if isinstance(v, (int, float))}, findings


def cleanup_streams(report):
    stem = report[:-5] if report.endswith(".json") else report
    directory = os.path.dirname(report) or "."
    for name in os.listdir(directory):
        path = os.path.join(directory, name)
        if path.startswith(stem + ".rank") and name.endswith(".jsonl"):
            os.remove(path)


def fmt_count(v):
    if v is None:
        return "-"
    v = float(v)
    for unit, scale in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(v) >= scale:
            return "%.1f%s" % (v / scale, unit)
    return "%d" % v


def main():
    args = parse_args()
    kernels = [k for k in KERNELS if k[0] in args.kernels.split(",")]
    unknown = set(args.kernels.split(",")) - {k[0] for k in KERNELS}
    configs = args.configs.split(",")
    bad = [c for c in configs if c not in CONFIGS]
    if unknown or bad:
        sys.exit("unknown kernels %s / configurations %s" % (sorted(unknown), bad))
    for jar in (args.mpi_jar, args.samples_jar):
        if not os.path.exists(jar):
            sys.exit("%s is missing: run `make build` first" % jar)
    checker = os.path.exists(args.syncchecker_jar)
    if not checker:
        dropped = [c for c in configs if CONFIGS[c][0]]
        configs = [c for c in configs if not CONFIGS[c][0]]
        print("*** %s does not exist (the syncchecker module is not built on this branch): running the plain "
              "configuration only; skipped: %s" % (args.syncchecker_jar, ", ".join(dropped)), flush=True)
    if "plain" not in configs:
        configs.insert(0, "plain")

    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    reports_dir = os.path.join(args.out, "reports", stamp)
    os.makedirs(reports_dir, exist_ok=True)

    runs = []  # one dict per run
    failures = []
    nps = [int(x) for x in str(args.np).split(",")]
    total = len(nps) * args.reps * len(kernels) * len(configs)
    progress = Progress(total)
    n = 0
    for np, rep in [(np, rep) for np in nps for rep in range(args.reps)]:
        for name, main_class, full_args, quick_args in kernels:
            kargs = quick_args if args.quick else full_args
            # rotate the order each repetition so no configuration always runs first (warm caches, neighbours)
            order = configs[rep % len(configs):] + configs[:rep % len(configs)]
            for config in order:
                n += 1
                jar_kind, props = CONFIGS[config]
                jar = args.syncchecker_jar if jar_kind else args.mpi_jar
                classpath = os.path.abspath(jar) + os.pathsep + os.path.abspath(args.samples_jar)
                report = os.path.abspath(os.path.join(reports_dir, "%s.%s.np%d.%d.json" % (
                    name, config, np, rep))) if jar_kind else None
                out, err, rc, wall = mpirun(args, np, classpath, props, main_class, kargs, report)
                m = TIME_RE.search(out)
                w = WHOLE_RE.search(out)
                verified = "VERIFIED" in out and "FAILED" not in out
                seconds = float(m.group(1)) if m else None
                whole = float(w.group(1)) if w else None
                counters, findings = read_report(report) if report else (None, None)
                if report:
                    cleanup_streams(report)
                ok = rc == 0 and verified and seconds is not None
                runs.append({"np": np, "kernel": name, "config": config, "rep": rep, "ok": ok, "exit": rc,
                             "verified": verified, "time": seconds, "whole": whole, "wall": round(wall, 3),
                             "counters": counters, "findings": findings, "args": kargs})
                print("[%3d/%d] %-12s %-9s np %d rep %d  %s  time %s  wall %.1f s" % (
                    n, total, name, config, np, rep, "ok    " if ok else "FAILED",
                    "%.3f" % seconds if seconds is not None else "-", wall), flush=True)
                progress.step("%s %s" % (name, config))
                if not ok:
                    failures.append(("%s np %d" % (name, np), config, rep, rc, out[-2000:], err[-2000:]))
                if findings:
                    # the kernels are correct programs: any diagnostic is a false report of the checker
                    print("    *** the checker reported %d diagnostic(s) on a correct kernel: %s" % (
                        findings, report), flush=True)

    tables = {np: summarise([r for r in runs if r["np"] == np], kernels, configs, np) for np in nps}
    text = "\n".join(render(tables[np], configs, args, checker, np) for np in nps)
    false_reports = sorted({(r["kernel"], r["config"]) for r in runs if r.get("findings")})
    if false_reports:
        text += "\nFALSE REPORTS on correct kernels (reports kept under %s): %s" % (
            reports_dir, ", ".join("%s/%s" % k for k in false_reports))
    print()
    print(text)
    write_outputs(args.out, stamp, runs, tables, configs, text, args)
    for name, config, rep, rc, out, err in failures:
        print("\n--- %s under %s (rep %d) failed, exit %s\n%s\n%s" % (name, config, rep, rc, out, err),
              file=sys.stderr)
    return 1 if failures else 0


def summarise(runs, kernels, configs, ranks):
    table = []
    for name, *_ in kernels:
        row = {"kernel": name, "counters": {}}
        for metric, _ in METRICS:
            median, normalised = medians_and_ratios(runs, name, configs, metric)
            row["median" if metric == "time" else "medianWhole"] = median
            row["normalised" if metric == "time" else "normalisedWhole"] = normalised
        for config in configs:
            counts = [r["counters"] for r in runs
                      if r["kernel"] == name and r["config"] == config and r["counters"]]
            if counts:
                keys = sorted({k for c in counts for k in c})
                # per rank, as the paper's Fig. 7 (per process); median over repetitions
                row["counters"][config] = {k: statistics.median([c.get(k, 0) for c in counts]) / ranks
                                           for k in keys}
        table.append(row)
    return table


def medians_and_ratios(runs, name, configs, metric):
    """Per configuration: the median of {metric} over repetitions, and the median of its ratio to plain.

    Normalised per repetition, then the median: a repetition runs its configurations back to back, so a ratio
    compares runs in the same state of the machine (a shared VM's speed can change by up to 1.5x between states,
    which a ratio of two medians can mix)."""
    median, normalised = {}, {}
    mine = [r for r in runs if r["kernel"] == name and r["ok"] and r.get(metric)]
    plain = {r["rep"]: r[metric] for r in mine if r["config"] == "plain"}
    for config in configs:
        values = [r[metric] for r in mine if r["config"] == config]
        median[config] = statistics.median(values) if values else None
        ratios = [r[metric] / plain[r["rep"]] for r in mine if r["config"] == config and plain.get(r["rep"])]
        normalised[config] = statistics.median(ratios) if ratios else None
    return median, normalised


def render(table, configs, args, checker, np):
    lines = []
    for metric, what in METRICS:
        median = "median" if metric == "time" else "medianWhole"
        normalised = "normalised" if metric == "time" else "normalisedWhole"
        if not any(row[median].get("plain") for row in table):
            lines.append("Checker overhead, %s: the kernels printed no such time" % what)
            lines.append("")
            continue
        render_ratios(lines, table, configs, args, np, what, median, normalised)
        if "full" in configs:
            vals = {row["kernel"]: row[normalised].get("full") for row in table}
            got = [v for v in vals.values() if v]
            if got and metric == "time":
                lines.append("goals: full mean %.2fx (<= 1.10x), max %.2fx, ep %s (<= 1.03x)" % (
                    sum(got) / len(got), max(got), "%.2fx" % vals["ep"] if vals.get("ep") else "-"))
            elif got:
                long = [row[normalised].get("full") for row in table
                        if row[normalised].get("full") and (row[median].get("plain") or 0) >= 0.5]
                lines.append("goal: full at most 1.15x on every kernel whose plain run takes 0.5 s or more: max %s" % (
                    "%.2fx" % max(long) if long else "-"))
        lines.append("")
    others = [c for c in configs if c != "plain"]
    counted = [c for c in others if any(row["counters"].get(c) for row in table)]
    if counted:
        lines.append("Accesses per rank (report counters; Fig. 7: profiled = passed every enabled filter)")
        head = "%-12s %12s" % ("kernel", "instrumented") + "".join(" %9s" % c for c in counted)
        lines.append(head)
        lines.append("-" * len(head))
        for row in table:
            first = next((row["counters"][c] for c in counted if row["counters"].get(c)), {})
            cells = "".join(" %9s" % fmt_count((row["counters"].get(c) or {}).get("profiled")) for c in counted)
            lines.append("%-12s %12s" % (row["kernel"], fmt_count(first.get("instrumented"))) + cells)
    elif checker:
        lines.append("Access counters: the checker's reports carry no \"counters\" object yet (expected names: "
                     + ", ".join(k for k, _ in COUNTERS) + ")")
    else:
        lines.append("Access counters: no syncchecker.jar, checker configurations not run")
    return "\n".join(lines)


def render_ratios(lines, table, configs, args, np, what, median, normalised):
    """One table of ratios to plain: a row per kernel, a column per checker configuration, mean and max."""
    title = ("Checker overhead, %s: %d repetitions, %d ranks; plain s: median, other columns: median over"
             " repetitions of the time / plain time of the same repetition") % (what, args.reps, np)
    if args.quick:
        title += " (--quick sizes: a smoke test, not a measurement)"
    lines.append(title)
    head = "%-12s %9s" % ("kernel", "plain s") + "".join(" %9s" % c for c in configs if c != "plain")
    lines.append(head)
    lines.append("-" * len(head))
    others = [c for c in configs if c != "plain"]
    for row in table:
        plain = row[median].get("plain")
        cells = "".join(" %9s" % ("%.2fx" % row[normalised][c] if row[normalised].get(c) else "FAILED")
                        for c in others)
        lines.append("%-12s %9s" % (row["kernel"], "%.3f" % plain if plain else "FAILED") + cells)
    if others:
        avg = []
        worst = []
        for c in others:
            vals = [row[normalised][c] for row in table if row[normalised].get(c)]
            avg.append(" %9s" % ("%.2fx" % (sum(vals) / len(vals)) if vals else "-"))
            worst.append(" %9s" % ("%.2fx" % max(vals) if vals else "-"))
        lines.append("%-12s %9s" % ("mean", "") + "".join(avg))
        lines.append("%-12s %9s" % ("max", "") + "".join(worst))


def write_outputs(out, stamp, runs, tables, configs, text, args):
    os.makedirs(out, exist_ok=True)
    # one stable name per table: a new run replaces the last one (its time is the JSON's "stamp")
    base = os.path.join(out, "bench-check" + ("-" + args.tag if args.tag else ""))
    counter_keys = sorted({k for table in tables.values() for row in table for c in row["counters"].values()
                           for k in c})
    with open(base + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["ranks", "kernel", "config", "median_s", "normalised", "median_whole_s", "normalised_whole"]
                   + ["per_rank_" + k for k in counter_keys])
        for np, table in tables.items():
            for row in table:
                for c in configs:
                    counts = row["counters"].get(c, {})
                    w.writerow([np, row["kernel"], c] + [fmt(row[k].get(c), f) for k, f in (
                        ("median", "%.6f"), ("normalised", "%.4f"), ("medianWhole", "%.6f"),
                        ("normalisedWhole", "%.4f"))] + [counts.get(k, "") for k in counter_keys])
    with open(base + ".json", "w") as f:
        json.dump({"stamp": stamp, "ranks": list(tables), "reps": args.reps, "quick": args.quick,
                   "configs": {c: CONFIGS[c][1] for c in configs},
                   "counterNames": dict(COUNTERS), "tables": {str(np): t for np, t in tables.items()},
                   "runs": runs}, f, indent=1)
    with open(base + ".txt", "w") as f:
        f.write(text + "\n")
    print("\nwritten: %s.{csv,json,txt}" % base)


def fmt(value, form):
    return form % value if value is not None else ""


if __name__ == "__main__":
    sys.exit(main())
