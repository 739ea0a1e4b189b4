"""Bots never choose an illegal action and never use hidden information.

For states met along bot playthroughs of every game and variant, and every seat to
move, every registered bot is asked for its choice from the seat's view of the real
state and of secret twins (tests/secret_twins.py: states differing only in what that
seat may not see — other hands, pile order, sealed choices, the seed), each time with a
fresh bot and an rng seeded the same. The choice must be legal and the same every time.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from secret_twins import VARIANTS, secrets_of, twin
from spelkast.bots import available_bots, get_bot
from spelkast.core.game import Game
from spelkast.core.registry import get_game

IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]
STATES_PER_GAME = 6
TWINS_PER_STATE = 2


def sampled_states(game: Game[Any, Any], players: int, options: dict[str, Any]) -> Iterator[Any]:
    """A few states spread along a game played by medium bots (so that it gets far:
    treasures found, night falls, piles run down)."""
    rng = random.Random(21)
    bot = get_bot(game.info.id, "medium")
    state = game.new_initial_state(players, options, seed=8)
    step = 0
    sampled = 0
    while game.to_move(state) and sampled < STATES_PER_GAME:
        if step % 4 == 1:
            sampled += 1
            yield state
        movers = game.to_move(state)
        chosen = [
            (p, bot.choose(game, p, game.view(state, p), game.legal_actions(state, p), rng))
            for p in movers
        ]
        for p, action in chosen:
            state = game.apply(state, p, action)
        step += 1


# The hard and expert bots search with a small iteration budget and no time cap here, so
# that their choices depend on nothing but the view and the rng (and the test stays quick).
SEARCH_SETTINGS = {
    "hard": "hard:iterations=40:seconds=0",
    "expert": "expert:iterations=40:seconds=0",
}


def decide(game: Game[Any, Any], state: Any, seat: int, name: str, seed: int) -> Any:
    bot = get_bot(game.info.id, SEARCH_SETTINGS.get(name, name))
    view = game.view(state, seat)
    legal = game.legal_actions(state, seat)
    return bot.choose(game, seat, view, legal, random.Random(seed))


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_every_bot_chooses_legally_and_the_same_in_secret_twins(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = min(3, game.info.max_players)
    names = available_bots(game_id)
    assert {"random", "easy", "medium"} <= set(names)
    twin_rng = random.Random(5)
    decisions = 0
    secrets_differed = False
    for number, state in enumerate(sampled_states(game, players, options)):
        for seat in game.to_move(state):
            twins = [twin(game, state, seat, twin_rng) for _ in range(TWINS_PER_STATE)]
            secrets_differed |= any(secrets_of(game, t) != secrets_of(game, state) for t in twins)
            for name in names:
                seed = 1000 * number + seat
                choice = decide(game, state, seat, name, seed)
                assert game.is_legal(state, seat, choice), (name, game.format_action(choice))
                for other in twins:
                    assert decide(game, other, seat, name, seed) == choice, (
                        f"bot {name!r} in seat {seat} changed its choice for a state that "
                        "differs only in what the seat cannot see"
                    )
                decisions += 1
    assert decisions >= 3 * len(names)
    if not options.get("open_cards"):
        assert secrets_differed, "the twins never hid anything: the test would prove nothing"
