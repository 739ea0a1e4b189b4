"""Oracle bots: players that see the whole state, hidden tiles and cards included.

An oracle is a yardstick for the arena, never a player: it answers "how much could a
bot win if it knew what nobody at the table can know?", which bounds how much skill a
game leaves for the fair bots to find. It is therefore *not* registered with
:func:`spelkast.bots.base.register_bot`: the server's and the CLI's bot lists, the
levels on ``/api/bots`` and ``get_bot`` know nothing of it. Only the arena builds one
(:func:`make_oracle`, for the seat spec ``oracle[:key=value...]``) and, before each of
its decisions, shows it the real state (:meth:`OracleBot.see`).

* **Sudoku, Sudoids** (:class:`SudokuOracle`): it knows every player's tile and the
  order of the pile, so the rest of the game is fixed once the players' placements are.
  For each cell where its tile fits it plays the game to its end — every player,
  itself included, then places each tile where it scores most (how the medium bot
  plays) — and takes the cell with the best final result (the win, then the margin).
  ``playouts=N`` (default 16) plays N such endings per cell (ties among equally
  scoring cells drawn with its rng: the opponents' own tie-breaks are theirs) and
  averages them; ``blind=1`` deals the unseen tiles at random in each ending instead of
  using the true ones (the same search without the knowledge); ``endgame=P`` searches
  only once at most that share of the cells is empty, and plays as medium before (how
  much of what the knowledge is worth lies in the endgame). Where its tile fits in one
  cell or none it plays as medium.
* **Labyrinth, the card game** (:class:`CardsOracle`): the hard bot's search
  (:class:`~spelkast.bots.labyrinth_cards_hard.CardsModel`, same candidates, horizon
  and evaluation) with the real hands and pile instead of sampled ones: every iteration
  sees the one true position. ``iterations`` and ``seconds`` as for the hard bot.

So the card game's oracle differs from its hard bot in exactly one thing, what it
knows; the Sudoku oracle also looks further (to the end of the game), which its
knowledge makes cheap.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.bots.base import BotSettingError, UnknownBotError, parse_bot_spec
from spelkast.bots.labyrinth_cards import GreedyCardsBot
from spelkast.bots.labyrinth_cards_hard import DEFAULT_ITERATIONS as CARDS_ITERATIONS
from spelkast.bots.labyrinth_cards_hard import CardsModel
from spelkast.bots.search import DEFAULT_SECONDS, Budget, ismcts
from spelkast.bots.sudoku import GreedySudokuBot
from spelkast.bots.sudoku_model import Position, SudokuModel, has_choice
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import CardsState, Place
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place as SudokuPlace
from spelkast.games.sudoku.state import SudokuState

ORACLE = "oracle"
"""The arena seat spec's name for an oracle."""

DEFAULT_PLAYOUTS = 16
"""Endings the Sudoku oracle plays per cell. Its opponents break ties between equally
scoring cells with their own rng, which it does not know, so one ending is a noisy
forecast: in a trial over 100 Sudoids games against medium (seed 2), 1, 4 and 16
endings won 66%, 82.5% and 95% (``spelkast arena sudoids --seats
bot:oracle:playouts=N,bot:medium --games 100 --seed 2``)."""


class OracleBot:
    """A bot that is shown the real state before each decision (by the arena only)."""

    name = ORACLE

    def __init__(self) -> None:
        self.state: Any = None

    def see(self, state: Any) -> None:
        """Show the bot the whole state it is about to decide in."""
        self.state = state

    def truth(self) -> Any:
        if self.state is None:
            raise RuntimeError("an oracle decides only after the arena has shown it the state")
        return self.state

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        raise NotImplementedError


