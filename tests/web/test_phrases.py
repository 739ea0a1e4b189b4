"""Preset phrases in three browsers: Anna says "Good luck" from the match page's Say menu;
Ben, whose page is in Dutch, sees it in Dutch by her name (the line and the bubble in the
players panel); a signed-in kid-mode account at the same table has no menu and sees
nothing; a fourth phrase within the limit's window is refused in words."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from server.realserver import ServerProcess

from .axe import assert_accessible
from .test_accounts import new_name, sign_up
from .test_rematch import open_seat

Shot = Callable[[Page, str], Path]


def test_a_phrase_reaches_the_table_in_each_readers_language(
    new_context: Callable[..., Any], web_server: ServerProcess, shot: Shot
) -> None:
    match = web_server.create("sudoku", ["human", "human", "human"], seed=8)
    tokens = [
        web_server.join(match["id"], name, n) for n, name in enumerate(("Anna", "Ben", "Kiki"))
    ]
    anna = new_context().new_page()
    ben = new_context(locale="nl-NL").new_page()
    kid = new_context().new_page()
    sign_up(kid, new_name())
    kid.get_by_test_id("pref-kid").check()
    expect(kid.get_by_test_id("prefs-status")).to_have_text("Saved.")
    open_seat(anna, match["id"], 0, tokens[0])
    open_seat(ben, match["id"], 1, tokens[1], "nl")
    open_seat(kid, match["id"], 2, tokens[2])
    for page in (anna, ben, kid):
        expect(page.locator('[data-ready="true"]')).to_have_count(1)
    # everyone is at the table (the kid's socket too), and the kid's page is in kid mode
    for page, seat in ((anna, 0), (ben, 1), (kid, 2)):
        expect(page.locator(f'li[data-seat="{seat}"]')).to_contain_text("online")
    expect(kid.get_by_test_id("seats")).to_contain_text("Player 1")
    expect(kid.get_by_test_id("phrases")).to_be_hidden()

    menu = anna.get_by_test_id("phrases")
    menu.get_by_text("Say…").click()
    shot(anna, "phrases-menu")
    assert_accessible(anna, "the Say menu")
    menu.get_by_role("button", name="Good luck!").click()
    expect(ben.get_by_test_id("phrase-heard")).to_have_text("Anna: Veel succes!")
    expect(ben.get_by_test_id("seat-phrase-0")).to_have_text("Veel succes!")
    expect(anna.get_by_test_id("phrase-heard")).to_have_text("Anna: Good luck!")
    shot(ben, "phrase-heard")
    # the kid's socket was sent nothing: no line, no bubble
    expect(kid.get_by_test_id("phrase-heard")).to_be_hidden()
    expect(kid.locator(".seat-phrase")).to_have_count(0)

    # three phrases in the window are the limit; the fourth is refused politely
    for said, heard in (("Hello!", "Anna: Hallo!"), ("Thanks!", "Anna: Bedankt!"), ("Oops!", None)):
        menu.get_by_text("Say…").click()
        menu.get_by_role("button", name=said).click()
        if heard is not None:
            expect(ben.get_by_test_id("phrase-heard")).to_have_text(heard)
    expect(anna.get_by_test_id("notice")).to_have_text(
        "You can say at most 3 phrases in 10 seconds."
    )
    expect(ben.get_by_test_id("phrase-heard")).to_have_text("Anna: Bedankt!")
