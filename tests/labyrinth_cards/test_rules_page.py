"""The rule -> test table in docs/rules/labyrinth-cards.md points only at tests that exist,
and every rule test in this folder appears in it."""

from __future__ import annotations

from pathlib import Path

from rules_table import defined_tests, table_rows

HERE = Path(__file__).parent
PAGE = "labyrinth-cards.md"
HEADING = "## 7. Rule → test"
# Tests of the test tooling itself, not of a rule.
NOT_RULES = {
    "test_placement.py::test_drawing_reads_cells_and_edges",
    "test_rules_page.py::test_every_test_named_in_the_rules_table_exists",
    "test_rules_page.py::test_every_rule_test_is_in_the_rules_table",
    # The engine's group count agrees with the plain connectivity check (no rule of its own).
    "test_parts.py::test_parts_count_the_groups_is_connected_sees",
    "test_parts.py::test_allowed_takes_with_shared_parts_match_the_plain_check",
    "test_parts.py::test_the_bit_memo_finds_the_same_groups_as_parts_without",
    # The engine's fast paths (memo, tables) agree with the plain computations.
    "test_takes_memo.py::test_memoised_placements_match_the_plain_ones",
    "test_placing.py::test_grown_corridors_frontier_and_placements_match_the_from_scratch_ones",
    "test_placing.py::test_a_state_read_back_from_json_starts_afresh_and_agrees",
}


def test_every_test_named_in_the_rules_table_exists():
    rows = table_rows(PAGE, HEADING)
    assert len(rows) > 30
    existing = defined_tests(HERE)
    for rule, tests in rows:
        assert tests, f"rule without a test: {rule}"
        missing = [t for t in tests if t not in existing]
        assert not missing, f"{rule}: no such test {missing}"


def test_every_rule_test_is_in_the_rules_table():
    named = {t for _, tests in table_rows(PAGE, HEADING) for t in tests}
    assert defined_tests(HERE) - named - NOT_RULES == set()
