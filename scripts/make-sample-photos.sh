#!/usr/bin/env bash
# Draws the "photos" of the samples (assets/samples/nextcloud/*/full.jpg, the Cooklang one):
# the dish's Noto Color Emoji picture, large on a plate on a table. They are generated,
# not photographed, so the sample can ship with the project; the app reads them like any
# JPEG. Needs fonttools (pip) and imagemagick; the JPEGs are committed, so nobody else runs it.
set -euo pipefail
cd "$(dirname "$0")/../assets/samples"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
draw() { # output.jpg emoji table-light table-dark
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
    -blur 0x0.8 -strip -quality 86 "$1"
}
draw "nextcloud/Buttermilk Pancakes/full.jpg" 🥞 '#D9B48A' '#7A4E2D'
draw "nextcloud/Beef Stew/full.jpg" 🍲 '#9FB3A6' '#3E5247'
draw "nextcloud/Greek Salad/full.jpg" 🥗 '#E8D9B5' '#8C6B3E'
draw "nextcloud/Margherita Pizza/full.jpg" 🍕 '#C9A27E' '#5C3B22'
draw "nextcloud/Apple Pie/full.jpg" 🥧 '#B8C4D6' '#4A5568'
draw "nextcloud/Shoyu Ramen/full.jpg" 🍜 '#D6A77A' '#3B2A1E'
draw "cooklang/Tomato Soup.jpg" 🍅 '#E9D8C4' '#8C5A3C'
