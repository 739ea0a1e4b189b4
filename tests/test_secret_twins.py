"""The secret twins (tests/secret_twins.py) change only what a seat may not see.

For states met in random games of every game and variant, and for every seat and a
spectator: the twin has the same view and the same legal actions, is a valid state, and
really differs where the rules hide something.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from secret_twins import VARIANTS, secrets_of, twin
from spelkast.core.game import Game
from spelkast.core.registry import all_games, get_game
from spelkast.games.labyrinth.state import DAY

IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]


def legal_json(game: Game[Any, Any], state: Any, seat: int | None) -> list[Any]:
    if seat is None:
        return []
    return [game.action_to_json(a) for a in game.legal_actions(state, seat)]


def random_states(
    game: Game[Any, Any], players: int, options: dict[str, Any], seed: int, limit: int = 150
) -> Iterator[Any]:
    rng = random.Random(seed)
    state = game.new_initial_state(players, options, seed)
    for _ in range(limit):
        yield state
        movers = game.to_move(state)
        if not movers:
            return
        mover = rng.choice(movers)
        state = game.apply(state, mover, rng.choice(list(game.legal_actions(state, mover))))


def test_every_registered_game_has_a_twin_and_a_variant() -> None:
    assert {game.info.id for game in all_games()} == {game for game, _ in VARIANTS}


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_a_twin_keeps_every_seats_view_and_legal_actions(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = 3 if game.info.max_players >= 3 else game.info.max_players
    rng = random.Random(11)
    checked = 0
    for state in random_states(game, players, options, seed=4):
        for seat in [None, *range(players)]:
            copy = twin(game, state, seat, rng)
            assert game.view(copy, seat) == game.view(state, seat)
            assert legal_json(game, copy, seat) == legal_json(game, state, seat)
            assert game.to_move(copy) == game.to_move(state)
            # The twin is a state the game accepts (its invariants hold).
            again = game.state_from_json(json.loads(json.dumps(game.state_to_json(copy))))
            assert secrets_of(game, again) == secrets_of(game, copy)
            checked += 1
    assert checked > players


def differs_somewhere(game: Game[Any, Any], state: Any, seat: int | None, tries: int = 4) -> bool:
    rng = random.Random(3)
    return any(
        secrets_of(game, twin(game, state, seat, rng)) != secrets_of(game, state)
        for _ in range(tries)
    )


HIDDEN_AT_START = [(g, o) for g, o in VARIANTS if not o.get("open_cards")]


@pytest.mark.parametrize(
    ("game_id", "options"), HIDDEN_AT_START, ids=[IDS[VARIANTS.index(v)] for v in HIDDEN_AT_START]
)
def test_a_twin_of_a_fresh_game_hides_something_from_every_seat(
    game_id: str, options: dict[str, Any]
) -> None:
    # Every game but open-cards Labyrinth starts with a face-down pile, deck or hand:
    # each seat's twin differs (open cards: see the test below).
    game = get_game(game_id)
    state = game.new_initial_state(2, options, 8)
    for seat in (None, 0, 1):
        assert differs_somewhere(game, state, seat)
        assert twin(game, state, seat, random.Random(1)).seed != state.seed


def test_labyrinth_twin_moves_other_cards_but_not_my_top_card() -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, {}, 5)
    rng = random.Random(2)
    copies = [twin(game, state, 0, rng) for _ in range(5)]
    assert all(c.piles[0][0] == state.piles[0][0] for c in copies)
    assert any(c.piles[1] != state.piles[1] for c in copies)
    # A spectator does not see player 0's top card either.
    assert any(twin(game, state, None, rng).piles[0][0] != state.piles[0][0] for _ in range(8))


def test_labyrinth_open_cards_twin_keeps_every_day_card() -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, {"open_cards": True}, 5)
    copy = twin(game, state, None, random.Random(2))
    assert copy.piles == state.piles


def test_labyrinth_day_night_twin_moves_night_treasures_and_coins_by_day() -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, {"day_night": True}, 5)
    assert state.phase == DAY
    rng = random.Random(2)
    copies = [twin(game, state, 0, rng) for _ in range(6)]
    assert any(c.board != state.board or c.spare != state.spare for c in copies)
    assert any(c.coins != state.coins for c in copies)
    assert all(c.night_piles == state.night_piles for c in copies)  # night cards are open


def test_cards_twin_deals_other_hands_and_the_pile_anew() -> None:
    game = get_game("labyrinth-cards")
    state = game.new_initial_state(3, {}, 5)
    rng = random.Random(2)
    copies = [twin(game, state, 1, rng) for _ in range(5)]
    assert all(c.hands[1] == state.hands[1] for c in copies)
    assert any(c.hands[0] != state.hands[0] or c.hands[2] != state.hands[2] for c in copies)
    assert any(c.pile != state.pile for c in copies)


def test_sudoku_twin_changes_other_tiles_but_not_mine() -> None:
    game = get_game("sudoku")
    state = game.new_initial_state(4, {}, 5)
    rng = random.Random(2)
    copies = [twin(game, state, 2, rng) for _ in range(8)]
    assert all(c.hands[2] == state.hands[2] for c in copies)
    assert any(c.hands != state.hands for c in copies)


def test_traexx_twin_changes_other_sealed_choices_and_the_deck() -> None:
    game = get_game("traexx")
    state = game.new_initial_state(3, {}, 5)
    choice0 = game.legal_actions(state, 0)[-1]
    state = game.apply(state, 0, choice0)
    state = game.apply(state, 2, game.legal_actions(state, 2)[-1])
    rng = random.Random(2)
    for _ in range(4):
        copy = twin(game, state, 1, rng)
        assert copy.pending[0] is not None
        assert copy.pending[0] != choice0
        assert copy.pending[1] is None
        assert copy.deck[: state.round + 1] == state.deck[: state.round + 1]
    mine = twin(game, state, 0, rng)
    assert mine.pending[0] == choice0


def test_the_twin_check_catches_a_view_that_leaks() -> None:
    # A view that carries the whole state differs between a state and its twin, so the
    # twin comparison used by the server tests can fail.
    for game_id, options in VARIANTS:
        game = get_game(game_id)
        state = game.new_initial_state(2, options, 9)
        copy = twin(game, state, 0, random.Random(4))
        assert game.state_to_json(copy) != game.state_to_json(state)
