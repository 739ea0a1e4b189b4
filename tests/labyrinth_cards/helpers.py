"""Building Labyrinth card-game positions from small ASCII drawings.

A drawing is a grid of cells, each 5 characters wide and 3 lines high, every line
starting with a ``:`` margin (so that indentation and blank rows are kept; the last
line may be left out when no cell of the last row opens south)::

    :  |
    :- 1 --11 -
    :  |

A cell shows the card number in its middle (columns 2-4 of the middle line) and its
open edges: ``|`` above or below the number for north/south, ``-`` in the first or last
column of the middle line for west/east. A blank cell is empty. The top-left cell of the
drawing is x=0, y=0 (``origin`` shifts it); x grows to the east, y to the south. The
parser picks the card's rotation whose open edges match the drawing (and fails if none
does or, for cards with two separate corridors, if the choice is ambiguous; pass
``rotations={card: r}`` then).

Cards that are not drawn and not in a hand or the pile are put among the discards, so a
position built here is complete and valid (every card exactly once).

Treasures of the reconstructed deck used in the drawings (card: treasures, corridors)::

    1: A B crossing     2: A H  T        3: B C straight   4: B I straight
    11: F G straight    13: G H T        15: H I straight  16: H O corner
    29: O P straight    30: O V straight 38: S A corner    49: Y A T
    43: V W straight    44: V D straight 7: D E corner     14: G N corner
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from spelkast.games.labyrinth_cards import GAME, CardsState
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import NUM_CARDS, E, N, S, W
from spelkast.games.labyrinth_cards.state import sort_layout, validate

__all__ = ["GAME", "drawing", "new", "position", "views_of_everyone"]

Cell = tuple[int, int]


def new(num_players: int = 2, seed: int = 0, **options: Any) -> CardsState:
    return GAME.new_initial_state(num_players, options, seed)


def drawing(
    text: str, origin: Cell = (0, 0), rotations: Mapping[int, int] | None = None
) -> dict[Cell, tuple[int, int]]:
    """Read an ASCII layout (see the module docstring) into cell -> (card, rotation)."""
    lines = [line.split(":", 1)[1] for line in text.splitlines() if line.strip()]
    lines += [""] * (-len(lines) % 3)  # a last row without south edges may be cut short
    width = max(len(line) for line in lines)
    lines = [line.ljust(width + 5) for line in lines]
    grid: dict[Cell, tuple[int, int]] = {}
    for row in range(len(lines) // 3):
        top, middle, bottom = lines[3 * row : 3 * row + 3]
        for col in range((width + 4) // 5):
            x0 = 5 * col
            label = middle[x0 + 1 : x0 + 4].strip()
            marks = top[x0 + 2] + middle[x0] + middle[x0 + 4] + bottom[x0 + 2]
            if not label:
                if marks.strip():
                    raise ValueError(f"edge marks on the empty cell {col},{row}")
                continue
            card = int(label)
            ports = (
                (N if top[x0 + 2] == "|" else 0)
                | (E if middle[x0 + 4] == "-" else 0)
                | (S if bottom[x0 + 2] == "|" else 0)
                | (W if middle[x0] == "-" else 0)
            )
            fits = [r for r in C.DISTINCT_ROTATIONS[card] if C.PORTS_OF[card][r] == ports]
            if rotations and card in rotations:
                fits = [r for r in fits if r == rotations[card]]
            if len(fits) != 1:
                raise ValueError(
                    f"card {card} cannot be drawn with edges {C.ports_text(ports) or 'none'} "
                    f"(matching rotations: {fits})"
                )
            grid[(origin[0] + col, origin[1] + row)] = (card, fits[0])
    return grid


def position(
    layout: str | Mapping[Cell, tuple[int, int]],
    hands: Sequence[Iterable[int]],
    pile: Iterable[int] = (),
    current: int = 0,
    taken: Sequence[Iterable[int]] | None = None,
    **options: Any,
) -> CardsState:
    """A complete, valid position: the layout, hands and pile given; every other card
    is among the discards."""
    grid = drawing(layout) if isinstance(layout, str) else dict(layout)
    hand_tuples = tuple(tuple(sorted(h)) for h in hands)
    taken_tuples = tuple(tuple(t) for t in taken) if taken else tuple(() for _ in hands)
    pile_tuple = tuple(pile)
    used = {card for card, _ in grid.values()}
    used |= {c for h in hand_tuples for c in h} | set(pile_tuple)
    used |= {c for t in taken_tuples for c in t}
    state = CardsState(
        num_players=len(hand_tuples),
        seed=0,
        options=GAME.resolve_options(options),
        layout=sort_layout(grid),
        hands=hand_tuples,
        pile=pile_tuple,
        taken=taken_tuples,
        discards=tuple(c for c in range(1, NUM_CARDS + 1) if c not in used),
        current=current,
    )
    validate(state)
    return state


def views_of_everyone(state: CardsState) -> list[dict[str, Any]]:
    return [GAME.view(state, p) for p in (None, *range(state.num_players))]
