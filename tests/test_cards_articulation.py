"""The articulation points of a layout are exactly the cards whose removal splits it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth_cards.cards import articulation_points, is_connected

Cell = tuple[int, int]


@st.composite
def grown_groups(draw: st.DrawFn) -> set[Cell]:
    """A group of cells grown edge to edge from (0, 0), as layouts grow."""
    cells = {(0, 0)}
    for _ in range(draw(st.integers(0, 30))):
        x, y = draw(st.sampled_from(sorted(cells)))
        dx, dy = draw(st.sampled_from([(1, 0), (-1, 0), (0, 1), (0, -1)]))
        cells.add((x + dx, y + dy))
    return cells


@settings(max_examples=300, deadline=None)
@given(grown_groups())
def test_articulation_points_match_removing_each_cell(cells: set[Cell]) -> None:
    points = articulation_points(cells)
    assert points is not None
    assert points == {c for c in cells if not is_connected(cells - {c})}


def test_separate_groups_have_no_answer() -> None:
    assert articulation_points({(0, 0), (2, 0)}) is None
    assert articulation_points(set()) == set()
    assert articulation_points({(0, 0)}) == set()
    assert articulation_points({(0, 0), (1, 0), (2, 0)}) == {(1, 0)}
