"""Shared checks for a rules page's rule -> test table (docs/rules/<game>.md).

Each game's ``test_rules_page.py`` names its page, the heading of the table section and
the tests that check tooling rather than a rule; the reading is done here once.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
DOCS = ROOT / "docs" / "rules"


def table_rows(page: str, heading: str) -> list[tuple[str, list[str]]]:
    """(rule, [file::test, ...]) for every row of the table under ``heading``.

    A name may be written short, ``::test_x``, for a test in the file named last (in that
    row or a row above). A reference to a whole file or folder (``tests/conformance``)
    is kept as written, without ``::``."""
    text = (DOCS / page).read_text(encoding="utf-8")
    section = text.split(heading, 1)[1]
    rows = []
    last_file = ""
    for line in section.splitlines():
        if line.startswith("## "):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or not line.lstrip().startswith("|"):
            continue
        refs = []
        written = re.findall(r"`([^`]+)`", cells[1]) or re.split(r"[,\s]+", cells[1])
        for ref in written:
            if re.fullmatch(r"::test_\w+", ref):
                assert last_file, f"{ref} names no file before it"
                refs.append(f"{last_file}{ref}")
            elif match := re.fullmatch(r"(test_\w+\.py)::(test_\w+)", ref):
                last_file = match[1]
                refs.append(ref)
            elif re.fullmatch(r"[\w/]*test_\w+\.py|tests/[\w/]+", ref):
                last_file = ref.rsplit("/", 1)[-1]
                refs.append(ref)
        if refs:
            rows.append((cells[0], refs))
    return rows


def check_names_exist(folder: Path, page: str, heading: str, min_rows: int) -> None:
    """Every row names a test, and every test (or file) it names exists."""
    rows = table_rows(page, heading)
    assert len(rows) >= min_rows
    existing = defined_tests(folder)
    for rule, refs in rows:
        assert refs, f"rule without a test: {rule}"
        for ref in refs:
            if "::" in ref:
                assert ref in existing, f"{rule}: no such test {ref}"
            else:
                assert (folder / ref).exists() or (ROOT / ref).exists(), f"{rule}: no {ref}"


def check_every_rule_test_named(folder: Path, page: str, heading: str, not_rules: set[str]) -> None:
    """Every test of ``folder`` (but those of the tooling) is named in the table."""
    named = {ref for _, refs in table_rows(page, heading) for ref in refs}
    unnamed = defined_tests(folder) - named - not_rules
    assert not unnamed, f"tests missing from the table in {page}: {sorted(unnamed)}"


def defined_tests(folder: Path) -> set[str]:
    """Every top-level ``file::test`` function in the test files of ``folder``."""
    names = set()
    for path in folder.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(f"{path.name}::{node.name}")
    return names
