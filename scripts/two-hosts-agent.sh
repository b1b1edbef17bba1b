#!/usr/bin/env bash
# The "ssh" of the two simulated hosts (scripts/two-hosts.sh, docs/two-hosts.md), for
#   Open MPI:  mpirun --mca plm_rsh_agent scripts/two-hosts-agent.sh ...
#   MPICH:     mpiexec.hydra -launcher ssh -launcher-exec scripts/two-hosts-agent.sh ...
# Called like ssh: [options] HOST COMMAND...; runs COMMAND (its words joined by spaces and read by /bin/sh, as
# ssh's remote shell would) on HOST, which must be one of the two simulated hosts: any other host is refused, so
# nothing ever goes to a real machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# ssh options a launcher may put before the host (Hydra and Open MPI add -x for ssh; others for completeness)
while [ $# -gt 0 ]; do
    case "$1" in
        -o | -p | -l | -i | -F) shift 2 ;;
        -*) shift ;;
        *) break ;;
    esac
done
[ $# -ge 2 ] || { echo "two-hosts-agent: usage: $0 [ssh options] HOST COMMAND..." >&2; exit 255; }
host=$1
shift
case "$host" in
    jmpi-h1 | jmpi-h2 | 10.213.77.1 | 10.213.77.2) ;;
    *) echo "two-hosts-agent: '$host' is not a simulated host (10.213.77.1, 10.213.77.2)" >&2; exit 255 ;;
esac
exec "$here/two-hosts.sh" exec "$host" /bin/sh -c "$*"
