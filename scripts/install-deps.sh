#!/usr/bin/env bash
# Installs the Debian packages RecipeGrid needs to build, run and test, when missing.
# The Swift toolchain itself is expected on PATH (swift.org or /opt/swift).
set -euo pipefail

packages=(
  pkg-config libx11-dev libxft-dev libfontconfig1-dev libcairo2-dev libxtst-dev libimlib2-dev libfribidi-dev
  # Photos: JPEGs decoded scaled down (libjpeg-turbo); the thumbnail cache's PNG files (zlib);
  # the large JPEG a photo test makes (ImageMagick).
  libjpeg-dev zlib1g-dev imagemagick
  # Paprika exports, which are zip files (libzip).
  libzip-dev
  libatk1.0-dev libatk-bridge2.0-dev
  # The bench's probe, which `make test` builds so that it cannot rot: XDamage and XFixes.
  libxdamage-dev libxfixes-dev
  fonts-dejavu-core fonts-noto-color-emoji
  # Korean, Japanese and Chinese text, in the window and on printed pages: Noto Sans CJK's
  # regional variants (the .deb recommends it).
  fonts-noto-cjk
  # scripts/make-line-break-table.py reads LineBreak.txt; the table it makes is committed.
  unicode-data
  xvfb desktop-file-utils
  # The installed metadata, checked by the install test: AppStream and the MIME database.
  appstream shared-mime-info
  # make deb: the package's library dependencies (dpkg-shlibdeps) and its check (lintian).
  dpkg-dev lintian
  # Printing: libcups for the printers and print jobs; Pango, opened when a page is printed,
  # with the CJK fonts above to fall back to; poppler-utils (pdftotext, pdfinfo, pdffonts) for the
  # tests that read the PDFs back.
  libcups2-dev libpango-1.0-0 libpangocairo-1.0-0 poppler-utils
  # Translations: xgettext and msgfmt, which extract the words and compile each language;
  # locales gives localedef the definitions the tests of other languages make locales from.
  gettext locales
  # The accessibility tests: a private D-Bus session with the AT-SPI bus, and a client.
  dbus-daemon dbus-bin at-spi2-core python3-pyatspi gir1.2-atspi-2.0 orca
  # The input method test: IBus with its XIM server and the Hangul engine, on a private bus.
  ibus ibus-hangul
)
# Extra packages a caller needs (scripts/tour.sh asks for xdotool and imagemagick; `make bench`
# for nsxiv, GTK 4 with PyGObject, and gcc with the DAMAGE/XFIXES/XTEST headers for bench/probe.c).
packages+=("$@")

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
