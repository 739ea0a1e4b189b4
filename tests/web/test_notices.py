"""The match page's notices from the server, the connection banner across a drop, the
seed in the replay and the app's own not-found page."""

from __future__ import annotations

import json
import random
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from server.realserver import ServerProcess

from .conftest import WAIT_MS
from .lobby import create_in_lobby, my_turn, until
from .test_shell import play_until_version


@pytest.fixture
def quiet_page(browser: Browser, web_server: ServerProcess) -> Iterator[Page]:
    """A page whose console may report the 404s these tests ask for on purpose."""
    context = browser.new_context(base_url=web_server.base, locale="en-GB")
    context.set_default_timeout(WAIT_MS)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.mark.parametrize("path", ["/foo/bar", "/match/", "/match/unknown"])
def test_unknown_addresses_get_the_apps_not_found_page_with_a_way_back(
    quiet_page: Page, path: str
) -> None:
    page = quiet_page
    response = page.goto(path)
    assert response is not None
    if path != "/match/unknown":  # a match id the app asks the server about itself
        assert response.status == 404
        assert "text/html" in response.headers["content-type"]
    expect(page.get_by_test_id("notfound")).to_have_text("Page not found")
    back = page.get_by_test_id("back-to-lobby")
    expect(back).to_be_visible()
    back.click()
    expect(page.locator('label.game-card[data-game="sudoku"]')).to_be_visible()
    expect(page).to_have_url(re.compile(r"^http://[^/]+/$"))


def test_api_addresses_keep_answering_json_404(quiet_page: Page) -> None:
    response = quiet_page.request.get("/api/no/such/thing")
    assert response.status == 404
    assert response.json() == {"detail": "Not Found"}


def test_unknown_match_says_so_in_dutch(quiet_page: Page) -> None:
    page = quiet_page
    page.add_init_script("try { localStorage.setItem('spelkast.lang', 'nl') } catch (e) {}")
    page.goto("/match/unknown")
    expect(page.get_by_test_id("notfound")).to_have_text("Pagina niet gevonden")
    expect(page.get_by_test_id("back-to-lobby")).to_have_text("Terug naar de lobby")


class SocketTap:
    """Every WebSocket of a page through the test: passes messages both ways, can send the
    page a message of its own, drop the page's sockets and keep new ones from connecting."""

    def __init__(self, page: Page) -> None:
        self.routes: list[Any] = []
        self.down = False
        page.route_web_socket("**/ws", self._route)

    def _route(self, socket: Any) -> None:
        if self.down:
            socket.close()
            return
        server = socket.connect_to_server()
        self.routes.append(socket)
        socket.on_message(lambda message: server.send(message))
        server.on_message(lambda message: socket.send(message))

    def to_page(self, message: dict[str, Any]) -> None:
        self.routes[-1].send(json.dumps(message))

    def drop(self) -> None:
        self.down = True
        for socket in self.routes:
            socket.close()
        self.routes.clear()


def bot_fallback_notice(match_id: str, version: int) -> dict[str, Any]:
    """A notice as src/spelkast/server/turns.py sends it (fallback_notice)."""
    return {
        "type": "notice",
        "code": "bot_fallback",
        "match": match_id,
        "version": version,
        "seat": 1,
        "name": "medium bot",
        "bot": "greedy",
        "fallback": "random",
        "text": {
            "en": "medium bot could not make a move (greedy failed 3 times in a row): "
            "a random bot plays this seat from now on.",
            "nl": "medium bot kon geen zet doen (greedy faalde 3 keer na elkaar): "
            "vanaf nu speelt een willekeurige bot deze plaats.",
            "fi": "medium bot ei pystynyt siirtämään (greedy epäonnistui 3 kertaa peräkkäin): "
            "tästä lähtien satunnainen botti pelaa tätä paikkaa.",
        },
    }


