"""The base of the encodings: segments, layouts, contexts and the Codec interface.

See :mod:`spelkast.research.codec` for the registry and the overview.

Overview (kept here too):

A :class:`Codec` is made for one game, player count and option set. It fixes:

* ``num_actions``: the size of a ``Discrete`` action space; :meth:`Codec.encode` turns a
  legal action into its index and :meth:`Codec.decode` an index back into the action.
  Both need the acting seat's :class:`Context` (built from that seat's view only), since
  some indices are relative to what the seat sees (its sorted hand, the ends of its path);
* ``observation``: a flat ``float32`` vector built **only from the seat's view**
  (``game.view(state, seat)``), made of named :class:`Segment` s that
  ``docs/research.md`` lists channel by channel.

Seats in observations are *relative*: segment rows for "seat k" mean the seat ``k``
places after the observer (k = 0: the observer itself), so one policy can play any seat.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from spelkast.core.game import JSON, Game
from spelkast.core.registry import get_game

Vector = npt.NDArray[np.float32]


class EncodingError(ValueError):
    """An action or index that the encoding cannot represent."""


@dataclass(frozen=True, slots=True)
class Segment:
    """A named slice of the observation vector: ``shape`` and what each entry means."""

    name: str
    shape: tuple[int, ...]
    meaning: str

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))


class Layout:
    """The observation's segments in order, with their offsets."""

    def __init__(self, segments: Iterable[Segment]) -> None:
        self.segments = tuple(segments)
        self.offsets: dict[str, tuple[int, int]] = {}
        self._shapes: dict[str, tuple[int, int, tuple[int, ...]]] = {}
        at = 0
        for segment in self.segments:
            self.offsets[segment.name] = (at, at + segment.size)
            self._shapes[segment.name] = (at, at + segment.size, segment.shape)
            at += segment.size
        self.size = at

    def new(self) -> Vector:
        return np.zeros(self.size, dtype=np.float32)

    def view(self, vector: Vector, name: str) -> Vector:
        """The segment ``name`` of ``vector``, reshaped (a view: writes go through)."""
        start, stop, shape = self._shapes[name]
        return vector[start:stop].reshape(shape)

    def flat(self, vector: Vector, name: str) -> Vector:
        """The segment ``name`` of ``vector`` as one flat view."""
        start, stop, _ = self._shapes[name]
        return vector[start:stop]


@dataclass(frozen=True, slots=True)
class Context:
    """What encoding and decoding an action needs: the seat and its view."""

    seat: int
    view: Mapping[str, JSON]


class Codec:
    """The encodings of one game for a player count and options (subclasses per game)."""

    game_id: str = ""
    num_actions: int = 0
    layout: Layout

    def __init__(self, num_players: int, options: Mapping[str, Any] | None = None) -> None:
        self.game: Game[Any, Any] = get_game(self.game_id)
        resolved = self.game.resolve_options(options)
        self.game.check_options(num_players, resolved)
        self.num_players = num_players
        self.options = resolved

    # -------------------------------------------------------------- actions
    def encode(self, action: Any, context: Context) -> int:
        raise NotImplementedError

    def decode(self, index: int, context: Context) -> Any:
        raise NotImplementedError

    def legal_indices(self, legal: Sequence[Any], context: Context) -> list[int]:
        """The indices of ``legal`` (in the same order)."""
        return [self.encode(action, context) for action in legal]

    def legal(
        self, state: Any, seat: int, context: Callable[[], Context]
    ) -> tuple[Sequence[Any], list[int]]:
        """``seat``'s legal actions in ``state`` (as ``game.legal_actions`` lists them) and
        their indices, in the same order; ``context()`` gives the seat's view when needed.

        A codec may override this with a faster way to the same two lists (the legal
        actions depend only on what the seat knows, so the indices are the same as from
        the view)."""
        actions = list(self.game.legal_actions(state, seat))
        return actions, self.legal_indices(actions, context())

    # ---------------------------------------------------------------- views
    def view(self, state: Any, seat: int, memo: dict[str, Any]) -> dict[str, JSON]:
        """``game.view(state, seat)``, the only source of what a seat is shown.

        ``memo`` belongs to one session (one game being played) and lives across its
        states: a codec may keep there what lets it make the next view faster, as long
        as the view equals ``game.view(state, seat)`` (Träxx: the last view of the
        running round, whose lists the next view shares; a session's views are read,
        never changed)."""
        return self.game.view(state, seat)

    def describe_action(self, index: int) -> str:
        """A short, context-free description of what an index means."""
        return f"action {index}"

    # ---------------------------------------------------------- observation
    def observe(self, context: Context) -> Vector:
        raise NotImplementedError

    def relative(self, seat: int, observer: int) -> int:
        return (seat - observer) % self.num_players
