"""Golden perft counts for Träxx, each checked by an independent slow counter.

A "turn" in a simultaneous round is the choice of the first player still to choose
(``to_move(state)[0]``); depth 2 from a fresh two-player position is therefore every
pair (seat 1's extension, seat 2's extension), and depth 3 goes on into the next round.
"""

from __future__ import annotations

import itertools

import pytest

from spelkast.core.perft import divide, perft
from spelkast.games.traexx import GAME, TraexxState
from spelkast.games.traexx import board as B

# Peter's and Marit's moves of the rulebook game (test_traexx_book.py) played as a
# two-player game for seven rounds; Marit has chosen her eighth move, Peter has not.
MID_GAME = (
    "YBGA,BBGAW,YBRAA,YRGGA,BRAWW,YYGAW,YBRW,RGAW,BRRGW,YBGW,YRAW,BRGA,YBRG,YRGW,YBAW 7 "
    "i5-h5-h6-g7-f8-e9-d8-c7-d7-d6-c6-c5-c4-d4-d5-e5-f4-g3-g2-g1-f1-e2-d1-c1-d2-e3-f3-e4-"
    "d3-c3-c2-b2-a2-a3/"
    "a2-a3-b3-b2-b1-c1-d2-e3-f3-e4-d4-d5-d6-c6-c7-d7-e7-f6-g5-f5 "
    "?/f5:f4-g3 3:3,6:6,9:9,10:5,2:1,7:4,5:5/10:10,2:2,9:9,7:7,4:4 21"
)

GOLDEN = [
    # (players, seed or position, depth, count)
    (1, 0, 1, 219),
    (1, 0, 2, 9603),
    (2, 0, 1, 219),
    (2, 0, 2, 22776),
    (2, 0, 3, 998712),
    (4, 11, 1, 49),
    (2, MID_GAME, 1, 20),
    (2, MID_GAME, 2, 622),
    (2, MID_GAME, 3, 8086),
]


def _hex_adjacent(a: int, b: int) -> bool:
    (q1, r1), (q2, r2) = B.COORDS[a], B.COORDS[b]
    dq, dr = q2 - q1, r2 - r1
    return (dq, dr) in {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}


def slow_extensions(
    path: tuple[int, ...], card: tuple[int, ...]
) -> set[tuple[int, tuple[int, ...]]]:
    """Every (end, fields) by brute force: each ordered choice of the card's colours,
    then every walk of fields showing exactly those colours; duplicates merged by a set."""
    found: set[tuple[int, tuple[int, ...]]] = set()
    colour_orders = {
        order for k in range(1, len(card) + 1) for order in itertools.permutations(card, k)
    }
    for end in {path[0], path[-1]}:
        for order in colour_orders:
            walks: list[tuple[int, ...]] = [()]
            for colour in order:
                walks = [
                    (*walk, f)
                    for walk in walks
                    for f in range(B.NUM_FIELDS)
                    if B.COLOUR[f] == colour
                    and _hex_adjacent(walk[-1] if walk else end, f)
                    and f not in path
                    and f not in walk
                ]
            found.update((end, walk) for walk in walks)
    return found


def slow_perft(state: TraexxState, depth: int) -> int:
    """perft from scratch: the slow move list, applied through the public ``apply``."""
    if depth == 0:
        return 1
    movers = GAME.to_move(state)
    if not movers:
        return 0
    player = movers[0]
    card = B.CARDS[state.deck[state.round]]
    moves = [(None, ()), *sorted(slow_extensions(state.paths[player], card))]
    if depth == 1:
        return len(moves)
    total = 0
    for end, fields in moves:
        text = (
            "pass"
            if end is None
            else GAME.format_action(
                GAME.parse_action(" ".join(B.field_name(f) for f in (end, *fields)))
            )
        )
        total += slow_perft(GAME.apply_text(state, player, text), depth - 1)
    return total


def _position(source: int | str, players: int) -> TraexxState:
    if isinstance(source, str):
        return GAME.position_from_text(source)
    return GAME.new_initial_state(players, seed=source)


@pytest.mark.parametrize(("players", "source", "depth", "count"), GOLDEN)
def test_golden_perft(players: int, source: int | str, depth: int, count: int) -> None:
    state = _position(source, players)
    assert perft(GAME, state, depth) == count, divide(GAME, state, depth)


@pytest.mark.parametrize(
    ("players", "source", "depth", "count"), [g for g in GOLDEN if g[3] < 30_000]
)
def test_golden_perft_agrees_with_slow_counter(
    players: int, source: int | str, depth: int, count: int
) -> None:
    assert slow_perft(_position(source, players), depth) == count


def test_legal_actions_are_exactly_the_slow_counters_set() -> None:
    state = GAME.position_from_text(MID_GAME)
    fast = {(a.end, a.fields) for a in GAME.legal_actions(state, 0) if a.fields}
    assert fast == slow_extensions(state.paths[0], B.CARDS[state.deck[state.round]])
    assert len(GAME.legal_actions(state, 0)) == len(set(GAME.legal_actions(state, 0)))


def test_count_turns_matches_legal_actions_for_every_card() -> None:
    for players, seed in ((1, 0), (4, 3)):
        state = GAME.new_initial_state(players, seed=seed)
        for card in range(B.NUM_CARDS):
            placed = state.replace(deck=(card, *[c for c in state.deck if c != card]))
            assert GAME.count_turns(placed) == len(GAME.legal_actions(placed, 0))
            assert GAME.count_turns(placed) == 1 + len(
                slow_extensions(placed.paths[0], B.CARDS[card])
            )
