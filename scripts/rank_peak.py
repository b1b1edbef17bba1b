#!/usr/bin/env python3
"""Runs one rank's command and records its peak memory and CPU: `mpirun -np N python3 scripts/rank_peak.py DIR java
...` writes DIR/rss.<rank> with the largest resident set (kB) of the command and the processes it waited for (the
checker's re-executed JVM included) and their CPU seconds (user plus system), the same measure for a plain run and
a checked one. The rank comes from the
launcher's environment (Open MPI's OMPI_COMM_WORLD_RANK, MPICH's PMI_RANK). Exits with the command's status."""
import os
import sys


def rank():
    for name in ("OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"):
        if os.environ.get(name, "").isdigit():
            return os.environ[name]
    return str(os.getpid())


def main():
    out_dir, command = sys.argv[1], sys.argv[2:]
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(command[0], command)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    with open(os.path.join(out_dir, "rss." + rank()), "w") as f:
        f.write("%d %.3f\n" % (usage.ru_maxrss, usage.ru_utime + usage.ru_stime))  # kB on Linux
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main())
