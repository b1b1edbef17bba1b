#!/usr/bin/env python3
"""Accuracy of the RMA race checker on the rmabench corpus (samples/src/main/java/rmabench).

Runs every corpus program under dist/syncchecker.jar with -Dsyncchecker.checks=sync,race, reads the job's JSON
report and classifies the program:
  TP  racy (lines marked // @RACE) and every rma-race report names exactly the marked lines;
  FN  racy but nothing reported, or a report at other lines;
  FP  correct (no marker) but some rma-race report;
  TN  correct and silent.
A program that fails or times out counts against the checker (FN if racy, FP if not) and is flagged as an error.
Prints a table and accuracy, precision and recall; writes race-accuracy.{csv,json,txt} under bench-results/,
replacing the last run's (the run's time is in the JSON's "stamp").

The rank count of each program is read from its "// ranks: N" comment (default 2).

With --confirm, every program whose phase I run reported races is run again in phase II (-Drace.confirm=<its
phase I report>), and the row says which of the predicted pairs phase II confirmed: "all", "some", "none", or
"error" (the re-run failed or timed out). A confirmed race is reported with severity "error"; a pair phase II
confirms that phase I did not predict would be a bug and counts as "extra". Every program phase I found silent
is run in phase II too, told that every pair of its lines with a one-sided operation, a message call or a
buffer access (on every pair of ranks, and on one rank from two threads) is a candidate: a correct program has no
two conflicting accesses in flight together, so any confirmation there is a false one ("false"; else
"silent"). Those runs write race-confirm.{csv,json,txt} instead; the verdicts stay phase I's.
"""
import argparse
import csv
import datetime
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from launchers import mpirun_prefix
from progress import Progress

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "samples/src/main/java/rmabench"
MARK = "// @RACE"
CATEGORIES = ("Conflict", "Sync", "Atomic", "Hybrid", "Misc")


def programs(pattern):
    out = []
    for src in sorted(CORPUS.glob("*.java")):
        name = src.stem
        if pattern and not re.search(pattern, name):
            continue
        lines = src.read_text().splitlines()
        marked = sorted({i + 1 for i, l in enumerate(lines) if MARK in l})
        m = re.search(r"^//\s*ranks:\s*(\d+)", "\n".join(lines), re.M)
        category = next((c for c in CATEGORIES if name.startswith(c)), "other")
        out.append({"program": name, "category": category, "ranks": int(m.group(1)) if m else 2,
                    "marked": marked, "expected": "race" if marked else "no race"})
    return out


# The java launcher and options before the program's (JAVA="/path/to/java --opt ..."), e.g. another JDK.
JAVA = os.environ.get("JAVA", "java").split()
# The launcher, and so the MPI (--mpirun mpirun.mpich: MPICH's Hydra)
MPIRUN = "mpirun"


