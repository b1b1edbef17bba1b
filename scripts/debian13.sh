#!/usr/bin/env bash
# The Debian 13 (trixie) root in which the project runs Open MPI 5.0 and MPICH 4.2 from Debian's packages
# (`make test-mpis`, `make abi-describe` for those series). Root only: debootstrap, chroot and mounts need it.
#
#   scripts/debian13.sh setup            make the root with debootstrap and install the MPIs, a JDK, make, gcc and
#                                        Maven in it (once; later calls find it ready)
#   scripts/debian13.sh run DIR CMD...   run CMD in DIR inside the root: DIR (the project) and Maven's local
#                                        repository are bind-mounted at the same paths, /proc, /sys and a tmpfs
#                                        on /dev/shm are mounted for the run and unmounted after it
#
# JMPI_DEBIAN13_ROOT names the root's folder (default /var/tmp/jmpi-debian13); JMPI_DEBIAN_MIRROR the package
# server debootstrap and apt-get use (default Debian's).
set -euo pipefail

ROOT=${JMPI_DEBIAN13_ROOT:-/var/tmp/jmpi-debian13}
MIRROR=${JMPI_DEBIAN_MIRROR:-http://deb.debian.org/debian}
PACKAGES="openmpi-bin libopenmpi-dev mpich libmpich-dev openjdk-21-jdk-headless make gcc libc6-dev maven procps python3"
READY=$ROOT/.jmpi-ready
SELF=$(readlink -f "$0")

die() { echo "debian13: $*" >&2; exit 1; }

setup() {
    [ "$(id -u)" = 0 ] || die "making the Debian 13 root needs root (debootstrap, chroot)"
    if [ -f "$READY" ] && [ "$(cat "$READY")" = "$PACKAGES" ]; then
        return
    fi
    if ! command -v debootstrap >/dev/null 2>&1; then
        echo "debian13: installing debootstrap"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null \
            || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
    fi
    if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
        echo "debian13: debootstrap --variant=minbase trixie $ROOT"
        mkdir -p "$ROOT"
        debootstrap --variant=minbase trixie "$ROOT" "$MIRROR" > "$ROOT.debootstrap.log" 2>&1 \
            || { tail -20 "$ROOT.debootstrap.log" >&2; die "debootstrap failed (log: $ROOT.debootstrap.log)"; }
    fi
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf" 2>/dev/null || true
    echo "debian13: apt-get install $PACKAGES"
    unshare --mount --propagation private "$SELF" _install
    echo "$PACKAGES" > "$READY"
}

install_packages() {
    mount_all /
    chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
        bash -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null"
}

# Mounts are made in a mount namespace of the command's own (unshare --mount): they end with it, and runs side by
# side, or a run killed half-way, leave nothing mounted behind.
mount_one() { # mount_one TARGET mount-arguments...
    local target=$1; shift
    mkdir -p "$target"
    mount "$@" "$target"
}

mount_all() { # mount_all PROJECT_DIR (/ for none)
    mount_one "$ROOT/proc" -t proc proc
    mount_one "$ROOT/sys" -t sysfs sys
    mount_one "$ROOT/dev/shm" -t tmpfs -o mode=1777 tmpfs
    mount_one "$ROOT/dev/pts" -t devpts devpts
    if [ "$1" != / ]; then
        mount_one "$ROOT$1" --bind "$1"
        mkdir -p "$HOME/.m2"
        mount_one "$ROOT/root/.m2" --bind "$HOME/.m2"
    fi
}

run() {
    [ $# -ge 2 ] || die "usage: $0 run DIR CMD..."
    [ -f "$READY" ] || die "no Debian 13 root at $ROOT: run '$0 setup' first"
    local dir
    dir=$(cd "$1" && pwd -P); shift
    # a PID namespace of its own: when the command ends (or this process is killed), the kernel ends every process
    # still in it, such as a rank its launcher left behind spinning in the library after an abort
    exec unshare --mount --propagation private --pid --fork --kill-child "$SELF" _run "$dir" "$@"
}

run_in_namespace() {
    local dir=$1; shift
    mount_all "$dir"
    local java_home passed=()
    java_home=$(ls -d "$ROOT"/usr/lib/jvm/java-21-openjdk-* 2>/dev/null | head -1)
    # the MPIs' and the project's own settings pass through (OMPI_MCA_*, MPIR_CVAR_*, UCX_*, FI_*, JMPI_*)
    while IFS= read -r -d '' var; do
        case "$var" in OMPI_MCA_*=*|MPIR_CVAR_*=*|UCX_*=*|FI_*=*|JMPI_*=*) passed+=("$var") ;; esac
    done < <(env -0)
    # the root's own tools only: nothing else of this machine's environment
    chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        JAVA_HOME="${java_home#"$ROOT"}" CI="${CI:-}" "${passed[@]}" \
        OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
        PRTE_ALLOW_RUN_AS_ROOT=1 PRTE_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
        bash -c 'cd "$1" && shift && exec "$@"' run "$dir" "$@"
}

case "${1:-}" in
    setup) setup ;;
    run) shift; run "$@" ;;
    _install) install_packages ;;
    _run) shift; run_in_namespace "$@" ;;
    *) die "usage: $0 setup | run DIR CMD..." ;;
esac
