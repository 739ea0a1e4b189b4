"""OpenSpiel games: importing this module registers every spelkast game with ``pyspiel``.

The names are ``spelkast_<id>`` with ``-`` written ``_`` (``spelkast_labyrinth``,
``spelkast_labyrinth_cards``, ``spelkast_sudoku``, ``spelkast_sudoids``,
``spelkast_traexx``). Parameters: ``players`` (2 up to the game's maximum; OpenSpiel's
zero-sum utility needs at least two), every game option under its own name (with its
default), and ``max_actions``: the game is cut off as a draw (every return 0) after that
many player actions. Only Labyrinth can last without bound (its default is 1,000
actions); for the other games the default is the bound their ``GameInfo`` declares, so
it never cuts.

Game type: sequential; explicit chance (the one chance node at the start picks the deal,
``0 .. 4,095``, from which the engine draws every later shuffle); imperfect
information (every game hides something); zero-sum; terminal rewards as in
:mod:`spelkast.research.rewards`. Träxx's simultaneous rounds are played seat by seat
with the choices sealed, as OpenSpiel's turn-based transformation of simultaneous games
does. Actions are the codec's indices (:mod:`spelkast.research.codec`), action strings
the game's own notation.

Observations: the observation tensor is the codec's vector for the seat, the
observation string the seat's view as JSON. The information state string is the seat's
view plus every action the seat has seen (all actions, except the others' sealed choices
of a running Träxx round); the information state tensor is the observation tensor plus
the seat, the number of actions it has seen and the last 16 of them
(:class:`SpelkastObserver`).
:meth:`SpelkastState.resample_from_infostate` draws a state the seat cannot tell apart
(:mod:`spelkast.research.twins`), which OpenSpiel's ISMCTS needs.

Speed: a state holds one immutable :class:`~spelkast.research.openspiel_position.Position`
that ``apply_action`` replaces and ``clone`` shares; each position works out its legal
actions, views, observations, strings and returns once, on first use.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import pyspiel

from spelkast.bots import Bot
from spelkast.core.game import Game
from spelkast.core.options import OptionSpec
from spelkast.core.registry import all_games
from spelkast.research.base import Codec, Context, Layout, Segment, Vector
from spelkast.research.openspiel_position import CHANCE, Position, codec_of, setting
from spelkast.research.twins import twin

DEALS = 1 << 12
UNBOUNDED_CUT_OFF = 1000
"""The default ``max_actions`` of a game whose rules set no bound (Labyrinth)."""


def short_name(game_id: str) -> str:
    return "spelkast_" + game_id.replace("-", "_")


def natural_max_actions(game: Game[Any, Any], players: int) -> int:
    """An upper bound on the player actions of a game: the game's own declared bound
    (:meth:`~spelkast.core.game.GameInfo.max_game_length`), or the cut-off for a game
    whose rules set none (Labyrinth)."""
    bound = game.info.max_game_length(players)
    return UNBOUNDED_CUT_OFF if bound is None else bound


def _seat_option(spec: OptionSpec) -> bool:
    """A seat-number option (``first_player``): OpenSpiel reads "1" back as an int, so
    it is an int parameter there, 0 standing for ``random``. (Likewise OpenSpiel cannot
    read back "13-15-6", so text values are written with ``_`` for ``-``: ``13_15_6``.)"""
    return spec.kind is str and bool(spec.choices) and "random" in spec.choices


def _default_params(game: Game[Any, Any]) -> dict[str, Any]:
    params: dict[str, Any] = {"players": 2, "max_actions": 0}
    for spec in game.info.options:
        default = spec.default
        if _seat_option(spec):
            default = 0 if default == "random" else int(str(default))
        elif spec.kind is str:
            default = str(default).replace("-", "_")
        params[spec.name] = default
    return params


def _option_value(spec: OptionSpec, value: Any) -> Any:
    if _seat_option(spec):
        return "random" if int(value) == 0 else str(int(value))
    if spec.kind is str:
        return next((c for c in spec.choices if c.replace("-", "_") == value), value)
    return value


def _game_type(game: Game[Any, Any]) -> pyspiel.GameType:
    info = game.info
    return pyspiel.GameType(
        short_name=short_name(info.id),
        long_name=f"spelkast {info.name()}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=max(2, info.min_players),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_default_params(game),
    )


class SpelkastGame(pyspiel.Game):  # type: ignore[misc]
    """A spelkast game for OpenSpiel (one subclass per game id, see :func:`register`)."""

    spelkast: Game[Any, Any]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**_default_params(self.spelkast), **(params or {})}
        players = int(merged["players"])
        options = tuple(
            sorted(
                (spec.name, _option_value(spec, merged[spec.name]))
                for spec in self.spelkast.info.options
            )
        )
        self.codec = codec_of(self.spelkast.info.id, players, options)
        limit = int(merged["max_actions"]) or natural_max_actions(self.spelkast, players)
        self.max_actions = limit
        self.start = Position(setting(self.spelkast.info.id, players, options, limit))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.num_actions,
            max_chance_outcomes=DEALS,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=limit,
        )
        super().__init__(_game_type(self.spelkast), info, merged)

    def new_initial_state(self) -> SpelkastState:
        return SpelkastState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SpelkastObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return SpelkastObserver(self.codec, recall, self.max_actions)


_DEAL_OUTCOMES = [(deal, 1.0 / DEALS) for deal in range(DEALS)]


class SpelkastState(pyspiel.State):  # type: ignore[misc]
    """A spelkast state inside OpenSpiel: a reference to its :class:`Position`.

    The position never changes (applying an action puts a new one in its place), so
    OpenSpiel's ``clone`` (a new initial state whose ``__dict__`` entries are
    deep-copied) shares it: a clone costs one new object, and what the position has
    already worked out (legal actions, views, observations, returns) serves the clone
    too. Before the deal (the first chance node) there is no spelkast state yet."""

    def __init__(self, game: SpelkastGame) -> None:
        super().__init__(game)
        self._position: Position = game.start

    @property
    def position(self) -> Position:
        return self._position

    @property
    def codec(self) -> Codec:
        return self._position.setting.codec

    @property
    def state(self) -> Any:
        """The spelkast state (None before the deal)."""
        return self._position.state

    @property
    def max_actions(self) -> int:
        return self._position.setting.max_actions

    @property
    def round(self) -> int:
        """Rounds completed since the deal (Träxx; 0 in the turn-based games)."""
        return self._position.round

    @property
    def log(self) -> tuple[tuple[int, int, int], ...]:
        """Every player action so far, oldest first: (seat, action index, round)."""
        return self._position.entries()

    # ------------------------------------------------------------------ turns
    def current_player(self) -> int:
        return self._position.player

    def is_terminal(self) -> bool:
        return self._position.terminal

    def _context(self, seat: int) -> Context:
        return self._position.context(seat)

    def _legal(self, seat: int) -> tuple[Sequence[Any], list[int]]:
        return self._position.legal(seat)

    def _legal_actions(self, player: int) -> list[int]:
        position = self._position
        if player != position.player or position.state is None:
            return []
        return position.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return _DEAL_OUTCOMES

    def _apply_action(self, action: int) -> None:
        self._position = self._position.after(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"deal {action}"
        position = self._position
        if position.state is not None and player in position.movers:
            codec = position.setting.codec
            return str(codec.game.format_action(codec.decode(action, position.context(player))))
        return f"action {action}"

    def returns(self) -> list[float]:
        return list(self._position.returns())

    # ------------------------------------------------------------ information
    def visible_log(self, seat: int) -> list[tuple[int, int]]:
        """The actions ``seat`` has seen: all, but others' sealed choices this round."""
        return list(self._position.visible_log(seat))

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpelkastState:
        """A state with the same information state for ``player_id`` and the hidden
        parts redrawn (ISMCTS). ``probability_sampler`` is OpenSpiel's; the draw uses
        a generator seeded from it."""
        seed = int(probability_sampler() * 2**53) if callable(probability_sampler) else 0
        clone: SpelkastState = self.clone()
        position = self._position
        if position.state is not None:
            game = position.setting.game
            clone._position = position.with_state(
                twin(game, position.state, player_id, random.Random(seed))
            )
        return clone

    def __str__(self) -> str:
        if self.state is None:
            return "before the deal"
        return str(self.codec.game.position_to_text(self.state))


