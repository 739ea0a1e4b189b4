"""Hints leak nothing: two states that look the same to a seat (secret twins: the other
hands, the piles, sealed choices, night treasures by day, the coins, the seed all
changed) give that seat the same hint and the same help proposal. As a control, a twin
made for *another* seat (which changes what this seat holds) does change this seat's hint
somewhere, so the comparison can tell a difference."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from secret_twins import VARIANTS, twin
from spelkast.core.registry import get_game
from spelkast.hints import help_proposal, hint_of

from .positions import random_states

IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_a_seat_gets_the_same_hint_from_every_state_it_cannot_tell_apart(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = min(3, game.info.max_players)
    rng = random.Random(17)
    hinted = changed = 0
    for seed in (3, 4):
        for state in random_states(game, players, options, seed, limit=50):
            for seat in game.to_move(state):
                found = hint_of(game, state, seat)
                assert found is not None
                for _ in range(2):
                    copy = twin(game, state, seat, rng)
                    assert hint_of(game, copy, seat) == found
                    assert help_proposal(game.view(copy, seat)) == help_proposal(
                        game.view(state, seat)
                    )
                hinted += 1
                other = next((p for p in range(players) if p != seat), None)
                if other is not None:
                    seen_by_other = twin(game, state, other, rng)
                    changed += hint_of(game, seen_by_other, seat) != found
    assert hinted > 20
    if not options.get("open_cards") and game_id != "traexx":
        # What the seat itself holds is hidden from the others: their twin changes it.
        assert changed


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_a_hint_is_json_with_a_summary_in_every_language(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = min(2, game.info.max_players)
    seen = 0
    for state in random_states(game, players, options, seed=9, limit=30):
        for seat in game.to_move(state):
            found = hint_of(game, state, seat)
            assert found is not None
            assert json.loads(json.dumps(found)) == found
            assert found["game"] == game_id
            assert found["seat"] == seat
            summary = found["summary"]
            assert sorted(summary) == ["en", "fi", "nl"]
            assert all(text and not text[0].islower() for text in summary.values())
            assert len(set(summary.values())) == 3
            seen += 1
    assert seen
