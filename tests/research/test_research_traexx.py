"""Träxx's research encoding: the observation channels show the seat's view, entry by entry
(the codec gathers them as bits and remembers paths; here they are set one by one)."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from spelkast.core.registry import get_game
from spelkast.games.traexx import board as B
from spelkast.research.base import Context
from spelkast.research.codec import get_codec

GAME = get_game("traexx")


def seat_views(players: int, games: int) -> Any:
    """(seat, view) for every seat of every position of random games."""
    for g in range(games):
        rng = random.Random(f"{players}:{g}")
        state = GAME.new_initial_state(players, {}, seed=g)
        while True:
            for seat in range(players):
                yield seat, GAME.view(state, seat)
            movers = GAME.to_move(state)
            if not movers:
                break
            seat = rng.choice(movers)
            state = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))


def expected_observation(layout: Any, seat: int, view: dict[str, Any]) -> dict[str, Any]:
    """Every channel of ``docs/research.md``'s Träxx table, straight from the view."""
    field = {name: f for f, name in enumerate(B.NAMES)}
    players = view["players"]
    n = len(players)
    out: dict[str, Any] = {}
    out["colour"] = np.zeros((B.NUM_COLOURS, B.NUM_FIELDS))
    for f in range(B.NUM_FIELDS):
        out["colour"][B.COLOUR[f], f] = 1
    out["number"] = np.array(B.NUMBER) / 10
    out["taken"] = np.zeros(B.NUM_FIELDS)
    for number in view["taken"]:
        (at,) = [f for f in range(B.NUM_FIELDS) if B.NUMBER[f] == number]
        out["taken"][at] = 1
    out["paths"] = np.zeros((4, B.NUM_FIELDS))
    out["chosen"] = np.zeros(4)
    out["plus"] = np.zeros(4)
    out["unreached"] = np.zeros(4)
    for p, info in enumerate(players):
        k = (p - seat) % n
        for name in info["path"]:
            out["paths"][k, field[name]] = 1
        out["chosen"][k] = info["chosen"]
        out["plus"][k] = info["plus"] / 60
        out["unreached"][k] = info["unreached"] / B.NUM_FIELDS
    path = players[seat]["path"]
    out["ends"] = np.zeros((2, B.NUM_FIELDS))
    out["ends"][0, field[path[0]]] = 1
    out["ends"][1, field[path[-1]]] = 1
    out["card"] = np.zeros(B.NUM_COLOURS)
    for letter in view["card"] or "":
        out["card"][B.COLOUR_LETTERS.index(letter)] += 0.5
    out["played"] = np.zeros(B.NUM_CARDS)
    for text in view["played_cards"]:
        out["played"][B.CARD_TEXTS.index(text)] = 1
    out["round"] = np.array([view["cards_played"] / B.NUM_CARDS])
    assert set(out) == {segment.name for segment in layout.segments}
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_traexx_observation_channels_show_the_view(players: int) -> None:
    codec = get_codec("traexx", players)
    layout = codec.layout
    checked = 0
    for seat, view in seat_views(players, games=3):
        vector = codec.observe(Context(seat, view))
        for name, channel in expected_observation(layout, seat, view).items():
            np.testing.assert_allclose(layout.view(vector, name), channel, rtol=1e-6, err_msg=name)
        checked += 1
    assert checked >= 3 * 16 * players
