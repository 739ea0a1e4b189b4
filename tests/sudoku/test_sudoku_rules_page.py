"""The rule -> test table in docs/rules/sudoku.md points only at tests that exist, and
every rule test in this folder appears in it."""

from __future__ import annotations

from pathlib import Path

from rules_table import check_every_rule_test_named, check_names_exist

HERE = Path(__file__).parent
PAGE = "sudoku.md"
HEADING = "## 10. Rules → tests"
# Tests of the tooling (the table itself, the benchmark), not of a rule.
NOT_RULES = {
    "test_sudoku_bench_smoke.py::test_every_case_plays_whole_games_and_counts_their_actions",
    "test_sudoku_rules_page.py::test_every_test_named_in_the_rules_table_exists",
    "test_sudoku_rules_page.py::test_every_rule_test_is_in_the_rules_table",
    # The engine's fast path agrees with the plain computation (no rule of its own).
    "test_sudoku_fast_paths.py::test_table_legal_actions_are_the_empty_cells_then_the_claim",
}


def test_every_test_named_in_the_rules_table_exists() -> None:
    check_names_exist(HERE, PAGE, HEADING, min_rows=40)


def test_every_rule_test_is_in_the_rules_table() -> None:
    check_every_rule_test_named(HERE, PAGE, HEADING, NOT_RULES)
