#!/usr/bin/env bash
# Checks the package make deb built (make test runs it): what it installs, that lintian
# finds no error, that it depends on what the binary links and opens, and that its binary
# and its accessibility module run with no Swift toolchain (the runtime linked in: ldd names
# no libswift, nothing is missing, --version answers with an empty environment), and that
# the release binary it was made from holds no Foundation, CoreFoundation or ICU.
set -euo pipefail
cd "$(dirname "$0")/.."
package=$(ls .build/deb/recipegrid_*.deb)
fail() { echo "check-deb: $*" >&2; exit 1; }

contents=$(dpkg-deb -c "$package" | awk '{print $6}')
module=usr/lib/recipegrid/librecipegrid-accessibility.so
for path in usr/bin/recipegrid $module usr/share/applications/io.github.recipegrid.RecipeGrid.desktop \
  usr/share/metainfo/io.github.recipegrid.RecipeGrid.metainfo.xml usr/share/mime/packages/recipegrid.xml \
  usr/share/man/man1/recipegrid.1.gz usr/share/bash-completion/completions/recipegrid usr/share/zsh/site-functions/_recipegrid \
  usr/share/fish/vendor_completions.d/recipegrid.fish usr/share/icons/hicolor/256x256/apps/recipegrid.png \
  usr/share/recipegrid/cookbook/breakfast.json usr/share/doc/recipegrid/copyright; do
  grep -qx "./$path" <<<"$contents" || fail "the package lacks /$path"
done
grep -q '^./usr/share/mime/mime.cache$' <<<"$contents" && fail "the package ships a MIME cache (the system's trigger builds it)"

depends=$(dpkg-deb -f "$package" Depends)
for needed in libx11-6 libxft2 libcairo2 libatk1.0-0 libatk-bridge2.0-0 libglib2.0-0 libzip4 libcups2 libpango-1.0-0 libpangocairo-1.0-0 fonts-dejavu-core fonts-noto-color-emoji; do
  grep -q "\b$needed\b" <<<"$depends" || fail "Depends lacks $needed: $depends"
done
libc=$(grep -oP 'libc6 \(>= \K[^)]+' <<<"$depends" || true)
[ -n "$libc" ] && dpkg --compare-versions "$libc" ge 2.36 || fail "Depends lacks libc6 (>= 2.36), which packed relocations need: $depends"
recommends=$(dpkg-deb -f "$package" Recommends)
grep -q "\bfonts-noto-cjk\b" <<<"$recommends" || fail "Recommends lacks fonts-noto-cjk: $recommends"

if command -v lintian >/dev/null; then
  errors=$(lintian --tag-display-limit 0 "$package" 2>/dev/null | grep '^E:' || true)
  [ -z "$errors" ] || fail "lintian errors:"$'\n'"$errors"
fi

# Foundation stays out (FoundationEssentials at most, ARCHITECTURE.md): linked in with the
# Swift runtime, it brought CoreFoundation and ICU, megabytes of resident memory. The packaged
# binary is stripped; the one it was made from still has its symbols.
linked=$(nm .build/release/recipegrid | grep -cE '\$s10Foundation|\$s30FoundationInternationalization|CFStringCreate|icu_[0-9]+' || true)
[ "$linked" -eq 0 ] || fail "the release binary links Foundation, CoreFoundation or ICU again ($linked symbols; nm .build/release/recipegrid)"

extracted=$(mktemp -d)
trap 'rm -rf "$extracted"' EXIT
dpkg-deb -x "$package" "$extracted"
links=$(ldd "$extracted/usr/bin/recipegrid")
grep -qi swift <<<"$links" && fail "the binary links Swift's runtime dynamically:"$'\n'"$links"
grep -q 'not found' <<<"$links" && fail "the binary needs a library that is missing:"$'\n'"$links"
# Pango is opened when a page is printed, never linked: the grid's memory is the same without it.
grep -q libpango <<<"$links" && fail "the binary links Pango:"$'\n'"$links"
# Nor is the accessibility stack: the module brings it when assistive technology is on.
grep -qE 'libatk|libglib|libgobject|libdbus' <<<"$links" && fail "the binary links ATK, GLib or libdbus:"$'\n'"$links"
module_links=$(ldd "$extracted/$module")
grep -qi swift <<<"$module_links" && fail "the accessibility module needs Swift's runtime:"$'\n'"$module_links"
grep -q 'not found' <<<"$module_links" && fail "the accessibility module needs a library that is missing:"$'\n'"$module_links"
# Nor libzip, opened when a Paprika export is read: it brings libcrypto, 1.5 MB resident.
grep -q libzip <<<"$links" && fail "the binary links libzip:"$'\n'"$links"
version=$(env -i "$extracted/usr/bin/recipegrid" --version)
[ "$version" = "$(dpkg-deb -f "$package" Version)" ] || fail "--version says '$version', the package $(dpkg-deb -f "$package" Version)"
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$extracted/usr/share/metainfo/io.github.recipegrid.RecipeGrid.metainfo.xml" >/dev/null ||
    fail "appstreamcli validate fails on the packaged metainfo"
fi
echo "check-deb: $package is complete, lintian-clean of errors, and runs without a Swift toolchain"
