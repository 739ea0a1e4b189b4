# Sourced by the ensure_* scripts: `apt_install WHY PACKAGE...` installs Debian packages
# as root (or with sudo), or fails loudly saying what is missing and how to install it.
# apt and dpkg need the sbin folders, which a bare PATH may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

apt_install() {
    local why="$1"
    shift
    local as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            as_root=(sudo -n)
        else
            echo "$why is missing and this user can neither install it (not root, no sudo)." >&2
            echo "Install it with: apt-get install $*" >&2
            return 1
        fi
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$why is missing and apt-get is not available; install it by hand ($*)." >&2
        return 1
    fi
    echo "installing $why (Debian packages: $*)" >&2
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
