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
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from server.realserver import ServerProcess
from spelkast.server.webapp_files import WEBAPP

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
    """JavaScript errors and failed requests of the pages a test opened."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def watch(self, page: Page) -> Page:
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.on(
            "console",
            lambda message: (
                self.errors.append(f"console error: {message.text}")
                if message.type == "error" and "WebSocket" not in message.text
                else None
            ),
        )
        return page


@pytest.fixture
def page_errors() -> Iterator[PageErrors]:
    errors = PageErrors()
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
        context.set_default_timeout(20_000)
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
