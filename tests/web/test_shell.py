"""The app around the boards, in Chromium against a real server: lobby and languages,
two people in two browsers, secrets, hot-seat hand-over, refused actions, reconnecting
after a server crash, and the replay of a finished game."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, WebSocket, expect

from server.realserver import ServerProcess
from spelkast.core.registry import all_games

from .lobby import (
    GAME_TIMEOUT,
    board_version,
    create_in_lobby,
    describe_all,
    game_over,
    handover_if_asked,
    my_turn,
    play_by_move_list,
    step_by_move_list,
    until,
    wait_game_over,
)


def record_frames(page: Page) -> list[dict[str, Any]]:
    """Every WebSocket message this page receives, parsed."""
    frames: list[dict[str, Any]] = []

    def on_socket(socket: WebSocket) -> None:
        socket.on("framereceived", lambda payload: frames.append(json.loads(payload)))

    page.on("websocket", on_socket)
    return frames


def play_until_version(page: Page, rng: random.Random, version: int) -> None:
    """Move whenever it is this page's turn until the board shows ``version``."""
    give_up = time.monotonic() + GAME_TIMEOUT
    while board_version(page) < version:
        assert time.monotonic() < give_up, f"version {version} did not come in time"
        if not step_by_move_list(page, rng):
            page.wait_for_timeout(40)


def test_lobby_offers_every_game_and_remembers_the_language(page: Page, shot: Any) -> None:
    page.goto("/")
    cards = page.locator("label.game-card")
    expect(cards).to_have_count(len(all_games()))
    shot(page, "lobby-en")
    page.get_by_test_id("lang").select_option("nl")
    expect(page.locator("h1")).to_have_text("Speel een spel")
    page.reload()
    expect(page.locator("h1")).to_have_text("Speel een spel")
    page.get_by_test_id("lang").select_option("fi")
    expect(page.locator("h1")).to_have_text("Pelaa peliä")
    expect(page.locator('label.game-card[data-game="labyrinth"]')).to_contain_text("Labyrintti")
    page.set_viewport_size({"width": 375, "height": 800})
    shot(page, "lobby-fi-phone")
    # nothing sticks out sideways on a phone
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375


def test_two_friends_in_two_browsers_play_to_the_end_and_replay(
    new_context: Callable[..., BrowserContext], shot: Any
) -> None:
    anna = new_context().new_page()
    match_id = create_in_lobby(anna, "sudoids", ["me", "invite"], name="Anna")
    expect(anna.get_by_test_id("turn")).to_contain_text("Waiting for players")
    link = anna.get_by_test_id("invite-link").input_value()
    assert link.endswith(f"/match/{match_id}")

    ben = new_context(locale="nl-NL").new_page()
    ben.goto(link)
    expect(ben.get_by_test_id("join-form")).to_be_visible()
    ben.locator('input[name="join-name"]').fill("Ben")
    ben.get_by_test_id("join").click()
    expect(ben.get_by_test_id("seats")).to_contain_text("Anna")
    expect(anna.get_by_test_id("seats")).to_contain_text("Ben")
    # Ben's browser speaks Dutch, Anna's English
    expect(ben.locator("header.top nav")).to_contain_text("Spelregels")

    moves = play_by_move_list([anna, ben], random.Random(7))
    # how long a game lasts depends on the deal (the server picks the seed): both played
    assert moves >= 2
    expect(anna.get_by_test_id("history")).to_contain_text("Anna")
    expect(anna.get_by_test_id("history")).to_contain_text("Ben")
    for page in (anna, ben):
        wait_game_over(page)
        expect(page.get_by_test_id("game-over").locator("table.results tbody tr")).to_have_count(2)
    shot(anna, "game-over")

    # the replay: every position of the game, the slider from the end back to the start
    anna.get_by_test_id("replay-open").click()
    slider = anna.get_by_test_id("replay-slider")
    expect(slider).to_be_visible()
    total = int(slider.get_attribute("max") or 0)
    assert total >= moves
    anna.get_by_test_id("replay-first").click()
    expect(anna.locator(".replay-label")).to_have_text("Start position")
    anna.get_by_test_id("replay-next").click()
    expect(anna.locator(".replay-label")).to_contain_text(f"After move 1 of {total}")
    shot(anna, "replay")


