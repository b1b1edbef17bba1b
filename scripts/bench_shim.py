#!/usr/bin/env python3
"""Runs the C reference (build/native/bench_shim) and its Java twin (bench.BenchShim) alternately under mpirun,
takes per-operation medians, prints one table and writes it as CSV and JSON under bench-results/.

Usage: scripts/bench_shim.py [--runs N] [--scale X] [--np 2] [--mpirun CMD --c-bench PATH] [--only OPS] [--json F]
Each run launches both programs once (the order flips every run so neither always goes first on a warm machine).
--mpirun names another MPI's launcher (mpirun.mpich: Hydra, which needs no --oversubscribe) and --c-bench the C
reference built with that MPI's mpicc; --only runs some operations; --json writes the table there instead of
bench-results/ (make test-mpis uses these for its latency subset on each MPI).
"""
import argparse, csv, datetime, json, os, platform, re, statistics, subprocess, sys, time
from launchers import mpirun_prefix
from progress import Progress

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Goal per operation, as the largest allowed Java/C time ratio (bandwidth and rate goals inverted).
GOALS = {
    ("pingpong-isend-irecv-wait", 8): 1.3,
    ("pingpong-send-recv-direct", 8): 1.3,
    ("pingpong-send-recv-array", 8): 1.3,
    ("pingpong-send-recv-direct", 1 << 20): 1 / 0.95,
    ("pingpong-send-recv-array", 1 << 20): 1 / 0.8,
    ("msgrate-64x-isend-irecv-waitall", 8): 1 / 0.8,
    ("allreduce-double-sum", 8): 1.1,
    ("allreduce-double-sum", 8 << 20): 1.1,
    ("bcast", 1 << 20): 1.1,
}

# "No garbage on the hot path": most bytes per call the Java twin may allocate. Completion calls allocate nothing;
# iSend/iRecv return a new Request (Open MPI's API, 32 bytes), which the JIT removes where it does not escape (the
# ping-pongs) but not where the program keeps it (the message-rate window's array). A blocking recv returns a
# Status, which the JIT removes only where it inlines recv into the caller; once recv's own compiled code is large
# (a program that receives into both Java arrays and direct buffers, as this twin's ping-pong does), C2 no longer
# inlines it ("already compiled into a big method") and each recv allocates its Status: 48 bytes per send+recv
# pair, 24 per call, in about half of the launches (JFR allocation samples: mpi.Status only).
ONE_STATUS_PER_RECV = 24
BYTES_GOALS = {
    "proc-null-isend-wait": 0, "proc-null-recv": 0, "proc-null-recv-status": 0, "done-wait": 0, "done-test": 0,
    "done-waitall-2": 0, "done-testall-2": 0, "done-waitany-2": 0, "done-testany-2": 0,
    "pingpong-isend-irecv-wait": 0, "pingpong-send-recv-direct": ONE_STATUS_PER_RECV,
    "pingpong-send-recv-array": ONE_STATUS_PER_RECV,
    "msgrate-64x-isend-irecv-waitall": 32 * 128 / 129, "msgrate-64x-raw-native-calls": 0,
    "allreduce-double-sum": 0, "bcast": 0,
}

# What one "call" is in each row's bytes/call (the Java twin divides the bytes its thread allocated in the timed
# batches by these calls), so the table says which call allocates what.
CALLS = {
    "proc-null-isend-wait": "iSend(PROC_NULL).waitFor(): 2 calls, the Request does not escape",
    "proc-null-recv": "recv from PROC_NULL, Status ignored",
    "proc-null-recv-status": "recv from PROC_NULL, Status read (getSource, getTag)",
    "done-wait": "waitFor on a completed request",
    "done-test": "test on a completed request",
    "done-waitall-2": "waitAll of 2 completed requests",
    "done-testall-2": "testAll of 2 completed requests",
    "done-waitany-2": "waitAny of 2 completed requests",
    "done-testany-2": "testAny of 2 completed requests",
    "pingpong-isend-irecv-wait": "iRecv, iSend, 2 waitFor: 4 calls per round trip",
    "pingpong-send-recv-direct": "send or recv (Status ignored)",
    "pingpong-send-recv-array": "send or recv (Status ignored)",
    "sendrecv-exchange": "sendRecv, both ranks (12 C arguments: the argument-block path), Status ignored; no goal",
    "msgrate-64x-isend-irecv-waitall": "64 iRecv + 64 iSend kept in an array + 1 waitAll: 129 calls, 128 Requests",
    "msgrate-64x-raw-native-calls": "the same 129 libmpi calls through the binding's native layer alone (no checks, "
                                    "no Request objects): the cost of the JNR-FFI crossings by themselves, no goal",
    "allreduce-double-sum": "allReduce",
    "bcast": "bcast",
}


