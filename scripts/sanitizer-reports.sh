#!/usr/bin/env bash
# Fails when a sanitizer wrote a report into FOLDER (its log_path), and prints each: a report
# from a child process the tests stopped on purpose would otherwise pass unseen.
set -euo pipefail
folder=$1
reports=$(find "$folder" -type f -size +0 2>/dev/null | sort)
if [ -z "$reports" ]; then
  echo "sanitizers: no report in $folder"
  exit 0
fi
for report in $reports; do
  echo "== $report"
  head -60 "$report"
done
echo "sanitizers: $(echo "$reports" | wc -l) report(s) in $folder" >&2
exit 1
