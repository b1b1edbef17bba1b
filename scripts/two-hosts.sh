#!/usr/bin/env bash
# Two simulated hosts on this machine, for MPI jobs whose ranks run on "two nodes" (docs/two-hosts.md).
#
#   two-hosts.sh up               create them (removes leftovers of an earlier run first)
#   two-hosts.sh down             remove them, and anything left of them; idempotent
#   two-hosts.sh status           say whether they are up (exit 0) or not (exit 1)
#   two-hosts.sh exec HOST CMD..  run CMD on HOST (jmpi-h1, jmpi-h2, h1, h2, 1, 2 or its address)
#
# Each host is a network namespace (jmpi-h1, jmpi-h2) with lo and one end of a veth pair, named jmpi0 on both
# hosts (10.213.77.1/24 and 10.213.77.2/24: addresses that exist only inside the two namespaces), plus a UTS
# namespace with its own hostname (jmpi-h1, jmpi-h2) and an IPC namespace (its own SysV shared memory), both kept on
# files under /run/jmpi-two-hosts (a tmpfs). Each `exec` on a host (the launcher, each daemon the agent starts)
# enters these and a new mount namespace in which /tmp and /dev/shm are the host's own directories on that tmpfs,
# /sys shows the host's own network devices, /etc/hosts names both hosts and /proc/sys/kernel/random/boot_id is the
# host's own: one node, one /tmp, one /dev/shm per host, whoever enters it. (UCX, under MPICH, takes two processes
# with the same boot id and IPC namespace for one machine and then moves their messages through shared memory or
# cross-memory attach, which one kernel serves across network namespaces: the boot id and IPC namespace are what
# make it see two machines and use TCP.) (The mount namespace
# itself is not kept: the kernel lets a mount namespace's file be bound only into an older namespace, so the agent,
# already inside host 1, could not enter a kept one of host 2.) Nothing is routed outside the pair: the namespaces
# have no default route and no other interface.
#
# scripts/two-hosts-agent.sh is the "ssh" both MPIs' launchers use to start their daemons on a host. Root only.
set -euo pipefail

NS=(jmpi-h1 jmpi-h2)
ADDR=(10.213.77.1 10.213.77.2)
PREFIXLEN=24
IFACE=jmpi0
STATE=/run/jmpi-two-hosts
LOCK=/run/jmpi-two-hosts.lock

die() {
    echo "two-hosts: $*" >&2
    exit 1
}

need_tools() {
    [ "$(id -u)" = 0 ] || die "must run as root (network namespaces, veth, mounts); uid is $(id -u)"
    local t
    for t in ip unshare nsenter mount umount hostname flock; do
        command -v "$t" >/dev/null || die "needs '$t' (Debian: iproute2 for ip; util-linux for the others)"
    done
}

# one up/down at a time (bounded wait)
lock() {
    exec 9>"$LOCK"
    flock -w 60 9 || die "another two-hosts.sh up/down holds $LOCK for more than 60 s"
}

# index (0 or 1) of a host named by namespace, short name, number or address
host_index() {
    case "$1" in
        jmpi-h1 | h1 | 1 | 10.213.77.1) echo 0 ;;
        jmpi-h2 | h2 | 2 | 10.213.77.2) echo 1 ;;
        *) return 1 ;;
    esac
}

is_mounted() {
    grep -q " $1 " /proc/self/mountinfo
}

is_up() {
    local i
    for i in 0 1; do
        [ -e "/run/netns/${NS[$i]}" ] || return 1
        is_mounted "$STATE/${NS[$i]}.uts" || return 1
        is_mounted "$STATE/${NS[$i]}.ipc" || return 1
    done
}

# ends the processes still inside one of our namespaces (left by a killed job), by their ids, bounded
end_leftover_processes() {
    local ns=$1 pids tries
    pids=$(ip netns pids "$ns" 2>/dev/null || true)
    [ -n "$pids" ] || return 0
    echo "two-hosts: ending processes left in $ns: $(echo $pids)" >&2
    kill -TERM $pids 2>/dev/null || true
    for tries in 1 2 3 4 5 6 7 8 9 10; do
        sleep 0.2
        pids=$(ip netns pids "$ns" 2>/dev/null || true)
        [ -n "$pids" ] || return 0
    done
    kill -KILL $pids 2>/dev/null || true
}

down() {
    local i ns
    for i in 0 1; do
        ns=${NS[$i]}
        [ -e "/run/netns/$ns" ] && end_leftover_processes "$ns"
        for f in "$STATE/$ns.uts" "$STATE/$ns.ipc"; do
            if is_mounted "$f"; then umount "$f" || umount -l "$f"; fi
        done
        if [ -e "/run/netns/$ns" ]; then ip netns del "$ns"; fi
    done
    # a veth end left in this namespace by an interrupted `up` (normally both ends live in the hosts' namespaces)
    if ip link show "$IFACE" >/dev/null 2>&1 && ip -o link show "$IFACE" | grep -q "$IFACE@"; then
        ip link del "$IFACE"
    fi
    if [ -d "$STATE" ]; then
        local n
        for n in 1 2 3; do
            is_mounted "$STATE" || break
            umount "$STATE" || umount -l "$STATE"
        done
        rm -rf "$STATE"
    fi
}

