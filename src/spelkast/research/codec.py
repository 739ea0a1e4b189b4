"""Fixed action and observation encodings of the spelkast games (numbers in, numbers out).

``get_codec(game_id, num_players, options)`` returns the :class:`~spelkast.research.base.Codec`
of a game: its ``num_actions`` (a ``Discrete`` space), ``encode``/``decode`` between legal
actions and indices (relative to the acting seat's view), and ``observe``, a flat
``float32`` vector built only from the seat's view. ``docs/research.md`` documents every
index and every observation channel.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.core.registry import get_game
from spelkast.research import codec_cards, codec_labyrinth, codec_sudoku, codec_traexx
from spelkast.research.base import Codec, Context, EncodingError, Layout, Segment

__all__ = ["Codec", "Context", "EncodingError", "Layout", "Segment", "codec_ids", "get_codec"]

_CODECS: dict[str, type[Codec]] = {
    cls.game_id: cls
    for module in (codec_labyrinth, codec_cards, codec_sudoku, codec_traexx)
    for cls in module.CODECS
}


def get_codec(game_id: str, num_players: int, options: Mapping[str, Any] | None = None) -> Codec:
    """The codec of ``game_id`` for ``num_players`` and ``options``.

    >>> get_codec("sudoids", 2).num_actions
    37
    """
    get_game(game_id)  # an unknown id raises the core's UnknownGameError
    return _CODECS[game_id](num_players, options)


def codec_ids() -> list[str]:
    """Every game id with a codec (every registered game)."""
    return sorted(_CODECS)
