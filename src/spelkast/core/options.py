"""Declared game options: name, type, default, allowed values, validation."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from spelkast.core.errors import OptionError

OptionValue = bool | int | str

Words = Mapping[str, str]
"""One text in each language, by language code (``en``, ``nl``, ``fi``); English is
always there and stands in for a language that is missing."""


def in_language(words: Words, language: str) -> str:
    """``words`` in ``language``, or in English when it has none.

    >>> in_language({"en": "who starts", "nl": "wie begint"}, "nl")
    'wie begint'
    >>> in_language({"en": "who starts"}, "fi")
    'who starts'
    """
    return words.get(language) or words["en"]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a game accepts.

    ``kind`` is ``bool``, ``int`` or ``str``; ``choices`` limits a ``str`` option to a
    closed set; ``minimum``/``maximum`` bound an ``int`` option. ``description`` says
    what the option does, in every language (:data:`Words`).
    """

    name: str
    kind: type
    default: OptionValue
    description: Words
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> OptionValue:
        """Return ``value`` as this option's type, or raise :class:`OptionError`.

        Strings are accepted for every kind so that ``--option key=value`` works.
        """
        if self.kind is bool:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in {"1", "true", "yes", "on"}:
                return True
            if isinstance(value, str) and value.lower() in {"0", "false", "no", "off"}:
                return False
            raise OptionError(f"option {self.name!r} is a yes/no option, got {value!r}")
        if self.kind is int:
            if isinstance(value, bool):
                raise OptionError(f"option {self.name!r} needs a whole number, got {value!r}")
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise OptionError(
                    f"option {self.name!r} needs a whole number, got {value!r}"
                ) from None
            if self.minimum is not None and number < self.minimum:
                raise OptionError(f"option {self.name!r} must be at least {self.minimum}")
            if self.maximum is not None and number > self.maximum:
                raise OptionError(f"option {self.name!r} must be at most {self.maximum}")
            return number
        text = str(value) if not isinstance(value, bool) else ("true" if value else "false")
        if self.choices and text not in self.choices:
            raise OptionError(
                f"option {self.name!r} must be one of {', '.join(self.choices)}; got {text!r}"
            )
        return text

    def help(self, language: str = "en") -> str:
        """What the option does, in ``language``."""
        return in_language(self.description, language)

    @property
    def allowed(self) -> str:
        """The values the option takes, as typed after ``name=``: ``true|false``, the
        choices joined by ``|``, ``1..9`` for bounded numbers; empty for free text.

        >>> OptionSpec("rounds", int, 3, {"en": "rounds"}, minimum=1, maximum=9).allowed
        '1..9'
        """
        if self.choices:
            return "|".join(self.choices)
        if self.kind is bool:
            return "true|false"
        if self.kind is int:
            low = "" if self.minimum is None else str(self.minimum)
            high = "" if self.maximum is None else str(self.maximum)
            return f"{low}..{high}"
        return ""

    @property
    def typed_default(self) -> str:
        """The default value as it is typed after ``name=`` (``false``, ``3``, ``free``)."""
        if isinstance(self.default, bool):
            return "true" if self.default else "false"
        return str(self.default)


def resolve_options(
    specs: Iterable[OptionSpec], given: Mapping[str, Any] | None
) -> dict[str, OptionValue]:
    """Fill in defaults and validate ``given`` against ``specs``.

    >>> spec = OptionSpec("open_cards", bool, False, {"en": "all cards face up"})
    >>> resolve_options([spec], {"open_cards": "yes"})
    {'open_cards': True}
    >>> resolve_options([spec], {"colour": "red"})
    Traceback (most recent call last):
    ...
    spelkast.core.errors.OptionError: unknown option 'colour'; known: open_cards
    """
    by_name = {spec.name: spec for spec in specs}
    given = dict(given or {})
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(sorted(by_name)) or "none"
        raise OptionError(f"unknown option {unknown[0]!r}; known: {known}")
    return {
        name: spec.coerce(given[name]) if name in given else spec.default
        for name, spec in by_name.items()
    }


def parse_option_pairs(pairs: Iterable[str]) -> dict[str, str]:
    """Read ``key=value`` strings (as typed on the command line) into a dict.

    >>> parse_option_pairs(["open_cards=true", "tiles=12-16-6"])
    {'open_cards': 'true', 'tiles': '12-16-6'}
    """
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"an option is written key=value, got {pair!r}")
        result[key.strip()] = value.strip()
    return result


def first_player_option(max_players: int, description: Words) -> OptionSpec:
    """The ``first_player`` option: a seat number (1-based) or ``random``; ``description``
    is the game's own (who starts by its rules)."""
    seats = tuple(str(seat) for seat in range(1, max_players + 1))
    return OptionSpec("first_player", str, "1", description, ("random", *seats))


def check_first_player(value: OptionValue, num_players: int) -> None:
    """Refuse a ``first_player`` seat that the game does not have."""
    if value != "random" and int(str(value)) > num_players:
        raise OptionError(f"first_player={value} but there are only {num_players} players")


def first_player(value: OptionValue, num_players: int, rng: random.Random) -> int:
    """The 0-based seat that starts; ``random`` draws it from ``rng``.

    >>> first_player("2", 3, random.Random(0))
    1
    """
    return rng.randrange(num_players) if value == "random" else int(str(value)) - 1
