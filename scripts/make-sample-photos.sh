#!/usr/bin/env bash
# Draws the "photos" of the Nextcloud Cookbook sample (assets/samples/nextcloud/*/full.jpg):
# the dish's Noto Color Emoji picture, large on a plate on a table. They are generated,
# not photographed, so the sample can ship with the project; the app reads them like any
# JPEG. Needs fonttools (pip) and imagemagick; the JPEGs are committed, so nobody else runs it.
set -euo pipefail
cd "$(dirname "$0")/../assets/samples/nextcloud"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
draw() { # folder emoji table-light table-dark
  python3 - "$2" "$tmp/emoji.png" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf')
glyph = font.getBestCmap()[ord(sys.argv[1])]
strike = next(s for s in font['CBDT'].strikeData if glyph in s)
open(sys.argv[2], 'wb').write(strike[glyph].imageData)
PY
  /usr/bin/convert -size 960x720 radial-gradient:"$3"-"$4" \
    \( -size 960x720 xc:none -fill '#00000055' -draw 'ellipse 490,390 330,250 0,360' -blur 0x18 \) -composite \
    \( -size 960x720 xc:none -fill '#FAF7F2' -draw 'ellipse 480,370 320,240 0,360' -fill '#EFE9E0' -draw 'ellipse 480,370 250,185 0,360' \) -composite \
    \( "$tmp/emoji.png" -filter Lanczos -resize 430x \) -gravity center -geometry +0-10 -composite \
    -blur 0x0.8 -strip -quality 86 "$1/full.jpg"
}
draw "Buttermilk Pancakes" 🥞 '#D9B48A' '#7A4E2D'
draw "Beef Stew" 🍲 '#9FB3A6' '#3E5247'
draw "Greek Salad" 🥗 '#E8D9B5' '#8C6B3E'
draw "Margherita Pizza" 🍕 '#C9A27E' '#5C3B22'
draw "Apple Pie" 🥧 '#B8C4D6' '#4A5568'
draw "Shoyu Ramen" 🍜 '#D6A77A' '#3B2A1E'
