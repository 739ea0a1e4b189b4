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

MID_GAME = (
    "YYGAW,RGAW,YBRG,BBGAW,YBAW,YRGGA,YBRW,BRRGW,YRGW,BRGA,YBGW,YBRAA,YBGA,YRAW,BRAWW 7 "
    "d7-e8-e7-e6-d5-c4-c3-b2-a2-a3-a4-b5-b6-c7/"
    "f3-e3-d2-d3-d4-c3-c2-c1-d1-e2-f2-f1-g1-g2-h1-h2-h3-i3-h4-h5-h6-g7-f8-e8-d7-c6-c7-b6-b5-b4-a3 "
    "?/f3:g3-g4-g5-f5-e6 3:3,7:7,4:4,10:10/9:9,6:6,8:8,5:5,10:5,7:4,2:2 21"
)

GOLDEN = [
    # (players, seed or position, depth, count)
    (1, 0, 1, 152),
    (1, 0, 2, 6790),
    (2, 0, 1, 152),
    (2, 0, 2, 8968),
    (2, 0, 3, 400610),
    (4, 11, 1, 49),
    (2, MID_GAME, 1, 13),
    (2, MID_GAME, 2, 77),
    (2, MID_GAME, 3, 2541),
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
    ("players", "source", "depth", "count"), [g for g in GOLDEN if g[3] < 10_000]
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
