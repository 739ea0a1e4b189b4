"""The rule -> test table in docs/rules/traexx.md points only at tests that exist, and
every rule test in this folder appears in it."""

from __future__ import annotations

from pathlib import Path

from rules_table import check_every_rule_test_named, check_names_exist

HERE = Path(__file__).parent
PAGE = "traexx.md"
HEADING = "## Rule → test table"
# Tests of the table itself, not of a rule.
NOT_RULES = {
    "test_traexx_rules_page.py::test_every_test_named_in_the_rules_table_exists",
    "test_traexx_rules_page.py::test_every_rule_test_is_in_the_rules_table",
    # The engine's walk table agrees with the plain depth-first walk (no rule of its own).
    "test_traexx_walk_table.py::test_table_legal_actions_match_the_plain_walk",
    "test_traexx_walk_table.py::test_free_extensions_match_the_plain_walk_for_any_blocked_set",
    # view_after is a faster road to the same view (no rule of its own).
    "test_traexx_view_after.py::test_a_view_after_a_choice_equals_the_fresh_view",
    "test_traexx_view_after.py::test_view_after_refuses_an_unknown_player_as_view_does",
}


def test_every_test_named_in_the_rules_table_exists() -> None:
    check_names_exist(HERE, PAGE, HEADING, min_rows=30)


def test_every_rule_test_is_in_the_rules_table() -> None:
    check_every_rule_test_named(HERE, PAGE, HEADING, NOT_RULES)