def _hidden_fields(game: str, view: dict[str, Any], other: int) -> list[Any]:
    """What ``view`` shows of seat ``other``'s secrets (all must be None)."""
    player = view["players"][other]
    if game == "labyrinth":
        return [player["cards"], player["seeking"], player["night_cards"]]
    if game == "labyrinth-cards":
        return [player["hand"]]
    if game in ("sudoku", "sudoids"):
        return [player["tile"]]
    raise AssertionError(game)


def test_a_players_page_never_holds_the_other_players_secrets(
    new_context: Callable[..., BrowserContext],
) -> None:
    """Two people in a Labyrinth match: Anna's page, its WebSocket messages and its
    storage, never hold Ben's secret cards or his seat key."""
    anna_context = new_context()
    anna = anna_context.new_page()
    anna_frames = record_frames(anna)
    create_in_lobby(anna, "labyrinth", ["me", "invite"], name="Anna")
    ben_context = new_context()
    ben = ben_context.new_page()
    ben_frames = record_frames(ben)
    ben.goto(anna.get_by_test_id("invite-link").input_value())
    ben.locator('input[name="join-name"]').fill("Ben")
    ben.get_by_test_id("join").click()
    rng = random.Random(3)
    turns = 0
    give_up = time.monotonic() + GAME_TIMEOUT
    while turns < 12 and not game_over(anna):
        assert time.monotonic() < give_up, "twelve turns did not come in time" + describe_all(
            [anna, ben]
        )
        moved = step_by_move_list(anna, rng) or step_by_move_list(ben, rng)
        turns += moved
        if not moved:
            anna.wait_for_timeout(40)
    states = [f for f in anna_frames if f.get("type") == "state"]
    ben_states = [f for f in ben_frames if f.get("type") == "state"]
    assert len(states) >= 10
    assert ben_states
    # Ben's own view does hold his secret card: so the check below can fail
    assert any(s["view"]["players"][1]["seeking"] is not None for s in ben_states)
    for state in states:
        assert state["seat"] == 0
        assert _hidden_fields("labyrinth", state["view"], 1) == [None, None, None]
        assert all(not event["sealed"] or event["action"] is None for event in state["events"])
    ben_token = ben.evaluate(
        "Object.values(JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('spelkast.seats.')))))[0]"
    )
    assert isinstance(ben_token, str)
    assert len(ben_token) > 10
    assert ben_token not in anna.content()
    assert ben_token not in json.dumps(anna_frames)
    assert ben_token not in json.dumps(anna.evaluate("Object.assign({}, localStorage)"))
    # the secret Ben seeks now, as a treasure id, is nowhere in Anna's last view
    seeking = ben_states[-1]["view"]["players"][1]["seeking"]
    anna_view = states[-1]["view"]
    assert anna_view["players"][1]["seeking"] is None
    assert seeking is not None


def test_hot_seat_covers_the_board_before_each_players_secrets(page: Page, shot: Any) -> None:
    create_in_lobby(page, "sudoids", ["me", "here"], name="Anna", here_names={1: "Ben"})
    ready = page.get_by_test_id("handover-ready")
    expect(ready).to_be_visible()
    expect(ready).to_contain_text("Anna")
    # nothing of any seat's view is drawn behind the hand-over screen
    expect(page.get_by_test_id("board")).to_be_empty()
    shot(page, "handover")
    rng = random.Random(11)
    handovers = 0
    moves = 0
    give_up = time.monotonic() + GAME_TIMEOUT
    while not game_over(page):
        assert time.monotonic() < give_up, "the game did not end in time"
        if handover_if_asked(page):
            handovers += 1
            continue
        if step_by_move_list(page, rng):
            moves += 1
            # after a move the other seat is to move: a hand-over screen first
            if not game_over(page):
                expect(page.get_by_test_id("handover-ready")).to_be_visible()
                expect(page.get_by_test_id("board")).to_be_empty()
        else:
            page.wait_for_timeout(40)
    assert moves >= 2
    assert handovers >= moves - 1