def test_a_server_notice_shows_in_the_pages_language_and_stays(
    new_context: Callable[..., BrowserContext],
) -> None:
    context = new_context()
    context.add_init_script("try { localStorage.setItem('spelkast.lang', 'nl') } catch (e) {}")
    page = context.new_page()
    tap = SocketTap(page)
    match_id = create_in_lobby(page, "sudoids", ["me", "bot:medium"])
    rng = random.Random(3)
    play_until_version(page, rng, 2)
    notice = bot_fallback_notice(match_id, 2)
    tap.to_page(notice)
    region = page.get_by_role("status").filter(has_text="willekeurige bot")
    expect(region).to_be_visible()
    expect(region).to_have_attribute("aria-live", "polite")
    expect(region).to_have_text(notice["text"]["nl"])
    # the server repeats its notices after every hello: still shown once
    tap.to_page(notice)
    # it stays while the game goes on
    play_until_version(page, rng, 4)
    expect(page.get_by_test_id("server-notices").locator("li")).to_have_count(1)


@pytest.mark.socket_errors_expected
def test_the_connection_lost_banner_goes_after_a_reconnect(
    new_context: Callable[..., BrowserContext],
) -> None:
    page = new_context().new_page()
    tap = SocketTap(page)
    create_in_lobby(page, "sudoids", ["me", "bot:medium"])
    rng = random.Random(4)
    play_until_version(page, rng, 2)
    until(page, lambda: my_turn(page), "my turn")
    me = page.get_by_test_id("seats").locator('li[data-seat="0"]')
    expect(me).to_contain_text("online")
    tap.drop()
    connection = page.get_by_test_id("connection")
    expect(connection).to_have_attribute("data-status", "reconnecting")
    # my own seat is not online while my socket is down
    expect(me).not_to_contain_text("online")
    # a move while offline puts up the banner
    page.locator(".movelist-items button").first.click()
    banner = page.get_by_test_id("notice")
    expect(banner).to_contain_text("Connection lost")
    tap.down = False
    expect(connection).to_have_attribute("data-status", "online")
    expect(connection).to_have_text("Connected")
    expect(banner).to_be_hidden()
    expect(me).to_contain_text("online")


def test_the_replay_shows_the_seed_once_the_match_is_over(page: Page) -> None:
    response = page.request.post(
        "/api/matches",
        data={"game": "sudoids", "seats": [{"kind": "bot", "bot": "random"}] * 2, "options": {}},
    )
    assert response.status == 201, response.text()
    match_id = response.json()["id"]
    page.goto(f"/match/{match_id}")
    expect(page.get_by_role("dialog", name="Game over")).to_be_visible(timeout=60_000)
    seed = page.request.get(f"/api/matches/{match_id}/history").json()["seed"]
    page.get_by_test_id("replay-open").click()
    expect(page.get_by_test_id("replay-seed")).to_have_text(
        f"Seed used for the shuffles, shown now that the match is over: {seed}"
    )


@pytest.mark.socket_errors_expected
def test_an_expired_match_is_forgotten_by_your_games_and_its_page_says_so(
    browser: Browser, tmp_path: Path
) -> None:
    database = tmp_path / "db.sqlite"
    server = ServerProcess(f"sqlite:///{database}", tmp_path / "log", bot_workers=0)
    context = browser.new_context(base_url=server.base, locale="en-GB")
    context.set_default_timeout(WAIT_MS)
    try:
        page = context.new_page()
        match_id = create_in_lobby(page, "sudoids", ["me", "invite"])
        page.goto("/")
        mine = page.get_by_test_id("list-mine")
        expect(mine.locator(f'[data-match="{match_id}"]')).to_be_visible()
        # nobody touched the open match for more than 24 hours: a restart expires it
        server.stop()
        with sqlite3.connect(database) as db:
            db.execute(
                "UPDATE matches SET updated_at = '2000-01-01 00:00:00.000000' WHERE id = ?",
                (match_id,),
            )
        server = ServerProcess(
            f"sqlite:///{database}", tmp_path / "log", bot_workers=0, port=server.port
        )
        page.goto("/")
        expect(page.locator('label.game-card[data-game="sudoku"]')).to_be_visible()
        until(
            page,
            lambda: match_id not in page.evaluate("JSON.stringify(localStorage)"),
            "Your games to forget the expired match",
        )
        expect(mine.locator(f'[data-match="{match_id}"]')).to_have_count(0)
        page.goto(f"/match/{match_id}")
        expect(page.get_by_test_id("notfound")).to_have_text("Page not found")
        expect(page.locator("main")).to_contain_text("closed after nobody played it")
    finally:
        context.close()
        server.stop()
