#!/usr/bin/env bash
# Makes sure Redis's server binary is installed: the multi-node server tests start a
# throwaway redis-server with it (tools/throwaway_redis.py). A no-op when it is already
# there; otherwise installs Debian's `redis-server` package (as root, or with sudo).
# Fails loudly when it cannot: the tests must never skip Redis silently.
set -euo pipefail
source "$(dirname "$0")/apt.sh"

if command -v redis-server >/dev/null 2>&1; then
    exit 0
fi
apt_install "Redis (redis-server)" redis-server
if ! command -v redis-server >/dev/null 2>&1; then
    echo "ensure_redis: apt-get install redis-server finished but no redis-server was found" >&2
    exit 1
fi
