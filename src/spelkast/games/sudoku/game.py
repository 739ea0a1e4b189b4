"""The Sudoku board game (Knizia) and its children's side Sudoids: set-up, turns,
scoring, the two modes, the end, views and serialising.

One class serves both sides; each side is registered as its own game (``sudoku`` and
``sudoids``) because they differ in name, board, tiles and default mode. Every rule here
is traced to a test in ``docs/rules/sudoku.md``.

Perft: a turn is one decision of the player to move (a cell, or a claim). The draw that
follows is not a branch: it takes the top tile of the pile stored in the state, so a
position with a known pile order has one fixed future per sequence of decisions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import compress
from operator import not_
from typing import Any, ClassVar

from spelkast.core.errors import InvalidPositionError, MalformedActionError, Reason, detail_of
from spelkast.core.fields import is_whole, set_at, string, whole
from spelkast.core.game import JSON, Game, GameInfo, GameLength, Outcome
from spelkast.core.options import OptionSpec, OptionValue
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import ADULT, MODES, SCORING_VARIANTS, SUDOIDS, Side
from spelkast.games.sudoku.notation import from_text, to_text
from spelkast.games.sudoku.state import (
    BROKE,
    CLAIM,
    CLAIM_RIGHT,
    CLAIM_WRONG,
    END_REASONS,
    EVENT_KINDS,
    EXHAUSTED,
    PLACED,
    STUCK,
    Action,
    Claim,
    Event,
    Place,
    SudokuState,
)


def _options(side: Side) -> tuple[OptionSpec, ...]:
    return (
        OptionSpec(
            "mode",
            str,
            side.default_mode,
            {
                "en": "table: any empty cell, a wrong placement is set aside and the player "
                "must claim when stuck; assisted: only legal cells are offered and the end is "
                "found for you",
                "nl": "table: elk leeg vak; een fout gelegd fiche gaat opzij en wie vastzit, "
                "moet dat zelf melden (claim); assisted: alleen toegestane vakken worden "
                "aangeboden en het einde wordt voor je gevonden",
                "fi": "table: mikä tahansa tyhjä ruutu; väärin asetettu laatta pannaan sivuun, "
                "ja jumiin jääneen pelaajan on ilmoitettava siitä itse (claim); assisted: "
                "vain sallitut ruudut tarjotaan, ja pelin loppu huomataan puolestasi",
            },
            MODES,
        ),
        OptionSpec(
            "scoring",
            str,
            "full",
            {
                "en": "full: block + row and column outside it; simple: row + column; "
                "block: block only",
                "nl": "full: blok + rij en kolom erbuiten; simple: rij + kolom; "
                "block: alleen het blok",
                "fi": "full: lohko + rivi ja sarake sen ulkopuolella; simple: rivi + sarake; "
                "block: vain lohko",
            },
            SCORING_VARIANTS,
        ),
        OptionSpec(
            "one_per_block",
            bool,
            False,
            {
                "en": "the starting tiles lie one per block as well as one per row and column",
                "nl": "de startfiches liggen behalve één per rij en kolom ook één per blok",
                "fi": "aloituslaattoja on yksi jokaisessa lohkossa sekä yksi jokaisella rivillä "
                "ja sarakkeessa",
            },
        ),
    )


def _length(side: Side) -> GameLength:
    """The most actions a game on ``side`` can take: the pile's tiles (each value
    ``size - 1`` times; the last of each starts on the board). Every action uses up the
    mover's tile (placed, or set aside after a broken rule or a wrong claim) or ends the
    game (a right claim, a stuck player); the game ends at the latest when every tile is
    used up. A game where every tile is placed or set aside is this long."""
    return GameLength(fixed=side.size * (side.size - 1))


class SudokuGame(Game[SudokuState, Action]):
    """Either side of the Sudoku board game; ``side`` fixes board, tiles and names."""

    info: ClassVar[GameInfo]
    side: ClassVar[Side]

    # ----------------------------------------------------------------- set-up
    def _initial_state(
        self, num_players: int, options: dict[str, OptionValue], seed: int
    ) -> SudokuState:
        side = self.side
        rng = random.Random(seed)
        columns = starting_columns(side, rng, bool(options["one_per_block"]))
        values = list(range(1, side.size + 1))
        rng.shuffle(values)
        board = [0] * side.cells
        golden = []
        for row, (col, value) in enumerate(zip(columns, values, strict=True)):
            board[row * side.size + col] = value
            golden.append(row * side.size + col)
        pile = [v for v in range(1, side.size + 1) for _ in range(side.size - 1)]
        rng.shuffle(pile)
        hands = tuple(pile[:num_players])
        state = SudokuState(
            num_players=num_players,
            seed=seed,
            options=dict(options),
            board=tuple(board),
            golden=tuple(sorted(golden)),
            hands=hands,
            pile=tuple(pile[num_players:]),
            aside=(),
            scores=(0,) * num_players,
            current=0,
        )
        return self._check_stuck(state)

    # ------------------------------------------------------------------ turns
    def to_move(self, state: SudokuState) -> tuple[int, ...]:
        return () if state.end else (state.current,)

    def legal_actions(self, state: SudokuState, player: int) -> Sequence[Action]:
        if state.end or player != state.current:
            return []
        if state.mode == "assisted":
            places = _PLACES[: self.side.cells]
            return [places[c] for c in R.legal_cells(self.side, state.board, state.hands[player])]
        # The empty cells in order (compress keeps _PLACES[c] where board[c] is 0).
        actions: list[Action] = list(compress(_PLACES, map(not_, state.board)))
        actions.append(_CLAIM)
        return actions

    def is_legal(self, state: SudokuState, player: int, action: Action) -> bool:
        if state.end or player != state.current:
            return False
        if isinstance(action, Claim):
            return state.mode == "table"
        if not isinstance(action, Place) or not _is_cell(self.side, action.cell):
            return False
        if state.board[action.cell]:
            return False
        if state.mode == "assisted":
            return R.fits(self.side, state.board, action.cell, state.hands[player])
        return True

    def explain_illegal(self, state: SudokuState, player: int, action: Action) -> str:
        side = self.side
        if isinstance(action, Claim):
            return Reason(
                "sudoku.no_claim",
                "in assisted mode there is nothing to claim: only cells where your tile fits "
                "are offered, and the game ends by itself when there are none",
            )
        given: object = action  # callers outside the type checker may send anything
        if not isinstance(given, Place):
            return Reason(
                "sudoku.not_an_action",
                "{action} is not a {game} action; place a tile on a cell or claim",
                action=repr(given),
                game=self.info.id,
            )
        if not _is_cell(side, action.cell):
            return Reason(
                "sudoku.no_cell",
                "there is no cell number {cell} on the {size}x{size} board",
                cell=action.cell,
                size=side.size,
            )
        name = side.cell_name(action.cell)
        held = state.board[action.cell]
        if held:
            return Reason(
                "sudoku.not_empty",
                "{cell} is not empty: it holds {tile}",
                cell=name,
                tile=self.tile_name(held),
                value=held,
                cell_index=action.cell,
            )
        value = state.hands[player]
        units = R.conflicts(side, state.board, action.cell, value)
        return Reason(
            "sudoku.breaks_rule",
            "{tile} may not go on {cell}: {where} already has one",
            tile=self.tile_name(value),
            cell=name,
            where=" and ".join(units),
            value=value,
            cell_index=action.cell,
        )

    def _apply(self, state: SudokuState, player: int, action: Action) -> SudokuState:
        side = self.side
        value = state.hands[player]
        turn = state.turn + 1
        if isinstance(action, Claim):
            if not R.has_legal_cell(side, state.board, value):
                return state.with_event(
                    Event(player, CLAIM_RIGHT, value), end=CLAIM, ended_by=player, turn=turn
                )
            return self._set_aside(state, player, value, Event(player, CLAIM_WRONG, value), turn)
        cell = action.cell
        if not R.fits(side, state.board, cell, value):
            if not R.has_legal_cell(side, state.board, value):
                # The rulebook: the game is over once the player to move cannot place
                # their tile legally anywhere. A stuck player who places against the rule
                # instead of claiming does not keep the game going (nor is the tile set
                # aside: the game ended before it).
                return state.replace(end=STUCK, ended_by=player, turn=turn)
            return self._set_aside(state, player, value, Event(player, BROKE, value, cell), turn)
        gained = R.points(side, state.board, cell, state.scoring)
        board = set_at(state.board, cell, value)
        scores = set_at(state.scores, player, state.scores[player] + gained)
        event = Event(player, PLACED, value, cell, gained)
        return self._draw_and_pass(state, player, event, board=board, scores=scores, turn=turn)

    def _set_aside(
        self, state: SudokuState, player: int, value: int, event: Event, turn: int
    ) -> SudokuState:
        return self._draw_and_pass(state, player, event, aside=(*state.aside, value), turn=turn)

    def _draw_and_pass(
        self, state: SudokuState, player: int, event: Event, **changes: Any
    ) -> SudokuState:
        """``state`` with ``changes`` and ``event``, then the player draws the top tile (if
        any) and the next player holding a tile goes (one new state: this is the hot path)."""
        drawn = state.pile[0] if state.pile else 0
        hands = set_at(state.hands, player, drawn)
        pile = state.pile[1:]
        n = state.num_players
        for step in range(1, n + 1):
            seat = (player + step) % n
            if hands[seat]:
                return self._check_stuck(
                    state.with_event(event, hands=hands, pile=pile, current=seat, **changes)
                )
        return state.with_event(
            event, hands=hands, pile=pile, end=EXHAUSTED, ended_by=None, **changes
        )

    def _check_stuck(self, state: SudokuState) -> SudokuState:
        """Assisted mode: end the game if the player to move has no legal cell."""
        if state.mode != "assisted" or state.end:
            return state
        if not state.hands[state.current]:
            return state
        if R.has_legal_cell(self.side, state.board, state.hands[state.current]):
            return state
        return state.replace(end=STUCK, ended_by=state.current)

    def outcome(self, state: SudokuState) -> Outcome | None:
        if not state.end:
            return None
        if state.end == EXHAUSTED:
            reason = "every tile is on the board or set aside"
        else:
            who = self.player_name(state.ended_by if state.ended_by is not None else 0)
            tile = self.tile_name(state.hands[state.ended_by or 0])
            how = "said so, rightly" if state.end == CLAIM else "was found stuck"
            reason = f"{who} could not place {tile} anywhere ({how})"
        return Outcome.ranked(
            [float(s) for s in state.scores],
            reason=reason,
            details={
                "totals": list(state.scores),
                "tokens": [R.track(s)[0] for s in state.scores],
                "track": [R.track(s)[1] for s in state.scores],
                "end": state.end,
            },
        )

    def tile_name(self, value: int, language: str = "en") -> str:
        """``a 7``, ``an 8`` / ``a cat``: how a tile is named in messages."""
        if self.side is ADULT:
            return f"an {value}" if value == 8 else f"a {value}"
        return f"a {self.side.symbol(value).name(language)}"

    # ------------------------------------------------------------------ views
    def view(self, state: SudokuState, player: int | None) -> dict[str, JSON]:
        """What ``player`` (None: a spectator) sees: the board, the tiles set aside,
        every score, how many tiles each player holds and how many are in the pile, and
        the player's own tile. Hidden: the other hands and the order of the pile.
        At the end of a claim or a stuck game the tile that fits nowhere is shown."""
        if player is not None and not 0 <= player < state.num_players:
            raise ValueError(f"there is no player {player}")
        side = self.side
        outcome = self.outcome(state)
        players: list[dict[str, JSON]] = []
        for p in range(state.num_players):
            tokens, position = R.track(state.scores[p])
            shown = p == player or (state.end in (CLAIM, STUCK) and p == state.ended_by)
            players.append(
                {
                    "seat": p,
                    "name": self.player_name(p),
                    "has_tile": bool(state.hands[p]),
                    "tile": (state.hands[p] or None) if shown else None,
                    "score": state.scores[p],
                    "tokens": tokens,
                    "track": position,
                }
            )
        return {
            "game": self.info.id,
            "viewer": player,
            "num_players": state.num_players,
            "options": dict(state.options),
            "size": side.size,
            "block_rows": side.block_rows,
            "block_cols": side.block_cols,
            "board": list(state.board),
            "golden": list(state.golden),
            "hand": (state.hands[player] or None) if player is not None else None,
            "players": players,
            "pile": len(state.pile),
            "aside": list(state.aside),
            "current": None if state.end else state.current,
            "turn": state.turn,
            "last": _event_to_json(side, state.last),
            "recent": [_event_to_json(side, e) for e in state.recent],
            "end": state.end or None,
            "ended_by": state.ended_by,
            "outcome": outcome.to_json() if outcome else None,
        }

    # ------------------------------------------------------------- serialising
    def state_to_json(self, state: SudokuState) -> dict[str, JSON]:
        side = self.side
        return {
            "game": self.info.id,
            "num_players": state.num_players,
            "seed": state.seed,
            "options": dict(state.options),
            "board": list(state.board),
            "golden": [side.cell_name(c) for c in state.golden],
            "hands": list(state.hands),
            "pile": list(state.pile),
            "aside": list(state.aside),
            "scores": list(state.scores),
            "current": state.current,
            "end": state.end or None,
            "ended_by": state.ended_by,
            "turn": state.turn,
            "recent": [_event_to_json(side, e) for e in state.recent],
        }

    def state_from_json(self, data: JSON) -> SudokuState:
        side = self.side
        try:
            if not isinstance(data, dict):
                raise InvalidPositionError(f"a {self.info.id} state is a JSON object")
            if data.get("game", self.info.id) != self.info.id:
                raise InvalidPositionError(
                    f"this is a {data.get('game')!r} state, not {self.info.id}"
                )
            state = SudokuState(
                num_players=whole(data["num_players"]),
                seed=whole(data.get("seed", 0)),
                options=self.resolve_options(data.get("options", {})),
                board=tuple(whole(v) for v in data["board"]),
                golden=tuple(sorted(side.parse_cell(string(c)) for c in data["golden"])),
                hands=tuple(whole(v) for v in data["hands"]),
                pile=tuple(whole(v) for v in data["pile"]),
                aside=tuple(whole(v) for v in data["aside"]),
                scores=tuple(whole(v) for v in data["scores"]),
                current=whole(data["current"]),
                end=str(data.get("end") or ""),
                ended_by=None if data.get("ended_by") is None else whole(data["ended_by"]),
                turn=whole(data.get("turn", 0)),
                recent=tuple(_event_from_json(side, e) for e in data.get("recent", [])),
            )
        except InvalidPositionError:
            raise
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise InvalidPositionError(f"not a {self.info.id} state: {exc}") from None
        self.validate(state)
        return state

    def action_to_json(self, action: Action) -> JSON:
        if isinstance(action, Claim):
            return {"type": "claim"}
        return {"type": "place", "cell": self.side.cell_name(action.cell)}

    def action_from_json(self, data: JSON) -> Action:
        if not isinstance(data, dict):
            raise MalformedActionError(f"a {self.info.id} action is a JSON object with a 'type'")
        kind = data.get("type")
        if kind == "claim":
            return Claim()
        if kind == "place":
            cell = data.get("cell")
            if not isinstance(cell, str):
                raise MalformedActionError("'cell' must be a cell name such as \"e5\"")
            try:
                return Place(self.side.parse_cell(cell))
            except ValueError as exc:
                raise MalformedActionError(str(exc)) from None
        raise MalformedActionError(f"unknown action type {kind!r}; expected 'place' or 'claim'")

    def format_action(self, action: Action) -> str:
        """``e5`` (place the tile in hand on e5) or ``claim``."""
        if isinstance(action, Claim):
            return "claim"
        return self.side.cell_name(action.cell)

    def parse_action(self, text: str, state: SudokuState | None = None) -> Action:
        """Read ``e5``, ``E5``, or ``claim`` (also ``none`` / ``stuck``)."""
        raw = text.strip()
        if raw.lower() in ("claim", "none", "stuck"):
            return Claim()
        try:
            return Place(self.side.parse_cell(raw))
        except ValueError as exc:
            raise MalformedActionError(
                Reason(
                    "sudoku.cannot_read",
                    "cannot read {text}: {detail}; or write 'claim' if your tile fits nowhere",
                    text=repr(raw),
                    detail=detail_of(exc),
                )
            ) from None

    def position_to_text(self, state: SudokuState) -> str:
        return to_text(self, state)

    def position_from_text(self, text: str) -> SudokuState:
        return from_text(self, text)

    # ----------------------------------------------------------------- search
    def count_turns(self, state: SudokuState) -> int:
        if state.end:
            return 0
        return len(self.legal_actions(state, state.current))

    # ------------------------------------------------------------- invariants
    def validate(self, state: SudokuState) -> None:
        """Raise :class:`InvalidPositionError` if ``state`` breaks the game's invariants."""
        side = self.side

        def fail(message: str) -> None:
            raise InvalidPositionError(f"invalid {self.info.id} position: {message}")

        n = state.num_players
        if not self.info.min_players <= n <= self.info.max_players:
            fail(f"{n} players ({self.info.min_players}-{self.info.max_players} allowed)")
        if len(state.board) != side.cells:
            fail(f"the board has {len(state.board)} cells, not {side.cells}")
        tiles = [*state.board, *state.hands, *state.pile, *state.aside]
        if any(not 0 <= v <= side.size for v in tiles):
            fail(f"tile values are 1-{side.size} (0 for none)")
        for value in range(1, side.size + 1):
            if tiles.count(value) != side.size:
                fail(f"there must be {side.size} tiles of {self.tile_name(value)} in all")
        for cell, value in enumerate(state.board):
            if value and not R.fits(side, set_at(state.board, cell, 0), cell, value):
                fail(f"{self.tile_name(value)} on {side.cell_name(cell)} breaks the Sudoku rule")
        if len(state.golden) != side.size or len(set(state.golden)) != side.size:
            fail(f"there are {side.size} starting tiles")
        if sorted(state.board[c] for c in state.golden) != list(range(1, side.size + 1)):
            fail("the starting tiles show every value once")
        if {side.row_of[c] for c in state.golden} != set(range(side.size)) or {
            side.col_of[c] for c in state.golden
        } != set(range(side.size)):
            fail("the starting tiles lie one per row and one per column")
        if (
            state.options.get("one_per_block")
            and len({side.block_of[c] for c in state.golden}) != side.size
        ):
            fail("one_per_block: the starting tiles lie one per block")
        if len(state.hands) != n or len(state.scores) != n:
            fail("one hand and one score per player")
        if any(s < 0 for s in state.scores):
            fail("scores are never negative")
        if state.pile and not all(state.hands):
            fail("a player without a tile while the pile still has tiles")
        if not 0 <= state.current < n:
            fail("the player to move must be a seat")
        if state.end not in ("", *END_REASONS):
            fail(f"unknown end {state.end!r}")
        if not state.end and not state.hands[state.current]:
            fail("the player to move holds no tile")
        if (
            not state.end
            and state.mode == "assisted"
            and not R.has_legal_cell(side, state.board, state.hands[state.current])
        ):
            fail("assisted mode: the player to move has no legal cell, so the game is over")
        if state.end == EXHAUSTED and any(state.hands):
            fail("the tiles are not all used up")
        if state.end in (CLAIM, STUCK) and (state.ended_by is None or not 0 <= state.ended_by < n):
            fail("a claimed or stuck end records the seat")
        if state.end in (CLAIM, STUCK) and state.ended_by is not None:
            if not state.hands[state.ended_by]:
                fail("the stuck player holds a tile")
            if R.has_legal_cell(side, state.board, state.hands[state.ended_by]):
                fail("the game ended as stuck although the tile fits somewhere")
        if state.end == CLAIM and state.mode != "table":
            fail("claims exist under table rules only")
        if state.turn < 0:
            fail("the turn count is never negative")
        if len(state.recent) > n:
            fail("at most one recent event per player")
        for e in state.recent:
            if e.kind not in EVENT_KINDS or not 0 <= e.player < n or not 1 <= e.value <= side.size:
                fail("the last event is malformed")
            if (e.cell is None) != (e.kind in (CLAIM_RIGHT, CLAIM_WRONG)):
                fail("a placement event names a cell, a claim does not")
            if e.cell is not None and not _is_cell(side, e.cell):
                fail("the last event's cell is off the board")


