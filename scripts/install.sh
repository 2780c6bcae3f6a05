#!/usr/bin/env bash
# Installs RecipeGrid under PREFIX (make install), or removes what it installed (make uninstall).
#
#   scripts/install.sh install PREFIX BINARY [MANPAGE]
#   scripts/install.sh uninstall PREFIX
#
# The binary and its accessibility module (librecipegrid-accessibility.so, built beside it
# and installed in lib/recipegrid, where the binary looks for it when assistive technology
# is on), the bundled cookbook (found beside it as ../share/recipegrid/cookbook), the
# .desktop file and AppStream metainfo under the app's id, the MIME types of Cooklang and
# Paprika files, the icon in the hicolor sizes (drawn by the binary itself), the man page,
# and the bash, zsh and fish completions (written by the binary's argument parser).
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:?install or uninstall}
prefix=${2:?PREFIX}
sizes=(16 24 32 48 64 128 256)
id=io.github.recipegrid.RecipeGrid

module=librecipegrid-accessibility.so

files() {
  echo "$prefix/bin/recipegrid"
  echo "$prefix/lib/recipegrid/$module"
  echo "$prefix/share/applications/$id.desktop"
  # The name the desktop file had before it took the app's id.
  echo "$prefix/share/applications/recipegrid.desktop"
  echo "$prefix/share/metainfo/$id.metainfo.xml"
  echo "$prefix/share/mime/packages/recipegrid.xml"
  echo "$prefix/share/man/man1/recipegrid.1"
  echo "$prefix/share/bash-completion/completions/recipegrid"
  echo "$prefix/share/zsh/site-functions/_recipegrid"
  echo "$prefix/share/fish/vendor_completions.d/recipegrid.fish"
  for language in $(sed 's/#.*//' po/LINGUAS); do echo "$prefix/share/locale/$language/LC_MESSAGES/recipegrid.mo"; done
  for size in "${sizes[@]}"; do echo "$prefix/share/icons/hicolor/${size}x${size}/apps/recipegrid.png"; done
}

# The MIME index of the applications folder (shared with other apps, so rebuilt rather than
# removed), where the tool is installed. No icon cache is written: a stale one would hide
# other programs' icons, and without one the theme is read directly.
update_mime_index() {
  # A package being built ships the files; the indexes are rebuilt by dpkg's triggers.
  [ -n "${RECIPEGRID_NO_INDEX:-}" ] && return
  if command -v update-desktop-database >/dev/null && [ -d "$prefix/share/applications" ]; then
    update-desktop-database -q "$prefix/share/applications" || true
  fi
  if command -v update-mime-database >/dev/null && [ -d "$prefix/share/mime/packages" ]; then
    update-mime-database "$prefix/share/mime" || true
  fi
}

case "$action" in
install)
  binary=${3:?BINARY}
  [ -f "$(dirname "$binary")/$module" ] || { echo "install.sh: $module is not beside $binary (swift build makes it)" >&2; exit 1; }
  install -Dm755 "$binary" "$prefix/bin/recipegrid"
  install -Dm644 "$(dirname "$binary")/$module" "$prefix/lib/recipegrid/$module"
  install -Dm644 "assets/desktop/$id.desktop" "$prefix/share/applications/$id.desktop"
  install -Dm644 "assets/desktop/$id.metainfo.xml" "$prefix/share/metainfo/$id.metainfo.xml"
  install -Dm644 assets/desktop/recipegrid-mime.xml "$prefix/share/mime/packages/recipegrid.xml"
  if [ -n "${4:-}" ]; then install -Dm644 "$4" "$prefix/share/man/man1/recipegrid.1"; fi
  for size in "${sizes[@]}"; do
    folder=$prefix/share/icons/hicolor/${size}x${size}/apps
    mkdir -p "$folder"
    "$prefix/bin/recipegrid" --write-icon "$size:$folder/recipegrid.png"
  done
  mkdir -p "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
  "$prefix/bin/recipegrid" --generate-completion-script bash >"$prefix/share/bash-completion/completions/recipegrid"
  "$prefix/bin/recipegrid" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_recipegrid"
  "$prefix/bin/recipegrid" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/recipegrid.fish"
  # The translations make locale compiled, as share/locale/LANG/LC_MESSAGES/recipegrid.mo.
  for catalog in .build/locale/*/LC_MESSAGES/recipegrid.mo; do
    [ -f "$catalog" ] || continue
    install -Dm644 "$catalog" "$prefix/share/locale/${catalog#.build/locale/}"
  done
  rm -rf "$prefix/share/recipegrid/cookbook"
  mkdir -p "$prefix/share/recipegrid"
  cp -R assets/cookbook "$prefix/share/recipegrid/cookbook"
  update_mime_index
  echo "installed recipegrid in $prefix"
  ;;
uninstall)
  files | xargs rm -f
  rm -rf "$prefix/share/recipegrid"
  rmdir "$prefix/lib/recipegrid" 2>/dev/null || true
  update_mime_index
  echo "removed recipegrid from $prefix"
  ;;
*)
  echo "usage: scripts/install.sh install PREFIX BINARY [MANPAGE] | uninstall PREFIX" >&2
  exit 2
  ;;
esac
