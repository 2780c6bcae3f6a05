#!/usr/bin/env bash
# Builds the Debian package (make deb): .build/deb/recipegrid_VERSION_ARCH.deb, installing
# under /usr what `make install` puts under ~/.local (binary, bundled cookbook read-only,
# man page, desktop entry, AppStream metainfo, MIME types, icons, completions).
#
#   scripts/make-deb.sh BINARY MANPAGE
#
# The binary has the Swift runtime linked in (make release: -static-stdlib), so the package
# needs no toolchain; its accessibility module, /usr/lib/recipegrid/librecipegrid-accessibility.so,
# is C and needs none either. Its Depends are what dpkg-shlibdeps finds the two linked against
# (ATK, atk-bridge and GLib through the module, which the binary opens only when assistive
# technology is on),
# plus what it opens at run time, which dpkg-shlibdeps cannot see: libcups (dlopen'd when
# printing is asked for), libpangocairo (dlopen'd when a page is printed; it brings libpango),
# libzip (dlopen'd when a Paprika export is read) and the fonts it draws with. Its Recommends are the CJK fonts the window and printed pages
# fall back to: apt installs them by default, but they are large and wanted only for Chinese,
# Japanese and Korean recipes (without them those draw as boxes). lintian checks the result.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?BINARY}
man=${2:?MANPAGE}
version=$("$binary" --version)
arch=$(dpkg --print-architecture)
work=.build/deb
root=$work/root
package=$work/recipegrid_${version}_${arch}.deb
rm -rf "$work"
mkdir -p "$root"

# The files, as make install lays them out; the MIME database and the desktop index are the
# system's, rebuilt by their dpkg triggers when the package is installed, not shipped in it.
RECIPEGRID_NO_INDEX=1 ./scripts/install.sh install "$root/usr" "$binary" "$man" >/dev/null
module=usr/lib/recipegrid/librecipegrid-accessibility.so
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/recipegrid" "$root/$module"
gzip -9n "$root/usr/share/man/man1/recipegrid.1"
# bash sources a completion file: it has no use for the generator's #! line.
sed -i '1{/^#!/d}' "$root/usr/share/bash-completion/completions/recipegrid"
doc=$root/usr/share/doc/recipegrid
mkdir -p "$doc"
cp packaging/debian/copyright "$doc/copyright"
date=$(git log -1 --format=%cD 2>/dev/null || date -R)
printf 'recipegrid (%s) unstable; urgency=medium\n\n  * Built from the RecipeGrid sources (make deb).\n\n -- RecipeGrid developers <recipegrid@users.noreply.github.com>  %s\n' \
  "$version" "$date" | gzip -9n >"$doc/changelog.gz"
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
chmod 0755 "$root/usr/bin/recipegrid"

# dpkg-shlibdeps reads debian/control in the folder it runs in.
mkdir -p "$work/shlibs/debian"
printf 'Source: recipegrid\n\nPackage: recipegrid\nArchitecture: any\n' >"$work/shlibs/debian/control"
linked=$(cd "$work/shlibs" && dpkg-shlibdeps -O "../root/usr/bin/recipegrid" "../root/$module" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
# Packed relocations (make release: DT_RELR) need the loader of glibc 2.36, a version with no
# symbols in it, which dpkg-shlibdeps does not count.
libc=$(grep -oP 'libc6 \(>= \K[^)]+' <<<"$linked" || true)
if readelf -V "$root/usr/bin/recipegrid" | grep -q GLIBC_ABI_DT_RELR && [ -n "$libc" ] && dpkg --compare-versions "$libc" lt 2.36; then
  linked=${linked/"libc6 (>= $libc)"/"libc6 (>= 2.36)"}
fi
depends="$linked, libcups2, libpango-1.0-0, libpangocairo-1.0-0, libzip4, fonts-dejavu-core, fonts-noto-color-emoji"
recommends="fonts-noto-cjk"

mkdir -p "$root/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" -e "s/@RECOMMENDS@/$recommends/" -e "s/@SIZE@/$size/" \
  packaging/debian/control.in >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} +) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package"
