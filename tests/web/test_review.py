"""The post-game review in the browser, for every game: a short game against a bot,
finished (to its end, or by resigning), the review opened from the game-over dialog,
its progress while the server computes it, then the graph, accuracy and luck; a key
moment followed into the replay with the better move on the board; a mistake practised
on the board with the server's verdict. On a phone and in the dark, with axe, with the
keyboard only, and with no English in Dutch or Finnish."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from server.realserver import ServerProcess
from spelkast.server.reviews import words as review_words

from .axe import assert_accessible
from .lobby import create_in_lobby, game_over, my_turn, step_by_move_list, until, wait_game_over
from .test_translated import ENGLISH, READ_PAGE, phrases

Shot = Callable[[Page, str], Path]

GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]
BUDGET = 20  # a small search budget: the review of a short game takes seconds
MY_MOVES = 3  # moves made in the browser before resigning (if the game is not over)
SEED = 5


def short_game(
    page: Page, web_server: ServerProcess, game: str, lang: str = "en", hint: bool = False
) -> str:
    """A game against the random bot: a few moves with the move list (``hint``: the first
    after showing the hints), then resigned (unless it ended already). Returns the match
    id, with the game-over dialog shown."""
    web_server.seed_file.write_text(str(SEED))
    match_id = create_in_lobby(page, game, ["me", "bot:random"])
    rng = random.Random(SEED)
    made = 0
    while made < MY_MOVES and not game_over(page):
        until(page, lambda: game_over(page) or my_turn(page), "my turn", timeout=60)
        if hint and made == 0 and not game_over(page):
            page.get_by_test_id("hints-toggle").click()
            expect(page.get_by_test_id("hints-used")).to_have_text("Hints used: 1")
            page.get_by_test_id("hints-toggle").click()  # hidden again: one turn counted
            expect(page.get_by_test_id("hints-toggle")).to_have_attribute("aria-pressed", "false")
        if step_by_move_list(page, rng):
            made += 1
    if not game_over(page):
        page.get_by_test_id("resign").click()
        page.get_by_test_id("resign-confirm").click()
    wait_game_over(page)
    return match_id


def open_review(page: Page, match_id: str) -> None:
    """From the game-over dialog to the review page (with the tests' small budget); the
    progress shows while the server computes, then the graph."""
    # the dialog's link (followed with the tests' budget: the default one takes minutes)
    expect(page.get_by_test_id("review-open")).to_have_attribute("href", f"/review/{match_id}")
    page.goto(f"/review/{match_id}?budget={BUDGET}")
    status = page.get_by_test_id("review-status")
    expect(status).to_have_attribute("data-progress-shown", "true")
    expect(page.get_by_test_id("review-graph")).to_be_visible(timeout=120_000)
    expect(status).to_have_attribute("data-state", "done")


def practise_once(page: Page) -> str:
    """Start practising and make the first move the board's move list offers (a
    Labyrinth turn: its push, then its walk); returns the server's verdict."""
    page.get_by_test_id("practise-start").click()
    expect(page.get_by_test_id("practise-heading")).to_be_visible()
    verdict = page.get_by_test_id("practise-verdict")
    board = page.get_by_test_id("practise-board")
    # The practice board's first state is drawn before any move is made, so every
    # version change below is a verdict. A decision may span several actions (a
    # Labyrinth turn: its push, then its walk): each "next" verdict draws the position
    # after the actions so far, and the first action its move list offers goes on.
    until(page, lambda: board.get_attribute("data-version") is not None, "the practice board")
    for _ in range(8):
        version = board.get_attribute("data-version")
        movelist = board.locator(".movelist").first
        if movelist.get_attribute("open") is None:
            movelist.locator("summary").click()
        movelist.locator(".movelist-items button").first.click()
        # the first verdict starts the server's judging process: longer than other waits
        until(
            page,
            lambda was=version: board.get_attribute("data-version") != was,
            "the verdict",
            timeout=90,
        )
        outcome = verdict.get_attribute("data-outcome") or ""
        if outcome != "next":
            break
    expect(page.get_by_test_id("practise-said")).not_to_have_text("")
    return verdict.get_attribute("data-outcome") or ""


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_reviewed_followed_into_the_replay_and_practised(
    page: Page, web_server: ServerProcess, game: str, shot: Shot
) -> None:
    match_id = short_game(page, web_server, game)
    shot(page, "game-over")
    open_review(page, match_id)
    summary = page.get_by_test_id("review-summary")
    expect(summary.locator("tbody tr")).to_have_count(2)
    expect(page.get_by_test_id("review-luck").locator("tbody tr")).to_have_count(2)
    shot(page, "review")
    assert_accessible(page, f"review of {game}")

    review = web_server.get(f"/api/matches/{match_id}")  # the match, finished
    assert review["status"] == "finished"
    marked = page.locator("[data-testid=review-moment]").filter(has_text=re.compile(
        "inaccuracy|mistake|blunder"))  # fmt: skip
    expect(marked.first).to_be_visible()
    move = int(marked.first.get_attribute("data-move") or 0)
    marked.first.click()
    expect(page.get_by_test_id("review-replay")).to_have_attribute("data-better", str(move))
    expect(page.get_by_test_id("review-caption")).to_contain_text(f"move {move}")
    shot(page, "moment")
    page.get_by_test_id("show-played").click()
    expect(page.get_by_test_id("replay-slider")).not_to_have_value("0")

    outcome = practise_once(page)
    assert outcome in ("refused", "best", "better", "not_better", "same")
    shot(page, "practise")
    assert_accessible(page, f"practise in {game}")

    # the review is reachable from the replay and from "Your games" too
    page.get_by_test_id("review-back").click()
    page.get_by_test_id("replay-open").click()
    expect(page.get_by_test_id("replay-review")).to_have_attribute("href", f"/review/{match_id}")
    page.goto("/")
    mine = page.locator(f'[data-testid=list-mine] li[data-match="{match_id}"]')
    expect(mine.get_by_test_id("mine-review")).to_have_attribute("href", f"/review/{match_id}")
    if game == "sudoids":
        shot(page, "your-games")