def test_refused_actions_are_explained_and_change_nothing(page: Page) -> None:
    """A move that reaches the server damaged, or chosen on an old version, is refused
    with a clear message; the position stays and the game goes on."""
    tamper: dict[str, str] = {"mode": "none"}
    # The server's answers to the test's own pings (not passed on to the page).
    pongs: list[str] = []
    servers: list[Any] = []

    def route(socket: Any) -> None:
        server = socket.connect_to_server()
        servers.append(server)

        def to_page(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("type") == "pong" and str(data.get("id", "")).startswith("probe"):
                pongs.append(data["id"])
            else:
                socket.send(message)

        def to_server(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("type") == "action" and tamper["mode"] == "garble":
                data["action"] = {"type": "nonsense"}
                tamper["mode"] = "none"
            elif data.get("type") == "action" and tamper["mode"] == "stale":
                data["version"] = data["version"] - 1
                tamper["mode"] = "none"
            server.send(json.dumps(data))

        socket.on_message(to_server)
        server.on_message(to_page)

    page.route_web_socket("**/ws", route)
    create_in_lobby(page, "sudoids", ["me", "bot:medium"])
    rng = random.Random(5)
    # one honest move each, so that an older version exists
    play_until_version(page, rng, 2)
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    for mode, text in (
        ("garble", "unknown action type 'nonsense'"),  # the engine's words: why
        ("stale", "The game moved on before your move arrived"),
    ):
        before = board_version(page)
        tamper["mode"] = mode
        page.locator(".movelist-items button").first.click()
        expect(page.get_by_test_id("notice")).to_contain_text(text)
        # A round trip after the refusal: once its answer is back, anything the refused
        # action could have caused has arrived (the server answers in order).
        probe = f"probe-{mode}"
        servers[-1].send(json.dumps({"type": "ping", "id": probe}))
        until(page, lambda p=probe: p in pongs, "the answer to a ping")
        assert board_version(page) == before
        assert my_turn(page)
    # and the game goes on
    assert step_by_move_list(page, rng)
    expect(page.get_by_test_id("notice")).to_be_hidden()


@pytest.mark.slow
@pytest.mark.socket_errors_expected
def test_the_page_reconnects_after_the_server_restarts(
    new_context: Callable[..., BrowserContext], tmp_path: Path
) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "log", bot_workers=0)
    try:
        page = new_context(base_url=server.base).new_page()
        create_in_lobby(page, "sudoids", ["me", "bot:medium"])
        rng = random.Random(2)
        play_until_version(page, rng, 4)
        version = board_version(page)
        server.kill()
        expect(page.get_by_test_id("connection")).to_have_attribute("data-status", "reconnecting")
        server = ServerProcess(
            f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "log", bot_workers=0, port=server.port
        )
        expect(page.get_by_test_id("connection")).to_have_attribute("data-status", "online")
        assert board_version(page) >= version
        # still playable after the reconnect
        expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
        assert step_by_move_list(page, rng)
    finally:
        server.stop()


def test_rules_pages_in_every_language(page: Page, shot: Any) -> None:
    page.goto("/rules")
    links = page.locator("main a[href^='/rules/']")
    # the rules come as a chunk of their own, fetched as the page opens
    expect(links.first).to_be_visible()
    hrefs = {links.nth(i).get_attribute("href") for i in range(links.count())}
    assert {f"/rules/{game.info.id}" for game in all_games()} <= hrefs
    titles: dict[str, str] = {}
    for lang in ("en", "nl", "fi"):
        page.get_by_test_id("lang").select_option(lang)
        page.locator("main a[href='/rules/labyrinth']").first.click()
        expect(page).to_have_url(f"{page.url.split('/rules')[0]}/rules/labyrinth")
        heading = page.locator("main h1").first
        expect(heading).not_to_be_empty()
        titles[lang] = heading.inner_text()
        assert page.locator("main svg").count() >= 1
        shot(page, f"labyrinth-{lang}")
        page.goto("/rules")
    assert len(set(titles.values())) == 3, titles
    # the Sudoids entry opens the Sudoku page at its Sudoids section
    page.goto("/rules/sudoids")
    expect(page.locator("#rules-sudoku-sudoids")).to_be_visible()
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto("/rules/traexx")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_sealed_choices_show_in_the_history_once_the_round_is_over(page: Page) -> None:
    """Träxx: the bot's choice is hidden ("has chosen") while the round runs; after the
    round the move history shows what it chose."""
    create_in_lobby(page, "traexx", ["me", "bot:medium"])
    rng = random.Random(4)
    rounds = 0
    give_up = time.monotonic() + GAME_TIMEOUT
    while rounds < 2:
        assert time.monotonic() < give_up, "two rounds did not come in time"
        if step_by_move_list(page, rng):
            rounds += 1
        else:
            page.wait_for_timeout(40)
    # the two finished rounds: four choices, all shown (the bot may have chosen for the
    # third round already; that one stays sealed)
    items = page.get_by_test_id("history").locator("li")
    for index in range(4):
        expect(items.nth(index)).not_to_contain_text("has chosen")
        expect(items.nth(index)).to_contain_text(":")
