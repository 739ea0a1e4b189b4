"""The hard Labyrinth bot: information-set MCTS over whole turns.

The search (:mod:`spelkast.bots.search`) sees the game through :class:`LabyrinthModel`,
built from the seat's view only:

* **Determinisation.** What the seat cannot see is drawn from what it could be: the
  opponents' hidden day cards (and the seat's own cards under its top one) are dealt
  from the treasures nobody has found and the seat has not seen, in the pile sizes the
  view shows; the face-down coins are shuffled. Open cards and night cards are public
  and used as they are. By day the view hides where the night treasures lie, so a
  determinisation has none on the board: a search that runs into the night treats the
  night treasures as not yet reachable (the evaluation still counts what the night is
  worth).
* **Moves.** A move of the search is a whole turn, shift and pawn move together
  (``(arrow, openings, cell)``), generated from the engine's bitboard fast path
  (:func:`~spelkast.games.labyrinth.board.turn_destinations`). A player who can reach
  a goal this turn considers every shift that allows it; otherwise, per shift, the
  reachable cell nearest a goal, the shifts ordered by that distance and cut to the
  best few (more at the root). Positions are the engine's own immutable states, advanced
  by its pure ``_apply``: nothing is copied per node.
* **Evaluation**, at the horizon (the seat's turn and the opponents' replies) or at the
  end: every player's race position — the targets still to reach (cards left, and the
  way home) less a part of the chance to reach the current one on the next turn (the
  share of shifts that open a way to it) — turned into winning chances: with two players
  by a soft-max, with more each player against the best placed of the others (a logistic
  of its lead over them; see below); with Day & Night the points in hand (day 1, night 2)
  and the coin's expected value join in. The
  opponents' replies in the tree, with their targets sampled, are what make the bot
  *block* a player about to reach a treasure or home, and the chance term is what makes
  it *set up* its next card.
* **Three or more players.** A soft-max share over all players makes holding back *any*
  opponent pay, and the opponent easiest to hold back is the next one, who plays on the
  maze the seat leaves: measured (60 three-player games among mediums), the search
  blocked the player after it so much that that player won 5 games and the player
  before it 33, while its own share stayed near an equal one. Valued against the best
  placed other, blocking pays only when it holds back the leader (who is often the one
  heading home), and the seat's own race counts for more.
* **Greedy replies** (the default with three players and plain rules; ``greedy=1`` or
  ``0`` sets it at any table of three or more): the opponents' turns are not searched but
  played within the seat's own, each the turn a greedy player would play for its sampled
  goal (reach
  it if a shift allows, else the shift whose reachable cell comes nearest it), so the
  tree holds the seat's own turns only (``horizon`` counts those, two by default) and
  each is judged over many determinisations of the opponents' targets instead of over
  opponent branches valued on one sampled card each. Measured on the same deals against
  the search of opponent replies (``docs/measurements/bot-strength.md``): with three
  players 63 against 47 wins of 120 fresh deals (deal by deal 32 against 16, sign test
  p = 0.03) and 65 against 59 on the deals it was chosen on; with four players 64
  against 63 of 200, at twice the decision time, so four players keep the search; with
  Day & Night (three players) 26 against 35 of 60 (deal by deal 11 against 20, p = 0.15),
  so Day & Night keeps it too.

Decisions a person would not think about are left to the medium bot: the coin (the
three face down are alike to everybody).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.bots.base import register_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.labyrinth import (
    GreedyLabyrinthBot,
    goal_cells,
    goals_after_shift,
    next_turn_chances,
    way_on,
)
from spelkast.bots.levels import EXPERT_MAX_SECONDS, ExpertFactory
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.game import LabyrinthGame
from spelkast.games.labyrinth.state import (
    COIN,
    DAY,
    HOMES,
    MOVE,
    OVER,
    SHIFT,
    LabyrinthState,
    MoveTo,
    Shift,
)

DEFAULT_ITERATIONS = 600
"""Iterations per decision by default (a few hundred milliseconds on this machine)."""

ROOT_WIDTH = 16
"""Shifts the seat considers when it cannot reach a goal this turn."""

INNER_WIDTH = 4
"""Shifts an opponent considers in the tree when it cannot reach a goal."""

HIT_WIDTH = 24
"""At most this many goal-reaching turns are considered at a node (best placed first)."""

SHARPNESS = 1.2
"""How sharply a lead in the race turns into winning chances (per target)."""

CHANCE_WEIGHT = 0.6
"""What a sure way to the current goal on the next turn is worth, in targets. Less than
one: reaching a goal now beats keeping a sure way to it for the next turn (which spends
that turn), and a fresh target has an average chance of its own."""

GREEDY_PLAYERS = 3
"""The table size at which the opponents' turns are played greedily by default (plain
rules; with Day & Night they are searched)."""

OWN_TURNS = 2
"""The seat's own turns searched when the opponents' turns are played greedily."""

UNKNOWN_GOAL_CHANCE = 0.28
"""The chance term of a player whose current goal the seat cannot know (an opponent's
hidden card, or a card of the seat's own under its top one, both only sampled): the
share of next-turn shifts that open a way to a treasure drawn at random, averaged over
mid-game positions among medium bots (0.283 over 2,520 player-treasure pairs in 30
positions with 3 and 4 players). Computing the term for a sampled goal cost 59-62% of
a 4-player search and told the search only about a card the player may not hold."""

Turn = tuple[int, int, int]  # (arrow, spare openings, destination cell)
Move = Turn | int  # a whole turn, or (after a shift) the destination cell alone


@dataclass(frozen=True, slots=True)
class _Seen:
    """What the seat knows about the hidden cards, read from its view once."""

    piles: tuple[tuple[int, ...] | None, ...]  # known pile (top first), None: hidden
    known_top: tuple[int | None, ...]  # a hidden pile's known top card (the seat's own)
    sizes: tuple[int, ...]  # cards left in each day pile
    pool: tuple[int, ...]  # day treasures the hidden cards are dealt from


class LabyrinthModel:
    """Labyrinth from one seat's view, for :func:`spelkast.bots.search.ismcts`."""

    def __init__(
        self,
        game: LabyrinthGame,
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        horizon: int,
        leader: bool = True,
        plan: bool = False,
        chase: bool = True,
        greedy: bool | None = None,
    ) -> None:
        self.game = game
        self.leader = leader
        self.plan = plan
        self.player = player
        self.view = view
        self.legal = set(legal)
        self.num_players = int(view["num_players"])
        # With two players holding back the one opponent is all gain, whatever it seeks.
        self.chase = chase or self.num_players == 2
        # Greedy replies (three or more players): the opponents' turns are played, not
        # searched, so the tree holds the seat's own turns only.
        if greedy is None:
            # Measured better with three players and plain rules only (not Day & Night).
            day_night = bool(view["options"].get("day_night"))
            greedy = self.num_players == GREEDY_PLAYERS and not day_night
        self.greedy = greedy and self.num_players > 2
        self.horizon = horizon or (OWN_TURNS if self.greedy else self.num_players)
        self.base = self._public_state(view)
        self._turn_cache: dict[tuple[Any, ...], list[Turn]] = {}
        self._chance_cache: dict[tuple[Any, ...], float] = {}
        self.seen = self._seen(view)

    # ------------------------------------------------------------ determinising
    def _public_state(self, view: dict[str, Any]) -> LabyrinthState:
        players = view["players"]
        day_night = bool(view["options"].get("day_night"))
        return LabyrinthState(
            num_players=self.num_players,
            seed=0,
            options=dict(view["options"]),
            board=tuple(view["board"]),
            spare=int(view["spare"]),
            pawns=tuple(int(p["pawn"]) for p in players),
            forbidden=view["forbidden"],
            current=int(view["current"]),
            step=str(view["step"]),
            piles=tuple(() for _ in players),
            found=tuple(tuple(p["found"]) for p in players),
            night_piles=tuple(tuple(p["night_cards"]) for p in players) if day_night else (),
            night_found=tuple(tuple(p["night_found"]) for p in players) if day_night else (),
            phase=str(view["phase"]),
            coins=tuple(D.COIN_VALUES) if day_night else (),
            coin_taken=view["coin_taken"],
            ended_by=view["ended_by"],
            turn=int(view["turn"]),
            last_shift=(view["last_shift"][0], view["last_shift"][1])
            if view["last_shift"]
            else None,
        )

    def _seen(self, view: dict[str, Any]) -> _Seen:
        players = view["players"]
        daylight = view["phase"] == DAY
        piles: list[tuple[int, ...] | None] = []
        tops: list[int | None] = []
        sizes: list[int] = []
        known: set[int] = set()
        for p in players:
            # At night the day cards still in a pile are out of the game, unseen.
            size = int(p["cards_left"]) if daylight else int(p["cards_out"])
            sizes.append(size)
            seeking = p["seeking"]
            if size == 0:
                piles.append(())
                tops.append(None)
            elif not daylight:
                piles.append(None)
                tops.append(None)
            elif p["cards"] is not None:
                piles.append(tuple(p["cards"]))
                tops.append(None)
                known.update(p["cards"])
            else:
                piles.append(None)
                top = seeking["ids"][0] if seeking and seeking["kind"] == "treasure" else None
                tops.append(top)
                if top is not None:
                    known.add(top)
            known.update(p["found"])
        pool = tuple(t for t in range(D.NUM_TREASURES) if t not in known)
        return _Seen(tuple(piles), tuple(tops), tuple(sizes), pool)

    def sample(self, rng: random.Random) -> LabyrinthState:
        seen = self.seen
        pool = list(seen.pool)
        rng.shuffle(pool)
        piles: list[tuple[int, ...]] = []
        for pile, top, size in zip(seen.piles, seen.known_top, seen.sizes, strict=True):
            if pile is not None:
                piles.append(pile)
                continue
            hidden = size - (1 if top is not None else 0)
            drawn = pool[:hidden]
            del pool[:hidden]
            piles.append(((top,) if top is not None else ()) + tuple(drawn))
        state = self.base.replace(piles=tuple(piles))
        if state.day_night and state.coin_taken is None:
            coins = list(D.COIN_VALUES)
            rng.shuffle(coins)
            state = state.replace(coins=tuple(coins))
        return state

    # ------------------------------------------------------------------ moves
    def to_move(self, state: LabyrinthState) -> int | None:
        return None if state.step in (OVER, COIN) else state.current

    def actions(self, state: LabyrinthState) -> Sequence[Move]:
        player = state.current
        root = state.turn == self.base.turn
        if state.step == MOVE:
            return self._moves(state, player)
        if root and self.plan:
            return self._planned_turns(state, player)
        return self._turns(state, player, ROOT_WIDTH if root else INNER_WIDTH)

    def _planned_turns(self, state: LabyrinthState, player: int) -> list[Turn]:
        goals, on_spare = self._goals(state, player)
        key = ("plan", state.board, state.spare, state.forbidden, state.pawns[player])
        cached = self._turn_cache.get(key)
        if cached is None:
            cached = self._turn_cache[key] = _planned_turns(
                state.board, state.spare, state.forbidden, state.pawns[player], goals, on_spare
            )
        return cached

    def _goals(self, state: LabyrinthState, player: int) -> tuple[list[int], bool]:
        kind, ids = self.game.seeking(state, player)
        seeking = {"kind": kind, "ids": ids}
        goals = goal_cells(state.board, seeking, HOMES[player])
        return goals, (not goals and kind != "home")

    def _moves(self, state: LabyrinthState, player: int) -> list[int]:
        goals, _ = self._goals(state, player)
        cells = B.cells_of(B.reachable(state.board, state.pawns[player]))
        if not goals:
            return cells
        return sorted(cells, key=lambda c: min(B.manhattan(c, g) for g in goals))

    def _turns(self, state: LabyrinthState, player: int, width: int) -> list[Turn]:
        goals, on_spare = self._goals(state, player)
        key = (state.board, state.spare, state.forbidden, state.pawns[player], tuple(goals), width)
        cached = self._turn_cache.get(key)
        if cached is None:
            cached = self._turn_cache[key] = _turns(
                state.board,
                state.spare,
                state.forbidden,
                state.pawns[player],
                goals,
                on_spare,
                width,
            )
        return cached

    def step(self, state: LabyrinthState, action: Move, rng: random.Random) -> LabyrinthState:
        game = self.game
        player = state.current
        if isinstance(action, int):
            after = game._apply(state, player, MoveTo(action))
        else:
            after = self._turn(state, player, action)
        if self.greedy and player == self.player:
            after = self._greedy_replies(after)
        return after

    def _turn(self, state: LabyrinthState, player: int, turn: Turn) -> LabyrinthState:
        arrow, bits, cell = turn
        shifted = self.game._apply(state, player, Shift(arrow, bits))
        return self.game._apply(shifted, player, MoveTo(cell))

    def _greedy_replies(self, state: LabyrinthState) -> LabyrinthState:
        """The opponents' turns up to the seat's next one, each the turn a greedy player
        would play for its (sampled) goal: reach it if a shift allows, else the shift
        whose reachable cell comes nearest it."""
        while state.step == SHIFT and state.current != self.player:
            player = state.current
            state = self._turn(state, player, self._turns(state, player, 1)[0])
        return state

    def decision(self, action: Move) -> Shift | MoveTo:
        if isinstance(action, int):
            return MoveTo(action)
        return Shift(action[0], action[1])

    # -------------------------------------------------------------- evaluating
    def evaluate(self, state: LabyrinthState, rng: random.Random) -> Sequence[float]:
        n = self.num_players
        if state.step == OVER or state.step == COIN:
            return self._final(state)
        utilities = [self._utility(state, p) for p in range(n)]
        if self.leader and n > 2:
            return [leader_value(utilities, p) for p in range(n)]
        top = max(utilities)
        weights = [math.exp(SHARPNESS * (u - top)) for u in utilities]
        total = sum(weights)
        return [w / total for w in weights]

    def _final(self, state: LabyrinthState) -> list[float]:
        if state.step == COIN:
            # The coin is still to be turned: every one is alike, so expect the average.
            coins = sum(D.COIN_VALUES) / len(D.COIN_VALUES)
            scores = [
                len(state.found[p])
                + 2 * len(state.night_found[p])
                + (coins if p == state.ended_by else 0)
                for p in range(state.num_players)
            ]
            best = max(scores)
            tied = [p for p, s in enumerate(scores) if s == best]
            return [1.0 / len(tied) if p in tied else 0.0 for p in range(state.num_players)]
        outcome = self.game.outcome(state)
        assert outcome is not None
        winners = outcome.winners
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]

    def _goal_known(self, state: LabyrinthState, player: int) -> bool:
        """Whether the seat knows what ``player`` looks for in ``state`` rather than
        having sampled it: home, night cards and open cards are public, and the seat
        knows its own top card while it is still the top one."""
        pile = state.piles[player]
        if state.phase != DAY or not pile or self.seen.piles[player] is not None:
            return True
        return self.seen.known_top[player] is not None and len(pile) == self.seen.sizes[player]

    def _hidden_at_root(self, player: int) -> bool:
        """Whether an opponent's current card was hidden from the seat at the root
        (then what it finds in the search is found on a sampled card)."""
        return (
            player != self.player
            and self.seen.piles[player] is None
            and self.seen.known_top[player] is None
            and self.seen.sizes[player] > 0
        )

    def _chance(self, state: LabyrinthState, player: int) -> float:
        """The share of shifts on the player's next turn that open a way to a goal
        (the maze as it stands; the players in between will change it); for a goal
        the seat could only sample, the average share for a random treasure."""
        if not self._goal_known(state, player):
            return UNKNOWN_GOAL_CHANCE
        goals, _ = self._goals(state, player)
        forbidden = state.forbidden if player == state.current else None
        key = (state.board, state.spare, forbidden, state.pawns[player], tuple(goals))
        chance = self._chance_cache.get(key)
        if chance is None:
            hits = next_turn_chances(
                state.board, state.spare, forbidden, state.pawns[player], goals
            )
            arrows = len(B.ARROWS) - (forbidden is not None)
            shifts = arrows * len(B.orientations(state.spare))
            chance = self._chance_cache[key] = hits / shifts
        return chance

    def _utility(self, state: LabyrinthState, player: int) -> float:
        """Higher is better: minus the targets still to reach, plus the chance of the next."""
        home = 0 if state.no_return else 1
        chance = self._chance(state, player)
        # Cards an opponent found on a sampled card in the search are not counted.
        sampled = 0
        if not self.chase and state.phase == DAY and self._hidden_at_root(player):
            sampled = self.seen.sizes[player] - len(state.piles[player])
        if not state.day_night:
            return -(len(state.piles[player]) + sampled + home) + CHANCE_WEIGHT * chance
        # Day & Night: points count (day 1, night 2, the coin for who ends), and the
        # race to end the night decides who takes the coin.
        points = len(state.found[player]) - sampled + 2 * len(state.night_found[player])
        if state.phase == DAY:
            worth = 1.0
            left = len(state.piles[player]) + sampled + len(state.night_piles[player]) + home
        else:
            worth = 2.0 if state.night_piles[player] else 3.0  # home: the coin (1-5)
            left = len(state.night_piles[player]) + home
        return points + CHANCE_WEIGHT * worth * chance - 0.5 * left