up() {
    down
    local i ns
    mkdir -p "$STATE"
    # the hosts' /tmp and /dev/shm live here; a tmpfs, gone with `down`
    mount -t tmpfs -o mode=755,size=4g jmpi-two-hosts "$STATE"
    cat >"$STATE/hosts" <<EOF
127.0.0.1	localhost
::1	localhost ip6-localhost ip6-loopback
${ADDR[0]}	${NS[0]}
${ADDR[1]}	${NS[1]}
EOF
    for i in 0 1; do
        ip netns add "${NS[$i]}"
    done
    # the wire between the two hosts: one veth pair, its ends created straight inside the two namespaces
    ip link add "$IFACE" netns "${NS[0]}" type veth peer name "$IFACE" netns "${NS[1]}"
    for i in 0 1; do
        ns=${NS[$i]}
        ip -n "$ns" link set lo up
        ip -n "$ns" addr add "${ADDR[$i]}/$PREFIXLEN" dev "$IFACE"
        ip -n "$ns" link set "$IFACE" up
        mkdir -m 1777 "$STATE/$ns" "$STATE/$ns/tmp" "$STATE/$ns/shm"
        : >"$STATE/$ns.uts"
        : >"$STATE/$ns.ipc"
        unshare --uts="$STATE/$ns.uts" --ipc="$STATE/$ns.ipc" hostname "$ns"
        cat /proc/sys/kernel/random/uuid >"$STATE/$ns/boot_id"
        # no IPv6 on the wire: its link-local addresses would be one more thing for the MPIs to choose from
        ip netns exec "$ns" sh -c "echo 1 > /proc/sys/net/ipv6/conf/$IFACE/disable_ipv6" 2>/dev/null || true
    done
    # both ends of the link must be up (carrier) before a job starts (bounded wait)
    local tries
    for tries in $(seq 1 50); do
        if ip -n "${NS[0]}" -o link show "$IFACE" | grep -q LOWER_UP \
            && ip -n "${NS[1]}" -o link show "$IFACE" | grep -q LOWER_UP; then
            break
        fi
        [ "$tries" = 50 ] && die "$IFACE did not come up in ${NS[0]} and ${NS[1]}"
        sleep 0.1
    done
    echo "two-hosts: up: ${NS[0]} ${ADDR[0]}, ${NS[1]} ${ADDR[1]} on $IFACE"
}

run_on() {
    local i ns
    i=$(host_index "$1") || die "no such simulated host: '$1' (jmpi-h1, jmpi-h2 or 10.213.77.1, 10.213.77.2)"
    ns=${NS[$i]}
    shift
    [ $# -gt 0 ] || die "exec: no command"
    is_up || die "the simulated hosts are not up (scripts/two-hosts.sh up)"
    # the host's node identity in a new mount namespace: its /tmp, /dev/shm, the /sys of its network namespace
    # (mounted from inside it), /etc/hosts, its boot id; then the caller's directory when the host sees it. The
    # directories JMPI_TWO_HOSTS_SHARED lists (colon-separated: the project, which may be a clone in /tmp) stay
    # visible at their paths, as a cluster's shared file system would be, though /tmp is the host's own.
    exec nsenter --net="/run/netns/$ns" --uts="$STATE/$ns.uts" --ipc="$STATE/$ns.ipc" \
        unshare --mount --propagation private \
        /bin/sh -c 'set -e
            IFS=:
            for shared in ${JMPI_TWO_HOSTS_SHARED:-}; do
                case "$shared" in
                    /tmp/*) mkdir -p "$2/$3/tmp${shared#/tmp}"; mount --bind "$shared" "$2/$3/tmp${shared#/tmp}" ;;
                esac
            done
            unset IFS
            mount --rbind "$2/$3/tmp" /tmp
            mount --bind "$2/$3/shm" /dev/shm
            mount -t sysfs -o ro sysfs /sys
            mount --bind "$2/hosts" /etc/hosts
            mount --bind "$2/$3/boot_id" /proc/sys/kernel/random/boot_id
            cd "$1" 2>/dev/null || cd /
            shift 3
            exec "$@"' two-hosts "$PWD" "$STATE" "$ns" "$@"
}

case "${1:-}" in
    up)
        need_tools
        lock
        up
        ;;
    down)
        need_tools
        lock
        down
        ;;
    status)
        if is_up; then
            echo "two-hosts: up"
        else
            echo "two-hosts: down"
            exit 1
        fi
        ;;
    exec)
        shift
        [ $# -ge 1 ] || die "usage: two-hosts.sh exec HOST CMD..."
        run_on "$@"
        ;;
    *)
        echo "usage: $0 up | down | status | exec HOST CMD..." >&2
        exit 2
        ;;
esac
