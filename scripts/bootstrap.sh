# Sourced by ./run and ./test: makes sure uv and the locked environment exist.
# Works on a fresh machine that has only python3 (>= 3.11) and pip.
set -euo pipefail
export UV_PYTHON_DOWNLOADS=never
export PATH="$HOME/.local/bin:$PATH"
if ! command -v uv >/dev/null 2>&1; then
    echo "bootstrap: installing uv from PyPI" >&2
    python3 -m pip install --quiet --user uv 2>/dev/null \
        || python3 -m pip install --quiet --user --break-system-packages uv
fi
uv sync --frozen --quiet
