"""Driving the app like a person: the lobby form, the match page, the generic move list."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable

from playwright.sync_api import Page, WebSocket, expect

#: The longest a whole game may take in a browser test.
GAME_TIMEOUT = 240.0
#: The longest a test waits for anything shorter than a whole game.
WAIT_TIMEOUT = 20.0


#: What each watched page's WebSockets did lately (see :func:`watch_sockets`), for the
#: message of a test that gave up waiting.
_SOCKET_LOGS: dict[int, list[str]] = {}


def watch_sockets(page: Page, keep: int = 12) -> None:
    """Keep the last ``keep`` WebSocket events of ``page`` (opened, closed, frames cut
    short), so that a wait that gives up can say what the page's connections did."""
    log: list[str] = []
    _SOCKET_LOGS[id(page)] = log
    started = time.monotonic()

    def note(text: str) -> None:
        log.append(f"{time.monotonic() - started:7.2f}s {text}")
        del log[:-keep]

    def opened(socket: WebSocket) -> None:
        name = socket.url.rsplit("/", 2)[-2] if "/" in socket.url else socket.url
        note(f"open {name}")
        socket.on("framesent", lambda data: note(f"  sent {str(data)[:90]}"))
        socket.on("framereceived", lambda data: note(f"  got  {str(data)[:90]}"))
        socket.on("socketerror", lambda error: note(f"  error {error}"))
        socket.on("close", lambda _socket: note("  closed"))

    page.on("websocket", opened)


def describe(page: Page) -> str:
    """What ``page`` shows now, for a failure message: its status lines, the board's
    version, whether it is this page's turn, and its sockets' last events."""
    try:
        facts = page.evaluate(
            """() => {
              const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? null;
              const turn = document.querySelector('[data-testid="turn"]');
              return {
                url: location.pathname,
                turn: text("turn"), mine: turn?.getAttribute("data-mine") ?? null,
                connection: text("connection"),
                version: document.querySelector('[data-testid="board"]')?.getAttribute("data-version") ?? null,
                over: !!document.querySelector('[data-testid="game-over"]:not([hidden])'),
                notice: text("notice"),
                moves: document.querySelectorAll(".movelist-items button").length,
              };
            }"""
        )
    except Exception as error:  # the page may be closing: say so rather than hide the failure
        facts = {"unreadable": str(error)[:200]}
    sockets = "\n    ".join(_SOCKET_LOGS.get(id(page), ["(sockets not watched)"]))
    return f"{facts}\n    {sockets}"


def describe_all(pages: list[Page]) -> str:
    return "".join(f"\n  page {n}: {describe(page)}" for n, page in enumerate(pages))


def until(
    page: Page, condition: Callable[[], object], what: str, timeout: float = WAIT_TIMEOUT
) -> None:
    """Poll ``condition`` (a few times per frame) until it is true; fail after ``timeout``
    seconds saying ``what`` never came."""
    give_up = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > give_up:
            raise AssertionError(f"{what} did not come within {timeout:.0f} s")
        page.wait_for_timeout(30)


