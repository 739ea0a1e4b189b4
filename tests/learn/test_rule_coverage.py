"""Every rule row of the rules pages is taught by a lesson or listed as not taught (with
a reason), and every rule a lesson or the list names is a row of a rules page."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_table import table_rows
from spelkast.learn import COURSES
from spelkast.learn.untaught import NOT_TAUGHT

PAGES = {
    "labyrinth.md": ("## 11. Rule → test", ("labyrinth",)),
    "labyrinth-cards.md": ("## 7. Rule → test", ("labyrinth-cards",)),
    "sudoku.md": ("## 10. Rules → tests", ("sudoku", "sudoids")),
    "traexx.md": ("## Rule → test table", ("traexx",)),
}


def rules_of(page: str) -> list[str]:
    return [rule for rule, _ in table_rows(page, PAGES[page][0])]


def taught_on(page: str) -> set[str]:
    games = PAGES[page][1]
    return {
        rule
        for c in COURSES
        if c.game_id in games
        for lesson in c.lessons
        for rule in lesson.teaches
    }


@pytest.mark.parametrize("page", sorted(PAGES))
def test_every_rule_of_the_page_is_taught_or_listed_as_not_taught(page: str) -> None:
    missing = [
        rule
        for rule in rules_of(page)
        if rule not in taught_on(page) and rule not in NOT_TAUGHT.get(page.removesuffix(".md"), {})
    ]
    assert missing == []


@pytest.mark.parametrize("page", sorted(PAGES))
def test_every_rule_a_lesson_or_the_list_names_is_on_the_page(page: str) -> None:
    rules = set(rules_of(page))
    assert taught_on(page) - rules == set()
    assert set(NOT_TAUGHT.get(page.removesuffix(".md"), {})) - rules == set()


@pytest.mark.parametrize("page", sorted(PAGES))
def test_a_rule_is_not_both_taught_and_listed_and_each_listing_has_a_reason(page: str) -> None:
    listed = NOT_TAUGHT.get(page.removesuffix(".md"), {})
    assert set(listed) & taught_on(page) == set()
    assert all(len(reason) > 20 for reason in listed.values())


def test_the_pages_are_the_rules_pages() -> None:
    assert {f"{name}.md" for name in NOT_TAUGHT} <= set(PAGES)
    folder = Path(__file__).parents[2] / "docs" / "rules"
    assert {p.name for p in folder.glob("*.md")} == set(PAGES)
