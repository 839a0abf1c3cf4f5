#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each for FUZZ_SECONDS seconds (`make fuzz
# SECONDS=N`). Prints one line per target; exits 1 when any target crashed or broke a
# property, naming the input that did it (a file under Fuzz/.build/fuzz/crashes/).
#
# Each target starts from its checked-in seeds (Fuzz/Corpus/TARGET) plus what earlier runs
# found (Fuzz/.build/fuzz/corpus/TARGET, where libFuzzer writes new inputs), with the words
# of Fuzz/Dictionaries/TARGET.dict. Rerun one input:
#   Fuzz/.build/release/TARGET CRASH-FILE
# FUZZ_TARGETS="FuzzNumbers" runs only the targets named (space-separated).
set -uo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
SWIFT="${SWIFT:-swift}"
TARGETS=(FuzzTokenizer FuzzCommands FuzzValues FuzzPresets FuzzNotebook FuzzLedger FuzzSandbox FuzzGnuplotQuote FuzzNumbers FuzzLinearStops)
WORK=Fuzz/.build/fuzz
FLAGS=(-c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

echo "building fuzz targets (release, address sanitizer)…"
# ld.gold warns about one ASan symbol on every link; the warning is harmless.
"$SWIFT" build "${FLAGS[@]}" 2>&1 | grep -v "Cannot export local symbol '__asan_extra_spill_area'"
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: build failed" >&2; exit 1; }
BIN="$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)"

mkdir -p "$WORK/crashes" "$WORK/logs"
# The Swift runtime's own crash reporter would hold up libFuzzer's; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer reports Swift's lazily made globals as leaks; leak checking is off.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
failed=0
if [ -n "${FUZZ_TARGETS:-}" ]; then read -r -a TARGETS <<<"$FUZZ_TARGETS"; fi
for target in "${TARGETS[@]}"; do
    corpus="$WORK/corpus/$target"
    log="$WORK/logs/$target.log"
    scratch="$WORK/tmp/$target"
    mkdir -p "$corpus" "$scratch"
    TMPDIR="$PWD/$scratch" "$BIN/$target" "$corpus" "Fuzz/Corpus/$target" \
        -max_total_time="$FUZZ_SECONDS" -timeout=30 -rss_limit_mb=4096 -detect_leaks=0 \
        -dict="Fuzz/Dictionaries/$target.dict" \
        -artifact_prefix="$WORK/crashes/$target-" >"$log" 2>&1
    status=$?
    rm -rf "$scratch"
    runs="$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 runs in \2 s/p' "$log" | tail -1)"
    inputs="$(find "$corpus" -type f | wc -l | tr -d ' ')"
    if [ "$status" -eq 0 ]; then
        printf 'ok    %-17s %s, %s inputs in %s\n' "$target" "${runs:-0 runs}" "$inputs" "$corpus"
    else
        failed=1
        crash="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
        what="$(grep -m1 -E 'property violated|Fatal error|ERROR: (AddressSanitizer|libFuzzer)' "$log")"
        printf 'FAIL  %-17s %s\n      input: %s\n      log:   %s\n' "$target" "${what:-exit status $status}" \
            "${crash:-none written}" "$log"
    fi
done
rm -rf "$WORK/tmp"
exit "$failed"
