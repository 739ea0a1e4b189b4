"""Game options: coercion of typed values, defaults, and the errors for bad options."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spelkast.core import OptionError, OptionSpec, parse_option_pairs, resolve_options

FLAG = OptionSpec("open_cards", bool, False, {"en": "all cards face up", "nl": "alles open"})
COUNT = OptionSpec("rounds", int, 3, {"en": "rounds to play"}, minimum=1, maximum=9)
FREE_COUNT = OptionSpec("bonus", int, 0, {"en": "extra points"})
TILES = OptionSpec("tiles", str, "13-15-6", {"en": "tile set"}, choices=("13-15-6", "12-16-6"))
NAME = OptionSpec("title", str, "", {"en": "free text"})
SPECS = (FLAG, COUNT, TILES)


@pytest.mark.parametrize("text", ["1", "true", "True", "YES", "on", "On"])
def test_yes_no_option_reads_yes_words(text: str) -> None:
    assert FLAG.coerce(text) is True


@pytest.mark.parametrize("text", ["0", "false", "FALSE", "no", "off"])
def test_yes_no_option_reads_no_words(text: str) -> None:
    assert FLAG.coerce(text) is False


def test_yes_no_option_keeps_booleans() -> None:
    assert FLAG.coerce(True) is True
    assert FLAG.coerce(False) is False


@pytest.mark.parametrize("value", ["maybe", "", 1, 0, None, 2.0])
def test_yes_no_option_refuses_anything_else(value: object) -> None:
    with pytest.raises(OptionError, match="'open_cards' is a yes/no option"):
        FLAG.coerce(value)


def test_number_option_reads_digits_and_numbers() -> None:
    assert COUNT.coerce("4") == 4
    assert COUNT.coerce(7) == 7
    assert COUNT.coerce(" 5 ") == 5


def test_number_option_enforces_its_bounds() -> None:
    assert COUNT.coerce(1) == 1
    assert COUNT.coerce(9) == 9
    with pytest.raises(OptionError, match="at least 1"):
        COUNT.coerce(0)
    with pytest.raises(OptionError, match="at most 9"):
        COUNT.coerce("10")


@pytest.mark.parametrize("value", [True, False, "three", "2.5", None, [3]])
def test_number_option_refuses_non_numbers_and_booleans(value: object) -> None:
    with pytest.raises(OptionError, match="needs a whole number"):
        COUNT.coerce(value)


@given(st.integers(-(10**6), 10**6))
def test_number_option_without_bounds_takes_any_whole_number(number: int) -> None:
    assert FREE_COUNT.coerce(number) == number
    assert FREE_COUNT.coerce(str(number)) == number


def test_choice_option_accepts_only_its_choices() -> None:
    assert TILES.coerce("12-16-6") == "12-16-6"
    with pytest.raises(OptionError, match="must be one of 13-15-6, 12-16-6; got '14-14-6'"):
        TILES.coerce("14-14-6")


def test_text_option_turns_values_into_text() -> None:
    assert NAME.coerce("x") == "x"
    assert NAME.coerce(12) == "12"
    assert NAME.coerce(True) == "true"


def test_an_option_names_its_values_and_default_as_they_are_typed() -> None:
    assert (FLAG.allowed, FLAG.typed_default) == ("true|false", "false")
    assert (COUNT.allowed, COUNT.typed_default) == ("1..9", "3")
    assert (FREE_COUNT.allowed, FREE_COUNT.typed_default) == ("..", "0")
    assert (TILES.allowed, TILES.typed_default) == ("13-15-6|12-16-6", "13-15-6")
    assert (NAME.allowed, NAME.typed_default) == ("", "")


def test_an_options_help_is_in_the_language_asked_or_else_in_english() -> None:
    assert FLAG.help("nl") == "alles open"
    assert FLAG.help("fi") == FLAG.help() == "all cards face up"


def test_resolve_options_fills_in_every_default() -> None:
    assert resolve_options(SPECS, None) == {"open_cards": False, "rounds": 3, "tiles": "13-15-6"}
    assert resolve_options(SPECS, {}) == resolve_options(SPECS, None)


def test_resolve_options_coerces_given_values() -> None:
    resolved = resolve_options(SPECS, {"open_cards": "on", "rounds": "2"})
    assert resolved == {"open_cards": True, "rounds": 2, "tiles": "13-15-6"}


def test_resolve_options_names_an_unknown_option_and_the_known_ones() -> None:
    with pytest.raises(
        OptionError, match="unknown option 'colour'; known: open_cards, rounds, tiles"
    ):
        resolve_options(SPECS, {"colour": "red", "rounds": 2})
    with pytest.raises(OptionError, match="known: none"):
        resolve_options((), {"x": 1})


def test_resolve_options_reports_a_bad_value_of_a_known_option() -> None:
    with pytest.raises(OptionError, match="'rounds'"):
        resolve_options(SPECS, {"rounds": "many"})


def test_resolve_options_does_not_change_its_input() -> None:
    given_options = {"rounds": "2"}
    resolve_options(SPECS, given_options)
    assert given_options == {"rounds": "2"}


def test_parse_option_pairs_splits_at_the_first_equals_sign() -> None:
    assert parse_option_pairs([" a = 1 ", "b=x=y", "c="]) == {"a": "1", "b": "x=y", "c": ""}


def test_parse_option_pairs_keeps_the_last_of_repeated_keys() -> None:
    assert parse_option_pairs(["a=1", "a=2"]) == {"a": "2"}


@pytest.mark.parametrize("pair", ["open_cards", "=true", " =1", ""])
def test_parse_option_pairs_refuses_pairs_without_key_or_equals(pair: str) -> None:
    with pytest.raises(OptionError, match="key=value"):
        parse_option_pairs([pair])


def test_option_pairs_feed_resolve_options() -> None:
    pairs = parse_option_pairs(["open_cards=yes", "tiles=12-16-6"])
    assert resolve_options(SPECS, pairs) == {
        "open_cards": True,
        "rounds": 3,
        "tiles": "12-16-6",
    }
