#!/usr/bin/env bash
# Renders README screenshots with the app's own --screenshot under a private Xvfb.
# usage: scripts/screenshot.sh BINARY OUT.png [recipegrid flags...]
set -euo pipefail
binary=$1; out=$2; shift 2
if [ -n "${DISPLAY:-}" ]; then exec "$binary" --screenshot "$out" "$@"; fi
fifo=$(mktemp -u); mkfifo "$fifo"
Xvfb -displayfd 4 -screen 0 2600x1800x24 -nolisten tcp 4>"$fifo" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -f "$fifo"' EXIT
read -r number < "$fifo"
DISPLAY=":$number" "$binary" --screenshot "$out" "$@"
