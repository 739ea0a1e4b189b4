"""Components and set-up: the board, the tiles, the treasures, the deal, who starts."""

from __future__ import annotations

from collections import Counter

import pytest

from spelkast.core.errors import OptionError
from spelkast.core.registry import get_game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D

from .helpers import GAME, HOMES, MOVABLE_CELLS, c, end_turn, new, shift

# The printed board, written out independently of data.py: cell -> (open sides, treasure?).
PRINTED_FIXED = {
    "a1": ("ES", False),
    "c1": ("ESW", True),
    "e1": ("ESW", True),
    "g1": ("SW", False),
    "a3": ("NES", True),
    "c3": ("NES", True),
    "e3": ("ESW", True),
    "g3": ("NSW", True),
    "a5": ("NES", True),
    "c5": ("NEW", True),
    "e5": ("NSW", True),
    "g5": ("NSW", True),
    "a7": ("NE", False),
    "c7": ("NEW", True),
    "e7": ("NEW", True),
    "g7": ("NW", False),
}


def shape(tile: int) -> str:
    count = B.openings(tile).bit_count()
    if count == 2:
        return "straight" if B.openings(tile) in (D.N | D.S, D.E | D.W) else "corner"
    return {3: "t", 4: "crossing"}.get(count, "broken")


def all_tiles(state):
    return [*(state.board[i] for i in MOVABLE_CELLS), state.spare]


def test_game_declares_names_players_and_hidden_information():
    info = get_game("labyrinth").info
    assert info.names == {"nl": "Doolhof", "en": "Labyrinth", "fi": "Labyrintti"}
    assert (info.min_players, info.max_players) == (2, 4)
    assert info.chance
    assert info.hidden_information
    assert not info.simultaneous


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_fixed_tiles_match_the_printed_board(seed):
    state = new(4, seed)
    fixed = [i for i in range(49) if B.is_fixed_cell(i)]
    assert sorted(fixed) == sorted(c(name) for name in PRINTED_FIXED)
    for name, (sides, has_treasure) in PRINTED_FIXED.items():
        tile = state.board[c(name)]
        assert B.openings_text(B.openings(tile)) == sides, name
        assert (B.treasure_of(tile) is not None) == has_treasure, name


def test_fixed_cells_are_those_with_even_row_and_column():
    assert [B.cell_name(i) for i in range(49) if B.is_fixed_cell(i)] == [
        f"{col}{row}" for row in "1357" for col in "aceg"
    ]


def test_corners_are_start_squares_without_treasure():
    assert [B.cell_name(h) for h in HOMES] == ["a1", "g1", "g7", "a7"]
    state = new(4)
    for home in HOMES:
        assert B.treasure_of(state.board[home]) is None


def test_edge_t_junctions_have_their_wall_on_the_board_edge():
    state = new(2)
    for index in range(49):
        if not B.is_fixed_cell(index) or index in HOMES:
            continue
        row, col = divmod(index, 7)
        sides = B.openings(state.board[index])
        assert sides.bit_count() == 3
        assert not (row == 0 and sides & D.N)
        assert not (row == 6 and sides & D.S)
        assert not (col == 0 and sides & D.W)
        assert not (col == 6 and sides & D.E)


def test_twelve_fixed_t_junctions_carry_twelve_different_treasures():
    state = new(2)
    fixed_treasures = [
        B.treasure_of(state.board[i]) for i in range(49) if B.is_fixed_cell(i) and i not in HOMES
    ]
    assert sorted(fixed_treasures) == list(range(12))


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [("13-15-6", (13, 15, 6)), ("12-16-6", (12, 16, 6))],
)
@pytest.mark.parametrize("seed", [0, 3])
def test_34_movable_tiles_in_the_chosen_tile_set(tiles, expected, seed):
    state = new(3, seed, tiles=tiles)
    movable = all_tiles(state)
    assert len(movable) == 34
    counts = Counter(shape(t) for t in movable)
    assert (counts["straight"], counts["corner"], counts["t"]) == expected
    assert sum(counts.values()) == 34


def test_default_tile_set_is_13_15_6():
    assert new(2).options["tiles"] == "13-15-6"


@pytest.mark.parametrize("tiles", ["13-15-6", "12-16-6"])
def test_no_crossings_and_no_dead_ends(tiles):
    for seed in range(5):
        for tile in [*new(2, seed, tiles=tiles).board, new(2, seed, tiles=tiles).spare]:
            assert B.openings(tile).bit_count() in (2, 3)