class AdultSudoku(SudokuGame):
    side = ADULT
    info = GameInfo(
        id="sudoku",
        names={
            "nl": "SuDoku – het bordspel",
            "en": "Sudoku – the board game",
            "fi": "Sudoku – lautapeli",
        },
        min_players=1,
        max_players=4,
        options=_options(ADULT),
        chance=True,
        hidden_information=True,
        simultaneous=False,
        summary={
            "en": "Place number tiles without breaking the Sudoku rule; score the tiles around "
            "them.",
            "nl": "Leg getallenfiches zonder de Sudoku-regel te breken; scoor voor de fiches "
            "eromheen.",
            "fi": "Aseta numerolaattoja rikkomatta sudokusääntöä; saat pisteitä ympärillä "
            "olevista laatoista.",
        },
        max_length=_length(ADULT),
    )


class SudoidsGame(SudokuGame):
    side = SUDOIDS
    info = GameInfo(
        id="sudoids",
        names={"nl": "Sudoids", "en": "Sudoids", "fi": "Sudoids"},
        min_players=1,
        max_players=4,
        options=_options(SUDOIDS),
        chance=True,
        hidden_information=True,
        simultaneous=False,
        summary={
            "en": "The children's 6x6 side of Sudoku: six animals, no animal twice in a row, "
            "column or block.",
            "nl": "De 6x6-kinderkant van Sudoku: zes dieren, geen dier twee keer in een rij, "
            "kolom of blok.",
            "fi": "Sudokun lasten 6x6-puoli: kuusi eläintä, sama eläin ei koskaan kahdesti "
            "samalla rivillä, sarakkeessa tai lohkossa.",
        },
        max_length=_length(SUDOIDS),
    )


