#!/usr/bin/env bash
# Checks the tools the build needs; installs Open MPI, and Chromium (ReportFormatsIT opens the checker's HTML report
# in it), from the OS packages when they are missing and we are root.
set -euo pipefail

missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$1"); }

if ! command -v mpicc >/dev/null 2>&1 || ! command -v mpirun >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "setup: Open MPI is missing; installing it: apt-get install -y openmpi-bin libopenmpi-dev"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq || true
        apt-get install -y -qq openmpi-bin libopenmpi-dev >/dev/null
    else
        echo "setup: Open MPI is missing. Install it with:" >&2
        echo "    sudo apt-get install -y openmpi-bin libopenmpi-dev" >&2
        exit 1
    fi
fi
if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "setup: Chromium is missing; installing it: apt-get install -y chromium"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq || true
        apt-get install -y -qq chromium >/dev/null
    else
        # not fatal for a build; the integration test that needs it fails and says so
        echo "setup: Chromium is missing (the HTML report's integration test needs it). Install it with:" >&2
        echo "    sudo apt-get install -y chromium" >&2
    fi
fi
need mpicc
need mpirun
need java
need javac
need python3
need mvn
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: missing tools: ${missing[*]}" >&2
    echo "    Debian/Ubuntu: sudo apt-get install -y openmpi-bin libopenmpi-dev openjdk-17-jdk-headless maven python3" >&2
    exit 1
fi
java_major=$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
if [ "${java_major%%.*}" -lt 17 ] 2>/dev/null; then
    echo "setup: Java $java_major found; Java 17 or newer is needed (set JAVA_HOME / PATH)" >&2
    exit 1
fi
