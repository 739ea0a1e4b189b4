"""docs/server.md's code layout names every module of the server: a module added
without a line there fails here."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SERVER = ROOT / "src" / "spelkast" / "server"


def _layout() -> str:
    text = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
    start = text.index("## Code layout")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def test_the_code_layout_names_every_server_module() -> None:
    named = {n for n in re.findall(r"`([a-z_/]+\.py)`", _layout()) if not n.startswith("tests/")}
    modules = {
        path.relative_to(SERVER).as_posix()
        for path in SERVER.rglob("*.py")
        if path.name != "__init__.py" and "migrations" not in path.parts
    }
    assert modules - named == set()
    # and no line names a module that is gone
    assert named - modules == set()