def starting_columns(side: Side, rng: random.Random, one_per_block: bool) -> list[int]:
    """For each row, the column of its starting tile: a random permutation (one per row
    and column), redrawn until it also has one per block when asked."""
    columns = list(range(side.size))
    while True:
        rng.shuffle(columns)
        if not one_per_block:
            return columns
        blocks = {side.block_of[row * side.size + col] for row, col in enumerate(columns)}
        if len(blocks) == side.size:
            return columns


# Shared action objects (actions are immutable values): building them anew every turn
# was a fifth of the time of a random game.
_PLACES = tuple(Place(c) for c in range(81))
_CLAIM = Claim()


def _is_cell(side: Side, cell: object) -> bool:
    return is_whole(cell) and 0 <= cell < side.cells


def _event_to_json(side: Side, event: Event | None) -> dict[str, JSON] | None:
    if event is None:
        return None
    return {
        "player": event.player,
        "kind": event.kind,
        "value": event.value,
        "cell": None if event.cell is None else side.cell_name(event.cell),
        "points": event.points,
    }


def _event_from_json(side: Side, data: Mapping[str, Any]) -> Event:
    cell = data.get("cell")
    return Event(
        player=whole(data["player"]),
        kind=string(data["kind"]),
        value=whole(data["value"]),
        cell=None if cell is None else side.parse_cell(string(cell)),
        points=whole(data.get("points", 0)),
    )
