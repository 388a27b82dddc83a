#!/usr/bin/env bash
# Installs the system packages PRAMAAN's tests and `pramaan up` need on a
# fresh Debian machine: PostgreSQL's server binaries (the private clusters),
# poppler-utils (pdftotext, pdftoppm), tesseract (OCR of scanned pages) and
# chromium (the browser test of the web UI drives it through chromedp).
set -euo pipefail
need=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr tesseract-ocr-eng)
[ -x /usr/bin/chromium ] || need+=(chromium fonts-dejavu-core)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "scripts/deps.sh: need ${need[*]} but I am not root and there is no sudo: install them, then run again" >&2
    exit 1
  fi
fi
echo "scripts/deps.sh: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# The Debian package starts a cluster of its own; PRAMAAN never uses it.
$SUDO service postgresql stop >/dev/null 2>&1 || true
