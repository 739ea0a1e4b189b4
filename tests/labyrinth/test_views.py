"""Views: the only way hidden information leaves the core.

The strongest check is indistinguishability: two states that differ only in what a
viewer may not know must give that viewer exactly the same view.
"""

from __future__ import annotations

import json

import pytest

from spelkast.games.labyrinth import board as B

from .helpers import GAME, new, put_night, views_of_everyone


def keys_of(value):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from keys_of(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from keys_of(inner)


@pytest.mark.parametrize("options", [{}, {"open_cards": True}, {"day_night": True}])
def test_views_are_json_and_never_carry_the_seed(options):
    state = new(3, 8, **options)
    for view in views_of_everyone(state):
        assert json.loads(json.dumps(view)) == view
        assert "seed" not in set(keys_of(view))
        assert "piles" not in set(keys_of(view))


def test_only_the_owner_sees_their_top_card():
    state = new(4, 2)
    for viewer in (0, 1, 2, 3, None):
        view = GAME.view(state, viewer)
        for p in range(4):
            seeking = view["players"][p]["seeking"]
            assert seeking == (
                {"kind": "treasure", "ids": [state.piles[p][0]]} if p == viewer else None
            )
            assert view["players"][p]["cards"] is None
            assert view["players"][p]["cards_left"] == 6


@pytest.mark.parametrize("viewer", [0, 1, 2, None])
def test_hidden_cards_do_not_change_a_view(viewer):
    state = new(3, 5)
    piles = list(state.piles)
    for p in range(3):
        if p == viewer:
            # the owner's own cards below the top stay secret too
            piles[p] = (piles[p][0], *reversed(piles[p][1:]))
        else:
            piles[p] = tuple(reversed(piles[p]))
    other = state.replace(piles=tuple(piles))
    assert other != state
    assert GAME.view(other, viewer) == GAME.view(state, viewer)


def test_a_players_own_top_card_does_change_their_view():
    state = new(3, 5)
    other = state.replace(piles=(tuple(reversed(state.piles[0])), *state.piles[1:]))
    assert GAME.view(other, 0) != GAME.view(state, 0)
    assert GAME.view(other, 1) == GAME.view(state, 1)


def test_night_treasure_places_do_not_change_a_day_view():
    state = new(3, 5, day_night=True)
    a = state.night_piles[0][0]
    # swap night treasure a with another night treasure lying on the board
    other_cell = next(i for i, t in enumerate(state.board) if B.night_of(t) not in (None, a))
    moved = put_night(state, a, B.cell_name(other_cell))
    assert moved.board != state.board
    for viewer in (0, 1, 2, None):
        assert GAME.view(moved, viewer) == GAME.view(state, viewer)
    # At night the same difference is visible to everybody.
    for viewer in (0, 1, 2, None):
        night_views = (GAME.view(s.replace(phase="night"), viewer) for s in (moved, state))
        assert next(night_views) != next(night_views)


def test_viewing_a_seat_that_does_not_exist_is_refused():
    with pytest.raises(ValueError, match="no player 5"):
        GAME.view(new(2), 5)


def test_everyone_sees_the_last_shift_and_the_forbidden_arrow():
    # Finnish rulebook: the pushed-out tile stays beside the board until the next turn so
    # that everybody sees how the maze changed (and where it may not go back in).
    state = GAME.apply_text(new(3, 1), 0, "W4")
    for view in views_of_everyone(state):
        assert view["last_shift"] == [B.parse_arrow("W4").index, B.openings(new(3, 1).spare)]
        assert view["forbidden"] == B.parse_arrow("E4").index
        assert view["spare"] == state.spare
