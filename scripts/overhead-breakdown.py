#!/usr/bin/env python3
"""Where a checker configuration's extra time goes: the job's CPU during a kernel's timed section, by category.

bench-check.py gives each configuration's time over plain; this script says what the difference is made of. It
runs a kernel of dist/samples.jar under each configuration (as bench-check.py does, alternating within each
repetition) inside `perf record -e cpu-clock` (following mpirun's processes and threads, the JIT compiler
threads included, and nothing else on the machine), with -XX:+DumpPerfMapAtExit so that perf names the JIT's code.
The timed section is taken as the kernel's reported time before the last sample in the kernel's hot method (the
loop ends there; what follows it, verification and reporting, is short). Every sample of that window is put in one
category, and the table gives CPU seconds per category (median over repetitions), per configuration, and each
configuration's difference to the first one. With 2 cores busy the window holds about 2 CPU seconds per wall
second.

Categories: application code compiled by the JIT (package kernels), checker and binding code compiled by the JIT
(race, syncchecker, mpi), other JIT code (the JDK's), the interpreter, the C1 and C2 compiler threads, the JVM's
runtime (libjvm), the MPI library (libmpi, libopen-pal, Open MPI's components), other libraries, the OS kernel on
behalf of the ranks (scheduling, sched_yield of waiting ranks, page faults), other processes of the job (mpirun).

Needs perf (Debian: linux-perf).
"""
import argparse
import collections
import importlib.util
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from progress import Progress

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("bench_check", HERE / "bench-check.py")
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

# kernel -> the JIT-compiled method whose last sample ends the timed section
HOT_METHOD = {
    "stencil": r"kernels\.Stencil\.relax", "stencil-rma": r"kernels\.Stencil\.relax", "cg": r"kernels\.Cg\.",
    "is": r"kernels\.(Is|Keys)\.", "is-rma": r"kernels\.(IsRma|Keys)\.", "ft": r"kernels\.Ft", "ep": r"kernels\.Ep",
    "lu": r"kernels\.Lu",
}
CATEGORIES = ["application", "checker+binding", "JDK JIT code", "interpreter", "C1", "C2", "JVM runtime",
              "MPI library", "other libraries", "OS kernel", "other processes"]
SAMPLE_RE = re.compile(r"\s*(.*?)\s+(-?\d+)\s+([\d.]+):\s+[0-9a-f]+\s+(.*)\((.*)\)\s*$")


def category(comm, symbol, dso):
    if comm.startswith("C2 CompilerThre"):
        return "C2"
    if comm.startswith("C1 CompilerThre"):
        return "C1"
    if comm != "java":
        return "other processes"
    if symbol.startswith("Interpreter"):
        return "interpreter"
    if "[kernel" in dso:
        return "OS kernel"
    if "/tmp/perf-" in dso or "[JIT]" in dso:
        if re.match(r"\S+ kernels\.", symbol) or symbol.startswith("kernels."):
            return "application"
        if re.search(r"(^|\s)(race|syncchecker|mpi)\.", symbol):
            return "checker+binding"
        return "JDK JIT code"
    if "libjvm" in dso:
        return "JVM runtime"
    if re.search(r"libmpi|libopen-|mca_|libpmix|libhwloc|libevent", dso):
        return "MPI library"
    return "other libraries"


def window_cpu(data, seconds, hot, hz_per_cpu):
    """CPU seconds per category in the timed window of one perf recording."""
    out = subprocess.run(["perf", "script", "-i", data, "-F", "comm,tid,time,ip,sym,dso"], capture_output=True,
                         text=True).stdout
    samples = []
    last_hot = None
    for line in out.splitlines():
        m = SAMPLE_RE.match(line)
        if not m:
            continue
        t, symbol = float(m.group(3)), m.group(4).strip()
        samples.append((t, m.group(1), symbol, m.group(5)))
        if m.group(1) == "java" and re.search(hot, symbol):
            last_hot = t
    if last_hot is None:
        raise RuntimeError("no sample in the kernel's hot method (%s): was perf map writing on?" % hot)
    start = last_hot - seconds
    cpu = collections.Counter()
    for t, comm, symbol, dso in samples:
        if start <= t <= last_hot:
            cpu[category(comm, symbol, dso)] += 1.0 / hz_per_cpu
    return cpu


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--kernel", default="stencil-rma", help="one of: " + ", ".join(k[0] for k in bench.KERNELS))
    p.add_argument("--configs", default="plain,race", help="comma-separated, from: " + ", ".join(bench.CONFIGS))
    p.add_argument("--np", type=int, default=4)
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--args", help="kernel arguments instead of bench-check's defaults (e.g. '96 3000')")
    p.add_argument("--frequency", type=int, default=1000, help="samples per second and CPU")
    p.add_argument("--mpi-jar", default="dist/mpi.jar")
    p.add_argument("--syncchecker-jar", default="dist/syncchecker.jar")
    p.add_argument("--samples-jar", default="dist/samples.jar")
    p.add_argument("--jvm-args", default="-XX:+UseSerialGC")
    p.add_argument("--java", default=os.environ.get("JAVA", "java"))
    p.add_argument("--timeout", type=int, default=600)
    return p.parse_args()


