#!/usr/bin/env bash
# Takes the README's tour screenshots: drives the real app with XTEST key presses
# (xdotool) under a private Xvfb and captures its window (ImageMagick's import).
# usage: scripts/tour.sh BINARY OUTDIR
set -euo pipefail
binary=$1; out=$2
"$(dirname "$0")/install-deps.sh" xdotool imagemagick
mkdir -p "$out"
fifo=$(mktemp -u); mkfifo "$fifo"
Xvfb -displayfd 4 -screen 0 1400x1000x24 -nolisten tcp -noreset 4>"$fifo" >/dev/null 2>&1 &
xvfb=$!
data=$(mktemp -d)
trap 'kill $xvfb 2>/dev/null; rm -rf "$fifo" "$data"' EXIT
read -r number < "$fifo"
export DISPLAY=":$number"

# Waits until the app's trace has at least N lines, so each shot shows the settled frame.
wait_lines() { for _ in $(seq 100); do [ "$(wc -l < "$data/trace")" -ge "$1" ] && return; sleep 0.05; done; }
keys() { local before; before=$(wc -l < "$data/trace"); xdotool key --delay 40 "$@"; wait_lines $((before + 2 * $#)); sleep 0.15; }
shot() { import -window "$window" "$out/$1.png"; }

for theme in light dark; do
  rm -rf "$data/state" "$data/trace"; touch "$data/trace"
  "$binary" --theme "$theme" --geometry 1180x780 --data-dir "$data/state" --trace "$data/trace" &
  app=$!
  wait_lines 1
  window=$(xdotool search --sync --pid $app | head -1)
  keys Right Right Return Tab End ctrl+g
  shot "detail-$theme"
  keys Escape space Right space ctrl+l
  xdotool type --delay 40 "Sparkling water"; sleep 0.3
  keys Up Up shift+Tab space Down Down
  shot "grocery-$theme"
  keys Escape F10 Right
  shot "menu-$theme"
  keys Escape question
  shot "help-$theme"
  keys Escape ctrl+q
  wait $app
done
echo "wrote $out/{detail,grocery,menu,help}-{light,dark}.png"
