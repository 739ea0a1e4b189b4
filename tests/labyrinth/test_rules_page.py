"""The rule -> test table in docs/rules/labyrinth.md points only at tests that exist,
and every rule test in this folder appears in it."""

from __future__ import annotations

from pathlib import Path

from rules_table import defined_tests, table_rows

HERE = Path(__file__).parent
PAGE = "labyrinth.md"
HEADING = "## 11. Rule → test"
# Tests of the test tooling itself, not of a rule.
NOT_RULES = {
    "test_move.py::test_columns_maze_is_what_the_helper_promises",
    "test_rules_page.py::test_every_test_named_in_the_rules_table_exists",
    "test_rules_page.py::test_every_rule_test_is_in_the_rules_table",
    # The engine's fast road agrees with the plain one (no rule of their own).
    "test_fast_path.py::test_every_shift_matches_the_plain_shift_and_its_moves_a_plain_search",
    "test_fast_path.py::test_the_fast_check_answers_like_the_general_apply",
    "test_fast_path.py::test_the_cache_is_trusted_only_for_its_own_board",
    "test_fast_path.py::test_the_cache_is_not_part_of_the_position",
}


def test_every_test_named_in_the_rules_table_exists():
    rows = table_rows(PAGE, HEADING)
    assert len(rows) > 60
    existing = defined_tests(HERE)
    for rule, tests in rows:
        assert tests, f"rule without a test: {rule}"
        missing = [t for t in tests if t not in existing]
        assert not missing, f"{rule}: no such test {missing}"


def test_every_rule_test_is_in_the_rules_table():
    named = {t for _, tests in table_rows(PAGE, HEADING) for t in tests}
    assert defined_tests(HERE) - named - NOT_RULES == set()
