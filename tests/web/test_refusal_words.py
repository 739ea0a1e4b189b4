"""A refused move is explained in the page's language: when the server's ``error`` holds
the refusal in words per language, the page shows those of its language; without them it
says what it said before (its own sentence for the error's code)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from .lobby import create_in_lobby

#: The refusal as the server would say it (the test puts it into the server's answer).
WORDS = {
    "en": "that field is taken",
    "nl": "dat veld is al bezet",
    "fi": "se ruutu on jo varattu",
}


def test_a_refusal_is_said_in_the_servers_words_for_the_pages_language(page: Page) -> None:
    mode = {"words": True}

    def route(socket: Any) -> None:
        server = socket.connect_to_server()

        def to_page(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("type") == "error":
                data.pop("words", None)
                if mode["words"]:
                    data["words"] = WORDS
            socket.send(json.dumps(data))

        def to_server(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("type") == "action":
                data["action"] = {"type": "nonsense"}
            server.send(json.dumps(data))

        socket.on_message(to_server)
        server.on_message(to_page)

    page.route_web_socket("**/ws", route)
    page.goto("/")
    page.get_by_test_id("lang").select_option("nl")
    create_in_lobby(page, "sudoids", ["me", "bot:medium"])
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    notice = page.get_by_test_id("notice")
    movelist = page.locator(".movelist").first
    if movelist.get_attribute("open") is None:
        movelist.locator("summary").click()
    movelist.locator(".movelist-items button").first.click()
    expect(notice).to_have_text(WORDS["nl"])
    expect(notice).to_have_attribute("data-code", "malformed_action")
    # without words: the page's own sentence for the code, as before
    mode["words"] = False
    movelist.locator(".movelist-items button").first.click()
    expect(notice).to_have_text("Die zet kon niet worden gelezen.")
