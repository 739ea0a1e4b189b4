#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed at /usr/bin/chromium: the browser tests drive
# it with Playwright (which never downloads a browser of its own here).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apt.sh
if [ -x /usr/bin/chromium ]; then
    exit 0
fi
apt_install "Chromium (for the browser tests)" chromium
if [ ! -x /usr/bin/chromium ]; then
    echo "ensure_chromium: chromium was installed but /usr/bin/chromium is missing" >&2
    exit 1
fi
