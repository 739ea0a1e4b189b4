"""The game protocol every spelkast game implements.

A game is a stateless object (one instance per game id) whose methods take and return
immutable states. The shared edge cases of acting — a finished game, the wrong player,
a malformed or illegal action — are checked once, here, in :meth:`Game.apply`; game
modules implement only :meth:`Game._apply` for actions already known to be legal.

Turns come in three shapes, all expressed by :meth:`Game.to_move`:

* one player acts (the common case; multi-step turns such as Labyrinth's shift-then-move
  are several consecutive actions by the same player);
* several players act "at the same time" (simultaneous rounds): each of them sends one
  action, the state keeps the choices hidden from the others until the last one arrives,
  and then the round resolves;
* nobody acts: the game is over and :meth:`Game.outcome` says who won.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    OptionError,
    Reason,
    WrongPlayerError,
)
from spelkast.core.fields import is_whole
from spelkast.core.options import OptionSpec, OptionValue, Words, in_language, resolve_options

JSON = Any
"""A value made of dicts, lists, str, int, float, bool and None only."""


class GameState(Protocol):
    """What every state exposes, whatever the game."""

    @property
    def num_players(self) -> int: ...

    @property
    def seed(self) -> int: ...

    @property
    def options(self) -> Mapping[str, OptionValue]: ...


S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Hashable)


@dataclass(frozen=True, slots=True)
class GameLength:
    """An upper bound on the number of actions in a game: ``fixed`` actions plus
    ``per_player`` for every player (a game of simultaneous rounds, where everybody acts
    once a round, grows with the table; a game that uses up a deck does not)."""

    fixed: int = 0
    per_player: int = 0

    def actions(self, num_players: int) -> int:
        return self.fixed + self.per_player * num_players


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game is, declared before any code that plays it (like OpenSpiel's GameType).

    The conformance suite checks these claims against real play.
    """

    id: str
    names: Mapping[str, str]
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    chance: bool = False
    hidden_information: bool = False
    simultaneous: bool = False
    summary: Words = field(default_factory=lambda: {"en": ""})
    """What the game is about in one sentence, in every language (:data:`Words`)."""
    max_length: GameLength | None = None
    """The most actions a game can take, argued from its rules in the game's module;
    None when the rules set no bound (Labyrinth's pawns may walk back and forth forever)."""

    def name(self, language: str = "en") -> str:
        return in_language(self.names, language)

    def about(self, language: str = "en") -> str:
        """:attr:`summary` in ``language``."""
        return in_language(self.summary, language)

    def max_game_length(self, num_players: int) -> int | None:
        """The most actions (of all players together) a game of ``num_players`` can take,
        or None when the rules set no bound.

        >>> from spelkast.core.registry import get_game
        >>> get_game("traexx").info.max_game_length(3)
        45
        """
        return None if self.max_length is None else self.max_length.actions(num_players)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    ``scores`` holds each player's points (as the game counts them); ``ranks`` holds each
    player's place, 1 being best, with tied players sharing a place. ``winners`` are the
    players ranked 1: several of them is a shared win.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    reason: str = ""
    details: Mapping[str, JSON] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(p for p, rank in enumerate(self.ranks) if rank == 1)

    def to_json(self) -> dict[str, JSON]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "reason": self.reason,
            "details": dict(self.details),
        }

    @staticmethod
    def ranked(
        scores: Sequence[float],
        keys: Sequence[tuple[float, ...]] | None = None,
        reason: str = "",
        details: Mapping[str, JSON] | None = None,
    ) -> Outcome:
        """Rank players by ``keys`` (default: their scores), higher is better; equal keys tie.

        >>> Outcome.ranked([3, 5, 5]).ranks
        (3, 1, 1)
        """
        sort_keys = list(keys) if keys is not None else [(float(s),) for s in scores]
        if len(sort_keys) != len(scores):
            raise ValueError(f"{len(scores)} scores but {len(sort_keys)} ranking keys")
        ranks = tuple(1 + sum(1 for other in sort_keys if other > mine) for mine in sort_keys)
        return Outcome(tuple(float(s) for s in scores), ranks, reason, dict(details or {}))


