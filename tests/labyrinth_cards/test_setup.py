"""The components (the reconstructed deck) and the set-up."""

from __future__ import annotations

from collections import Counter

import pytest

from spelkast.core.errors import OptionError
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import (
    DECK,
    DECK_TABLE,
    SPOT_A,
    SPOT_B,
    TREASURES,
    build_deck,
    parse_groups,
)

from .helpers import GAME, new


def test_there_are_50_cards_with_25_treasures_each_on_exactly_four_cards():
    assert len(DECK) == 50
    assert len(TREASURES) == 25
    counts = Counter(t for card in DECK for t in card.treasures)
    assert set(counts) == set(range(25))
    assert set(counts.values()) == {4}


def test_every_card_shows_two_different_treasures_on_its_corridors():
    for card in DECK:
        a, b = card.treasures
        assert a != b
        for spot in (SPOT_A, SPOT_B):
            (group,) = [g for g in card.groups if g & spot]
            assert group & 0b1111, f"card {card.number}: a treasure in a closed room"


def test_the_reconstructed_shapes_are_mostly_tees_and_corners():
    def shape(card):
        if len(card.groups) == 2:
            return "two corners"
        ports = C.ports_text(card.ports)
        if len(ports) == 4:
            return "crossing"
        if len(ports) == 3:
            return "T"
        return "straight" if ports in ("NS", "EW") else "corner"

    counts = Counter(shape(card) for card in DECK)
    assert counts == {"T": 20, "corner": 16, "straight": 8, "crossing": 4, "two corners": 2}


def test_the_deck_table_is_checked_when_replaced():
    bad = ((1, "A", "A", "NSab"),)
    with pytest.raises(ValueError, match="same treasure twice"):
        build_deck(bad)
    with pytest.raises(ValueError, match="exactly four"):
        build_deck(DECK_TABLE[:-1])
    with pytest.raises(ValueError, match="both treasure spots"):
        parse_groups("NSa")


def test_treasures_have_names_in_dutch_english_and_finnish():
    for t in TREASURES:
        assert t.name("nl")
        assert t.name("en")
        assert t.name("fi")
    assert len({t.letter for t in TREASURES}) == 25


def test_each_player_gets_two_hidden_cards():
    for n in range(2, 7):
        s = new(n, seed=n)
        assert [len(h) for h in s.hands] == [2] * n
        for viewer in range(n):
            view = GAME.view(s, viewer)
            for p, seat in enumerate(view["players"]):
                assert (seat["hand"] is not None) == (p == viewer)
                assert seat["hand_size"] == 2


def test_four_open_cards_lie_in_a_square_and_the_rest_is_the_pile():
    for n in range(2, 7):
        s = new(n, seed=10 + n)
        assert set(s.grid) == {(0, 0), (1, 0), (0, 1), (1, 1)}
        assert len(s.pile) == 50 - 4 - 2 * n
        everything = [c for _, _, c, _ in s.layout] + [c for h in s.hands for c in h]
        assert sorted(everything + list(s.pile)) == list(range(1, 51))
        assert s.taken == tuple(() for _ in range(n))


def test_the_shuffle_comes_from_the_seed_stored_in_the_state():
    assert new(3, seed=5) == new(3, seed=5)
    assert new(3, seed=5).seed == 5
    assert len({GAME.position_to_text(new(3, seed=k)) for k in range(20)}) == 20


def test_the_first_player_is_seat_one_or_chosen():
    # The rules let the youngest start; the seats are ordered so that seat 1 is that
    # player, or an option names another seat or a random one.
    assert new(4).current == 0
    assert new(4, first_player="3").current == 2
    firsts = {new(4, seed=k, first_player="random").current for k in range(30)}
    assert firsts == {0, 1, 2, 3}
    with pytest.raises(OptionError, match="only 2 players"):
        new(2, first_player="5")


def test_two_to_six_players():
    with pytest.raises(OptionError):
        new(1)
    with pytest.raises(OptionError):
        new(7)
