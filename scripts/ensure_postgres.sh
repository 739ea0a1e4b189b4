#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries (initdb, pg_ctl, postgres) are installed: the
# server tests start a throwaway PostgreSQL cluster with them. A no-op when they are
# already there; otherwise installs Debian's `postgresql` package (as root, or with sudo).
# Fails loudly when it cannot: the tests must never skip PostgreSQL silently.
set -euo pipefail
# apt and dpkg need the sbin folders, which a bare PATH may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

have_postgres() {
    compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null
}

if have_postgres; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
else
    echo "ensure_postgres: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)," >&2
    echo "ensure_postgres: and this user can neither install it (not root, no sudo)." >&2
    echo "ensure_postgres: install it with: apt-get install postgresql" >&2
    exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure_postgres: PostgreSQL is not installed and apt-get is missing;" >&2
    echo "ensure_postgres: install PostgreSQL's server binaries by hand." >&2
    exit 1
fi

echo "ensure_postgres: installing PostgreSQL (Debian package postgresql)" >&2
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null

if ! have_postgres; then
    echo "ensure_postgres: apt-get install postgresql finished but no initdb was found" >&2
    echo "ensure_postgres: under /usr/lib/postgresql/*/bin" >&2
    exit 1
fi
