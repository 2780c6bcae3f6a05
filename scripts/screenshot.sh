#!/usr/bin/env bash
# Renders README screenshots with the app's own --screenshot under a private Xvfb.
# usage: scripts/screenshot.sh BINARY OUT.png [recipegrid flags...]
set -euo pipefail
binary=$1; out=$2; shift 2
# A fresh data dir: the picture shows the start screen, not this machine's saved state.
data=$(mktemp -d)
set -- --data-dir "$data" "$@"
if [ -n "${DISPLAY:-}" ]; then "$binary" --screenshot "$out" "$@"; rm -rf "$data"; exit; fi
fifo=$(mktemp -u); mkfifo "$fifo"
Xvfb -displayfd 4 -screen 0 2600x1800x24 -nolisten tcp 4>"$fifo" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$fifo" "$data"' EXIT
read -r number < "$fifo"
DISPLAY=":$number" "$binary" --screenshot "$out" "$@"