def wait_for_quiet(max_load, max_wait):
    """Other jobs on a small machine spoil latency figures: wait (bounded) until the 1-minute load drops."""
    waited = 0
    while os.getloadavg()[0] > max_load and waited < max_wait:
        time.sleep(5)
        waited += 5
    return os.getloadavg()[0]


# seconds a launch may take before it counts as hung (--launch-timeout)
LAUNCH_TIMEOUT = [600]


def run(cmd):
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               PRTE_ALLOW_RUN_AS_ROOT="1", PRTE_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=LAUNCH_TIMEOUT[0])
    if out.returncode != 0:
        sys.stderr.write(out.stdout + out.stderr)
        raise SystemExit("failed: " + " ".join(cmd))
    rows = {}
    for line in out.stdout.splitlines():
        f = line.split()
        if f and f[0] == "RESULT":
            rows[(f[1], int(f[2]))] = (float(f[3]), float(f[4]) if len(f) > 4 else None)
    return rows


def size_text(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 and n % (1 << 20) == 0 else f"{n} B"


def java_feature(java):
    """The feature version (17, 25, ...) of the JDK whose launcher is `java`."""
    if not (os.path.isfile(java) and os.access(java, os.X_OK)) and os.sep in java:
        raise SystemExit(f"no java launcher at {java} (--jdk takes a JDK's directory)")
    out = subprocess.run([java, "-version"], capture_output=True, text=True, timeout=60).stderr
    m = re.search(r'version "(\d+)(?:\.(\d+))?', out)
    if not m:
        raise SystemExit(f"cannot read the version of {java}: {out.strip()}")
    major = int(m.group(1))
    return int(m.group(2)) if major == 1 else major


def java_launcher(jdk, native, feature):
    """The launcher and its options for a JDK directory (None: the java on PATH) and a native path (None: the
    binding's default for that JDK): JDK 22+ gets the one flag it asks of native code; jffi on JDK 24+ also the
    option that lets sun.misc.Unsafe's memory methods run without a warning."""
    cmd = [os.path.join(jdk, "bin", "java") if jdk else "java"]
    if feature >= 22:
        cmd.append("--enable-native-access=ALL-UNNAMED")
    path = native or ("ffm" if feature >= 22 else "jffi")
    if path == "jffi" and feature >= 24:
        cmd.append("--sun-misc-unsafe-memory-access=allow")
    if native:
        cmd.append(f"-Djmpi.native={native}")
    return cmd, path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--scale", default="1")
    ap.add_argument("--np", default="2")
    ap.add_argument("--max-load", type=float, default=(os.cpu_count() or 2) + 0.5,
                    help="before each launch wait until the 1-minute load average is at most this")
    ap.add_argument("--max-wait", type=int, default=60, help="seconds to wait for --max-load per launch")
    ap.add_argument("--launch-timeout", type=int, default=600, help="seconds after which a launch counts as hung")
    ap.add_argument("--tag", default="",
                    help="suffix for the result files (bench-shim-TAG.*), e.g. a lever being switched off")
    ap.add_argument("--mpirun", default="mpirun", help="the launcher (mpirun.mpich: MPICH's Hydra)")
    ap.add_argument("--c-bench", default="build/native/bench_shim", help="the C reference, built for that MPI")
    ap.add_argument("--only", default="", help="comma-separated groups to run: proc-null, pingpong-nb, pingpong, "
                    "msgrate, allreduce, bcast (default: all)")
    ap.add_argument("--json", default="", help="write the table to this file only, not to bench-results/")
    ap.add_argument("--jdk", default="", help="the JDK of the Java side (a directory; default: java on PATH)")
    ap.add_argument("--native", default="", choices=["", "jffi", "ffm"],
                    help="the binding's native path (default: its own choice, ffm on JDK 22+, jffi before)")
    a = ap.parse_args()
    LAUNCH_TIMEOUT[0] = a.launch_timeout
    mpirun = mpirun_prefix(a.mpirun, a.np)
    only = [a.only] if a.only else []
    c_cmd = mpirun + [a.c_bench, a.scale] + only
    if a.jdk or a.native:
        feature = java_feature(os.path.join(a.jdk, "bin", "java") if a.jdk else "java")
        java, path = java_launcher(a.jdk or None, a.native or None, feature)
        a.tag = a.tag or f"jdk{feature}-{path}"
    else:
        # $JAVA: the launcher, optionally followed by options (as in race-accuracy.py and bench-check.py)
        java = os.environ.get("JAVA", "java").split()
    # -cp first: mpirun takes the first java argument containing "cp" for the class path option (README)
    j_cmd = (mpirun + [java[0], "-cp", "dist/mpi.jar:dist/samples.jar"] + java[1:]
             + os.environ.get("BENCH_JAVA_OPTS", "").split() + ["bench.BenchShim", a.scale] + only)
    c_runs, j_runs, loads = [], [], []
    progress = Progress(a.runs, "runs (C and Java)")
    for i in range(a.runs):
        order = [(c_cmd, c_runs), (j_cmd, j_runs)]
        for cmd, into in (order if i % 2 == 0 else order[::-1]):
            loads.append(round(wait_for_quiet(a.max_load, a.max_wait), 2))
            into.append(run(cmd))
        progress.step()

    table = []
    for key in c_runs[0]:
        c = statistics.median(r[key][0] for r in c_runs)
        j = statistics.median(r[key][0] for r in j_runs)
        b = statistics.median(r[key][1] for r in j_runs)
        goal = GOALS.get(key)
        op, size = key
        # Each run's Java launch over the C launch next to it: when the VM changes speed between runs (it has two
        # states here), this moves less than the ratio of the medians, which can pair a C median from one state
        # with a Java median from the other. Shown next to the ratio; the goals are judged on the ratio.
        paired = statistics.median(jr[key][0] / cr[key][0] for cr, jr in zip(c_runs, j_runs))
        row = {"operation": op, "size_bytes": size, "c_us": c * 1e6, "java_us": j * 1e6, "ratio": j / c,
               "paired_ratio": paired, "c_runs_us": [r[key][0] * 1e6 for r in c_runs],
               "java_runs_us": [r[key][0] * 1e6 for r in j_runs],
               "java_bytes_per_call": b, "goal_max_ratio": goal, "met": None if goal is None else j / c <= goal,
               "goal_max_bytes_per_call": BYTES_GOALS.get(op)}
        row["bytes_met"] = None if row["goal_max_bytes_per_call"] is None else b <= row["goal_max_bytes_per_call"] + 0.05
        if size >= 1 << 20 and op.startswith("pingpong"):
            row["c_MBps"] = size / c / 1e6
            row["java_MBps"] = size / j / 1e6
        table.append(row)

    hdr = (f"| {'operation':33} | {'size':>6} | {'C us':>9} | {'Java us':>9} | {'Java/C':>6} | {'paired':>6} "
           f"| {'bytes/call':>10} | time goal | bytes goal |")
    print(hdr)
    print("|" + "|".join("-" * (len(c) ) for c in hdr.split("|")[1:-1]) + "|")
    for r in table:
        goal = "" if r["goal_max_ratio"] is None else (("ok" if r["met"] else "MISS") + f" <={r['goal_max_ratio']:.2f}")
        bgoal = "" if r["bytes_met"] is None else (("ok" if r["bytes_met"] else "MISS")
                                                    + f" <={r['goal_max_bytes_per_call']:.1f}")
        print(f"| {r['operation']:33} | {size_text(r['size_bytes']):>6} | {r['c_us']:9.3f} | {r['java_us']:9.3f} | "
              f"{r['ratio']:6.2f} | {r['paired_ratio']:6.2f} | {r['java_bytes_per_call']:10.1f} | {goal} | {bgoal} |")

    print("Java/C: median Java time over median C time (the goals); paired: median over runs of each run's Java/C")
    print("bytes/call: what the Java thread allocated per call in the timed batches; a call is, per operation:")
    for op in dict.fromkeys(r["operation"] for r in table):
        if op in CALLS:
            print(f"  {op}: {CALLS[op]}")
    print(f"1-minute load average at each launch: {loads}")
    meta = {"date": datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ"), "runs": a.runs, "np": int(a.np),
            "scale": float(a.scale), "machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.node()}",
            "load_average_at_launches": loads, "c_command": " ".join(c_cmd), "java_command": " ".join(j_cmd), "statistic": "median over runs"}
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"meta": meta, "rows": table}, f, indent=2)
        return
    os.makedirs(os.path.join(ROOT, "bench-results"), exist_ok=True)
    tag = f"-{a.tag}" if a.tag else ""
    meta["java_opts"] = os.environ.get("BENCH_JAVA_OPTS", "")
    # one stable name per configuration: a new run replaces the last one (the date is in the JSON's meta)
    name = f"bench-shim{tag}"
    with open(os.path.join(ROOT, "bench-results", name + ".json"), "w") as f:
        json.dump({"meta": meta, "rows": table}, f, indent=2)
    with open(os.path.join(ROOT, "bench-results", name + ".csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["operation", "size_bytes", "c_us", "java_us", "ratio", "paired_ratio",
                                          "java_bytes_per_call", "goal_max_ratio", "met",
                                          "goal_max_bytes_per_call", "bytes_met", "c_MBps", "java_MBps"])
        w.writeheader()
        for r in table:
            w.writerow({k: v for k, v in r.items() if not k.endswith("_runs_us")})
    print(f"wrote bench-results/bench-shim{tag}.csv and .json", file=sys.stderr)


if __name__ == "__main__":
    main()