def create_in_lobby(
    page: Page,
    game: str,
    seats: list[str],
    options: dict[str, bool | str | int] | None = None,
    name: str = "Anna",
    here_names: dict[int, str] | None = None,
    move_seconds: int | None = None,
    private: bool = False,
    rated: bool = False,
) -> str:
    """Fill in the lobby's new-match form and create the match. ``seats`` like
    ``["me", "bot:medium"]``, ``"here"`` (another person on this screen) or ``"invite"``.
    Returns the match id once its page shows."""
    page.goto("/")
    page.locator(f'label.game-card[data-game="{game}"]').click()
    page.locator('input[name="player-name"]').fill(name)
    rows = page.locator(".seat-row")
    for _ in range(8):
        if rows.count() == len(seats):
            break
        if rows.count() < len(seats):
            page.get_by_test_id("add-seat").click()
        else:
            page.get_by_test_id(f"remove-seat-{rows.count() - 1}").click()
    expect(rows).to_have_count(len(seats))
    for index, seat in enumerate(seats):
        page.locator(f'select[name="seat-{index}"]').select_option(seat)
        if seat == "here" and here_names and index in here_names:
            page.locator(f'input[name="seat-name-{index}"]').fill(here_names[index])
    for option, value in (options or {}).items():
        field = page.locator(f'[name="opt-{option}"]')
        if isinstance(value, bool):
            field.set_checked(value)
        else:
            field.select_option(str(value))
    if move_seconds is not None:
        page.locator('select[name="move-seconds"]').select_option(str(move_seconds))
    if private:  # joined only through the invite link
        page.get_by_test_id("private").set_checked(True)
    if rated:  # signed in only: the box shows once the session is known
        page.get_by_test_id("rated").set_checked(True)
    page.get_by_test_id("create").click()
    page.wait_for_url(re.compile(r"/match/[A-Za-z0-9_-]+$"))
    match_id = page.url.rsplit("/", 1)[1]
    expect(page.get_by_test_id("connection")).to_have_attribute("data-status", "online")
    return match_id


def handover_if_asked(page: Page) -> bool:
    """Press "I am …" on a hot-seat hand-over screen; True when there was one."""
    ready = page.get_by_test_id("handover-ready")
    if ready.is_visible():
        ready.click()
        return True
    return False


def game_over(page: Page) -> bool:
    return page.get_by_test_id("game-over").is_visible()


def wait_game_over(page: Page, timeout: float = GAME_TIMEOUT) -> None:
    expect(page.get_by_test_id("game-over")).to_be_visible(timeout=timeout * 1000)


def board_version(page: Page) -> int:
    value = page.get_by_test_id("board").get_attribute("data-version")
    return int(value) if value is not None else -1


def my_turn(page: Page) -> bool:
    return page.get_by_test_id("turn").get_attribute("data-mine") == "true"


def wait_changed(page: Page, version: int, timeout: float = 20.0) -> None:
    """Wait until the board shows a version after ``version`` (or the game is over, or a
    hot-seat hand-over screen came up)."""
    give_up = time.monotonic() + timeout
    while time.monotonic() < give_up:
        if (
            board_version(page) > version
            or game_over(page)
            or page.get_by_test_id("handover-ready").is_visible()
        ):
            return
        page.wait_for_timeout(30)
    raise AssertionError(f"the board stayed at version {version}" + describe_all([page]))


def step_by_move_list(page: Page, rng: random.Random) -> bool:
    """If it is this page's turn, make one move with the keyboard move list under the
    board (works for every game) and wait for the board to move on. True when it moved."""
    if handover_if_asked(page) or game_over(page) or not my_turn(page):
        return False
    version = board_version(page)
    movelist = page.locator(".movelist")
    if movelist.count() == 0 or not movelist.first.is_visible():
        return False
    if movelist.first.get_attribute("open") is None:
        movelist.first.locator("summary").click()
    # Pick and press a move in one step inside the page: the list is drawn again on
    # every update, so a button counted first and clicked after may be gone by then.
    pressed = page.evaluate(
        """(share) => {
            const list = document.querySelector(".movelist");
            const buttons = list ? [...list.querySelectorAll(".movelist-items button")]
                .filter((b) => !b.disabled) : [];
            if (buttons.length === 0) return false;
            buttons[Math.floor(share * buttons.length)].click();
            return true;
        }""",
        rng.random(),
    )
    if not pressed:
        return False
    wait_changed(page, version)
    return True


def play_by_move_list(pages: list[Page], rng: random.Random, timeout: float = GAME_TIMEOUT) -> int:
    """Play the seats of all ``pages`` (one match) to the end with the move list, each
    page moving when it is its turn. Returns the number of moves made."""
    moves = 0
    give_up = time.monotonic() + timeout
    while not all(game_over(page) for page in pages):
        assert time.monotonic() < give_up, "the game did not end in time" + describe_all(pages)
        moved = False
        for page in pages:
            if step_by_move_list(page, rng):
                moves += 1
                moved = True
        if not moved:
            pages[0].wait_for_timeout(40)
    return moves
