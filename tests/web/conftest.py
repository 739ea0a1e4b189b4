"""Fixtures for the browser tests: a real ``spelkast serve`` (SQLite in a temporary
folder) and Debian's Chromium driven by Playwright.

The app must be built (``scripts/ensure_web.sh``, which ``./test`` runs first); Chromium
must be at /usr/bin/chromium (``scripts/ensure_chromium.sh``). Neither is skipped when
missing: the tests fail and say what to run.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    expect,
    sync_playwright,
)

from server.realserver import ServerProcess
from spelkast.server.webapp_files import WEBAPP

from .lobby import watch_sockets

#: How long a Playwright action or ``expect`` waits for its condition (``expect``'s own
#: default, 5 s, is short for a bot's move on a busy machine).
WAIT_MS = 20_000
expect.set_options(timeout=WAIT_MS)

CHROMIUM = Path("/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "test-output" / "screens"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless=new",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    assert (WEBAPP / "index.html").is_file(), (
        "the web app is not built: run scripts/ensure_web.sh (./test does)"
    )
    folder = tmp_path_factory.mktemp("webserver")
    server = ServerProcess(
        f"sqlite:///{folder / 'spelkast.db'}", folder / "server.log", bot_workers=1
    )
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def playwright_session() -> Iterator[Playwright]:
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_session: Playwright) -> Iterator[Browser]:
    assert CHROMIUM.exists(), "Chromium is missing: run scripts/ensure_chromium.sh (./test does)"
    browser = playwright_session.chromium.launch(
        executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
    )
    try:
        yield browser
    finally:
        browser.close()


class PageErrors:
    """JavaScript errors and failed requests of the pages a test opened. Only a test
    marked ``socket_errors_expected`` (one that stops the server under a page) may see the
    browser's own console errors about a WebSocket connection that failed."""

    def __init__(self, socket_errors_expected: bool = False) -> None:
        self.errors: list[str] = []
        self.socket_errors_expected = socket_errors_expected

    def _console(self, message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        if self.socket_errors_expected and "WebSocket" in message.text:
            return
        self.errors.append(f"console error: {message.text}")

    def watch(self, page: Page) -> Page:
        watch_sockets(page)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.on("console", self._console)
        return page


@pytest.fixture
def page_errors(request: pytest.FixtureRequest) -> Iterator[PageErrors]:
    errors = PageErrors(request.node.get_closest_marker("socket_errors_expected") is not None)
    yield errors
    assert not errors.errors, "\n".join(errors.errors)


@pytest.fixture
def new_context(
    browser: Browser, web_server: ServerProcess, page_errors: PageErrors
) -> Iterator[Callable[..., BrowserContext]]:
    """Make a fresh browser context (its own storage: another person's browser)."""
    made: list[BrowserContext] = []

    def make(**kwargs: Any) -> BrowserContext:
        options: dict[str, Any] = {
            "viewport": {"width": 1280, "height": 900},
            "locale": "en-GB",
            "base_url": web_server.base,
        }
        options.update(kwargs)
        context = browser.new_context(**options)
        context.set_default_timeout(WAIT_MS)
        # Other seats' moves are shown at once unless a test asks for the pacing
        # (tests/web/test_follow.py): a whole game against a bot stays quick.
        context.add_init_script(
            "try { if (!localStorage.getItem('spelkast.pace'))"
            " localStorage.setItem('spelkast.pace', 'off'); } catch (e) {}"
        )
        context.on("page", page_errors.watch)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()


@pytest.fixture
def page(new_context: Callable[..., BrowserContext], page_errors: PageErrors) -> Page:
    return page_errors.watch(new_context().new_page())


@pytest.fixture
def shot(request: pytest.FixtureRequest) -> Callable[[Page, str], Path]:
    """Save a screenshot under test-output/screens/ (named after the test and ``name``)."""

    def take(page: Page, name: str) -> Path:
        SCREENS.mkdir(parents=True, exist_ok=True)
        test = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
        path = SCREENS / f"{test}-{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take