@pytest.mark.parametrize("tiles", ["13-15-6", "12-16-6"])
def test_movable_treasures_on_six_corners_and_six_t_junctions(tiles):
    state = new(2, 5, tiles=tiles)
    by_shape = Counter(shape(t) for t in all_tiles(state) if B.treasure_of(t) is not None)
    assert by_shape == {"corner": 6, "t": 6}


def test_every_one_of_the_24_treasures_lies_on_exactly_one_tile():
    for seed in range(5):
        state = new(4, seed)
        found = [B.treasure_of(t) for t in [*state.board, state.spare]]
        assert sorted(t for t in found if t is not None) == list(range(24))


def test_24_treasures_have_stable_ids_and_names_in_three_languages():
    assert len(D.TREASURES) == 24
    assert [t.id for t in D.TREASURES] == list(range(24))
    # Stable ids: saved games and notation depend on these never moving.
    assert (D.TREASURES[0].key, D.TREASURES[11].key) == ("skull", "treasure_chest")
    assert (D.TREASURES[12].key, D.TREASURES[23].key) == ("owl", "fairy")
    assert "".join(t.letter for t in D.TREASURES) == "ABCDEFGHIJKLMNOPQRSTUVWX"
    assert len({t.key for t in D.TREASURES}) == 24
    for language in ("nl", "en", "fi"):
        names = [t.name(language) for t in D.TREASURES]
        assert all(names), language
        assert len(set(names)) == 24, language
    assert D.TREASURES[0].name("nl") == "schedel"
    assert D.TREASURES[18].name("fi") == "lohikäärme"


def test_setup_is_deterministic_from_the_seed():
    for n in (2, 3, 4):
        for options in ({}, {"day_night": True}, {"first_player": "random"}):
            assert new(n, 42, **options) == new(n, 42, **options)


def test_different_seeds_give_different_mazes_and_deals():
    states = [new(2, seed) for seed in range(12)]
    assert len({s.board for s in states}) == 12
    assert len({s.piles for s in states}) == 12


def test_tiles_are_placed_and_turned_at_random():
    # Over a few seeds the same cell holds different shapes, and each corner shape shows
    # up in all four orientations somewhere on the board.
    shapes_on_b1 = {shape(new(2, seed).board[c("b1")]) for seed in range(20)}
    assert shapes_on_b1 == {"straight", "corner", "t"}
    seen = {B.openings(t) for seed in range(5) for t in all_tiles(new(2, seed))}
    corners = {D.N | D.E, D.E | D.S, D.S | D.W, D.W | D.N}
    straights = {D.N | D.S, D.E | D.W}
    tees = {D.N | D.E | D.S, D.E | D.S | D.W, D.S | D.W | D.N, D.W | D.N | D.E}
    assert seen == corners | straights | tees


@pytest.mark.parametrize(("n", "per"), [(2, 12), (3, 8), (4, 6)])
def test_deal_is_even_12_8_6(n, per):
    state = new(n, 9)
    assert [len(p) for p in state.piles] == [per] * n
    dealt = [t for p in state.piles for t in p]
    assert sorted(dealt) == list(range(24))
    assert state.found == ((),) * n


def test_pawns_start_on_their_own_corner():
    assert new(4).pawns == tuple(HOMES)
    assert new(3).pawns == tuple(HOMES[:3])
    # Decision: with two players the seats use the two top corners.
    assert [B.cell_name(p) for p in new(2).pawns] == ["a1", "g1"]


def test_seat_corners_go_round_clockwise():
    # a1 (top left) -> g1 (top right) -> g7 (bottom right) -> a7 (bottom left).
    rows_cols = [divmod(h, 7) for h in HOMES]
    assert rows_cols == [(0, 0), (0, 6), (6, 6), (6, 0)]


@pytest.mark.parametrize("first", ["1", "2", "3", "4"])
def test_start_player_option_picks_the_seat(first):
    state = new(4, 0, first_player=first)
    assert GAME.to_move(state) == (int(first) - 1,)


def test_random_start_player_is_drawn_from_the_seed():
    seats = {GAME.to_move(new(4, seed, first_player="random"))[0] for seed in range(30)}
    assert seats == {0, 1, 2, 3}
    assert new(4, 5, first_player="random") == new(4, 5, first_player="random")


def test_start_player_beyond_the_table_is_refused():
    with pytest.raises(OptionError, match="only 2 players"):
        new(2, 0, first_player="3")


def test_play_goes_clockwise_from_the_start_player():
    state = new(4, 2, first_player="3")
    order = []
    for name in ["Nb", "Nd", "Nf", "E2", "E4", "E6"]:
        order.append(state.current)
        state = end_turn(shift(state, name))
    assert order == [2, 3, 0, 1, 2, 3]