def test_the_review_on_a_phone_in_the_dark_with_the_keyboard_only(
    new_context: Callable[..., Any], web_server: ServerProcess, shot: Shot
) -> None:
    first = new_context().new_page()
    match_id = short_game(first, web_server, "sudoids", hint=True)
    open_review(first, match_id)
    # the hints the player used, as the game-over result counted them
    expect(first.get_by_test_id("review-hints")).to_have_text(["1", "0"])
    expect(first.get_by_test_id("review-helps")).to_have_text(["0", "0"])
    first.close()
    for scheme, viewport in (
        ("dark", {"width": 390, "height": 844}),
        ("light", {"width": 390, "height": 844}),
        ("dark", {"width": 1280, "height": 900}),
    ):
        page = new_context(viewport=viewport, color_scheme=scheme).new_page()
        where = f"{scheme}-{viewport['width']}"
        page.goto(f"/review/{match_id}?budget={BUDGET}")
        expect(page.get_by_test_id("review-graph")).to_be_visible()
        assert page.evaluate(WIDEST) == [], f"wider than the screen, {where}"
        assert_accessible(page, f"review, {where}")
        shot(page, f"review-{where}")
        # keyboard only: Tab to the first key moment, Enter; the better move is drawn
        moment = page.get_by_test_id("review-moment").first
        for _ in range(60):
            page.keyboard.press("Tab")
            if moment.evaluate("el => el === document.activeElement"):
                break
        expect(moment).to_be_focused()
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("review-caption")).not_to_be_empty()
        start = page.get_by_test_id("practise-start")
        start.focus()
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("practise-heading")).to_be_focused()
        assert_accessible(page, f"practise, {where}")
        shot(page, f"practise-{where}")
        page.close()


#: The elements that reach past the right edge of the screen (none may: no sideways
#: scrolling on a phone), by tag, class and test id.
WIDEST = """
() => [...document.querySelectorAll('body *')]
  .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
  .map((e) => `${e.tagName}.${e.className}#${e.dataset.testid || ''}`)
  .slice(0, 12)
"""


def review_english() -> set[str]:
    """The review's English phrases (the server's words) that no Dutch or Finnish text
    of it holds."""
    from spelkast.review import words as W

    english: set[str] = set()
    other: list[str] = []
    for table in (W._TEXT, review_words._TEXT):
        english.update(p for value in table["en"].values() for p in phrases(value))
        other += [v for lang in ("nl", "fi") for v in table[lang].values()]
    joined = "\n".join(other).lower()
    return {p for p in english if p.lower() not in joined}


@pytest.mark.parametrize("lang", ["nl", "fi"])
def test_no_english_on_the_review_page_in_dutch_or_finnish(
    page: Page, web_server: ServerProcess, lang: str, shot: Shot
) -> None:
    english = ENGLISH | review_english()
    page.add_init_script(
        f"try {{ localStorage.setItem('spelkast.lang', '{lang}') }} catch (e) {{}}"
    )
    match_id = short_game(page, web_server, "sudoids")
    open_review(page, match_id)

    def english_on() -> list[str]:
        text = page.evaluate(READ_PAGE).lower()
        return sorted(p for p in english if p.lower() in text)

    found = {"review": english_on()}
    page.get_by_test_id("review-moment").first.click()
    expect(page.get_by_test_id("review-caption")).not_to_be_empty()
    found["moment"] = english_on()
    practise_once(page)
    found["practise"] = english_on()
    shot(page, "practise")
    leaks = {where: hits for where, hits in found.items() if hits}
    assert not leaks, f"English on a {lang} review page: {leaks}"
