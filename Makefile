# The front door: setup, build, test, demo, bench. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := demo

# mpirun refuses to run as root without these; harmless otherwise.
export OMPI_ALLOW_RUN_AS_ROOT := 1
export OMPI_ALLOW_RUN_AS_ROOT_CONFIRM := 1

MVN ?= mvn
NP ?= 2
# Open MPI's mpirun must be told to run more ranks than cores; MPICH's Hydra does it and refuses the flag
MPIRUN_FLAGS ?= $(if $(shell mpirun --version 2>&1 | grep -i hydra),,--oversubscribe)
MPIRUN = mpirun $(MPIRUN_FLAGS)
# the ABI descriptions, one per supported MPI series, kept in the source tree (see abi-describe)
ABI_DIR := mpi-shim/src/main/resources/mpi/shim/abi
# our trampoline library (native/jmpi_fast.c), packed into mpi.jar under the platform's resource directory
FAST_LIB := build/native-res/mpi/shim/nat/$(shell uname -s)-$(shell uname -m)/libjmpifast.so
MVN_FLAGS ?= -q

.PHONY: setup build native abi-describe test test-jdk25 test-mpis docs demo clean install bench-check bench-breakdown \
	bench-shim bench-probes bench-race bench-scale

## setup: find mpicc, mpirun, a JDK 17+ and Maven; install Open MPI when it is missing and we are root
setup:
	@./scripts/setup.sh

## native: the checker's preloadable tracer of the library's copies (dist/libsyncchecker-trace.so) and the
## binding's trampoline library; neither includes mpi.h, so one build serves every supported MPI
TRACER := dist/libsyncchecker-trace.so
native: $(TRACER) $(FAST_LIB)

# -fno-builtin and no loop-to-memcpy rewriting: the tracer's own copy loop must never call the memcpy it wraps
$(TRACER): native/sctrace.c
	@mkdir -p dist
	gcc -O2 -Wall -fno-builtin -fno-tree-loop-distribute-patterns -shared -fPIC -o $@ native/sctrace.c -ldl

$(FAST_LIB): native/jmpi_fast.c
	@mkdir -p $(dir $(FAST_LIB))
	gcc -O2 -Wall -shared -fPIC -o $@ native/jmpi_fast.c

## abi-describe: the ABI probe (native/abi_probe.c), compiled with MPICC (default mpicc) and run, describes that
## MPI's release series; the description goes to $(ABI_DIR)/<family>-<major>.<minor>.properties and its name into
## series.list, and mpi.jar packs them all: rebuild after it. E.g. `make abi-describe MPICC=mpicc.mpich`.
MPICC ?= mpicc
abi-describe:
	@mkdir -p build/native
	$(MPICC) -O1 -Wall -o build/native/abi_probe native/abi_probe.c
	build/native/abi_probe > build/native/abi.properties
	@series=$$(sed -n 's/^library.family=//p' build/native/abi.properties)-$$(sed -n 's/^library.major=//p' \
	    build/native/abi.properties).$$(sed -n 's/^library.minor=//p' build/native/abi.properties); \
	case "$$series" in unknown-*) echo "abi-describe: $(MPICC) is of no MPI family the probe knows" >&2; exit 1;; esac; \
	mv build/native/abi.properties $(ABI_DIR)/$$series.properties; \
	grep -qx "$$series" $(ABI_DIR)/series.list || echo "$$series" >> $(ABI_DIR)/series.list; \
	echo "abi-describe: wrote $(ABI_DIR)/$$series.properties"

## build: dist/mpi.jar, dist/syncchecker.jar (binding + checker + agent), dist/samples.jar and dist/bin/mpijavac
build: setup native
	$(MVN) $(MVN_FLAGS) -DskipTests package
	install -D -m 755 scripts/mpijavac dist/bin/mpijavac

## install: the jars and the tracer to $(PREFIX)/share/jmpi, mpijavac to $(PREFIX)/bin (docs/tools.md)
PREFIX ?= /usr/local
install: build
	./scripts/install.sh $(PREFIX)

