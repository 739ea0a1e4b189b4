"""The reconstructed board and deck fit every published fact (rules: Components)."""

from __future__ import annotations

from collections import Counter, deque

from spelkast.games.traexx import board as B
from spelkast.games.traexx import data as D


def test_board_is_a_radius_4_hexagon_of_61_fields() -> None:
    assert B.NUM_FIELDS == 61 == 1 + 6 + 12 + 18 + 24
    assert all(max(abs(q), abs(r), abs(q + r)) <= 4 for q, r in B.COORDS)
    assert len(set(B.COORDS)) == 61
    rings = Counter(B.distance(B.CENTRE, f) for f in range(61))
    assert rings == {0: 1, 1: 6, 2: 12, 3: 18, 4: 24}


def test_fields_have_up_to_six_hex_neighbours() -> None:
    for f in range(61):
        assert {n for n in range(61) if B.distance(f, n) == 1} == set(B.NEIGHBOURS[f])
    assert Counter(len(ns) for ns in B.NEIGHBOURS) == {6: 37, 4: 18, 3: 6}


def test_six_colours_of_about_ten_fields_each() -> None:
    counts = Counter(B.COLOUR)
    assert sorted(counts) == list(range(6))
    assert all(10 <= n <= 11 for n in counts.values())
    assert [c[1] for c in D.COLOURS] == ["yellow", "blue", "red", "green", "grey", "white"]


def test_colour_names_in_three_languages() -> None:
    for language in ("nl", "en", "fi"):
        names = [B.colour_name(c, language) for c in range(6)]
        assert len(set(names)) == 6
    assert B.colour_name(0, "nl") == "geel"
    assert B.colour_name(4, "fi") == "harmaa"


def test_numbers_2_to_4_near_middle_and_5_to_10_on_outer_ring() -> None:
    assert sorted(B.NUMBER_FIELDS) == list(range(2, 11))
    for number, field in B.NUMBER_FIELDS.items():
        ring = B.distance(B.CENTRE, field)
        assert ring == (2 if number <= 4 else 4), number


def test_four_start_fields_next_to_the_centre_none_a_number() -> None:
    assert len(B.STARTS) == 4 == len(set(B.STARTS))
    for start in B.STARTS:
        assert start in B.NEIGHBOURS[B.CENTRE]
        assert B.NUMBER[start] == 0


def _below(field: int) -> list[int]:
    """The fields touching ``field`` in the row under it."""
    row = B.COORDS[field][1]
    return [n for n in B.NEIGHBOURS[field] if B.COORDS[n][1] == row + 1]


def test_peters_start_is_the_yellow_field_under_the_3() -> None:
    # "Vanaf zijn startpunt (geel onder het getal 3)"; later "het gele veld onder het
    # getal 3": board 1's start touches the 3 from the row below and is the only yellow
    # field there.
    start, three = B.STARTS[0], B.NUMBER_FIELDS[3]
    assert B.colour_letter(B.COLOUR[start]) == "Y"
    under = _below(three)
    assert start in under
    assert [B.colour_letter(B.COLOUR[f]) for f in under].count("Y") == 1


def test_the_6_has_one_yellow_neighbour() -> None:
    # "het gele veld naast het getal 6": there is one yellow field next to the 6.
    six = B.NUMBER_FIELDS[6]
    assert [B.colour_letter(B.COLOUR[n]) for n in B.NEIGHBOURS[six]].count("Y") == 1


def test_the_example_card_blue_green_yellow_grey_is_in_the_deck() -> None:
    # "De getoonde kaart toont blauw, groen, geel en grijs. Peter kan (maximaal) deze vier
    # kleurvelden voor zijn weg gebruiken": a card of exactly these four fields.
    assert sum(sorted(B.card_text(card)) == sorted("BGYA") for card in B.CARDS) == 1


def test_every_colour_reachable_from_every_start() -> None:
    # Within two steps of every start there is a field of every colour, and every field
    # of the board can be reached from every start (the board is one piece).
    for start in B.STARTS:
        near = {B.COLOUR[f] for f in range(61) if 0 < B.distance(start, f) <= 2}
        assert near == set(range(6))
        assert len({B.COLOUR[n] for n in B.NEIGHBOURS[start]}) >= 5
        seen = {start}
        queue = deque([start])
        while queue:
            for n in B.NEIGHBOURS[queue.popleft()]:
                if n not in seen:
                    seen.add(n)
                    queue.append(n)
        assert len(seen) == 61


def test_no_field_has_two_neighbours_of_its_own_colour() -> None:
    for f in range(61):
        assert sum(B.COLOUR[n] == B.COLOUR[f] for n in B.NEIGHBOURS[f]) <= 1


def test_fifteen_cards_of_four_colours_six_with_a_double_66_fields() -> None:
    assert len(B.CARDS) == 15
    assert len(set(B.CARDS)) == 15
    assert all(len(set(card)) == 4 for card in B.CARDS)
    sizes = Counter(len(card) for card in B.CARDS)
    assert sizes == {4: 9, 5: 6}
    assert sum(len(card) for card in B.CARDS) == 66


def test_each_colour_on_ten_cards_and_doubled_on_exactly_one() -> None:
    for colour in range(6):
        assert sum(colour in card for card in B.CARDS) == 10
        assert sum(card.count(colour) == 2 for card in B.CARDS) == 1


def test_field_names_round_trip_and_read_in_rows() -> None:
    assert [B.field_name(f) for f in range(5)] == ["a1", "a2", "a3", "a4", "a5"]
    assert B.field_name(B.CENTRE) == "e5"
    assert all(B.parse_field(B.field_name(f)) == f for f in range(61))
    assert B.parse_field(" E5 ") == B.CENTRE
