#!/usr/bin/env bash
# `make test`: the suite, then the preview's suites (a server and headless Chromium each) on a
# quiet machine, then every shipped notebook must be current.
#
# Each `swift test` run's output is kept in out/test-*.log. When one fails, the tests that
# failed and their issues are printed again at the end, so a log that keeps only its last lines
# (a CI summary) still says which test failed and why.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
mkdir -p out

# Runs `swift test ARGS...` with its output on the terminal and in out/test-NAME.log; on failure
# repeats the failed tests' lines (Swift Testing's ✘ lines and XCTest's "error:" lines).
run_suite() {
    local name="$1"; shift
    local log="out/test-$name.log"
    "$SWIFT" test "$@" 2>&1 | tee "$log"
    local status=${PIPESTATUS[0]}
    if [ "$status" -ne 0 ]; then
        {
            echo
            echo "make test: the $name run failed (exit $status); what failed, from $log:"
            grep -E '✘|error: ' "$log" | grep -v '^✘ Test run with' | head -n 60
        } >&2
        exit "$status"
    fi
}

# The compiler's warnings about our own code, from a `swift test` log: file lines and the
# macro expansions (`#expect`, `#require`) inside them. Only the files a run compiles warn; a
# clean clone (CI) compiles them all.
own_warnings() {
    grep -aE "^($PWD/(Sources|Tests)/[^:]+|macro expansion [^:]+):[0-9]+:[0-9]+: warning: " "$1" | sort -u
}

run_suite main --parallel -Xswiftc -O --skip PreviewTests
# A warning fails the run: one of them once hid a #require that required nothing.
warnings="$(own_warnings out/test-main.log)"
if [ -n "$warnings" ]; then
    { echo; echo "make test: the compiler warns about our code (out/test-main.log):"; echo "$warnings"; } >&2
    exit 1
fi
run_suite preview -Xswiftc -O --filter PreviewTests
"$("$SWIFT" build --show-bin-path)/animtune" notebook check Notebooks/*.md \
    || { echo "make test: a shipped notebook is not current; run 'make regenerate', then read the diff" >&2; exit 1; }
