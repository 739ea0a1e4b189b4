"""Accounts in the browser: make one, sign in with a password and with a passkey (the
Chromium virtual authenticator, through the DevTools protocol), the account page
(preferences, kid mode, games of this browser added to the account), the data export and
deleting the account. Every account page is checked by axe in the light and dark theme
on a desktop and a phone, with screenshots."""

from __future__ import annotations

import contextlib
import json
import secrets
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from server.realserver import ServerProcess

from .axe import assert_accessible
from .conftest import PageErrors
from .lobby import create_in_lobby
from .test_translated import english_on

Shot = Callable[[Page, str], Any]
PASSWORD = "tabletop evenings 2026"
PHONE = {"width": 390, "height": 844}


def new_name() -> str:
    """A fresh account name (the server is shared by the whole test session)."""
    return f"player_{secrets.token_hex(4)}"


def sign_up(page: Page, name: str, password: str = PASSWORD) -> None:
    page.goto("/signup")
    page.get_by_test_id("account-name").fill(name)
    page.get_by_test_id("account-password").fill(password)
    page.get_by_test_id("signup-submit").click()
    expect(page.get_by_test_id("signed-in-as")).to_contain_text(name)


def sign_in(page: Page, name: str, password: str = PASSWORD) -> None:
    page.goto("/signin")
    page.get_by_test_id("account-name").fill(name)
    page.get_by_test_id("account-password").fill(password)
    page.get_by_test_id("signin-submit").click()
    expect(page.get_by_test_id("signed-in-as")).to_contain_text(name)


