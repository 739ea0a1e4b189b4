"""The Labyrinth game: set-up, turns (shift, then move), treasures, Day & Night, views.

Every rule here is traced to a test in ``docs/rules/labyrinth.md``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import ClassVar

from spelkast.core.errors import (
    IllegalActionError,
    MalformedActionError,
    Reason,
)
from spelkast.core.fields import is_whole, set_at
from spelkast.core.game import JSON, Game, GameInfo, Outcome
from spelkast.core.options import (
    OptionValue,
    check_first_player,
    first_player,
)
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import codec
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.notation import from_text, to_text
from spelkast.games.labyrinth.state import (
    COIN,
    DAY,
    FIXED_BOARD,
    GAME_ID,
    HOMES,
    MOVABLE_CELLS,
    MOVE,
    NIGHT,
    OPTIONS,
    OVER,
    SHIFT,
    Action,
    LabyrinthState,
    MoveTo,
    Shift,
    TakeCoin,
    direction_masks,
)


def movable_tiles(tile_set: str, day_night: bool) -> list[int]:
    """The 34 movable tiles of a tile set, in a fixed order before shuffling."""
    straights, corners, tees = D.TILE_SETS[tile_set]
    tiles: list[int] = []
    for i in range(straights):
        night = D.NIGHT_ON_STRAIGHTS[i] if day_night and i < len(D.NIGHT_ON_STRAIGHTS) else None
        tiles.append(B.make_tile(D.STRAIGHT, None, night))
    plain = 0
    for i in range(corners):
        if i < len(D.CORNER_TREASURES):
            tiles.append(B.make_tile(D.CORNER, D.CORNER_TREASURES[i]))
            continue
        night = D.NIGHT_ON_CORNERS[plain] if day_night and plain < len(D.NIGHT_ON_CORNERS) else None
        plain += 1
        tiles.append(B.make_tile(D.CORNER, None, night))
    for i in range(tees):
        tiles.append(B.make_tile(D.TJUNCTION, D.TJUNCTION_TREASURES[i]))
    return tiles


class LabyrinthGame(Game[LabyrinthState, Action]):
    info: ClassVar[GameInfo] = GameInfo(
        id=GAME_ID,
        names={"nl": "Doolhof", "en": "Labyrinth", "fi": "Labyrintti"},
        min_players=2,
        max_players=4,
        options=OPTIONS,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        summary={
            "en": "Shift the maze, walk its corridors, collect your treasures and return home.",
            "nl": "Verschuif de gangen van het doolhof, loop erdoorheen, verzamel je schatten "
            "en keer terug naar je startveld.",
            "fi": "Siirrä labyrintin käytäviä, kulje niitä pitkin, kerää aarteesi ja palaa "
            "lähtöruutuusi.",
        },
        # No bound: nothing in the rules stops the players from shifting the maze and
        # walking without ever reaching a treasure.
        max_length=None,
    )

    # ----------------------------------------------------------------- set-up
    def check_options(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        check_first_player(options["first_player"], num_players)

    def _initial_state(
        self, num_players: int, options: dict[str, OptionValue], seed: int
    ) -> LabyrinthState:
        rng = random.Random(seed)
        day_night = bool(options["day_night"])
        tiles = movable_tiles(str(options["tiles"]), day_night)
        rng.shuffle(tiles)
        tiles = [B.rotate_tile(t, rng.randrange(4)) for t in tiles]
        board = [0] * D.CELLS
        for index, tile in FIXED_BOARD.items():
            board[index] = tile
        for index, tile in zip(MOVABLE_CELLS, tiles, strict=False):
            board[index] = tile
        spare = tiles[len(MOVABLE_CELLS)]

        day_cards = list(range(D.NUM_TREASURES))
        rng.shuffle(day_cards)
        night_piles: tuple[tuple[int, ...], ...] = ()
        coins: tuple[int, ...] = ()
        if day_night:
            per = D.DAY_NIGHT_DEAL[num_players]
            night_cards = list(range(D.NUM_NIGHT_TREASURES))
            rng.shuffle(night_cards)
            night_piles = tuple(
                tuple(night_cards[p * per : (p + 1) * per]) for p in range(num_players)
            )
            coin_list = list(D.COIN_VALUES)
            rng.shuffle(coin_list)
            coins = tuple(coin_list)
        else:
            per = D.DAY_DEAL[num_players]
        piles = tuple(tuple(day_cards[p * per : (p + 1) * per]) for p in range(num_players))
        current = first_player(options["first_player"], num_players, rng)
        return LabyrinthState(
            num_players=num_players,
            seed=seed,
            options=dict(options),
            board=tuple(board),
            spare=spare,
            pawns=HOMES[:num_players],
            forbidden=None,
            current=current,
            step=SHIFT,
            piles=piles,
            found=tuple(() for _ in range(num_players)),
            night_piles=night_piles,
            night_found=tuple(() for _ in range(num_players)) if day_night else (),
            phase=DAY,
            coins=coins,
        )

    # ------------------------------------------------------------------ turns
    def to_move(self, state: LabyrinthState) -> tuple[int, ...]:
        return () if state.step == OVER else (state.current,)

    def legal_actions(self, state: LabyrinthState, player: int) -> Sequence[Action]:
        step = state.step
        if step == OVER or player != state.current:
            return []
        if step == MOVE:
            board, cache = state.board, state.masks_cache
            four = cache[1] if cache is not None and cache[0] is board else B.lanes(board)
            return _moves(B.lane_reach(four, state.pawns[player]))
        if step == SHIFT:
            return list(_shifts(state.forbidden, state.spare & B.OPEN_MASK))
        return [TakeCoin(i) for i in range(len(state.coins))]

    def is_legal(self, state: LabyrinthState, player: int, action: Action) -> bool:
        if state.step == OVER or player != state.current or not _well_typed(action):
            return False
        if state.step == SHIFT:
            return (
                isinstance(action, Shift)
                and 0 <= action.arrow < len(B.ARROWS)
                and action.arrow != state.forbidden
                and action.openings in B.orientations(state.spare)
            )
        if state.step == MOVE:
            return (
                isinstance(action, MoveTo)
                and 0 <= action.cell < D.CELLS
                and bool(_reach(state, player) >> action.cell & 1)
            )
        return isinstance(action, TakeCoin) and 0 <= action.index < len(state.coins)

    def explain_illegal(self, state: LabyrinthState, player: int, action: Action) -> str:
        if not _well_typed(action):
            raise MalformedActionError(
                f"{action!r} is not a labyrinth action: its fields must be whole numbers"
            )
        if state.step == SHIFT:
            if not isinstance(action, Shift):
                return Reason(
                    "labyrinth.shift_first",
                    "first shift the maze: push the spare tile in at one of the arrows",
                )
            if not 0 <= action.arrow < len(B.ARROWS):
                return Reason(
                    "labyrinth.no_arrow", "there is no arrow number {arrow}", arrow=action.arrow
                )
            if action.arrow == state.forbidden:
                return Reason(
                    "labyrinth.push_back",
                    "the spare may not go in at {arrow}: that would push back the tile "
                    "that was pushed out there last turn",
                    arrow=B.ARROWS[action.arrow].name,
                )
            if not 0 <= action.openings <= B.OPEN_MASK:
                return Reason(
                    "labyrinth.no_sides",
                    "{openings} is not a set of open sides (0-15)",
                    openings=action.openings,
                )
            return Reason(
                "labyrinth.cannot_turn",
                "the spare cannot be turned to open {sides}; it can open {possible}",
                sides=B.openings_text(action.openings) or "nowhere",
                possible=[B.openings_text(o) for o in B.orientations(state.spare)],
            )
        if state.step == MOVE:
            if not isinstance(action, MoveTo):
                return Reason(
                    "labyrinth.already_shifted",
                    "the maze is already shifted: now move your pawn (or stay where you are)",
                )
            if not 0 <= action.cell < D.CELLS:
                return Reason(
                    "labyrinth.no_cell", "there is no cell number {cell}", cell=action.cell
                )
            return Reason(
                "labyrinth.unreachable",
                "{cell} cannot be reached from {start} along an unbroken corridor",
                cell=B.cell_name(action.cell),
                start=B.cell_name(state.pawns[player]),
            )
        if not isinstance(action, TakeCoin):
            return Reason(
                "labyrinth.choose_coin", "the game is won: choose one of the three face-down coins"
            )
        return Reason(
            "labyrinth.no_coin",
            "there is no coin {coin}; choose coin 1, 2 or 3",
            coin=action.index + 1,
        )

    def apply(self, state: LabyrinthState, player: int, action: Action) -> LabyrinthState:
        """As :meth:`Game.apply`; a shift, the commonest action, is checked here in one
        expression (the conditions of :meth:`is_legal`) and every other action, legal or
        not, takes the general road. Both roads agree (tests/labyrinth/test_fast_path.py)."""
        if (
            type(action) is Shift
            and type(player) is int
            and player == state.current
            and state.step == SHIFT
            and type(action.arrow) is int
            and type(action.openings) is int
            and action.arrow != state.forbidden
            and 0 <= action.arrow < _ARROWS
            and action.openings in _ORIENTATIONS[state.spare & 15]  # 15: the open sides
        ):
            return self._shift(state, action)
        return super().apply(state, player, action)

    def _apply(self, state: LabyrinthState, player: int, action: Action) -> LabyrinthState:
        if isinstance(action, Shift):
            return self._shift(state, action)
        if isinstance(action, MoveTo):
            return self._end_turn(state.replace(pawns=set_at(state.pawns, player, action.cell)))
        return state.replace(coin_taken=action.index, step=OVER)

    @staticmethod
    def _shift(state: LabyrinthState, action: Shift) -> LabyrinthState:
        # The hot path of the protocol: the state is read in one unpacking and rebuilt
        # field by field in order (no attribute lookups, no keyword matching).
        (n, seed, options, board, spare, pawns, _, current, _, piles, found, night_piles,
         night_found, phase, coins, coin_taken, ended_by, turn, _, cache) = state  # fmt: skip
        arrow, bits = action.arrow, action.openings
        # The direction bitboards follow the push instead of being read again from 49
        # tiles; the cache is used only if it was made for this very board.
        four = cache[1] if cache is not None and cache[0] is board else _lanes(board)
        new_board, ejected = _shift_board(board, (spare & ~B.OPEN_MASK) | bits, arrow)
        # tuple.__new__ is what LabyrinthState(...) calls, without the Python frame between.
        return tuple.__new__(
            LabyrinthState,
            (
                n,
                seed,
                options,
                new_board,
                ejected,  # the new spare
                tuple(map(_PAWN_AFTER[arrow].__getitem__, pawns)),
                _OPPOSITE[arrow],  # forbidden next turn
                current,
                MOVE,
                piles,
                found,
                night_piles,
                night_found,
                phase,
                coins,
                coin_taken,
                ended_by,
                turn,
                (arrow, bits),  # last_shift
                (new_board, _shifted_lanes(four, arrow, bits)),
            ),
        )

    @staticmethod
    def _end_turn(state: LabyrinthState) -> LabyrinthState:
        """Treasure finding and the end conditions, checked when a turn ends."""
        player = state.current
        position = state.pawns[player]
        tile = state.board[position]
        at_home = position == HOMES[player]
        next_player = (player + 1) % state.num_players
        after = {"current": next_player, "step": SHIFT, "turn": state.turn + 1}

        if state.phase == DAY:
            pile = state.piles[player]
            found = B.treasure_of(tile)
            if (
                found is not None
                and pile
                and (found == pile[0] or (state.open_cards and found in pile))
            ):
                pile = tuple(t for t in pile if t != found)
                state = state.replace(
                    piles=set_at(state.piles, player, pile),
                    found=set_at(state.found, player, (*state.found[player], found)),
                )
            if pile:
                return state.replace(**after)
            if state.day_night:
                # The day ends at once; unfound day cards are out; the left neighbour
                # starts the night.
                return state.replace(phase=NIGHT, **after)
            if state.no_return or at_home:
                return state.replace(step=OVER, ended_by=player, turn=state.turn + 1)
            return state.replace(**after)

        night_pile = state.night_piles[player]
        night = B.night_of(tile)
        if night is not None and night in night_pile:
            night_pile = tuple(t for t in night_pile if t != night)
            state = state.replace(
                night_piles=set_at(state.night_piles, player, night_pile),
                night_found=set_at(state.night_found, player, (*state.night_found[player], night)),
            )
        if not night_pile and (state.no_return or at_home):
            return state.replace(step=COIN, ended_by=player, turn=state.turn + 1)
        return state.replace(**after)

    def outcome(self, state: LabyrinthState) -> Outcome | None:
        if state.step != OVER or state.ended_by is None:
            return None
        ender = state.ended_by
        if not state.day_night:
            scores = [float(len(f)) for f in state.found]
            ranks = tuple(1 if p == ender else 2 for p in range(state.num_players))
            how = (
                "found every treasure" if state.no_return else "found every treasure and came home"
            )
            return Outcome(
                tuple(scores),
                ranks,
                f"{self.player_name(ender)} {how}",
                {"treasures": [len(f) for f in state.found]},
            )
        coin = state.coins[state.coin_taken] if state.coin_taken is not None else 0
        scores = []
        keys = []
        for p in range(state.num_players):
            day, night = len(state.found[p]), len(state.night_found[p])
            score = day + 2 * night + (coin if p == ender else 0)
            scores.append(float(score))
            keys.append((float(score), float(day + night)))
        return Outcome.ranked(
            scores,
            keys,
            f"{self.player_name(ender)} found every night treasure, came home and took a {coin} coin",
            {
                "day": [len(f) for f in state.found],
                "night": [len(f) for f in state.night_found],
                "coin": coin,
            },
        )

    def player_name(self, player: int) -> str:
        if 0 <= player < len(D.PAWN_COLOURS):
            return f"{D.PAWN_COLOURS[player]} (player {player + 1})"
        return f"player {player + 1}"

    # ------------------------------------------------------------------ views
    def seeking(self, state: LabyrinthState, player: int) -> tuple[str, tuple[int, ...]]:
        """What ``player`` is looking for: ("treasure", ids), ("night", ids) or ("home", ())."""
        if state.phase == DAY:
            pile = state.piles[player]
            if pile:
                return ("treasure", pile if state.open_cards else pile[:1])
            return ("home", ())
        if state.night_piles[player]:
            return ("night", state.night_piles[player])
        return ("home", ())

    def view(self, state: LabyrinthState, player: int | None) -> dict[str, JSON]:
        """What ``player`` (None: a spectator) sees.

        Hidden: the order and content of face-down day piles (a player sees only their
        own top card; with open cards everybody sees every card), night treasures on the
        tiles during the day, and the values of face-down coins.
        """
        if player is not None and not 0 <= player < state.num_players:
            raise ValueError(f"there is no player {player}")
        daylight = state.phase == DAY
        board = [B.without_night(t) if daylight else t for t in state.board]
        spare = B.without_night(state.spare) if daylight else state.spare
        players: list[dict[str, JSON]] = []
        for p in range(state.num_players):
            kind, ids = self.seeking(state, p)
            public = kind != "treasure" or state.open_cards or p == player
            players.append(
                {
                    "seat": p,
                    "colour": D.PAWN_COLOURS[p],
                    "symbol": D.PAWN_SYMBOLS[p] if state.day_night else None,
                    "home": HOMES[p],
                    "pawn": state.pawns[p],
                    # At night the day cards still in a pile are out of the game.
                    "cards_left": len(state.piles[p]) if daylight else 0,
                    "cards_out": 0 if daylight else len(state.piles[p]),
                    "found": list(state.found[p]),
                    "cards": list(state.piles[p]) if state.open_cards and daylight else None,
                    "seeking": {"kind": kind, "ids": list(ids)} if public else None,
                    "night_cards": list(state.night_piles[p]) if state.day_night else None,
                    "night_found": list(state.night_found[p]) if state.day_night else None,
                }
            )
        coins: list[JSON] | None = None
        if state.day_night:
            coins = [
                state.coins[i] if i == state.coin_taken else None for i in range(len(state.coins))
            ]
        outcome = self.outcome(state)
        return {
            "game": self.info.id,
            "viewer": player,
            "num_players": state.num_players,
            "options": dict(state.options),
            "phase": state.phase,
            "step": state.step,
            "current": None if state.step == OVER else state.current,
            "turn": state.turn,
            "board": board,
            "spare": spare,
            "forbidden": state.forbidden,
            "last_shift": list(state.last_shift) if state.last_shift else None,
            "players": players,
            "coins": coins,
            "coin_taken": state.coin_taken,
            "ended_by": state.ended_by,
            "outcome": outcome.to_json() if outcome else None,
        }

    # ------------------------------------------------------------- serialising
    def state_to_json(self, state: LabyrinthState) -> dict[str, JSON]:
        return codec.state_to_json(state)

    def state_from_json(self, data: JSON) -> LabyrinthState:
        return codec.state_from_json(data)

    def action_to_json(self, action: Action) -> JSON:
        return codec.action_to_json(action)

    def action_from_json(self, data: JSON) -> Action:
        return codec.action_from_json(data)

    def format_action(self, action: Action) -> str:
        """``Nb:ES`` (shift), ``d4`` (move), ``coin2`` (take the second coin)."""
        return codec.format_action(action)

    def parse_action(self, text: str, state: LabyrinthState | None = None) -> Action:
        """Read ``Nb:ES``, ``Nb ES``, ``Nb`` (spare as it lies), ``d4``, ``stay``, ``coin2``."""
        return codec.parse_action(text, state)

    def position_to_text(self, state: LabyrinthState) -> str:
        return to_text(state)

    def position_from_text(self, text: str) -> LabyrinthState:
        return from_text(text)

    # ----------------------------------------------------------------- search
    def full_turns(self, state: LabyrinthState) -> list[tuple[Shift, int]]:
        """Every distinct shift with the bitboard of destinations reachable after it."""
        if state.step != SHIFT:
            raise IllegalActionError("full turns start with a shift")
        return [
            (Shift(arrow, bits), reach)
            for arrow, bits, reach in B.turn_destinations(
                state.board, state.spare, state.forbidden, state.pawns[state.current]
            )
        ]

    def count_turns(self, state: LabyrinthState) -> int:
        if state.step == OVER:
            return 0
        if state.step == SHIFT:
            return sum(
                reach.bit_count()
                for _, _, reach in B.turn_destinations(
                    state.board, state.spare, state.forbidden, state.pawns[state.current]
                )
            )
        return len(self.legal_actions(state, state.current))

    def turns(self, state: LabyrinthState) -> list[tuple[str, LabyrinthState]]:
        if state.step != SHIFT:
            return super().turns(state)
        out = []
        for shift, reach in self.full_turns(state):
            shifted = self._apply(state, state.current, shift)
            label = self.format_action(shift)
            for destination in B.cells_of(reach):
                out.append(
                    (
                        f"{label} {B.cell_name(destination)}",
                        self._apply(shifted, state.current, MoveTo(destination)),
                    )
                )
        return out


# Module-level names for the hot path (a global lookup instead of a module attribute).
_lanes, _shift_board, _shifted_lanes = B.lanes, B.shift_board, B.shifted_lanes
_PAWN_AFTER = B.PAWN_AFTER
_ARROWS = len(B.ARROWS)
_ORIENTATIONS = B.ORIENTATIONS
_OPPOSITE = tuple(arrow.opposite for arrow in B.ARROWS)
_SHIFTS: dict[tuple[int | None, int], tuple[Shift, ...]] = {}


def _shifts(forbidden: int | None, openings: int) -> tuple[Shift, ...]:
    """The legal shifts when ``forbidden`` is closed and the spare opens ``openings``
    (made once per pair and shared: actions are immutable)."""
    key = (forbidden, openings)
    found = _SHIFTS.get(key)
    if found is None:
        found = _SHIFTS[key] = tuple(
            Shift(arrow.index, bits)
            for arrow in B.ARROWS
            if arrow.index != forbidden
            for bits in B.orientations(openings)
        )
    return found


_MOVE_TO = tuple(MoveTo(c) for c in range(D.CELLS))
"""One (immutable) move action per cell, shared by every list of legal moves."""

_ROW_MOVES = tuple(
    tuple(
        tuple(_MOVE_TO[row * D.SIZE + c] for c in range(D.SIZE) if pattern >> c & 1)
        for pattern in range(1 << D.SIZE)
    )
    for row in range(D.SIZE)
)
"""``_ROW_MOVES[row][pattern]``: the moves to the cells of ``row`` set in a 7-bit pattern."""


def _moves(reach: int) -> list[Action]:
    """The moves to the cells of a bitboard, ascending (a row at a time)."""
    out: list[Action] = []
    row = 0
    while reach:
        pattern = reach & _ROW
        if pattern:
            out.extend(_ROW_MOVES[row][pattern])
        reach >>= 7  # one row (D.SIZE)
        row += 1
    return out


_ROW = (1 << D.SIZE) - 1


def _reach(state: LabyrinthState, player: int) -> int:
    """Bitboard of the cells ``player``'s pawn can reach on ``state.board``."""
    return B.lane_reach(direction_masks(state), state.pawns[player])


def _well_typed(action: object) -> bool:
    """Whether every field of an action object is a whole number (not, say, a string)."""
    if isinstance(action, Shift):
        fields: tuple[object, ...] = (action.arrow, action.openings)
    elif isinstance(action, MoveTo):
        fields = (action.cell,)
    elif isinstance(action, TakeCoin):
        fields = (action.index,)
    else:
        return True  # another kind of object: illegal at every step, explained as such
    return all(is_whole(f) for f in fields)
