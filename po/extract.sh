#!/bin/sh
# Writes po/recipegrid.pot: every literal passed to tr, trc, trn and trLater in the Swift
# sources. xgettext has no Swift parser, but its C parser reads our calls: each is a plain
# one-line "…" literal with named placeholders ({count}), never an interpolation.
# `make pot` runs it; then `make po` merges the template into each language's .po. With an
# argument it writes there instead (the catalog test compares it with the committed one).
set -eu
cd "$(dirname "$0")/.."
pot=${1:-po/recipegrid.pot}
grep -rlE --include='*.swift' '(^|[^A-Za-z_])(tr|trc|trn|trLater|translated)\(' Sources | LC_ALL=C sort > po/.sources
xgettext --language=C --from-code=UTF-8 --files-from=po/.sources \
    --keyword= --keyword=tr:1 --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=trLater:1 --keyword=translated:1 \
    --flag=tr:1:no-c-format --flag=trc:2:no-c-format --flag=trn:1:no-c-format --flag=trn:2:no-c-format \
    --flag=trLater:1:no-c-format --flag=translated:1:no-c-format \
    --add-comments=TRANSLATORS: --sort-by-file --no-wrap \
    --package-name=RecipeGrid --msgid-bugs-address=https://github.com/recipegrid/recipegrid/issues \
    --copyright-holder="The RecipeGrid authors" \
    --output="$pot.new"
rm -f po/.sources
# The creation date changes at every run; keep the old file when nothing else did.
if [ -f "$pot" ] && diff -q -I '^"POT-Creation-Date' "$pot" "$pot.new" >/dev/null; then
    rm "$pot.new"
else
    mv "$pot.new" "$pot"
fi
