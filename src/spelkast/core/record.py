"""Game records: everything needed to replay a game to identical states.

A record is the game id, the player count, the options, the seed and the list of
(player, action) pairs in the order they were applied. Because every transition is
pure and all randomness comes from the seed stored in the state, replaying a record
always gives the same states.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from spelkast.core.errors import InvalidPositionError, MalformedActionError
from spelkast.core.game import JSON, Game
from spelkast.core.options import OptionValue
from spelkast.core.registry import get_game

RECORD_FORMAT = "spelkast-record/1"


@dataclass(frozen=True, slots=True)
class Move:
    player: int
    action: JSON  # the action's JSON form
    notation: str = ""


@dataclass(frozen=True, slots=True)
class GameRecord:
    game: str
    num_players: int
    options: dict[str, OptionValue]
    seed: int
    moves: tuple[Move, ...] = ()
    players: tuple[str, ...] = ()  # seat descriptions, e.g. "human", "bot:greedy"
    meta: dict[str, JSON] = field(default_factory=dict)

    def with_move(self, move: Move) -> GameRecord:
        return GameRecord(
            self.game,
            self.num_players,
            self.options,
            self.seed,
            (*self.moves, move),
            self.players,
            self.meta,
        )

    def to_json(self) -> dict[str, JSON]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "num_players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "players": list(self.players),
            "moves": [
                {"player": m.player, "action": m.action, "notation": m.notation} for m in self.moves
            ],
            "meta": dict(self.meta),
        }

    @staticmethod
    def from_json(data: JSON) -> GameRecord:
        try:
            if data.get("format") != RECORD_FORMAT:
                raise InvalidPositionError(f"not a {RECORD_FORMAT} file")
            return GameRecord(
                game=str(data["game"]),
                num_players=int(data["num_players"]),
                options=dict(data["options"]),
                seed=int(data["seed"]),
                moves=tuple(
                    Move(int(m["player"]), m["action"], str(m.get("notation", "")))
                    for m in data["moves"]
                ),
                players=tuple(str(p) for p in data.get("players", ())),
                meta=dict(data.get("meta", {})),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, InvalidPositionError):
                raise
            raise InvalidPositionError(f"broken game record: {exc!r}") from None

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n")

    @staticmethod
    def load(path: Path) -> GameRecord:
        try:
            data = json.loads(path.read_text())
        except json.JSONDecodeError as exc:
            raise InvalidPositionError(f"{path} is not JSON: {exc.msg}") from None
        return GameRecord.from_json(data)


def start(record: GameRecord) -> tuple[Game[Any, Any], Any]:
    """The game and the initial state a record begins from."""
    game = get_game(record.game)
    return game, game.new_initial_state(record.num_players, record.options, record.seed)


def replay(record: GameRecord) -> Iterator[tuple[Move | None, Any]]:
    """Yield ``(None, initial_state)`` and then ``(move, state_after_move)`` for each move.

    Every move is checked as if it were played live; a bad record raises the same errors
    a bad live action would, naming the move number.
    """
    game, state = start(record)
    yield None, state
    for number, move in enumerate(record.moves, start=1):
        try:
            action = game.action_from_json(move.action)
            state = game.apply(state, move.player, action)
        except (MalformedActionError, ValueError) as exc:
            raise type(exc)(f"move {number} of the record: {exc}") from None
        yield move, state


def final_state(record: GameRecord) -> Any:
    last = None
    for _, last in replay(record):  # noqa: B007 - we want the last one
        pass
    return last
