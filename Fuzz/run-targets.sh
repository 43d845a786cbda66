#!/usr/bin/env bash
# Runs libFuzzer targets built by `make fuzz-build`, one after another, each for SECONDS, and
# fails when any of them found a crash, a leak, a timeout or ran out of memory.
#
#   Fuzz/run-targets.sh BIN_DIR SECONDS TARGET...
#
# Each target reads its seed corpus, Fuzz/Corpus/TARGET, and writes what it finds to a scratch
# corpus under WORK (FUZZ_WORK, default BIN_DIR/fuzz-runs), emptied first: the seeds in the
# repository change only by hand, and every run starts from them alone. A crash leaves its
# input in WORK/artifacts/TARGET/, the log in WORK/TARGET.log.
set -uo pipefail
cd "$(dirname "$0")/.."

bin=$1
seconds=$2
shift 2
work=${FUZZ_WORK:-$bin/fuzz-runs}
# Seconds an input may take: the slowest seeds take milliseconds, so this means a hang.
timeout=${FUZZ_TIMEOUT:-10}
rss=${FUZZ_RSS_MB:-2048}

failed=()
for target in "$@"; do
    corpus=$work/corpus/$target
    artifacts=$work/artifacts/$target
    log=$work/$target.log
    rm -rf "$corpus" "$artifacts"
    mkdir -p "$corpus" "$artifacts"
    # No Swift backtracer: it would hold the crashing process for seconds before libFuzzer
    # writes the input. Leaks are looked for once, when the run ends (LeakSanitizer's check
    # at exit, which fails the run and shows where each leak was allocated), rather than after
    # every input that frees less than it allocates: in the targets whose inputs leave caches
    # or another thread's work behind, that check took four fifths of the time. It skips what
    # Fuzz/lsan.supp says is not ours to fix.
    SWIFT_BACKTRACE=enable=no \
        LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0" \
        "$bin/fuzz-$target" "$corpus" "Fuzz/Corpus/$target" \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -detect_leaks=0 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1
    status=$?
    # Without coverage counters libFuzzer only mutates the seeds blindly, and says so in a
    # warning: a build that lost its instrumentation must not pass for a run.
    if ! grep -q 'inline 8-bit counters' "$log"; then
        echo "fuzz-$target has no coverage counters: was it built by make fuzz-build?"
        status=1
    fi
    executions=$(awk '/stat::number_of_executed_units/ { n = $2 } END { print n + 0 }' "$log")
    printf 'fuzz-%-14s %10d executions in %d s\n' "$target" "$executions" "$seconds"
    if [ "$status" -ne 0 ]; then
        failed+=("$target")
        echo "fuzz-$target failed (status $status); the end of $log:"
        grep -v '^#[0-9]' "$log" | tail -n 60
        echo "its input: $(ls "$artifacts")"
    fi
done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "failed: ${failed[*]}"
    exit 1
fi
