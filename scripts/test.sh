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

run_suite main --parallel -Xswiftc -O --skip PreviewTests
run_suite preview -Xswiftc -O --filter PreviewTests
"$("$SWIFT" build --show-bin-path)/animtune" notebook check Notebooks/*.md \
    || { echo "make test: a shipped notebook is not current; run 'make regenerate', then read the diff" >&2; exit 1; }
