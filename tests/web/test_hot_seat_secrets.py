"""Two people on one screen see each other's secrets only as the server says: the match
page reads whether a game's views hold secrets (``hidden_information`` of
``GET /api/games/{id}``) and covers the board with a hand-over screen exactly then. No
board declares it for itself, so none can disagree with the server."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, Route, expect

from spelkast.core.registry import all_games

from .lobby import create_in_lobby

GAMES = [game.info.id for game in all_games()]


@pytest.mark.parametrize("flipped", [False, True], ids=["as-served", "flipped"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hand_over_screen_follows_the_servers_hidden_information(
    page: Page, game_id: str, flipped: bool
) -> None:
    """As served, and with the server's answer turned round (the page must follow it
    either way, whatever the game)."""
    told: list[bool] = []

    def answer(route: Route) -> None:
        info = route.fetch().json()
        if flipped:
            info["hidden_information"] = not info["hidden_information"]
        told.append(info["hidden_information"])
        route.fulfill(json=info)

    page.route(f"**/api/games/{game_id}", answer)
    create_in_lobby(page, game_id, ["me", "here"], name="Anna", here_names={1: "Ben"})
    assert told, "the match page did not ask the server about the game"
    secret = told[-1]
    server = page.request.get(f"/api/games/{game_id}").json()
    assert secret == (server["hidden_information"] != flipped), json.dumps(server)
    ready = page.get_by_test_id("handover-ready")
    if secret:
        expect(ready).to_be_visible()
        expect(page.get_by_test_id("board")).to_be_empty()
    else:
        expect(page.get_by_test_id("board")).not_to_be_empty()
        expect(ready).to_have_count(0)
