"""Write the web boards' vitest fixtures from the real engines (fixed seeds, so the files
are reproducible); ``--check`` writes nothing and lists the files that are stale.

    uv run python tools/dump_fixtures.py [--check] [BOARD ...]

Boards: labyrinth, cards, sudoku, traexx (default: all). ``tests/test_web_fixtures.py``
runs the check in the test suite.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# The tools, and the tests (the card game's fixtures reuse a position of its tests).
sys.path[:0] = [
    str(Path(__file__).resolve().parent),
    str(Path(__file__).resolve().parents[1] / "tests"),
]

from web_fixtures import BOARDS, ROOT, generate  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("boards", nargs="*", choices=[[], *BOARDS], default=[])
    parser.add_argument("--check", action="store_true", help="only list the stale files")
    args = parser.parse_args(argv)
    stale = []
    for board in args.boards or list(BOARDS):
        for path, text in generate(board).items():
            if path.exists() and path.read_text(encoding="utf-8") == text:
                continue
            stale.append(path)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    for path in stale:
        print(("stale: " if args.check else "wrote: ") + str(path.relative_to(ROOT)))
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
