"""The lobby for a first game: the Create button in view at 1280×800
without scrolling, a one-click "Play against the computer" per game (a medium bot, the
default options), a picture per game, the games named as on their rules pages, and an
invite's join dialog that says which game and who invites."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from .lobby import create_in_lobby

Shot = Callable[[Page, str], Path]

LANGS = ("en", "nl", "fi")


def all_games(base: str) -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = httpx.get(f"{base}/api/games").json()
    return games


def in_view(page: Page, test_id: str) -> bool:
    """The element is wholly inside the window and is what a click at its middle hits."""
    return bool(
        page.get_by_test_id(test_id).evaluate(
            """(el) => {
                const box = el.getBoundingClientRect();
                if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
                  return false;
                const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
                return hit === el || el.contains(hit);
            }"""
        )
    )


def test_the_create_button_is_in_view_at_1280_by_800_for_every_game(
    new_context: Callable[..., Any], web_server: Any, shot: Shot
) -> None:
    for scheme in ("light", "dark"):
        page = new_context(viewport={"width": 1280, "height": 800}, color_scheme=scheme).new_page()
        page.goto("/")
        for game in all_games(web_server.base):
            page.locator(f'label.game-card[data-game="{game["id"]}"]').click()
            expect(page.locator(".new-match h2")).to_contain_text(game["names"]["en"])
            assert page.evaluate("scrollY") == 0
            assert in_view(page, "create"), f"Create is out of view with {game['id']}"
        page.locator('label.game-card[data-game="labyrinth"]').click()
        # a bot seat offers the levels weakest first, as the server lists them
        bots = page.locator('select[name="seat-1"] option[value^="bot:"]')
        expect(bots.last).to_have_attribute("value", "bot:random")
        values = bots.evaluate_all("options => options.map(o => o.value)")
        assert values[:4] == ["bot:easy", "bot:medium", "bot:hard", "bot:expert"]
        page.evaluate("scrollTo(0, 0)")
        # what the window shows (a full-page picture would draw the sticky Create bar
        # in the middle of the form)
        page.screenshot(path=str(shot(page, f"desktop-{scheme}")))
        page.set_viewport_size({"width": 390, "height": 844})
        shot(page, f"phone-{scheme}")


@pytest.mark.parametrize("game", ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"])
def test_play_against_the_computer_in_one_click(page: Page, web_server: Any, game: str) -> None:
    info = next(g for g in all_games(web_server.base) if g["id"] == game)
    page.goto("/")
    page.locator('input[name="player-name"]').fill("Anna")
    button = page.get_by_test_id(f"quick-play-{game}")
    expect(button).to_have_text(re.compile("Play against the computer"))
    expect(button).to_have_attribute("aria-label", re.compile(re.escape(info["names"]["en"])))
    button.click()
    page.wait_for_url(re.compile(r"/match/[A-Za-z0-9_-]+$"))
    match_id = page.url.rsplit("/", 1)[1]
    expect(page.get_by_test_id("connection")).to_have_attribute("data-status", "online")
    expect(page.get_by_test_id("board")).to_have_attribute("data-seat", "0")
    match = httpx.get(f"{web_server.base}/api/matches/{match_id}").json()
    assert match["game"] == game
    assert [(s["kind"], s["bot"]) for s in match["seats"]] == [("human", None), ("bot", "medium")]
    assert match["seats"][0]["name"] == "Anna"
    defaults = {o["name"]: o["default"] for o in info["options"]}
    assert match["options"] == defaults
    assert match["move_seconds"] is None
    seats = page.get_by_test_id("seats")
    expect(seats.locator('li[data-seat="0"]')).to_contain_text("Anna")
    expect(seats.locator('li[data-seat="1"]')).to_contain_text("medium bot")


def test_every_game_has_a_picture_of_its_own(page: Page, web_server: Any) -> None:
    page.goto("/")
    games = all_games(web_server.base)
    drawings = set()
    for game in games:
        picture = page.locator(f'.game-tile[data-game="{game["id"]}"] svg.game-picture')
        expect(picture).to_have_attribute("data-picture", game["id"])
        box = picture.bounding_box()
        assert box is not None
        assert box["width"] >= 40
        assert box["height"] >= 40
        shapes = picture.locator("rect, circle, polygon, polyline, path, text").count()
        assert shapes >= 5, f"the picture of {game['id']} is nearly empty"
        drawings.add(picture.evaluate("el => el.innerHTML"))
    assert len(drawings) == len(games)


def test_games_are_named_as_on_their_rules_pages(page: Page, web_server: Any) -> None:
    games = all_games(web_server.base)
    for lang in LANGS:
        page.goto("/")
        page.get_by_test_id("lang").select_option(lang)
        lobby = {
            g["id"]: page.locator(f'label.game-card[data-game="{g["id"]}"] .game-name').inner_text()
            for g in games
        }
        for game in games:
            assert lobby[game["id"]] == game["names"][lang]
            page.goto(f"/rules/{game['id']}")
            expect(page).to_have_title(f"{lobby[game['id']]} · spelkast")


def test_the_invite_says_which_game_and_who_invites(
    new_context: Callable[..., Any], shot: Shot
) -> None:
    anna = new_context().new_page()
    create_in_lobby(anna, "labyrinth", ["me", "invite"], name="Anna")
    link = anna.get_by_test_id("invite-link").input_value()
    for lang, text in (
        ("en", "Anna invites you to play Labyrinth."),
        ("nl", "Anna nodigt je uit voor Doolhof."),
        ("fi", "Anna kutsuu sinut pelaamaan: Labyrintti."),
    ):
        context = new_context()
        context.add_init_script(
            f"try {{ localStorage.setItem('spelkast.lang', '{lang}') }} catch (e) {{}}"
        )
        ben = context.new_page()
        ben.goto(link)
        form = ben.get_by_test_id("join-form")
        expect(form).to_be_visible()
        expect(ben.get_by_test_id("join-invited")).to_have_text(text)
        expect(form).to_contain_text("Anna")
        if lang == "en":
            expect(form).to_contain_text("open seat")
            shot(ben, "join-dialog")
    # Ben (the last page, in Finnish) joins
    ben.locator('input[name="join-name"]').fill("Ben")
    ben.get_by_test_id("join").click()
    expect(anna.get_by_test_id("seats")).to_contain_text("Ben")
