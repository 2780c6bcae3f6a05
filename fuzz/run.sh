#!/usr/bin/env bash
# Builds the libFuzzer targets (SwiftPM targets over RecipeGridCore, see fuzz/README.md) and
# runs each from a working corpus seeded from fuzz/corpus-seeds.
#
#   fuzz/run.sh                   build, then run every target for FUZZ_SECONDS each
#   fuzz/run.sh ingredient        build, then run one target
#   fuzz/run.sh --build-only      build only
#   fuzz/run.sh --no-build [T…]   run what was built last
#   fuzz/run.sh --smoke           what `make test` runs: a debug build of every target, each
#                                 run for FUZZ_RUNS (2000) executions from its seeds alone
#
# Environment: FUZZ_SECONDS (600 per target), FUZZ_RUNS (smoke), SWIFT (swift). One process,
# one job: a second core stays free. Crash inputs land in .build-fuzz/crashes-TARGET/; replay
# one with `.build-fuzz/release/release/TARGETFuzz FILE` (or any build of the target, e.g.
# `.build/debug/CookbookFuzz FILE`, which runs it without libFuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-600}
FUZZ_RUNS=${FUZZ_RUNS:-2000}
OUT=.build-fuzz
targets=(cookbook ingredient webpage state index cooklang oldformats plural exif)
build=1 run=1 smoke=0 config=release
case "${1:-}" in
  --build-only) run=0; shift ;;
  --no-build) build=0; shift ;;
  --smoke) smoke=1 config=debug; shift ;;
esac
[ $# -gt 0 ] && targets=("$@")

# Inputs longer than this are cut: a cookbook of a few recipes, a few dozen ingredient lines.
declare -A max_len=([cookbook]=8192 [ingredient]=1024 [webpage]=16384 [state]=4096 [index]=4096 [cooklang]=4096 [oldformats]=8192 [plural]=1024 [exif]=4096)
# Seeds kept elsewhere in the repo as well: the saved pages and the MealMaster and MasterCook
# files the readers' tests use (the files of each folder; its subfolders are not seeds).
declare -A more_seeds=([webpage]="Tests/Fixtures/webpages Tests/Fixtures/webpages-quirks Tests/Fixtures/webpages-microdata"
  [oldformats]="Tests/Fixtures/mealmaster Tests/Fixtures/mastercook")
declare -A product=([cookbook]=CookbookFuzz [ingredient]=IngredientFuzz [webpage]=WebPageFuzz [state]=StateFuzz [index]=IndexFuzz
  [cooklang]=CooklangFuzz [oldformats]=OldFormatsFuzz [plural]=PluralFuzz [exif]=ExifFuzz)
scratch=$OUT/$config

# SwiftPM does not notice a file added to the core (a path dependency here) and fails to
# find its names: when the core's list of files changed since the last build, start afresh.
sources=$(find Sources/RecipeGridCore -name '*.swift' | sort | md5sum | cut -d' ' -f1)
if [ "$build" = 1 ] && [ "$(cat "$scratch.sources" 2>/dev/null)" != "$sources" ]; then rm -rf "$scratch"; fi

if [ "$build" = 1 ]; then
  for target in "${targets[@]}"; do
    [ -n "${product[$target]:-}" ] || { echo "fuzz/run.sh: no target '$target' (${!product[*]})" >&2; exit 2; }
    echo "building ${product[$target]} ($config, libFuzzer and AddressSanitizer)"
    # RECIPEGRID_LIBFUZZER leaves out the replay main: libFuzzer brings its own.
    "$SWIFT" build --package-path fuzz -c "$config" --product "${product[$target]}" --sanitize=fuzzer --sanitize=address \
      -Xswiftc -DRECIPEGRID_LIBFUZZER -Xswiftc -enable-testing -Xswiftc -use-ld=lld \
      -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp --scratch-path "$scratch" 2>&1 \
      | { grep -Ev '^\[[0-9]+/[0-9]+\]|prohibited flag|unhandled; explicitly declare' || true; }
    # A failed build must not run the binary an earlier build left: that would fuzz old code.
    [ "${PIPESTATUS[0]}" = 0 ] || { echo "fuzz/run.sh: ${product[$target]} did not build" >&2; exit 1; }
  done
fi
[ "$build" = 1 ] && mkdir -p "$OUT" && echo "$sources" > "$scratch.sources"
[ "$run" = 1 ] || exit 0

# libFuzzer reports crashes itself; the Swift backtracer would race ASan reading memory.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${targets[@]}"; do
  crashes=$OUT/crashes-$target log=$OUT/$target.log
  if [ "$smoke" = 1 ]; then
    # A corpus of its own each time: what the smoke run finds is the seeds' doing, not a
    # corpus grown by an earlier long run.
    corpus=$(mktemp -d "${TMPDIR:-/tmp}/recipegrid-fuzz-$target.XXXXXX")
    limit=(-runs="$FUZZ_RUNS" -seed=1)
    # As alike from run to run as it can be: Swift's hashing (Set and Dictionary order) is
    # seeded per process, and the compared values the fuzzer learns from include addresses.
    # (Timing still differs, so a smoke run may now and then find a new input: a real bug.)
    same=(env SWIFT_DETERMINISTIC_HASHING=1 setarch "$(uname -m)" -R)
  else
    corpus=$OUT/corpus-$target
    limit=(-max_total_time="$FUZZ_SECONDS")
    same=()
  fi
  mkdir -p "$corpus" "$crashes"
  cp -n fuzz/corpus-seeds/"$target"/* "$corpus"/
  if [ -n "${more_seeds[$target]:-}" ]; then
    for folder in ${more_seeds[$target]}; do
      for seed in "$folder"/*; do
        if [ -f "$seed" ]; then cp -n "$seed" "$corpus/$(basename "$seed" | tr -c 'A-Za-z0-9.\n-' '_')"; fi
      done
    done
  fi
  before=$(find "$crashes" -type f | wc -l)
  code=0
  dict=()
  [ -f "fuzz/$target.dict" ] && dict=(-dict="fuzz/$target.dict")
  "${same[@]}" "$scratch/$config/${product[$target]}" "$corpus" "${dict[@]}" "${limit[@]}" \
    -timeout=10 -rss_limit_mb=2048 -max_len="${max_len[$target]}" -print_final_stats=1 \
    -artifact_prefix="$crashes/" >"$log" 2>&1 || code=$?
  after=$(find "$crashes" -type f | wc -l)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)
  echo "$target: ${runs:-?} executions (${speed:-?}/s), corpus $(find "$corpus" -type f | wc -l) inputs," \
    "cov ${cov:-?}, crashes found $((after - before))"
  [ "$smoke" = 1 ] && rm -rf "$corpus"
  if [ "$code" != 0 ]; then
    echo "$target: fuzzer exited $code; the input is in $crashes/, the report at the end of $log:" >&2
    tail -30 "$log" >&2
    status=1
  fi
done
exit $status
