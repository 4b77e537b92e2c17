#!/usr/bin/env bash
# Makes sure the Debian packages the site passport PDF and its checks need are there (installed with apt when run as
# root, like ensure-browser.sh; the machines reach only the npm registry and Debian apt):
#   fonts-dejavu-core  DejaVu Sans, the passport's font for Latin, Cyrillic and Turkish (lib/platform/pdf/fonts.ts)
#   fonts-noto-cjk     Noto Sans CJK, its font for Chinese
#   poppler-utils      pdfinfo and pdftoppm: the e2e checks read the passport's tags and render it to an image
#   zbar-tools         zbarimg: the e2e checks decode the passport's QR code
# Usage: bash scripts/ensure-pdf-tools.sh [--runtime]   (--runtime: only the fonts, what a server needs)
set -euo pipefail

declare -A FILES=(
  [fonts-dejavu-core]=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
  [fonts-noto-cjk]=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
  [poppler-utils]=/usr/bin/pdftoppm
  [zbar-tools]=/usr/bin/zbarimg
)
wanted=(fonts-dejavu-core fonts-noto-cjk)
if [ "${1:-}" != "--runtime" ]; then wanted+=(poppler-utils zbar-tools); fi

missing=()
for package in "${wanted[@]}"; do
  [ -e "${FILES[$package]}" ] || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing Debian's ${missing[*]} for the site passport PDF…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
  elif [ "${1:-}" = "--runtime" ]; then
    # The portal runs without them; only its site passports answer an error until they are installed.
    echo "Warning: ${missing[*]} missing (not root, not installed): site passports cannot be made until they are (sudo apt-get install -y ${missing[*]})." >&2
    exit 0
  else
    cat >&2 <<MSG
Missing for the site passport PDF: ${missing[*]} (not root, so they cannot be installed here). Install them, then run again:

    sudo apt-get update && sudo apt-get install -y ${missing[*]}
MSG
    exit 1
  fi
fi

for package in "${wanted[@]}"; do
  if [ ! -e "${FILES[$package]}" ]; then
    echo "${FILES[$package]} is still missing after installing $package." >&2
    exit 1
  fi
done
echo "Site passport tools: ${wanted[*]} present"