## test: unit tests and integration tests that launch real mpirun jobs; then the scripts' tests (scripts/test_*.py:
## mpijavac, make install, a Maven project using the artifacts mvn install publishes, the drivers' progress lines)
test: setup native
	$(MVN) --fail-at-end verify
	MVN="$(MVN)" python3 -m unittest discover -s scripts -p 'test_*.py'
	$(MAKE) --no-print-directory test-jdk25

## test-jdk25 (part of test): the binding's integration tests and the checkers' samples again, their jobs on JDK 25
## (the java.lang.foreign native path, launched with the one flag it asks for); skipped, saying so, without $(JDK25)
JDK25 ?= /usr/lib/jvm/temurin-25-jdk-amd64
JDK25_ITS := mpi.it.*IT,SyncSamplesIT,RaceSamplesIT,ThreadRaceIT
test-jdk25:
	@if [ -x "$(JDK25)/bin/java" ]; then \
	    echo "test-jdk25: integration tests with their jobs on $(JDK25)"; \
	    $(MVN) $(MVN_FLAGS) verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false \
	        -Dit.test='$(JDK25_ITS)' -Dit.failIfNoSpecifiedTests=false -Djmpi.it.java=$(JDK25)/bin/java \
	        -Djmpi.it.native=ffm -Djmpi.it.jvmArgs=--enable-native-access=ALL-UNNAMED; \
	else \
	    echo "test-jdk25: no JDK at $(JDK25) (set JDK25=<dir>): skipped"; \
	fi

## docs: the API documentation of package mpi (HTML) into build/docs/api, by javadoc with doclint fully on; any
## warning fails it. It is mpi-shim's ApiDocsTest, which `make test` runs too
docs:
	$(MVN) $(MVN_FLAGS) -pl mpi-shim test -Dtest=ApiDocsTest -Dsurefire.failIfNoSpecifiedTests=false \
	    -Djmpi.apidocs=$(CURDIR)/build/docs/api
	@echo "docs: build/docs/api/index.html"

## test-mpis: the same jars on every supported MPI (Open MPI 4.1 and MPICH 4.0 here, Open MPI 5.0 and MPICH 4.2 in a
## Debian 13 root that scripts/debian13.sh makes): which library each takes, the binding's integration tests, the
## checkers' samples and a latency subset of bench-shim; one table, also in bench-results/test-mpis.md. As root.
## TEST_MPIS_ARGS passes options (e.g. TEST_MPIS_ARGS="--mpis mpich-4.0"; see scripts/test-mpis.py -h)
TEST_MPIS_ARGS ?=
test-mpis: build
	python3 scripts/test-mpis.py $(TEST_MPIS_ARGS)

## demo: the sample programs under mpirun
demo: build
	$(MPIRUN) -np $(NP) java -cp dist/mpi.jar:dist/samples.jar Hello
	$(MPIRUN) -np $(NP) java -cp dist/mpi.jar:dist/samples.jar Ring
	@echo "--- the Athena bug (paper Fig. 4) under the checker: syncchecker.jar in place of mpi.jar"
	@mkdir -p build/demo
	cd build/demo && $(MPIRUN) -np 4 java -cp ../../dist/syncchecker.jar:../../dist/samples.jar syncbugs.Athena

## bench-check: checker overhead on the benchmark kernels (plain vs each filter configuration vs full checker),
## medians of BENCH_REPS runs, with 2 and with 4 ranks, each as the steady state (after the kernels' warm-up) and as
## the whole run a user times (warm-up included); tables, CSV and JSON in bench-results/bench-check.*. BENCH_ARGS passes more options
## (e.g. BENCH_ARGS="--quick" or "--kernels stencil,cg --configs plain,full,race"; see scripts/bench-check.py -h)
BENCH_REPS ?= 3
BENCH_ARGS ?=
bench-check: build
	python3 scripts/bench-check.py --reps $(BENCH_REPS) $(BENCH_ARGS)

