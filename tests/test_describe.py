"""Moves in words (spelkast.games.describe): every action of every game is said in
English, Dutch and Finnish with the player's name, says nothing a seat may not see, and a
Labyrinth pawn's path runs along open corridors."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from secret_twins import VARIANTS, twin
from spelkast.core.game import Game
from spelkast.core.registry import get_game
from spelkast.games.describe import LANGUAGES, bot_name, describe, motion, reason, seat_names
from spelkast.games.labyrinth import board as LB
from spelkast.games.labyrinth.describe import path
from spelkast.games.labyrinth.state import MoveTo

IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]
NAMES = ["Anna", "Ben", "Cy", "Dora"]


def played(
    game: Game[Any, Any], players: int, options: dict[str, Any], seed: int, limit: int = 120
) -> Iterator[tuple[Any, int, Any]]:
    """(state before, seat, action) along a random game."""
    rng = random.Random(seed)
    state = game.new_initial_state(players, options, seed)
    for _ in range(limit):
        movers = game.to_move(state)
        if not movers:
            return
        seat = rng.choice(movers)
        action = rng.choice(list(game.legal_actions(state, seat)))
        yield state, seat, action
        state = game.apply(state, seat, action)


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_every_action_is_said_in_three_languages_with_the_players_name(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    seen = 0
    for state, seat, action in played(game, 3 if game_id != "sudoku" else 2, options, seed=5):
        texts = {lang: describe(game, state, seat, action, NAMES, lang) for lang in LANGUAGES}
        notation = game.format_action(action)
        for lang, text in texts.items():
            assert text.startswith(NAMES[seat]), (lang, text)
            assert "{" not in text, text
            assert "}" not in text, text
            assert text != f"{NAMES[seat]} {notation}", (lang, text)
        assert texts["nl"] != texts["en"], texts
        assert texts["fi"] != texts["en"], texts
        seen += 1
    assert seen > 10


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_the_words_tell_no_secret(game_id: str, options: dict[str, Any]) -> None:
    """For every seat (and a spectator) that cannot tell the real position from a secret
    twin, before and after the action, the words are the same from both."""
    game = get_game(game_id)
    rng = random.Random(11)
    checked = 0
    games = (played(game, 3 if game_id != "sudoku" else 2, options, seed) for seed in (9, 10, 11))
    for state, seat, action in (step for steps in games for step in steps):
        after = game.apply(state, seat, action)
        for viewer in [None, *range(state.num_players)]:
            other = twin(game, state, viewer, rng)
            if not game.is_legal(other, seat, action):
                continue  # the twin changed the actor's own hand: not the same move
            other_after = game.apply(other, seat, action)
            same = json.dumps(game.view(after, viewer), sort_keys=True) == json.dumps(
                game.view(other_after, viewer), sort_keys=True
            )
            if not same:
                continue  # the move itself shows the difference
            for lang in LANGUAGES:
                assert describe(game, state, seat, action, NAMES, lang) == describe(
                    game, other, seat, action, NAMES, lang
                ), (viewer, lang)
            checked += 1
    assert checked > 20


def test_labyrinth_examples() -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, {}, 3)
    shift = next(a for a in game.legal_actions(state, 0) if game.format_action(a).startswith("W4:"))
    assert describe(game, state, 0, shift, NAMES, "en") == "Anna pushed row 4 in from the left"
    assert describe(game, state, 0, shift, NAMES, "nl") == "Anna schoof rij 4 van links in"
    assert describe(game, state, 0, shift, NAMES, "fi") == "Anna työnsi rivin 4 vasemmalta"
    after = game.apply(state, 0, shift)
    stay = MoveTo(after.pawns[0])
    assert describe(game, after, 0, stay, NAMES, "en") == "Anna stayed on a1"


@pytest.mark.parametrize("options", [{}, {"day_night": True}], ids=["day", "day-night"])
def test_a_pawns_path_follows_open_corridors(options: dict[str, Any]) -> None:
    game = get_game("labyrinth")
    walks = 0
    for state, seat, action in played(game, 4, options, seed=2, limit=300):
        if not isinstance(action, MoveTo):
            continue
        route = path(state.board, state.pawns[seat], action.cell)
        assert route[0] == state.pawns[seat]
        assert route[-1] == action.cell
        for here, there in itertools.pairwise(route):
            out, into = _DOORS[there - here]
            if abs(there - here) == 1:
                assert here // 7 == there // 7  # no wrapping round the edge
            assert state.board[here] & out, (LB.cell_name(here), LB.cell_name(there))
            assert state.board[there] & into, (LB.cell_name(here), LB.cell_name(there))
        # no shorter way exists: a breadth-first distance check
        assert len(route) - 1 == _distance(state.board, state.pawns[seat], action.cell)
        moved = motion(game, state, seat, action)
        assert moved == {"path": [LB.cell_name(c) for c in route]}
        walks += 1
    assert walks > 30


#: A step on the board -> (the door it leaves by, the door it enters by): N=1 E=2 S=4 W=8.
_DOORS = {-7: (1, 4), 1: (2, 8), 7: (4, 1), -1: (8, 2)}


def _distance(board: tuple[int, ...], start: int, goal: int) -> int:
    """Steps from start to goal by growing the reached set one step at a time."""
    east, south = LB.links(*LB.masks(board))
    reach, steps = 1 << start, 0
    while not reach >> goal & 1:
        grown = reach | ((reach & east) << 1) | ((reach >> 1) & east)
        grown |= ((reach & south) << 7) | ((reach >> 7) & south)
        assert grown != reach, "the goal cannot be reached"
        reach, steps = grown, steps + 1
    return steps


def test_sudoku_and_cards_examples() -> None:
    sudoku = get_game("sudoku")
    state = sudoku.new_initial_state(2, {}, 1)
    cell = next(iter(sudoku.legal_actions(state, 0)))
    value = state.hands[0]
    text = describe(sudoku, state, 0, cell, NAMES, "en")
    assert text.startswith(f"Anna placed a {value} on {sudoku.format_action(cell)} (+")
    assert describe(sudoku, state, 0, cell, NAMES, "fi").startswith(
        f"Anna asetti {value}:n ruutuun"
    )
    cards = get_game("labyrinth-cards")
    state = cards.new_initial_state(2, {}, 1)
    place = next(iter(cards.legal_actions(state, 0)))
    assert describe(cards, state, 0, place, NAMES, "en").startswith(
        f"Anna placed card {place.card} ("
    )


def test_bots_are_named_by_their_level_in_every_language() -> None:
    assert bot_name("medium", "en") == "medium bot"
    assert bot_name("medium", "nl") == "gemiddelde bot"
    assert bot_name("hard", "fi") == "vaikea botti"
    seats = [("human", None, "Anna"), ("bot", "easy", "easy bot"), ("human", None, "")]
    assert seat_names(seats, "nl") == ["Anna", "makkelijke bot", "speler 3"]


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_why_the_game_is_over_is_said_with_the_winners_names(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = 3 if game_id != "sudoku" else 2
    finals = 0
    for seed in range(12):
        steps = list(played(game, players, options, seed, limit=3000))
        state, seat, action = steps[-1]
        final = game.apply(state, seat, action)
        outcome = game.outcome(final)
        if outcome is None:
            continue
        said = {lang: reason(game, final, NAMES, lang) for lang in LANGUAGES}
        assert said["en"] is not None
        assert len(set(said.values())) == 3, said
        for text in said.values():
            assert text is not None
            assert "{" not in text
            assert "player" not in text.lower(), text
            for winner in outcome.winners:
                if game_id not in ("sudoku", "sudoids"):  # Sudoku says how it ended
                    assert NAMES[winner] in text, text
        finals += 1
        if finals == 3:
            break
    assert finals == 3