def main():
    args = parse_args()
    kernels = {k[0]: k for k in bench.KERNELS}
    if args.kernel not in kernels:
        sys.exit("unknown kernel %r (one of: %s)" % (args.kernel, ", ".join(kernels)))
    configs = args.configs.split(",")
    unknown = [c for c in configs if c not in bench.CONFIGS]
    if unknown:
        sys.exit("unknown configuration(s) %s (from: %s)" % (", ".join(unknown), ", ".join(bench.CONFIGS)))
    if subprocess.run(["perf", "--version"], capture_output=True).returncode != 0:
        sys.exit("perf is not installed (Debian: apt-get install linux-perf)")
    _, main_class, default_args, _ = kernels[args.kernel]
    kernel_args = args.args.split() if args.args else default_args
    hot = HOT_METHOD.get(args.kernel, r"kernels\.")
    # perf wraps mpirun: the JVM options and the java launcher go through bench-check's command line
    args.jvm_args += " -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit"
    results = {c: [] for c in configs}
    times = {c: [] for c in configs}
    with tempfile.TemporaryDirectory(prefix="breakdown-") as tmp:
        report = os.path.join(tmp, "report.json")
        data = os.path.join(tmp, "perf.data")
        progress = Progress(args.reps * len(configs))
        for rep in range(args.reps):
            for config in configs:
                jar, props = bench.CONFIGS[config]
                binding = args.syncchecker_jar if jar else args.mpi_jar
                perf = ["perf", "record", "-q", "-F", str(args.frequency), "-e", "cpu-clock", "-o", data, "--"]
                out, err, rc, _ = bench.mpirun(args, args.np, binding + ":" + args.samples_jar, props,
                                               main_class, kernel_args, report if jar else None, wrapper=perf)
                m = bench.TIME_RE.search(out)
                if rc != 0 or not m or "VERIFIED" not in out:
                    sys.exit("%s %s rep %d failed (exit %d): %s" % (args.kernel, config, rep, rc,
                                                                   (err or out).strip()[-600:]))
                seconds = float(m.group(1))
                cpu = window_cpu(data, seconds, hot, args.frequency)
                results[config].append(cpu)
                times[config].append(seconds)
                print("[%s rep %d] %-6s time %.3f s, window CPU %.2f s" % (args.kernel, rep, config, seconds,
                                                                         sum(cpu.values())), flush=True)
                progress.step(config)
    print_table(args, configs, results, times)


def print_table(args, configs, results, times):
    median = {c: {k: statistics.median(r.get(k, 0.0) for r in results[c]) for k in CATEGORIES} for c in configs}
    base = configs[0]
    print()
    print("CPU seconds of the job in the timed section of %s, %d ranks, median of %d repetitions;"
          % (args.kernel, args.np, args.reps))
    print("the difference columns are against %s" % base)
    head = "%-17s" % "category" + "".join("%10s" % c for c in configs) + "".join(
        "%12s" % ("d " + c) for c in configs[1:])
    print(head)
    print("-" * len(head))
    for k in CATEGORIES:
        row = "%-17s" % k + "".join("%10.3f" % median[c][k] for c in configs)
        row += "".join("%+12.3f" % (median[c][k] - median[base][k]) for c in configs[1:])
        print(row)
    totals = {c: sum(median[c].values()) for c in configs}
    print("%-17s" % "all" + "".join("%10.3f" % totals[c] for c in configs)
          + "".join("%+12.3f" % (totals[c] - totals[base]) for c in configs[1:]))
    print("%-17s" % "time (s)" + "".join("%10.3f" % statistics.median(times[c]) for c in configs))


if __name__ == "__main__":
    main()
