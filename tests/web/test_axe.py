"""axe-core finds nothing wrong: every page and every board, in the light
and the dark theme (each page is loaded once and checked in both: the theme follows the
browser's colour scheme through CSS alone, so switching the emulated scheme redraws it). The pages: the lobby, the rules pages, the bots page, the not-found
page, the join dialog of an invite, the hot-seat hand-over screen, each game's match page
mid-game as a player and as a spectator and on a phone, each game's game-over dialog and
its replay. axe-core comes from the app's npm devDependencies (tests/web/axe.py injects
it); a failure lists every violation with its rule, the element and why."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from server.realserver import ServerProcess

from .axe import assert_accessible
from .conftest import WAIT_MS, PageErrors
from .lobby import create_in_lobby, step_by_move_list

Shot = Callable[[Page, str], Path]

GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]
THEMES = ["light", "dark"]
#: Bots that finish a game quickly (the greedy Labyrinth bot ends a game where random
#: ones wander for a long time).
QUICK_BOT = {
    "labyrinth": "greedy",
    "labyrinth-cards": "random",
    "sudoku": "random",
    "sudoids": "random",
    "traexx": "random",
}

#: Wait until no CSS transition or finite animation is still running (a fading-in
#: dialog has, for a moment, the contrast of its half-way colours).
SETTLED = """
() => document.getAnimations().every((a) => a.playState !== 'running'
  || a.effect === null || a.effect.getComputedTiming().endTime === Infinity)
"""


def check(page: Page, shot: Shot, where: str, name: str) -> None:
    """Check ``page`` in the light theme, then in the dark one; a screenshot of each."""
    for theme in THEMES:
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        expect(page.locator("html")).to_have_css("color-scheme", theme)
        page.wait_for_function(SETTLED)
        shot(page, f"{theme}-{name}" if name else theme)
        assert_accessible(page, f"{where}, {theme}")


@pytest.fixture
def fresh(
    new_context: Callable[..., BrowserContext],
    browser: Browser,
    web_server: ServerProcess,
    page_errors: PageErrors,
) -> Iterator[Callable[..., Page]]:
    """A new page of a new browser (its own storage). A ``quiet`` one
    does not count the console's "404" for a page the server answers with 404 on purpose
    (the not-found page); its JavaScript errors still fail the test."""
    quiet: list[BrowserContext] = []

    def make(quiet_404: bool = False) -> Page:
        if not quiet_404:
            return page_errors.watch(new_context().new_page())
        context = browser.new_context(base_url=web_server.base, locale="en-GB")
        context.set_default_timeout(WAIT_MS)
        quiet.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: page_errors.errors.append(f"page error: {error}"))
        return page

    yield make
    for context in quiet:
        context.close()


@pytest.fixture(scope="module")
def finished(web_server: ServerProcess) -> dict[str, str]:
    """A match of every game played to its end by two bots: game -> match id."""
    made = {}
    for game in GAMES:
        seats = [{"kind": "bot", "bot": QUICK_BOT[game]}] * 2
        response = web_server.http.post(
            "/api/matches", json={"game": game, "seats": seats, "options": {}}
        )
        assert response.status_code == 201, response.text
        made[game] = response.json()["id"]
    return made


PAGES = {
    "lobby": ("/", "[data-testid=create]"),
    "rules": ("/rules", "main h1"),
    **{f"rules-{game}": (f"/rules/{game}", "main h1") for game in GAMES},
    "bots": ("/bots", "table.bots-table"),
    "not-found": ("/foo/bar", "main h1"),
}


@pytest.mark.parametrize("name", list(PAGES))
def test_pages(fresh: Callable[..., Page], name: str, shot: Shot) -> None:
    path, ready = PAGES[name]
    page = fresh(quiet_404=name == "not-found")
    page.goto(path)
    expect(page.locator(ready).first).to_be_visible()
    page.wait_for_load_state("networkidle")
    check(page, shot, f"{name} ({path})", "")


def test_join_dialog(fresh: Callable[..., Page], shot: Shot) -> None:
    anna = fresh()
    match_id = create_in_lobby(anna, "sudoku", ["me", "invite"], name="Anna")
    ben = fresh()
    ben.goto(f"/match/{match_id}")
    expect(ben.locator('input[name="join-name"]')).to_be_visible()
    check(ben, shot, "the join dialog", "")


def test_hot_seat_hand_over(fresh: Callable[..., Page], shot: Shot) -> None:
    page = fresh()
    create_in_lobby(page, "sudoids", ["me", "here"], name="Anna", here_names={1: "Ben"})
    expect(page.get_by_test_id("handover-ready")).to_be_visible()
    check(page, shot, "the hot-seat hand-over screen", "")


@pytest.mark.parametrize("game", GAMES)
def test_boards_mid_game(fresh: Callable[..., Page], game: str, shot: Shot) -> None:
    page = fresh()
    match_id = create_in_lobby(page, game, ["me", "bot:medium"])
    rng = random.Random(3)
    made = 0
    for _ in range(400):
        if made >= 2:
            break
        if step_by_move_list(page, rng):
            made += 1
        else:
            page.wait_for_timeout(40)
    assert made == 2, "two moves were not made"
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    check(page, shot, f"{game} as a player", "player")
    spectator = fresh()
    spectator.goto(f"/match/{match_id}")
    expect(spectator.get_by_test_id("turn")).to_contain_text("watching")
    check(spectator, shot, f"{game} as a spectator", "spectator")


@pytest.mark.parametrize("game", GAMES)
def test_boards_on_a_phone(
    new_context: Callable[..., BrowserContext],
    page_errors: PageErrors,
    game: str,
    shot: Shot,
) -> None:
    """A board at a phone's size (390 x 844, touch), where the layout is another one."""
    context = new_context(
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
    )
    page = page_errors.watch(context.new_page())
    create_in_lobby(page, game, ["me", "bot:medium"])
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    check(page, shot, f"{game} on a phone", "phone")


@pytest.mark.parametrize("game", GAMES)
def test_game_over_and_replay(
    fresh: Callable[..., Page], game: str, finished: dict[str, str], shot: Shot
) -> None:
    page = fresh()
    page.goto(f"/match/{finished[game]}")
    expect(page.get_by_test_id("game-over")).to_be_visible(timeout=240_000)
    expect(page.get_by_test_id("over-reason")).to_be_visible()
    check(page, shot, f"{game}'s game-over dialog", "over")
    page.get_by_test_id("replay-open").click()
    expect(page.get_by_test_id("replay")).to_be_visible()
    page.get_by_test_id("replay-first").click()
    page.get_by_test_id("replay-next").click()
    check(page, shot, f"{game}'s replay", "replay")


def test_the_check_fails_and_says_what_and_where(page: Page) -> None:
    """The helper does find a violation (a check that found nothing anywhere could not
    fail): an image without a text alternative and a button without a name, put into the
    lobby on purpose."""
    page.goto("/")
    expect(page.locator("[data-testid=create]")).to_be_visible()
    page.evaluate(
        """() => {
          const main = document.querySelector('main');
          const img = document.createElement('img');
          img.id = 'no-alt';
          img.src = '/favicon.svg';
          const button = document.createElement('button');
          button.id = 'no-name';
          main.prepend(img, button);
        }"""
    )
    with pytest.raises(AssertionError) as failure:
        assert_accessible(page, "the lobby with two faults")
    message = str(failure.value)
    assert "on the lobby with two faults" in message
    assert "- image-alt (critical):" in message
    assert "#no-alt: " in message
    assert "- button-name (critical):" in message
    assert "#no-name: " in message
