"""Snapshots and golden files: text a test makes, compared with the copy stored in the
repository. One helper for all of them:

* ``SPELKAST_UPDATE_SNAPSHOTS=1`` rewrites the terminal-render snapshots,
  ``SPELKAST_UPDATE_GOLDEN=1`` the golden transcripts (review the diff before committing);
* a missing file fails (it is never created silently);
* a difference fails with a short unified diff.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Callable
from pathlib import Path

import pytest

SNAPSHOTS = "SPELKAST_UPDATE_SNAPSHOTS"
GOLDEN = "SPELKAST_UPDATE_GOLDEN"


def check_stored(path: Path, text: str, update: str) -> None:
    """``text`` must equal the file at ``path`` (written first when ``$update`` is 1)."""
    if os.environ.get(update) == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    if not path.exists():
        pytest.fail(f"{path} is missing; create it with {update}=1 and review it")
    stored = path.read_text(encoding="utf-8")
    if stored != text:
        diff = difflib.unified_diff(
            stored.splitlines(), text.splitlines(), "stored", "now", lineterm="", n=1
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"{path.name} differs from the stored copy ({update}=1 rewrites it):\n{shown}")


def check_golden(path: Path, text: str) -> None:
    check_stored(path, text, GOLDEN)


def snapshot_checker(folder: Path) -> Callable[[str, str], None]:
    """``check_snapshot(name, text)`` for the snapshots stored in ``folder``."""

    def check_snapshot(name: str, text: str) -> None:
        check_stored(folder / name, text, SNAPSHOTS)

    return check_snapshot