class SudokuOracle(OracleBot):
    """Sudoku and Sudoids with every tile known (see the module documentation).

    ``blind=1`` makes the same search *without* the knowledge: each playout deals the
    tiles the seat has not seen at random (as the hard bot's model does), so comparing
    the two separates what the knowledge is worth from what the search is worth.
    """

    def __init__(
        self, playouts: int = DEFAULT_PLAYOUTS, blind: int = 0, endgame: float = 1.0
    ) -> None:
        super().__init__()
        if playouts < 1:
            raise ValueError(f"playouts is at least 1, got {playouts}")
        if blind not in (0, 1):
            raise ValueError(f"blind is 0 or 1, got {blind}")
        if not 0.0 <= endgame <= 1.0:
            raise ValueError(f"endgame is a share of the cells (0-1), got {endgame}")
        self.playouts = int(playouts)
        self.blind = bool(blind)
        self.endgame = float(endgame)
        self.greedy = GreedySudokuBot()

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        state = self.truth()
        assert isinstance(state, SudokuState)
        side = SIDES[str(view["game"])]
        board = view["board"]
        assert isinstance(board, list)
        late = sum(1 for v in board if not v) <= self.endgame * side.cells
        if not late or not has_choice(side, view):
            return self.greedy.choose(game, player, view, legal, rng)
        values = self.values(state, player, view, rng)
        best = max(values.values())
        return SudokuPlace(min(cell for cell, value in values.items() if value == best))

    def values(
        self, state: SudokuState, player: int, view: dict[str, JSON], rng: random.Random
    ) -> dict[int, float]:
        """Per cell where the seat's tile fits: its mean value at the end of the game
        (win share, softened by the margin) when everyone then plays greedily, over
        ``playouts`` endings (the same deal for every cell in each)."""
        side = SIDES[str(view["game"])]
        model = SudokuModel(side, view, player)
        true_start = Position(
            board=model.board,
            counts=model.counts,
            taken=model.taken,
            hands=tuple(state.hands),
            pile=tuple(state.pile),
            drawn=0,
            scores=model.scores,
            current=player,
            depth=0,
        )
        cells = R.legal_cells(side, list(model.board), state.hands[player])
        totals = dict.fromkeys(cells, 0.0)
        for _ in range(self.playouts):
            start = model.sample(rng) if self.blind else true_start
            for cell in cells:
                after = model.step(start, cell, rng)
                scores = model.playout(after, rng) if after.current >= 0 else list(after.scores)
                totals[cell] += model.values(scores)[player]
        return {cell: total / self.playouts for cell, total in totals.items()}


class CardsOracle(OracleBot):
    """The card game's hard search on the true hands and pile."""

    def __init__(
        self, iterations: int = CARDS_ITERATIONS, seconds: float = DEFAULT_SECONDS
    ) -> None:
        super().__init__()
        self.budget = Budget(int(iterations), float(seconds) if seconds else None)
        self.greedy = GreedyCardsBot()

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        state = self.truth()
        assert isinstance(state, CardsState)
        assert isinstance(game, LabyrinthCardsGame)
        if len(legal) == 1:
            return legal[0]
        if not any(isinstance(a, Place) for a in legal):
            return self.greedy.choose(game, player, view, legal, rng)
        model = TrueCardsModel(game, player, view, legal, state)
        return model.decision(ismcts(model, self.budget, rng).action)


class TrueCardsModel(CardsModel):
    """:class:`CardsModel` whose every determinisation is the true position."""

    def __init__(
        self,
        game: LabyrinthCardsGame,
        player: int,
        view: dict[str, Any],
        legal: Sequence[Any],
        truth: CardsState,
    ) -> None:
        super().__init__(game, player, view, legal)
        self.truth = truth.replace(layout=self.layout)

    def sample(self, rng: random.Random) -> CardsState:
        return self.truth


_ORACLES: dict[str, Callable[..., OracleBot]] = {
    "sudoku": SudokuOracle,
    "sudoids": SudokuOracle,
    "labyrinth-cards": CardsOracle,
}


def oracle_games() -> list[str]:
    """The games that have an oracle."""
    return sorted(_ORACLES)


def is_oracle(spec: str) -> bool:
    """Whether a seat spec (``NAME[:key=value...]``) names an oracle."""
    return parse_bot_spec(spec)[0] == ORACLE


def make_oracle(game_id: str, spec: str) -> OracleBot:
    """A new oracle for ``game_id`` from a seat spec ``oracle[:key=value...]``."""
    name, settings = parse_bot_spec(spec)
    if name != ORACLE:
        raise UnknownBotError(f"{spec!r} is not an oracle spec")
    factory = _ORACLES.get(game_id)
    if factory is None:
        raise UnknownBotError(
            f"no oracle for {game_id}; oracles exist for {', '.join(oracle_games())}"
        )
    try:
        return factory(**settings)
    except TypeError:
        keys = ", ".join(sorted(settings))
        raise BotSettingError(f"the {game_id} oracle does not take the setting(s) {keys}") from None
    except ValueError as error:
        raise BotSettingError(f"the {game_id} oracle: {error}") from None
