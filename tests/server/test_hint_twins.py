"""The server's Help leaks nothing: for states met in random games of every game and
variant, two states that look the same to the seat to move (secret twins: other hands,
piles, sealed choices, night treasures by day, the seed changed) get the same proposal
from the server, words included, and the same hint; as a control, the proposal names
only moves the seat may make."""

from __future__ import annotations

import random
from typing import Any

import pytest

from secret_twins import VARIANTS, twin
from spelkast.core.registry import get_game
from spelkast.helping import help_for
from spelkast.hints import hint_of

IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]
NAMES = {lang: ["Anna", "Ben", "Cas"] for lang in ("en", "nl", "fi")}


def _help(game: Any, state: Any, seat: int) -> Any:
    view = game.view(state, seat)
    return help_for(game, state, seat, view, game.legal_actions(state, seat), NAMES)


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_states_a_seat_cannot_tell_apart_get_the_same_help_and_hint(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = min(3, game.info.max_players)
    rng = random.Random(29)
    state = game.new_initial_state(players, options, 11)
    checked = 0
    for _ in range(12):
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        proposal = _help(game, state, seat)
        assert proposal is not None
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        assert proposal["actions"][0] in legal
        copy = twin(game, state, seat, rng)
        assert _help(game, copy, seat) == proposal
        assert hint_of(game, copy, seat) == hint_of(game, state, seat)
        checked += 1
        mover = rng.choice(movers)
        state = game.apply(state, mover, rng.choice(list(game.legal_actions(state, mover))))
    assert checked >= 6
