#!/usr/bin/env bash
# Writes scripts/link-order.txt: the functions RecipeGrid runs, which `make release` links
# first, together (lld's --symbol-ordering-file). The kernel maps a program's code 64 KB
# around each page it touches, so code used at start-up and on keys, scattered through the
# 17 MB of the binary, made 11.7 MB of it resident; packed together, about half that.
# Functions missing from the list still work, only unpacked: rerun this after large changes
# (`make link-order`), and compare the bench's peak memory row.
#
# How: the release binary runs under valgrind's callgrind on a private Xvfb, on the bundled
# cookbook (cold, then warm from its index) and on the Nextcloud sample's photos (cold), while
# xdotool presses the keys of a session: moves, pages, the detail, a search, the grocery list;
# then on the bench's 10,000 recipes (warm), while it moves through screens of tiles.
# usage: scripts/link-order.sh BINARY
set -euo pipefail
binary=$1
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
fifo="$work/display"; mkfifo "$fifo"
Xvfb -displayfd 4 -screen 0 1280x1024x24 -nolisten tcp 4>"$fifo" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
read -r number < "$fifo"
export DISPLAY=":$number"
# valgrind cannot read the DWARF the toolchain writes; the symbol table is enough.
strip --strip-debug -o "$work/recipegrid" "$binary"
mkdir -p "$work/cache"

# profile NAME COOKBOOK SECONDS: one session under callgrind, SECONDS to start before the keys.
profile() {
  XDG_CACHE_HOME="$work/cache" valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$1.out" \
    "$work/recipegrid" --geometry 1180x780 --data-dir "$work/data-$1" "$2" >/dev/null 2>"$work/$1.log" &
  local app=$!
  sleep "$3"
  for key in Down Down Down Right Right Up Left Return Escape Page_Down Page_Up ctrl+End ctrl+Home \
    slash s o u p Escape Tab Tab Right space ctrl+g Escape Down Down; do
    xdotool key "$key"
    sleep 0.4
  done
  sleep 3
  xdotool key ctrl+q
  wait $app
}
profile cold "$root/assets/cookbook" 20
profile warm "$root/assets/cookbook" 15
profile photos "$root/assets/samples/nextcloud" 25

# The bench's 10,000 recipes, warm from an index an uninstrumented start writes, with the
# arrow keys scripts/memory-map.py presses: a screen of tiles after another, which the
# bundled 65 recipes never fill, runs code of its own (the tile caches evicting).
python3 "$root/bench/make_cookbook.py" 10000 "$work/cookbook-10000" >/dev/null
XDG_CACHE_HOME="$work/cache" "$binary" --geometry 1180x780 --data-dir "$work/data-index" "$work/cookbook-10000" >/dev/null 2>&1 &
app=$!
sleep 10
xdotool key ctrl+q
wait $app
XDG_CACHE_HOME="$work/cache" valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/large.out" \
  "$work/recipegrid" --geometry 1180x780 --data-dir "$work/data-large" "$work/cookbook-10000" >/dev/null 2>"$work/large.log" &
app=$!
sleep 40
for _ in 1 2; do
  for key in Down Down Down Down Down Down Down Down Down Down Down Down Right Right Right Right \
    Up Up Up Up Up Up Up Up Up Up Up Up Left Left Left Left; do
    xdotool key "$key"
    sleep 0.3
  done
done
sleep 3
xdotool key ctrl+q
wait $app

# Every function callgrind saw run in the binary itself, by its symbol ('N marks recursion).
python3 - "$work"/*.out > "$root/scripts/link-order.txt" <<'PY'
import re, sys
names = set()
for path in sys.argv[1:]:
    objects, functions, current = {}, {}, None
    for line in open(path, errors="replace"):
        match = re.match(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith("ob") else functions
        if name:
            table[number] = name
        if kind == "ob":
            current = objects.get(number, "")
        elif kind == "fn" and current.endswith("/recipegrid") and number in functions:
            names.add(re.sub(r"'\d+$", "", functions[number]))
print("\n".join(sorted(names)))
PY
echo "scripts/link-order.txt: $(wc -l < "$root/scripts/link-order.txt") functions"