def leader_value(utilities: Sequence[float], player: int) -> float:
    """The player's chance against the best placed of the others: a logistic of its lead
    over them (with two players exactly the soft-max share)."""
    best = max(u for p, u in enumerate(utilities) if p != player)
    return 1.0 / (1.0 + math.exp(-SHARPNESS * (utilities[player] - best)))


def _rings(cell: int) -> tuple[int, ...]:
    """Bitboards of the cells within Manhattan distance 0, 1, 2, ... of ``cell``."""
    return tuple(
        sum(1 << c for c in range(D.CELLS) if B.manhattan(c, cell) <= d) for d in range(13)
    )


_RINGS = tuple(_rings(c) for c in range(D.CELLS))


def _nearest(reach: int, goals: Sequence[int]) -> tuple[int, int]:
    """The distance from the reachable cells to the nearest goal, and a cell that far."""
    if not goals:
        return 0, (reach & -reach).bit_length() - 1
    for d in range(13):
        near = 0
        for g in goals:
            near |= _RINGS[g][d]
        hit = reach & near
        if hit:
            # The cell of ``hit`` nearest a goal is within d of one; take the lowest.
            return d, (hit & -hit).bit_length() - 1
    return 99, (reach & -reach).bit_length() - 1


def _turns(
    board: tuple[int, ...],
    spare: int,
    forbidden: int | None,
    pawn: int,
    goals: list[int],
    on_spare: bool,
    width: int,
) -> list[Turn]:
    """A player's candidate turns, best first: every goal-reaching turn if there is one
    (reaching it near the middle first: more ways onward), else per shift the cell
    nearest a goal, the ``width`` shifts that get closest."""
    hits: list[tuple[int, Turn]] = []
    near: list[tuple[int, Turn]] = []
    for arrow, bits, reach in B.turn_destinations(board, spare, forbidden, pawn):
        after = goals_after_shift(goals, on_spare, arrow)
        reached = [g for g in after if reach >> g & 1]
        if reached:
            cell = reached[0]
            hits.append((B.manhattan(cell, 24), (arrow, bits, cell)))
        elif not hits:
            distance, cell = _nearest(reach, after)
            near.append((distance, (arrow, bits, cell)))
    if hits:
        hits.sort(key=lambda x: x[0])
        return [t for _, t in hits[:HIT_WIDTH]]
    near.sort(key=lambda x: x[0])
    return [t for _, t in near[:width]]


