"""Shared checks for a rules page's rule -> test table (docs/rules/<game>.md).

Each game's ``test_rules_page.py`` names its page, the heading of the table section and
the tests that check tooling rather than a rule; the reading is done here once.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

DOCS = Path(__file__).parents[1] / "docs" / "rules"


def table_rows(page: str, heading: str) -> list[tuple[str, list[str]]]:
    """(rule, [file::test, ...]) for every row of the table under ``heading``."""
    text = (DOCS / page).read_text(encoding="utf-8")
    section = text.split(heading, 1)[1]
    rows = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 2 and "::" in cells[1]:
            rows.append((cells[0], re.findall(r"(test_\w+\.py::test_\w+)", cells[1])))
    return rows


def defined_tests(folder: Path) -> set[str]:
    """Every top-level ``file::test`` function in the test files of ``folder``."""
    names = set()
    for path in folder.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(f"{path.name}::{node.name}")
    return names
