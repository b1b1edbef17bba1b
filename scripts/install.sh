#!/usr/bin/env bash
# Installs what `make build` made under PREFIX: the jars and the checker's copy tracer to PREFIX/share/jmpi (the
# tracer beside syncchecker.jar, where the checker looks for it), mpijavac to PREFIX/bin (it finds the jar at
# ../share/jmpi). Usage: scripts/install.sh PREFIX; `make install PREFIX=...` builds first.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:?usage: scripts/install.sh PREFIX}
for f in dist/mpi.jar dist/syncchecker.jar dist/libsyncchecker-trace.so dist/bin/mpijavac; do
    [ -f "$f" ] || { echo "install: $f is missing: run make build first" >&2; exit 1; }
done
install -d "$prefix/bin" "$prefix/share/jmpi"
install -m 644 dist/mpi.jar dist/syncchecker.jar "$prefix/share/jmpi/"
install -m 755 dist/libsyncchecker-trace.so "$prefix/share/jmpi/"
install -m 755 dist/bin/mpijavac "$prefix/bin/mpijavac"
echo "install: $prefix/bin/mpijavac, $prefix/share/jmpi/{mpi.jar,syncchecker.jar,libsyncchecker-trace.so}"
