"""The group count behind the allowed takes agrees with the plain connectivity check."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth_cards.cards import Parts, allowed_takes, is_connected, parts_without


@st.composite
def joined_groups_and_removals(
    draw: st.DrawFn,
) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """A group of cells joined edge to edge (grown one neighbour at a time) and a subset."""
    cells = [(0, 0)]
    for _ in range(draw(st.integers(0, 40))):
        x, y = draw(st.sampled_from(cells))
        dx, dy = draw(st.sampled_from([(1, 0), (-1, 0), (0, 1), (0, -1)]))
        if (x + dx, y + dy) not in cells:
            cells.append((x + dx, y + dy))
    gone = draw(st.sets(st.sampled_from(cells), max_size=5))
    return set(cells), gone


@settings(max_examples=200, deadline=None)
@given(joined_groups_and_removals())
def test_parts_count_the_groups_is_connected_sees(case) -> None:
    cells, gone = case
    part_of, count = parts_without(cells, frozenset(gone))
    assert set(part_of) == cells - gone
    assert (count <= 1) == is_connected(cells - gone)
    for part in range(count):
        assert is_connected({c for c, p in part_of.items() if p == part})


@settings(max_examples=150, deadline=None)
@given(joined_groups_and_removals(), st.booleans())
def test_allowed_takes_with_shared_parts_match_the_plain_check(case, maximal) -> None:
    """Every subset of the removed cells is allowed exactly when the layout plus a placed
    cell stays joined without it (checked the plain way), with and without the cache."""
    cells, gone = case
    free = sorted({(x + dx, y) for x, y in cells for dx in (1, -1)} - cells)
    placed = free[0]
    layout = cells - {placed}
    matched = [(number, cell) for number, cell in enumerate(sorted(gone), start=1)]
    plain = []
    for mask in range(1 << len(matched)):
        taken = {matched[i][1] for i in range(len(matched)) if mask >> i & 1}
        if is_connected((layout | {placed}) - taken):
            plain.append(mask)
    if maximal:
        plain = [m for m in plain if not any(o != m and o & m == m for o in plain)]
    expected = sorted(
        (tuple(sorted(matched[i][0] for i in range(len(matched)) if m >> i & 1)) for m in plain),
        key=lambda t: (len(t), t),
    )
    shared = Parts(layout)
    assert allowed_takes(layout, placed, matched, maximal) == expected
    assert allowed_takes(layout, placed, matched, maximal, shared) == expected
    assert allowed_takes(layout, placed, matched, maximal, shared) == expected


@settings(max_examples=200, deadline=None)
@given(joined_groups_and_removals())
def test_the_bit_memo_finds_the_same_groups_as_parts_without(case) -> None:
    """``Parts`` keeps the layout as bits: its groups are those of :func:`parts_without`."""
    cells, gone = case
    memo = Parts(cells)
    gone_bits = sum(memo.bit[c] for c in gone)
    cell_of = {b: c for c, b in memo.bit.items()}
    groups = memo.groups_without(gone_bits)
    as_cells = sorted(
        sorted(cell_of[1 << i] for i in range(group.bit_length()) if group >> i & 1)
        for group in groups
    )
    part_of, count = parts_without(cells, frozenset(gone))
    expected = sorted(sorted(c for c, p in part_of.items() if p == part) for part in range(count))
    assert as_cells == expected
    assert memo.groups_without(gone_bits) is groups  # kept