def test_sign_up_play_and_play_the_game_on_another_device(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    name = new_name()
    laptop = new_context().new_page()
    sign_up(laptop, name)
    expect(laptop.locator("header .account-link")).to_contain_text(name)
    shot(laptop, "account")
    match_id = create_in_lobby(laptop, "sudoku", ["me", "bot:easy"], name="Anna")
    phone = new_context(viewport=PHONE).new_page()
    sign_in(phone, name)
    phone.goto("/")
    mine = phone.get_by_test_id("list-mine")
    expect(mine.locator(f'li[data-match="{match_id}"]')).to_be_visible()
    # The seat was taken while signed in: the phone plays it too.
    expect(mine.locator(f'li[data-match="{match_id}"] .go')).to_have_text("Resume")
    shot(phone, "your-games-on-a-phone")
    mine.locator(f'li[data-match="{match_id}"] a').first.click()
    expect(phone.get_by_test_id("board")).to_have_attribute("data-seat", "0")
    expect(phone.get_by_test_id("sudoku-hand").locator("[data-tile]")).to_have_count(1)
    laptop.goto("/")
    laptop_games = laptop.get_by_test_id("list-mine")
    expect(laptop_games.locator(f'li[data-match="{match_id}"] .go')).to_have_text("Resume")


@contextlib.contextmanager
def refused_on_purpose(browser: Browser, web_server: ServerProcess, status: int) -> Iterator[Page]:
    """A page whose requests the server refuses on purpose with ``status``: the browser
    logs each on its console, so the console is checked here (every error must be such a
    refusal, and there must be one) instead of by the usual fixture."""
    context = browser.new_context(base_url=web_server.base, locale="en-GB")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        yield page
    finally:
        context.close()
    assert errors
    assert all(f"status of {status}" in error for error in errors), errors


def test_a_wrong_password_gets_the_one_message(
    browser: Browser, web_server: ServerProcess, shot: Shot
) -> None:
    with refused_on_purpose(browser, web_server, 401) as page:
        one_message(page, shot)


def one_message(page: Page, shot: Shot) -> None:
    name = new_name()
    sign_up(page, name)
    page.get_by_test_id("sign-out").click()
    expect(page.locator("header .account-link")).to_have_text("Sign in")
    for who, password in ((name, "not the password"), ("nobody_here", PASSWORD)):
        page.get_by_test_id("account-name").fill(who)
        page.get_by_test_id("account-password").fill(password)
        page.get_by_test_id("signin-submit").click()
        expect(page.get_by_test_id("account-error")).to_have_text("Wrong name or password.")
    shot(page, "wrong-password")
    sign_in(page, name)


def test_a_common_password_is_refused_in_words(browser: Browser, web_server: ServerProcess) -> None:
    with refused_on_purpose(browser, web_server, 400) as page:
        page.goto("/signup")
        page.get_by_test_id("account-name").fill(new_name())
        page.get_by_test_id("account-password").fill("iloveyou123")
        page.get_by_test_id("signup-submit").click()
        expect(page.get_by_test_id("account-error")).to_contain_text("too common")


def test_preferences_and_kid_mode_are_kept(page: Page) -> None:
    sign_up(page, new_name())
    page.get_by_test_id("pref-kid").check()
    expect(page.get_by_test_id("prefs-status")).to_have_text("Saved.")
    page.get_by_test_id("pref-language").select_option("nl")
    expect(page.get_by_role("heading", level=1)).to_have_text("Je account")
    page.reload()
    expect(page.get_by_test_id("pref-kid")).to_be_checked()
    assert page.evaluate("() => document.documentElement.hasAttribute('data-kid-mode')")
    expect(page.locator("html")).to_have_attribute("lang", "nl")


def test_kid_mode_shows_no_name_another_person_chose(
    page: Page, web_server: ServerProcess, shot: Shot
) -> None:
    name = new_name()
    sign_up(page, name)
    page.get_by_test_id("pref-kid").check()
    expect(page.get_by_test_id("prefs-status")).to_have_text("Saved.")
    match_id = create_in_lobby(page, "sudoku", ["me", "invite"], name="Kiki")
    web_server.join(match_id, "Zebedee", 1)
    seats = page.get_by_test_id("seats")
    expect(seats).to_contain_text("Player 2")
    expect(seats).to_contain_text("Kiki")
    page.goto("/")
    expect(
        page.get_by_test_id("list-mine").locator(f'li[data-match="{match_id}"]')
    ).to_contain_text("Player 2")
    shot(page, "kid-mode-your-games")
    assert "Zebedee" not in page.locator("body").inner_text()
    page.goto(f"/match/{match_id}")
    expect(seats).to_contain_text("Player 2")
    assert "Zebedee" not in page.locator("body").inner_text()


def test_games_of_this_browser_are_added_on_request(page: Page) -> None:
    match_id = create_in_lobby(page, "sudoku", ["me", "bot:easy"], name="Anna")
    sign_up(page, new_name())
    local = page.get_by_test_id("account-local")
    expect(local).to_contain_text("not in your account yet: 1")
    page.get_by_test_id("attach-seats").click()
    expect(page.get_by_test_id("attach-status")).to_have_text("Games added to your account: 1.")
    games = page.request.get("/api/account/games").json()
    assert [g["match"]["id"] for g in games] == [match_id]


def test_export_and_delete(page: Page, web_server: ServerProcess, shot: Shot) -> None:
    name = new_name()
    sign_up(page, name)
    match_id = create_in_lobby(page, "sudoku", ["me", "bot:easy"], name="Anna")
    page.goto("/account")
    with page.expect_download() as download:
        page.get_by_test_id("export").click()
    data = json.loads(download.value.path().read_text())
    assert data["account"]["name"] == name
    assert [game["match"] for game in data["games"]] == [match_id]
    page.get_by_test_id("delete-password").fill(PASSWORD)
    shot(page, "delete")
    page.get_by_test_id("delete-account").click()
    expect(page.get_by_test_id("create")).to_be_visible()  # back in the lobby
    expect(page.locator("header .account-link")).to_have_text("Sign in")
    seats = web_server.get(f"/api/matches/{match_id}")["seats"]
    assert seats[0]["name"] == "deleted player"
    failed = page.request.post("/api/account/signin", data={"name": name, "password": PASSWORD})
    assert failed.status == 401


def virtual_authenticator(page: Page) -> None:
    """A platform passkey authenticator in this page's browser (user verified)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    cdp.send(
        "WebAuthn.addVirtualAuthenticator",
        {
            "options": {
                "protocol": "ctap2",
                "transport": "internal",
                "hasResidentKey": True,
                "hasUserVerification": True,
                "isUserVerified": True,
                "automaticPresenceSimulation": True,
            }
        },
    )


def test_a_passkey_is_added_and_signs_in(
    new_context: Callable[..., BrowserContext], web_server: ServerProcess, shot: Shot
) -> None:
    # A passkey belongs to a domain name: the page is opened as localhost (an IP
    # address cannot be a WebAuthn relying party).
    page = new_context(base_url=f"http://localhost:{web_server.port}").new_page()
    virtual_authenticator(page)
    name = new_name()
    sign_up(page, name)
    page.get_by_test_id("passkey-add").click()
    expect(page.get_by_test_id("passkey-list")).to_contain_text("Passkey 1")
    expect(page.get_by_test_id("passkey-status")).to_have_text("Passkey added.")
    shot(page, "passkey-added")
    page.get_by_test_id("sign-out").click()
    expect(page.get_by_test_id("signin-passkey")).to_be_visible()
    page.get_by_test_id("signin-passkey").click()
    expect(page.get_by_test_id("signed-in-as")).to_contain_text(name)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_account_pages_pass_axe(
    new_context: Callable[..., BrowserContext],
    page_errors: PageErrors,
    shot: Shot,
    device: str,
) -> None:
    """Each page in the light and the dark theme (switched on the same page: the theme is
    CSS alone)."""
    options: dict[str, Any] = {}
    if device == "phone":
        options.update(viewport=PHONE, is_mobile=True, has_touch=True)
    page = page_errors.watch(new_context(**options).new_page())

    def check(where: str) -> None:
        for theme in ("light", "dark"):
            page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
            expect(page.locator("html")).to_have_css("color-scheme", theme)
            shot(page, f"{where.strip('/')}-{theme}")
            assert_accessible(page, f"{where}, {theme}, {device}")

    for path in ("/signin", "/signup"):
        page.goto(path)
        expect(page.get_by_role("heading", level=1)).to_be_visible()
        page.wait_for_load_state("networkidle")
        check(path)
    page.emulate_media(color_scheme="light")
    sign_up(page, new_name())
    expect(page.get_by_test_id("account-local")).to_contain_text("Every game")
    page.wait_for_load_state("networkidle")
    check("/account")


@pytest.mark.parametrize("lang", ["nl", "fi"])
def test_the_account_pages_speak_the_language(
    new_context: Callable[..., BrowserContext], lang: str, shot: Shot
) -> None:
    context = new_context()
    context.add_init_script(
        f"try {{ localStorage.setItem('spelkast.lang', '{lang}'); }} catch (e) {{}}"
    )
    page = context.new_page()
    for path in ("/signin", "/signup"):
        page.goto(path)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.get_by_role("heading", level=1)).to_be_visible()
        assert english_on(page) == [], path
    sign_up(page, new_name())
    expect(page.get_by_test_id("account-local")).not_to_be_empty()
    page.wait_for_load_state("networkidle")
    shot(page, "account")
    assert english_on(page) == []
