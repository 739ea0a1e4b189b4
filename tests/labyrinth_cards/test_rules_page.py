"""The rule -> test table in docs/rules/labyrinth-cards.md points only at tests that exist,
and every rule test in this folder appears in it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).parent
PAGE = HERE.parents[1] / "docs" / "rules" / "labyrinth-cards.md"
# Tests of the test tooling itself, not of a rule.
NOT_RULES = {
    "test_placement.py::test_drawing_reads_cells_and_edges",
    "test_rules_page.py::test_every_test_named_in_the_rules_table_exists",
    "test_rules_page.py::test_every_rule_test_is_in_the_rules_table",
}


def table_rows() -> list[tuple[str, list[str]]]:
    text = PAGE.read_text(encoding="utf-8")
    section = text.split("## 7. Rule → test", 1)[1]
    rows = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 2 and "::" in cells[1]:
            rows.append((cells[0], re.findall(r"(test_\w+\.py::test_\w+)", cells[1])))
    return rows


def defined_tests() -> set[str]:
    names = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(f"{path.name}::{node.name}")
    return names


def test_every_test_named_in_the_rules_table_exists():
    rows = table_rows()
    assert len(rows) > 30
    existing = defined_tests()
    for rule, tests in rows:
        assert tests, f"rule without a test: {rule}"
        missing = [t for t in tests if t not in existing]
        assert not missing, f"{rule}: no such test {missing}"


def test_every_rule_test_is_in_the_rules_table():
    named = {t for _, tests in table_rows() for t in tests}
    assert defined_tests() - named - NOT_RULES == set()
