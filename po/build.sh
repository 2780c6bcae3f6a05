#!/bin/sh
# Compiles each language of po/LINGUAS into OUT/<language>/LC_MESSAGES/recipegrid.mo (default
# OUT: .build/locale, where a binary run from the build tree finds it), checking each .po:
# its header and plural forms, placeholders and menu letters ("_") kept in every message.
set -eu
cd "$(dirname "$0")/.."
out=${1:-.build/locale}
for language in $(sed 's/#.*//' po/LINGUAS); do
    mkdir -p "$out/$language/LC_MESSAGES"
    msgfmt --check --check-accelerators=_ --output-file="$out/$language/LC_MESSAGES/recipegrid.mo" "po/$language.po"
done