class Game(ABC, Generic[S, A]):
    """The uniform interface of a game. Subclasses declare ``info`` and implement the
    abstract methods; everything else is shared."""

    info: ClassVar[GameInfo]

    # ----------------------------------------------------------------- set-up
    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, OptionValue]:
        return resolve_options(self.info.options, options)

    def new_initial_state(
        self, num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> S:
        """A new game for ``num_players`` with validated ``options``, shuffled by ``seed``."""
        if not is_whole(num_players):
            raise OptionError(f"the number of players must be a whole number, got {num_players!r}")
        if not self.info.min_players <= num_players <= self.info.max_players:
            raise OptionError(
                f"{self.info.name()} is for {self.info.min_players}-{self.info.max_players} "
                f"players, not {num_players}"
            )
        if not is_whole(seed) or seed < 0:
            raise OptionError(f"the seed must be a whole number >= 0, got {seed!r}")
        resolved = self.resolve_options(options)
        self.check_options(num_players, resolved)
        return self._initial_state(num_players, resolved, seed)

    def check_options(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        """Cross-checks between options and the player count (override when needed)."""

    @abstractmethod
    def _initial_state(self, num_players: int, options: dict[str, OptionValue], seed: int) -> S:
        """Build the start position. Options are already validated."""

    # ------------------------------------------------------------------ turns
    @abstractmethod
    def to_move(self, state: S) -> tuple[int, ...]:
        """The players who may act now: one, several (simultaneous round) or none (over)."""

    def is_terminal(self, state: S) -> bool:
        return not self.to_move(state)

    @abstractmethod
    def legal_actions(self, state: S, player: int) -> Sequence[A]:
        """Every action ``player`` may take now (empty if it is not their turn)."""

    def is_legal(self, state: S, player: int, action: A) -> bool:
        """Whether ``action`` is legal for ``player``; games may answer faster than this."""
        return action in self.legal_actions(state, player)

    def apply(self, state: S, player: int, action: A) -> S:
        """Return the state after ``player`` takes ``action``; ``state`` is left untouched.

        Raises :class:`GameOverError`, :class:`WrongPlayerError` or
        :class:`IllegalActionError` with a message a person understands.
        """
        movers = self.to_move(state)
        if not movers:
            raise GameOverError(
                Reason("core.game_over", "the game is over; no more actions are accepted")
            )
        if player not in movers:
            if not is_whole(player):
                raise WrongPlayerError(
                    Reason(
                        "core.not_a_player", "{value} is not a player number", value=repr(player)
                    )
                )
            raise WrongPlayerError(
                Reason(
                    "core.not_your_turn",
                    "it is not {name}'s turn (waiting for {waiting})",
                    name=self.player_name(player),
                    waiting=", ".join(self.player_name(p) for p in movers),
                    player=player,
                    waiting_players=list(movers),
                )
            )
        if not self.is_legal(state, player, action):
            raise IllegalActionError(self.explain_illegal(state, player, action))
        return self._apply(state, player, action)

    def explain_illegal(self, state: S, player: int, action: A) -> str:
        """Why ``action`` is not legal; games override this with a precise reason."""
        return Reason(
            "core.not_legal",
            "{action} is not a legal action here",
            action=self.format_action(action),
        )

    @abstractmethod
    def _apply(self, state: S, player: int, action: A) -> S:
        """The transition for an action known to be legal. Must be pure."""

    def apply_text(self, state: S, player: int, text: str) -> S:
        """Parse ``text`` in the game's action notation and apply it."""
        return self.apply(state, player, self.parse_action(text, state))

    def apply_json(self, state: S, player: int, data: JSON) -> S:
        """Read ``data`` as a JSON action and apply it."""
        return self.apply(state, player, self.action_from_json(data))

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    def player_name(self, player: int) -> str:
        return f"player {player + 1}"

    # ------------------------------------------------------------------ views
    @abstractmethod
    def view(self, state: S, player: int | None) -> dict[str, JSON]:
        """What ``player`` may see (``None``: a spectator). The only way hidden
        information leaves the core. The result is JSON-compatible."""

    # ------------------------------------------------------------- serialising
    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, JSON]:
        """The whole state, secrets included (for saves, never for players)."""

    @abstractmethod
    def state_from_json(self, data: JSON) -> S:
        """Rebuild a state; raises :class:`InvalidPositionError` on bad data."""

    @abstractmethod
    def action_to_json(self, action: A) -> JSON: ...

    @abstractmethod
    def action_from_json(self, data: JSON) -> A:
        """Read an action; raises :class:`MalformedActionError` on bad data."""

    @abstractmethod
    def format_action(self, action: A) -> str:
        """The action in the game's short text notation."""

    @abstractmethod
    def parse_action(self, text: str, state: S | None = None) -> A:
        """Read the short text notation; raises :class:`MalformedActionError`."""

    def position_to_text(self, state: S) -> str:
        """The state in the game's compact text notation (like FEN)."""
        return json.dumps(self.state_to_json(state), separators=(",", ":"), sort_keys=True)

    def position_from_text(self, text: str) -> S:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidPositionError(f"not a position: {exc.msg}") from None
        return self.state_from_json(data)

    # ----------------------------------------------------------------- search
    def turns(self, state: S) -> list[tuple[str, S]]:
        """The distinct whole turns from ``state`` as (notation, resulting state) pairs.

        Used by perft. By default a turn is one action of the single player to move;
        games with multi-step turns override it to combine the steps.
        """
        movers = self.to_move(state)
        if len(movers) != 1:
            raise InvalidPositionError("turns() needs exactly one player to move")
        (player,) = movers
        return [
            (self.format_action(action), self._apply(state, player, action))
            for action in self.legal_actions(state, player)
        ]

    def count_turns(self, state: S) -> int:
        """How many distinct whole turns there are (games may count without building states)."""
        return len(self.turns(state))


def action_from_json_checked(game: Game[Any, Any], data: JSON) -> Any:
    """Like ``game.action_from_json`` but turns any unexpected error into a
    :class:`MalformedActionError` (used by front ends receiving untrusted data)."""
    try:
        return game.action_from_json(data)
    except MalformedActionError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        raise MalformedActionError(f"not a {game.info.id} action: {exc}") from None