def _planned_turns(
    board: tuple[int, ...],
    spare: int,
    forbidden: int | None,
    pawn: int,
    goals: list[int],
    on_spare: bool,
) -> list[Turn]:
    """The seat's own candidate turns: every goal-reaching turn if there is one (as
    :func:`_turns` gives them), else per shift the cell the medium bot would choose (the
    most next-turn shifts opening a way to the goal, then the nearest), the shifts
    ordered by that score."""
    hits = _turns(board, spare, forbidden, pawn, goals, on_spare, 0)
    if hits:
        return hits
    scored: list[tuple[tuple[int, int], Turn]] = []
    for arrow, bits, reach in B.turn_destinations(board, spare, forbidden, pawn):
        after = goals_after_shift(goals, on_spare, arrow)
        board1, spare1 = B.shift_board(board, B.with_openings(spare, bits), arrow)
        forbidden1 = B.ARROWS[arrow].opposite
        best: tuple[int, int] | None = None
        best_cell = pawn
        for cell in B.cells_of(reach):
            score = way_on(board1, spare1, forbidden1, cell, after)
            if best is None or score < best:
                best, best_cell = score, cell
        assert best is not None
        scored.append((best, (arrow, bits, best_cell)))
    scored.sort(key=lambda x: x[0])
    return [t for _, t in scored[:ROOT_WIDTH]]


