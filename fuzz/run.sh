#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for FUZZ_SECONDS from a working corpus seeded
# from fuzz/corpus-seeds (see fuzz/README.md).
#
#   fuzz/run.sh                   build, then run every target, one after the other
#   fuzz/run.sh ingredient        build, then run one target
#   fuzz/run.sh --build-only      build only
#   fuzz/run.sh --no-build [T…]   run what was built last
#
# Environment: FUZZ_SECONDS (600 per target), SWIFTC (swiftc), FUZZ_OPT (-O), SOURCES
# (Sources/RecipeGrid: the Core and View to fuzz). One process, one job: a second core
# stays free. Crash inputs land in .build-fuzz/crashes-TARGET/; replay one with
# `.build-fuzz/TARGET-fuzz FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
FUZZ_SECONDS=${FUZZ_SECONDS:-600}
FUZZ_OPT=${FUZZ_OPT:--O}
SOURCES=${SOURCES:-Sources/RecipeGrid}
OUT=.build-fuzz
targets=(cookbook ingredient index)
build=1 run=1
case "${1:-}" in
  --build-only) run=0; shift ;;
  --no-build) build=0; shift ;;
esac
[ $# -gt 0 ] && targets=("$@")

# Inputs longer than this are cut: a cookbook of a few recipes, a few dozen ingredient lines.
declare -A max_len=([cookbook]=8192 [ingredient]=1024 [index]=4096)
flags=(-sanitize=fuzzer,address -parse-as-library "$FUZZ_OPT" -g -swift-version 6 -use-ld=lld)

# Core and View (pure Swift; Core needs View/TextFitting.swift) once, as a library that the
# targets import with @testable.
if [ "$build" = 1 ]; then
  mkdir -p "$OUT/lib"
  echo "building $OUT/lib/libRecipeGrid.a from $SOURCES/{Core,View}"
  "$SWIFTC" "${flags[@]}" -wmo -suppress-warnings -enable-testing -module-name RecipeGrid -emit-library -static \
    -emit-module -emit-module-path "$OUT/lib/RecipeGrid.swiftmodule" \
    "$SOURCES"/Core/*.swift "$SOURCES"/View/*.swift -o "$OUT/lib/libRecipeGrid.a"
  for target in "${targets[@]}"; do
    source=fuzz/$(tr '[:lower:]' '[:upper:]' <<<"${target:0:1}")${target:1}Fuzz.swift
    echo "building $OUT/$target-fuzz"
    "$SWIFTC" "${flags[@]}" -I "$OUT/lib" -module-name "$(basename "$source" .swift)" "$source" \
      -L "$OUT/lib" -lRecipeGrid -o "$OUT/$target-fuzz"
  done
fi
[ "$run" = 1 ] || exit 0

# libFuzzer reports crashes itself; the Swift backtracer would race ASan reading memory.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${targets[@]}"; do
  corpus=$OUT/corpus-$target crashes=$OUT/crashes-$target log=$OUT/$target.log
  mkdir -p "$corpus" "$crashes"
  cp -n fuzz/corpus-seeds/"$target"/* "$corpus"/
  before=$(find "$crashes" -type f | wc -l)
  echo "fuzzing $target for ${FUZZ_SECONDS}s (log: $log)"
  code=0
  dict=()
  [ -f "fuzz/$target.dict" ] && dict=(-dict="fuzz/$target.dict")
  "$OUT/$target-fuzz" "$corpus" "${dict[@]}" -max_total_time="$FUZZ_SECONDS" \
    -timeout=10 -rss_limit_mb=2048 -max_len="${max_len[$target]:-4096}" -print_final_stats=1 \
    -artifact_prefix="$crashes/" >"$log" 2>&1 || code=$?
  after=$(find "$crashes" -type f | wc -l)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  echo "$target: ${runs:-?} executions (${speed:-?}/s), corpus $(find "$corpus" -type f | wc -l) inputs," \
    "cov ${cov:-?}, crashes found $((after - before))"
  if [ "$code" != 0 ]; then
    echo "$target: fuzzer exited $code; the input is in $crashes/, the report at the end of $log"
    status=1
  fi
done
exit $status