## bench-breakdown: what a configuration's extra time is made of: the job's CPU in a kernel's timed section by
## category (application, checker, interpreter, C1, C2, MPI library, OS kernel...), under perf (linux-perf);
## BREAKDOWN_ARGS passes options (default: stencil-rma, plain vs race, 4 ranks; see scripts/overhead-breakdown.py -h)
BREAKDOWN_ARGS ?=
bench-breakdown: build
	python3 scripts/overhead-breakdown.py $(BREAKDOWN_ARGS)

## bench-race: accuracy of the RMA race checker on the rmabench corpus (samples/src/main/java/rmabench): each
## program under dist/syncchecker.jar with -Dsyncchecker.checks=sync,race; table + CSV/JSON/txt in bench-results/
## (race-accuracy.*). RACE_ARGS passes more options (e.g. RACE_ARGS="--filter Sync"; see scripts/race-accuracy.py -h);
## RACE_ARGS=--confirm also re-runs each program with predictions in phase II and says which pairs it confirmed
## (race-confirm.*)
RACE_ARGS ?=
bench-race: build
	python3 scripts/race-accuracy.py $(RACE_ARGS)

## bench-scale: how the checkers' time, memory and bytes exchanged per rank grow with the job: kernels.StencilRma
## weak-scaled at 2, 4, 8, 16 ranks (oversubscribed), plain vs checks=sync vs checks=sync,race; then the access logs
## of a race-checking run replayed in one JVM as 64-1,024 ranks (race.ScaleReplay, a test class of race). Table in
## bench-results/bench-scale.{txt,json}. BENCH_SCALE_ARGS passes options (e.g. BENCH_SCALE_ARGS="--reps 2
## --ranks 2,4"; see scripts/bench_scale.py -h)
BENCH_SCALE_ARGS ?=
bench-scale: build
	$(MVN) $(MVN_FLAGS) test-compile -pl race -am
	python3 scripts/bench_scale.py $(BENCH_SCALE_ARGS)

## bench-shim: C reference programs vs their Java twins, alternated under mpirun; table + CSV/JSON in
## bench-results/bench-shim.* (bench-shim-<tag>.* with BENCH_TAG=<tag>). BENCH_JDK=<jdk dir> and BENCH_NATIVE=jffi|ffm
## run the Java side on another JDK and native path (results in bench-shim-jdk<N>-<path>.*)
BENCH_RUNS ?= 5
BENCH_SCALE ?= 1
build/native/bench_shim: native/bench/bench_shim.c
	@mkdir -p build/native
	mpicc -O2 -Wall -o $@ $<

bench-shim: build build/native/bench_shim
	python3 scripts/bench_shim.py --runs $(BENCH_RUNS) --scale $(BENCH_SCALE) --np $(NP) $(if $(BENCH_TAG),--tag $(BENCH_TAG)) \
	    $(if $(BENCH_JDK),--jdk $(BENCH_JDK)) $(if $(BENCH_NATIVE),--native $(BENCH_NATIVE))

clean:
	rm -rf build dist
	$(MVN) $(MVN_FLAGS) clean

## bench-probes: micro-benchmark of the checker's probes: ns per instrumented access with nothing pending, a
## heap buffer, a pending buffer far away (MR rejects), one of the other kind (AT rejects), in each filter
## configuration (one JVM each); then what the checker adds to each nonblocking operation in a fresh JVM (while
## the JIT compiles its path, and after) and the bytes it allocates; and what this machine charges for touching a
## fresh page (the allocations' hidden cost until the heap has been used once). Not a test: numbers depend on the
## machine's load.
build/native/first_touch: native/bench/first_touch.c
	@mkdir -p build/native
	gcc -O2 -Wall -o $@ $<

bench-probes: build build/native/first_touch
	$(MVN) $(MVN_FLAGS) test-compile -pl syncchecker -am
	java -cp dist/syncchecker.jar:syncchecker/target/test-classes syncchecker.bench.ProbeBench
	java -XX:+UseSerialGC -cp dist/syncchecker.jar:syncchecker/target/test-classes syncchecker.bench.PostBench
	build/native/first_touch