def run(p, jar_dir, timeout, confirm=None):
    """Runs the program under the checker: phase I, or phase II given the phase I report ``confirm``."""
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_rmaps_base_oversubscribe="1")
    with tempfile.TemporaryDirectory(prefix="race-acc-") as d:
        report = Path(d) / "report.json"
        # -cp first: mpirun takes the first java argument containing "cp" (here the temporary directory's random
        # name could) for the class path option and rewrites the argument after it (README)
        cmd = mpirun_prefix(MPIRUN, p["ranks"]) + [JAVA[0],
               "-cp", f"{jar_dir}/syncchecker.jar:{jar_dir}/samples.jar"] + JAVA[1:] + [
               "-Dsyncchecker.checks=sync,race", "-Dsyncchecker.report=" + str(report),
               "-Dsyncchecker.verbosity=quiet"] + (["-Drace.confirm=" + str(confirm), "-Drace.progress=off"] if confirm
                                                  else []) + [
               "rmabench." + p["program"]]
        try:
            r = subprocess.run(cmd, cwd=d, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "timeout"
        if r.returncode != 0 or not report.exists():
            text = (r.stderr or r.stdout).strip()
            return None, f"exit {r.returncode}: {text[:300]} ... {text[-300:]}" if len(text) > 600 \
                else f"exit {r.returncode}: {text}"
        return json.loads(report.read_text()), None


def race_lines(report, severity=None):
    """The line pairs of the report's rma-race diagnostics (of one severity, or all)."""
    races = [d for d in report.get("diagnostics", []) if d.get("kind") == "rma-race"
             and (severity is None or d.get("severity") == severity)]
    return [sorted({e.get("line") for e in d.get("events", [])}) for d in races]


# lines of a corpus program that make an access phase II can pause at or keep in flight
ACCESS_LINE = re.compile(r"\.(put|get|accumulate|getAccumulate|fetchAndOp|compareAndSwap|rPut|rGet|rAccumulate|"
                         r"rGetAccumulate|iRecv|iSend|recv|send|sendRecv|bcast|iBcast)\w*\(")


def every_pair(p):
    """A made-up phase I report naming every pair of the program's access lines as a candidate race."""
    lines = (CORPUS / (p["program"] + ".java")).read_text().splitlines()
    sites = [i + 1 for i, l in enumerate(lines)
             if ACCESS_LINE.search(l) and not l.strip().startswith(("*", "//", "/*"))]
    cls = "rmabench." + p["program"]
    diagnostics = []
    for a, b in itertools.combinations_with_replacement(sites, 2):
        for ra in range(p["ranks"]):
            for rb in range(p["ranks"]):
                for ta, tb in ((1, 1), (1, 2)) if ra == rb else ((1, 1),):
                    diagnostics.append({"kind": "rma-race", "events": [
                        {"class": cls, "line": a, "rank": ra, "thread": ta, "call": "store"},
                        {"class": cls, "line": b, "rank": rb, "thread": tb, "call": "store"}]})
    return {"diagnostics": diagnostics}


def confirmation(p, phase1, jar_dir, timeout):
    """Phase II of a program: all, some, none, extra or error for phase I's predictions ``phase1``; for a program
    phase I found silent (``phase1`` None), silent or false with every pair of its access lines as candidates."""
    candidates = phase1 if phase1 is not None else every_pair(p)
    with tempfile.TemporaryDirectory(prefix="race-confirm-") as d:
        path = Path(d) / "phase1.json"
        path.write_text(json.dumps(candidates))
        report, error = run(p, jar_dir, timeout, confirm=path)
    if error is not None:
        return "error", [], error
    confirmed = {tuple(lines) for lines in race_lines(report, "error")}
    if phase1 is None:
        return ("false" if confirmed else "silent"), sorted(list(c) for c in confirmed), None
    predicted = {tuple(lines) for lines in race_lines(phase1)}
    if confirmed - predicted:
        state = "extra"
    elif confirmed == predicted:
        state = "all"
    else:
        state = "some" if confirmed else "none"
    return state, sorted(list(c) for c in confirmed), None


def classify(p, report, error):
    racy = bool(p["marked"])
    if error is not None:
        return ("FN" if racy else "FP"), [], error
    reported = race_lines(report)
    if not racy:
        return ("FP" if reported else "TN"), reported, None
    if reported and all(lines == p["marked"] for lines in reported):
        return "TP", reported, None
    return "FN", reported, None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--filter", help="only programs whose name matches this regular expression")
    ap.add_argument("--dist", default=str(ROOT / "dist"), help="directory of syncchecker.jar and samples.jar")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per program")
    ap.add_argument("--mpirun", default="mpirun", help="the launcher, and so the MPI (mpirun.mpich: MPICH)")
    ap.add_argument("--out", default=str(ROOT / "bench-results"), help="where the CSV/JSON/txt go")
    ap.add_argument("--no-write", action="store_true", help="print only")
    ap.add_argument("--confirm", action="store_true",
                    help="also run phase II on every program phase I reported races in (race-confirm.* files)")
    ap.add_argument("--retries", type=int, default=1,
                    help="re-runs of a program whose job failed to run (not of a wrong verdict); recorded per row")
    args = ap.parse_args()
    global MPIRUN
    MPIRUN = args.mpirun

    rows = []
    chosen = programs(args.filter)
    progress = Progress(len(chosen), "programs")
    for p in chosen:
        t0 = datetime.datetime.now()
        report, error = run(p, args.dist, args.timeout)
        attempts = 1
        while error is not None and attempts <= args.retries:
            print(f"  {p['program']}: job failed ({error.splitlines()[0][:120]}), re-running", flush=True)
            report, error = run(p, args.dist, args.timeout)
            attempts += 1
        verdict, reported, error = classify(p, report, error)
        confirmed, confirmed_lines, confirm_error = "", [], None
        if args.confirm and error is None:
            confirmed, confirmed_lines, confirm_error = confirmation(p, report if reported else None, args.dist,
                                                                    args.timeout)
        seconds = (datetime.datetime.now() - t0).total_seconds()
        got = "error" if error else ("race" if reported else "no race")
        row = dict(p, got=got, verdict=verdict, reported=reported, error=error, seconds=round(seconds, 2),
                   attempts=attempts, confirmed=confirmed, confirmed_lines=confirmed_lines,
                   confirm_error=confirm_error)
        rows.append(row)
        print(f"{p['program']:<42} {p['category']:<9} {p['expected']:<8} {got:<8} {verdict}"
              + (f"  phase II: {confirmed}" if confirmed else "")
              + (f"  reported {reported} marked {p['marked']}" if verdict in ("FN", "FP") and not error else "")
              + (f"  [{error}]" if error else "") + (f"  [phase II {confirm_error}]" if confirm_error else ""),
              flush=True)
        progress.step()

    n = {k: sum(1 for r in rows if r["verdict"] == k) for k in ("TP", "FN", "FP", "TN")}
    # phase II must never confirm what phase I did not predict, nor anything on a correct program
    wrong = n["FP"] + n["FN"] + sum(1 for r in rows if r["confirmed"] in ("extra", "false", "error"))
    total = len(rows)
    accuracy = (n["TP"] + n["TN"]) / total if total else 0.0
    precision = n["TP"] / (n["TP"] + n["FP"]) if n["TP"] + n["FP"] else 1.0
    recall = n["TP"] / (n["TP"] + n["FN"]) if n["TP"] + n["FN"] else 1.0
    summary = (f"{total} programs ({n['TP'] + n['FN']} racy, {n['TN'] + n['FP']} correct): "
               f"TP {n['TP']} FN {n['FN']} FP {n['FP']} TN {n['TN']}; "
               f"accuracy {accuracy:.3f}, precision {precision:.3f}, recall {recall:.3f}")
    if args.confirm:
        predicted = [r["confirmed"] for r in rows if r["reported"]]
        silent = [r["confirmed"] for r in rows if not r["reported"]]
        summary += "\nphase II on the %d programs with predictions: %s" % (len(predicted), ", ".join(
            "%s %d" % (k, predicted.count(k)) for k in ("all", "some", "none", "extra", "error")))
        summary += "\nphase II on the %d programs without, every pair of access lines a candidate: %s" % (
            len(silent), ", ".join("%s %d" % (k, silent.count(k)) for k in ("silent", "false", "error")))
    print(summary)

    if args.no_write:
        return 0 if wrong == 0 else 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    prefix = "race-confirm" if args.confirm else "race-accuracy"
    base = out / prefix
    with open(str(base) + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["program", "category", "ranks", "expected", "got", "verdict", "marked", "reported",
                    "seconds", "error", "confirmed", "confirmed_lines"])
        for r in rows:
            w.writerow([r["program"], r["category"], r["ranks"], r["expected"], r["got"], r["verdict"],
                        " ".join(map(str, r["marked"])), ";".join(" ".join(map(str, l)) for l in r["reported"]),
                        r["seconds"], r["error"] or r["confirm_error"] or "", r["confirmed"],
                        ";".join(" ".join(map(str, l)) for l in r["confirmed_lines"])])
    with open(str(base) + ".json", "w") as f:
        json.dump({"stamp": stamp, "counts": n, "accuracy": accuracy, "precision": precision,
                   "recall": recall, "programs": rows}, f, indent=2)
    with open(str(base) + ".txt", "w") as f:
        f.write(f"{'program':<42} {'category':<9} {'expected':<8} {'got':<8} verdict"
                + ("  phase II" if args.confirm else "") + "\n")
        for r in rows:
            f.write(f"{r['program']:<42} {r['category']:<9} {r['expected']:<8} {r['got']:<8} {r['verdict']}"
                    + (f"  {r['confirmed']}" if r["confirmed"] else "") + "\n")
        f.write(summary + "\n")
    print(f"written {out}/{prefix}.{{csv,json,txt}}")
    return 0 if wrong == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