def _build(horizon: int, leader: bool, plan: bool, chase: bool, greedy: bool | None) -> Any:
    def build(
        game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
    ) -> LabyrinthModel | None:
        if view["step"] not in (SHIFT, MOVE) or not isinstance(game, LabyrinthGame):
            return None
        return LabyrinthModel(game, player, view, legal, horizon, leader, plan, chase, greedy)

    return build


def hard_bot(
    iterations: int = DEFAULT_ITERATIONS,
    seconds: float | None = DEFAULT_SECONDS,
    horizon: int | None = None,
    leader: int = 1,
    plan: int = 0,
    chase: int = 1,
    greedy: int | None = None,
) -> SearchBot:
    """The hard Labyrinth bot; ``horizon`` counts turns (default: one per player, or with
    greedy replies two of the seat's own);
    ``leader`` is how a position is valued with three or more players: 1 (default) each
    player against the best placed of the others, 0 a share of a soft-max over all.

    Two settings kept for measuring (neither beat the defaults in the runs of
    ``docs/measurements/bot-strength.md``): ``plan=1`` gives each of the seat's own
    shifts the cell the medium bot would choose (the most next-turn ways to its goal)
    instead of the nearest one; ``chase=0`` (three or more players) stops counting what
    an opponent finds on a card the seat could only sample, so the seat blocks only
    goals it knows (a player heading home, open cards, night cards).

    ``greedy`` (three or more players; default: on with three and plain rules, else off) plays the
    opponents' turns instead of searching them: each opponent reaches its (sampled) goal
    if a shift allows it, else takes the shift whose reachable cell comes nearest it, so
    the tree holds the seat's own turns only and ``horizon`` counts those (default two)."""
    return SearchBot(
        _build(
            int(horizon or 0),
            bool(leader),
            bool(plan),
            bool(chase),
            None if greedy is None else bool(greedy),
        ),
        GreedyLabyrinthBot(),
        iterations,
        seconds,
    )


register_bot("labyrinth", "hard", hard_bot)

EXPERT_ITERATIONS = 2400
"""The expert level's search: four times hard's iterations (within its time cap)."""
register_bot(
    "labyrinth",
    "expert",
    ExpertFactory(hard_bot, iterations=EXPERT_ITERATIONS, seconds=EXPERT_MAX_SECONDS),
)
