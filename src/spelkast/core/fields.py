"""Small helpers the games share to read JSON fields and to build new tuples.

Every game's ``state_from_json``/``action_from_json`` checks field types the same way
(a bool is not a whole number here, although Python treats it as one); the messages
are the ones a client sees inside :class:`~spelkast.core.errors.InvalidPositionError`
or :class:`~spelkast.core.errors.MalformedActionError`.

>>> set_at((1, 2, 3), 1, 9)
(1, 9, 3)
>>> whole(4), is_whole(True)
(4, False)
>>> string_field({"to": 5}, "to")
Traceback (most recent call last):
    ...
ValueError: 'to' must be a string
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeGuard, TypeVar

T = TypeVar("T")


def set_at(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the item at ``index`` replaced by ``value`` (a new tuple)."""
    return (*values[:index], value, *values[index + 1 :])


def is_whole(value: object) -> TypeGuard[int]:
    """Whether ``value`` is an ``int`` and not a ``bool``."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: object) -> int:
    """``value`` if it is a whole number (not a bool), else :class:`ValueError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, got {value!r}")
    return value


def string(value: object) -> str:
    """``value`` if it is a string, else :class:`ValueError`."""
    if not isinstance(value, str):
        raise ValueError(f"expected a string, got {value!r}")
    return value


def string_field(data: Mapping[str, Any], key: str) -> str:
    """The string under ``key`` in a JSON object, else :class:`ValueError` naming the key."""
    value = data.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{key!r} must be a string")
    return value