HISTORY = 16
"""How many of the last actions a seat has seen the information state tensor holds."""


class SpelkastObserver:
    """The observation (tensor and string) or information state (tensor and string) of
    a seat.

    The information state tensor is the observation tensor followed by three segments:
    ``seat`` (one-hot: the observing seat), ``seen`` (the number of actions the seat has
    seen / the game's ``max_actions``) and ``history``: the last :data:`HISTORY` actions
    the seat has seen, newest first, one row each: the acting seat relative to the
    observer (one-hot), then the action's index + 1 over the number of actions (a row
    of zeros: no action). A Träxx seat does not see the others' sealed choices of the
    running round. The information state string holds the whole history."""

    def __init__(self, codec: Codec, perfect_recall: bool, max_actions: int = 1) -> None:
        self.codec = codec
        self.perfect_recall = perfect_recall
        self.max_actions = max(1, max_actions)
        segments = list(codec.layout.segments)
        players = codec.num_players
        if perfect_recall:
            segments += [
                Segment("seat", (players,), "one-hot: the observing seat"),
                Segment("seen", (1,), "actions the seat has seen / max_actions"),
                Segment(
                    "history",
                    (HISTORY, players + 1),
                    "the last actions the seat saw, newest first: who (relative seat, "
                    "one-hot), (index + 1) / number of actions",
                ),
            ]
        self.layout = Layout(segments)
        self.tensor = self.layout.new()
        self.dict = {
            segment.name: self.layout.view(self.tensor, segment.name) for segment in segments
        }

    def set_from(self, state: SpelkastState, player: int) -> None:
        position = state.position
        key = ("tensor", self.perfect_recall, self.max_actions, player)
        self.tensor[:] = position.cached(key, lambda: self._tensor(position, player))

    def _tensor(self, position: Position, player: int) -> Vector:
        out = self.layout.new()
        if position.state is None:
            return out
        size = self.codec.layout.size
        out[:size] = self.codec.observe(position.context(player))
        if not self.perfect_recall:
            return out
        players = self.codec.num_players
        self.layout.view(out, "seat")[player] = 1.0
        seen = position.visible_log(player)
        self.layout.view(out, "seen")[0] = len(seen) / self.max_actions
        history = self.layout.view(out, "history")
        for row, (who, index) in enumerate(reversed(seen[-HISTORY:])):
            history[row, (who - player) % players] = 1.0
            history[row, players] = (index + 1) / self.codec.num_actions
        return out

    def string_from(self, state: SpelkastState, player: int) -> str:
        position = state.position
        key = ("string", self.perfect_recall, player)
        return position.cached(key, lambda: self._string(position, player))

    def _string(self, position: Position, player: int) -> str:
        if position.state is None:
            return f"p{player} before the deal"
        view = position.context(player).view
        text = json.dumps(view, sort_keys=True, separators=(",", ":"))
        if not self.perfect_recall:
            return text
        seen = " ".join(f"{who}:{index}" for who, index in position.visible_log(player))
        return f"{text}|{seen}"


def bot_action(state: SpelkastState, bot: Bot, rng: random.Random) -> int:
    """The action index a spelkast bot chooses for the player to move in ``state``: it
    gets that seat's view and legal actions, as everywhere in spelkast."""
    seat = int(state.current_player())
    actions, indices = state._legal(seat)
    legal = list(actions)
    view = dict(state._context(seat).view)
    choice = bot.choose(state.codec.game, seat, view, legal, rng)
    return indices[legal.index(choice)]


def _make_class(game: Game[Any, Any]) -> Callable[..., SpelkastGame]:
    return type(f"Spelkast_{game.info.id.replace('-', '_')}", (SpelkastGame,), {"spelkast": game})


def register() -> list[str]:
    """Register every spelkast game with pyspiel (again: no effect). Returns the names."""
    names = []
    known = set(pyspiel.registered_names())
    for game in all_games():
        name = short_name(game.info.id)
        if name not in known:
            pyspiel.register_game(_game_type(game), _make_class(game))
        names.append(name)
    return names


GAMES = register()
