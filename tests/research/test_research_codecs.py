"""The action encodings round-trip both ways, and observations come from the view only."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from research_helpers import IDS, VARIANTS

from spelkast.bots import get_bot
from spelkast.core.registry import get_game
from spelkast.research import codec_cards
from spelkast.research.base import Context, EncodingError
from spelkast.research.codec import codec_ids, get_codec
from spelkast.research.session import Session
from spelkast.research.twins import twin


def positions(game_id: str, players: int, options: dict[str, Any], games: int, limit: int) -> Any:
    """(state, seat) pairs of random games: every seat to move in every position."""
    game = get_game(game_id)
    for g in range(games):
        rng = random.Random(g)
        state = game.new_initial_state(players, options, seed=g)
        for _ in range(limit):
            movers = game.to_move(state)
            if not movers:
                break
            for seat in movers:
                yield state, seat
            seat = movers[0]
            state = game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))


def test_every_game_has_a_codec() -> None:
    assert set(codec_ids()) == {g for g, _, _ in VARIANTS}


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_legal_actions_and_indices_are_in_one_to_one_correspondence(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    codec = get_codec(game_id, players, options)
    game = codec.game
    for state, seat in positions(game_id, players, options, games=2, limit=60):
        context = Context(seat, game.view(state, seat))
        legal = list(game.legal_actions(state, seat))
        indices = codec.legal_indices(legal, context)
        assert len(set(indices)) == len(indices)
        assert all(0 <= i < codec.num_actions for i in indices)
        for action, index in zip(legal, indices, strict=True):
            assert codec.decode(index, context) == action
            assert codec.encode(action, context) == index


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_a_codecs_own_legal_path_gives_the_games_legal_actions_and_their_indices(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """Codecs may find the legal actions and their indices in a faster way than
    ``game.legal_actions`` then ``legal_indices``: the lists must be the same, in order,
    for every seat (also seats that are not to move), and the view is only asked for
    when needed."""
    codec = get_codec(game_id, players, options)
    game = codec.game
    for state, _ in positions(game_id, players, options, games=3, limit=80):
        for seat in range(players):
            context = Context(seat, game.view(state, seat))
            plain = list(game.legal_actions(state, seat))
            actions, indices = codec.legal(state, seat, lambda context=context: context)
            assert list(actions) == plain
            assert indices == codec.legal_indices(plain, context)


@pytest.mark.parametrize("game_id", ["labyrinth", "sudoku", "sudoids", "traexx", "labyrinth-cards"])
def test_every_index_decodes_to_an_action_that_encodes_back_to_it(game_id: str) -> None:
    """Exhaustive over the whole action space, in positions from a few random games:
    an index either names no action there (EncodingError) or round-trips."""
    codec = get_codec(game_id, 2)
    game = codec.game
    for n, (state, seat) in enumerate(positions(game_id, 2, {}, games=1, limit=30)):
        if n % 10:
            continue
        context = Context(seat, game.view(state, seat))
        named = 0
        for index in range(codec.num_actions):
            try:
                action = codec.decode(index, context)
            except EncodingError:
                continue
            named += 1
            assert codec.encode(action, context) == index
        legal = codec.legal_indices(list(game.legal_actions(state, seat)), context)
        assert named >= len(legal)


def test_bad_indices_and_actions_are_refused() -> None:
    codec = get_codec("labyrinth", 2)
    context = Context(0, {})
    for index in (-1, codec.num_actions):
        with pytest.raises(EncodingError):
            codec.decode(index, context)
    with pytest.raises(EncodingError):
        codec.encode("Nb:ES", context)


def test_card_game_partners_are_at_most_six_per_card() -> None:
    """The 'take' field has 6 bits because a card shares its two treasures with at most
    3 + 3 other cards (each treasure is on exactly four cards)."""
    assert max(len(p) for p in codec_cards.PARTNERS[1:]) <= 6
    assert codec_cards.NUM_ACTIONS == 2 * 4 * 32 * 64 + 2


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_card_game_encoding_reaches_every_legal_action_in_random_and_bot_games(
    players: int,
) -> None:
    """The bounded encoding (32 frontier spots) covers every legal action of every
    position met: random games and games of the medium bot, both taking rules."""
    game = get_game("labyrinth-cards")
    for taking in ("free", "maximal"):
        codec = get_codec("labyrinth-cards", players, {"taking": taking})
        for g in range(3):
            rng = random.Random(f"{players}:{taking}:{g}")
            bot = get_bot("labyrinth-cards", "medium") if g == 2 else None
            state = game.new_initial_state(players, {"taking": taking}, seed=rng.randrange(9999))
            while not game.is_terminal(state):
                (seat,) = game.to_move(state)
                view = game.view(state, seat)
                legal = list(game.legal_actions(state, seat))
                codec.legal_indices(legal, Context(seat, view))  # raises if out of reach
                action = bot.choose(game, seat, view, legal, rng) if bot else rng.choice(legal)
                state = game.apply(state, seat, action)


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_states_a_seat_cannot_tell_apart_give_the_same_observation_and_mask(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    codec = get_codec(game_id, players, options)
    game = codec.game
    rng = random.Random(7)
    differ = 0
    for n, (state, seat) in enumerate(positions(game_id, players, options, games=2, limit=40)):
        if n % 4:
            continue
        other = twin(game, state, seat, rng)
        differ += game.state_to_json(other) != game.state_to_json(state)
        a, b = Session(codec, 0), Session(codec, 0)
        a.set_state(state)
        b.set_state(other)
        np.testing.assert_array_equal(a.observation(seat), b.observation(seat))
        np.testing.assert_array_equal(a.mask(seat), b.mask(seat))
    assert differ  # the twins really hid something


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_observations_fit_the_declared_layout_and_bounds(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    codec = get_codec(game_id, players, options)
    for state, seat in positions(game_id, players, options, games=1, limit=80):
        vector = codec.observe(Context(seat, codec.game.view(state, seat)))
        assert vector.dtype == np.float32
        assert vector.shape == (codec.layout.size,)
        assert vector.min() >= -1.0
        assert vector.max() <= 2.0
    assert all(segment.meaning for segment in codec.layout.segments)


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
def test_sudoku_fits_channel_is_the_rule(game_id: str) -> None:
    from spelkast.games.sudoku import rules as R

    codec = get_codec(game_id, 2)
    checked = 0
    for state, seat in positions(game_id, 2, {"mode": "table"}, games=3, limit=70):
        view = codec.game.view(state, seat)
        if not view["hand"]:
            continue
        vector = codec.observe(Context(seat, view))
        fits = np.flatnonzero(codec.layout.flat(vector, "fits"))
        assert list(fits) == R.legal_cells(codec.side, view["board"], view["hand"])
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
def test_sudoku_board_channels_show_the_board(game_id: str) -> None:
    """Tile planes, empty cells, golden cells, the hand and the tiles set aside, checked
    cell by cell against the view."""
    codec = get_codec(game_id, 3)
    layout, side = codec.layout, codec.side
    n, cells = side.size, side.cells
    checked = 0
    for state, seat in positions(game_id, 3, {"mode": "table"}, games=3, limit=70):
        view = codec.game.view(state, seat)
        vector = codec.observe(Context(seat, view))
        tiles = layout.view(vector, "tiles").reshape(n, cells)
        empty = layout.view(vector, "empty").reshape(cells)
        golden = layout.view(vector, "golden").reshape(cells)
        for cell, value in enumerate(view["board"]):
            assert list(tiles[:, cell]) == [float(value == v) for v in range(1, n + 1)]
            assert empty[cell] == float(value == 0)
            assert golden[cell] == float(cell in view["golden"])
        hand = layout.view(vector, "hand")
        assert list(hand) == [float(view["hand"] == v) for v in range(1, n + 1)]
        aside = layout.view(vector, "aside")
        for v in range(1, n + 1):
            assert aside[v - 1] == pytest.approx(view["aside"].count(v) / (n - 1))
        checked += 1
    assert checked > 30
