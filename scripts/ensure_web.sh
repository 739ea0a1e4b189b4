#!/usr/bin/env bash
# Builds the browser app (web/) into the Python package (src/spelkast/server/webapp/),
# installing Node.js and npm from Debian when they are missing and the locked npm packages
# when web/node_modules is missing or older than the lockfile. (`npm install --no-save`
# installs exactly the locked versions; `npm ci` refuses this lockfile because the npm
# registry reachable here lists only some platforms' optional packages of rollup.)
# With --test it also runs the app's unit tests (vitest).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apt.sh

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    apt_install "Node.js and npm (to build the web app)" nodejs npm
fi

cd web
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm install --no-save --no-audit --no-fund --loglevel=error
fi
npm run --silent build
if [ "${1:-}" = "--test" ]; then
    npm run --silent test
fi
