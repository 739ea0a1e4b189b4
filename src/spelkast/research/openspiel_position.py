"""The positions behind the OpenSpiel states (:mod:`spelkast.research.openspiel`).

A :class:`Position` is one point of one game: the spelkast state, the seats to move, the
actions played so far and the Träxx round. It never changes: applying an action makes a
new position. So a cloned OpenSpiel state shares it, and what a position works out once
(a seat's view and legal actions, the sorted legal indices, returns, observation tensors
and strings) it keeps for every state that shares it, however often OpenSpiel's search
asks. This module needs no OpenSpiel; the player numbers below are OpenSpiel's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

from spelkast.research.base import Codec, Context
from spelkast.research.codec import get_codec
from spelkast.research.rewards import outcome_rewards

CHANCE = -1
"""OpenSpiel's player number of a chance node (``pyspiel.PlayerId.CHANCE``)."""
TERMINAL = -4
"""OpenSpiel's player number of a terminal state (``pyspiel.PlayerId.TERMINAL``)."""

Entry = tuple[int, int, int, "Entry | None"]
"""One played action, linked to the one before: (seat, action index, round, earlier)."""

T = TypeVar("T")


class Setting:
    """What every position of one loaded game shares: the codec and the cut-off."""

    __slots__ = ("codec", "game", "key", "max_actions", "simultaneous")

    def __init__(
        self, game_id: str, players: int, options: tuple[tuple[str, Any], ...], max_actions: int
    ) -> None:
        self.key = (game_id, players, options, max_actions)
        self.codec: Codec = codec_of(game_id, players, options)
        self.game = self.codec.game
        self.max_actions = max_actions
        self.simultaneous = bool(self.game.info.simultaneous)

    def __reduce__(self) -> tuple[Any, ...]:
        return (setting, self.key)


@lru_cache(maxsize=64)
def codec_of(game_id: str, players: int, options: tuple[tuple[str, Any], ...]) -> Codec:
    return get_codec(game_id, players, dict(options))


@lru_cache(maxsize=64)
def setting(
    game_id: str, players: int, options: tuple[tuple[str, Any], ...], max_actions: int
) -> Setting:
    """The one :class:`Setting` of a game id, player count, options and cut-off."""
    return Setting(game_id, players, options, max_actions)


class Position:
    """One position of a game as OpenSpiel sees it (``state`` None: before the deal).

    ``player`` is the seat to move, :data:`CHANCE` before the deal or :data:`TERMINAL`
    once the game is over or cut off after ``max_actions`` player actions."""

    __slots__ = ("_memo", "length", "log", "movers", "player", "round", "setting", "state")

    def __init__(
        self,
        setting: Setting,
        state: Any = None,
        log: Entry | None = None,
        length: int = 0,
        round_: int = 0,
    ) -> None:
        self.setting = setting
        self.state = state
        self.log = log
        self.length = length
        self.round = round_
        self._memo: dict[Any, Any] = {}
        if state is None:
            self.movers: tuple[int, ...] = ()
            self.player = CHANCE
        else:
            self.movers = tuple(setting.game.to_move(state))
            over = not self.movers or length >= setting.max_actions
            self.player = TERMINAL if over else self.movers[0]

    @property
    def terminal(self) -> bool:
        return self.player == TERMINAL

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return self  # never changes: copies share it

    def __reduce__(self) -> tuple[Any, ...]:
        # The log as a flat tuple: a long linked one would nest too deep for pickle.
        return (_restore, (self.setting, self.state, self.entries(), self.round))

    # ------------------------------------------------------------------ moves
    def after(self, index: int) -> Position:
        """The position after the deal ``index`` or the player to move's action ``index``."""
        setting = self.setting
        game = setting.game
        if self.state is None:
            codec = setting.codec
            return Position(
                setting, game.new_initial_state(codec.num_players, codec.options, index)
            )
        if self.player == TERMINAL:
            raise ValueError(f"action {index}: the game is over")
        seat = self.player
        actions, indices = self.legal(seat)
        chosen = actions[indices.index(index)]
        state = game._apply(self.state, seat, chosen)  # chosen from legal_actions
        round_ = self.round
        if setting.simultaneous and _rounds_done(state) != _rounds_done(self.state):
            round_ += 1
        return Position(
            setting, state, (seat, index, self.round, self.log), self.length + 1, round_
        )

    def with_state(self, state: Any) -> Position:
        """This position with another spelkast state (a twin) and the same actions seen."""
        return Position(self.setting, state, self.log, self.length, self.round)

    # ------------------------------------------------------- what it knows
    def cached(self, key: Any, make: Callable[[], T]) -> T:
        """``make()``, computed on the first call with ``key`` and kept."""
        memo = self._memo
        if key in memo:
            found: T = memo[key]
            return found
        value = memo[key] = make()
        return value

    def context(self, seat: int) -> Context:
        """``seat``'s view (``game.view``) and seat, for the codec."""
        key = ("view", seat)
        found: Context | None = self._memo.get(key)
        if found is None:
            found = self._memo[key] = Context(seat, self.setting.game.view(self.state, seat))
        return found

    def legal(self, seat: int) -> tuple[Sequence[Any], list[int]]:
        """``seat``'s legal actions (as the game lists them) and their indices."""
        key = ("legal", seat)
        found: tuple[Sequence[Any], list[int]] | None = self._memo.get(key)
        if found is None:
            found = self.setting.codec.legal(self.state, seat, lambda: self.context(seat))
            self._memo[key] = found
        return found

    def legal_actions(self) -> list[int]:
        """The sorted legal indices of the player to move (empty when none moves)."""
        found: list[int] | None = self._memo.get("sorted")
        if found is None:
            player = self.player
            found = self._memo["sorted"] = sorted(self.legal(player)[1]) if player >= 0 else []
        return found

    def returns(self) -> tuple[float, ...]:
        """Every seat's return: the outcome's, or all 0 until the end (or when cut off)."""
        found: tuple[float, ...] | None = self._memo.get("returns")
        if found is None:
            outcome = None if self.state is None else self.setting.game.outcome(self.state)
            found = (
                (0.0,) * self.setting.codec.num_players
                if outcome is None
                else tuple(outcome_rewards(outcome))
            )
            self._memo["returns"] = found
        return found

    def entries(self) -> tuple[tuple[int, int, int], ...]:
        """Every player action so far, oldest first: (seat, action index, round)."""
        out: list[tuple[int, int, int]] = []
        entry = self.log
        while entry is not None:
            seat, index, round_, entry = entry
            out.append((seat, index, round_))
        out.reverse()
        return tuple(out)

    def visible_log(self, seat: int) -> list[tuple[int, int]]:
        """The actions ``seat`` has seen: all, but others' sealed choices this round."""
        return self.cached(("seen", seat), lambda: self._visible(seat))

    def _visible(self, seat: int) -> list[tuple[int, int]]:
        hidden = self.setting.simultaneous
        current = self.round
        return [
            (who, index)
            for who, index, round_ in self.entries()
            if who == seat or not hidden or round_ < current
        ]


def _rounds_done(state: Any) -> int:
    return int(getattr(state, "round", 0))


def _restore(
    setting: Setting, state: Any, entries: tuple[tuple[int, int, int], ...], round_: int
) -> Position:
    log: Entry | None = None
    for seat, index, at in entries:
        log = (seat, index, at, log)
    return Position(setting, state, log, len(entries), round_)
