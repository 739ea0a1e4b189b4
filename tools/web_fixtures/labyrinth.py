"""Labyrinth: the component data (``GET /api/games/labyrinth/data``) and state messages
shaped like the WebSocket ``state`` message (view, legal with notation, to_move, seat) at
chosen moments of games played by the greedy bot."""

from __future__ import annotations

import json
import random
from typing import Any

from spelkast.bots.base import get_bot
from spelkast.core.registry import get_game
from spelkast.server.gamedata import game_data

FOLDER = "labyrinth"
GAME = get_game("labyrinth")
BOT = get_bot("labyrinth", "greedy")


def message(state: Any, seat: int, version: int) -> dict[str, Any]:
    to_move = list(GAME.to_move(state))
    legal = GAME.legal_actions(state, seat) if seat in to_move else []
    return {
        "type": "state",
        "match": "fixture",
        "version": version,
        "seat": seat,
        "to_move": to_move,
        "status": "running" if to_move else "finished",
        "view": GAME.view(state, seat),
        "legal": [{"action": GAME.action_to_json(a), "text": GAME.format_action(a)} for a in legal],
    }


def play(
    options: dict[str, Any], seed: int, until: Any, seat: int | None = 0
) -> list[dict[str, Any]]:
    """Play with the greedy bot until ``until(state)`` holds with ``seat`` to act; return
    the message of that moment and the one after the next action (``seat`` None: any)."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(2, options, seed)
    for version in range(2000):
        movers = GAME.to_move(state)
        if not movers:
            break
        player = movers[0]
        if (seat is None or player == seat) and until(state):
            before = message(state, player, version)
            legal = list(GAME.legal_actions(state, player))
            action = BOT.choose(GAME, player, GAME.view(state, player), legal, rng)
            after_state = GAME.apply(state, player, action)
            return [before, message(after_state, player, version + 1)]
        legal = list(GAME.legal_actions(state, player))
        action = BOT.choose(GAME, player, GAME.view(state, player), legal, rng)
        state = GAME.apply(state, player, action)
    raise SystemExit(f"never reached the wanted moment with {options} seed {seed}")


def fixtures() -> dict[str, str]:
    """File name -> text."""
    found: dict[str, Any] = {"gamedata": game_data("labyrinth")}
    # A day shift with a forbidden arrow, and the move step it leads to.
    shift, move = play({}, 3, lambda s: s.step == "shift" and s.forbidden is not None)
    found["day_shift"], found["day_move"] = shift, move
    found["open_cards"] = play({"open_cards": True}, 4, lambda s: s.step == "shift")[0]
    found["tiles_12_16_6"] = play({"tiles": "12-16-6"}, 5, lambda s: s.step == "shift")[0]
    found["night_shift"] = play(
        {"day_night": True}, 6, lambda s: s.phase == "night" and s.step == "shift"
    )[0]
    coin, over = play({"day_night": True}, 7, lambda s: s.step == "coin", seat=None)
    found["coin"], found["over"] = coin, over
    return {f"{name}.json": json.dumps(value, indent=1) + "\n" for name, value in found.items()}
