# Sourced by ./run and ./test: makes sure uv and the locked environment exist.
# Works on a fresh machine that has only python3 (>= 3.11) and pip.
set -euo pipefail
export UV_PYTHON_DOWNLOADS=never
# Trust the system's certificate store (some networks put their own CA in it).
export UV_SYSTEM_CERTS="${UV_SYSTEM_CERTS:-1}"
if [ -z "${SSL_CERT_FILE:-}" ] && [ -f /etc/ssl/certs/ca-certificates.crt ]; then
    export SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt
fi
export PATH="$HOME/.local/bin:$PATH"
if ! command -v uv >/dev/null 2>&1; then
    echo "bootstrap: installing uv from PyPI" >&2
    python3 -m pip install --quiet --user uv 2>/dev/null \
        || python3 -m pip install --quiet --user --break-system-packages uv
fi
# ./test sets SPELKAST_EXTRAS="research cluster" (the research envs and their test suites
# need numpy, pettingzoo, gymnasium and open_spiel; the arena's Ray tests need Ray);
# ./run needs no extra.
options=()
for extra in ${SPELKAST_EXTRAS:-}; do
    options+=(--extra "$extra")
done
# ./test sets SPELKAST_COMPILE_BYTECODE=1: the installed modules are compiled to bytecode
# here, once, rather than by every process that imports them.
if [ "${SPELKAST_COMPILE_BYTECODE:-}" = 1 ]; then
    options+=(--compile-bytecode)
fi
uv sync --frozen --quiet ${options[@]+"${options[@]}"}
