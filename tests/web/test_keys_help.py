"""The keys of every board sit behind a "Keys" button (a help popover) instead of a line of
text under the board, and a screen reader hears Labyrinth's push arrows in words
("Push row 2 in from the left"), not by their notation ("W2")."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .axe import assert_accessible
from .lobby import create_in_lobby

Shot = Callable[[Page, str], Path]

ARROW_WORDS = re.compile(r"^Push (row [1-7]|column [a-g]) in from the (top|bottom|left|right)")


def test_labyrinth_arrows_are_named_in_words(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "labyrinth", ["me", "bot:medium"])
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    arrows = page.locator("[data-arrow]")
    expect(arrows).to_have_count(12)
    expect(page.get_by_role("button", name="Push row 2 in from the left")).to_be_visible()
    expect(page.get_by_role("button", name="Push column b in from the top")).to_be_visible()
    for index in range(12):
        arrow = arrows.nth(index)
        name = arrow.get_attribute("data-arrow") or ""
        label = arrow.get_attribute("aria-label") or ""
        assert ARROW_WORDS.match(label), f"{name}: {label!r}"
        assert name not in label, f"{name}: {label!r}"
    # in Dutch too
    page.get_by_test_id("lang").select_option("nl")
    expect(page.get_by_role("button", name="Schuif rij 2 van links in")).to_be_visible()
    shot(page, "nl")


@pytest.mark.parametrize(
    ("game", "first_line"),
    [
        ("labyrinth", "R / Shift+R: turn the spare tile"),
        ("labyrinth-cards", "R / Shift+R: turn the card"),
        ("sudoku", "C: claim"),
        ("traexx", "Esc: clear the path"),
    ],
)
def test_the_keys_are_in_a_help_popover(page: Page, game: str, first_line: str, shot: Shot) -> None:
    create_in_lobby(page, game, ["me", "bot:medium"])
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    # no permanent "Keys: ..." line any more
    expect(page.get_by_test_id("board")).not_to_contain_text("Keys:")
    button = page.get_by_role("button", name="Keys", exact=True)
    expect(button).to_be_visible()
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    dialog = page.get_by_role("dialog", name="Keys")
    expect(dialog).to_be_visible()
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(dialog.get_by_role("listitem").filter(has_text=first_line)).to_have_count(1)
    assert dialog.get_by_role("listitem").count() >= 3
    shot(page, "open")
    assert_accessible(page, f"{game} with the keys help open")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(button).to_be_focused()
    expect(button).to_have_attribute("aria-expanded", "false")
    # the close button, and Finnish
    button.click()
    page.get_by_role("button", name="Close the list of keys").click()
    expect(dialog).to_be_hidden()
    page.get_by_test_id("lang").select_option("fi")
    page.get_by_role("button", name="Näppäimet", exact=True).click()
    expect(page.get_by_role("dialog", name="Näppäimet")).to_be_visible()
