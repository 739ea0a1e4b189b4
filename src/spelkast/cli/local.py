"""The local transport: a :class:`~spelkast.match.Match` held in this process, its bots
playing here, for the terminal's play loop (:mod:`spelkast.tui.lines`).

A round asks each person to move in seat order; the bots of a round choose when their
seat comes, and the round is played when every mover has chosen (with two people at one
screen, the second sees the first as chosen).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spelkast.cli.hints import TerminalHints
from spelkast.core.game import JSON, Game
from spelkast.games.describe import LANGUAGES, reason
from spelkast.match import Match
from spelkast.tui import GameUI, get_ui, words
from spelkast.tui.transport import Listener, Result, Turn


class LocalTransport:
    """``match`` played at this terminal by the seats whose players are people."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.game: Game[Any, Any] = match.game
        self.ui: GameUI = get_ui(self.game.info.id)
        self.choices: dict[int, Any] = {}  # this round's choices so far
        #: Whether the game shows hints and what each seat used (None: none at all).
        self.hints: TerminalHints | None = None
        # the bots' random states from before this round's first bot choice
        self.round_start: dict[int, Any] | None = None

    @property
    def seats(self) -> tuple[int, ...]:
        return self.match.humans

    def status(self) -> str | None:
        return "over" if self.match.over else None

    def next_turn(self, listener: Listener) -> Turn | None:
        if not self.choices:
            before = self.match.state
            done = self.match.bot_round()
            if done:
                self.note_moves(listener, before, done)
                return None
        for seat in sorted(self.match.to_move()):
            if seat in self.choices:
                continue
            if not self.match.is_bot(seat):
                return Turn(seat, tuple(self.choices))
            if self.round_start is None:
                self.round_start = self.bot_random_states()
            self.choices[seat] = self.match.bot_decision(seat)
        before = self.match.state
        choices, self.choices = self.choices, {}
        self.round_start = None
        self.match.play_round(choices)
        self.note_moves(listener, before, [(seat, choices[seat]) for seat in sorted(choices)])
        return None

    def bot_random_states(self) -> dict[int, Any]:
        """Each bot's random state (``random.Random.getstate``) as the game stands: from
        before a round whose bots have chosen but whose people have not, since those
        choices are made again when the game goes on."""
        if self.round_start is not None:
            return dict(self.round_start)
        return {seat: rng.getstate() for seat, rng in self.match.rngs.items()}

    def note_moves(self, listener: Listener, before: Any, moves: list[tuple[int, Any]]) -> None:
        """A round's moves (played from ``before`` in seat order) in the engine's words:
        what every seat sees once they are played, so hot seat may show them to everyone
        at the table."""
        lines = self.ui.describe_moves(self.game, before, moves, listener.lang)
        for (seat, _), line in zip(moves, lines, strict=True):
            listener.moved(seat, line)

    def view(self, seat: int | None) -> dict[str, JSON]:
        return self.match.view(seat)

    def legal(self, seat: int) -> Sequence[Any]:
        return self.match.legal(seat)

    def check(self, seat: int, action: Any) -> None:
        self.game.apply(self.match.state, seat, action)  # checks only; pure

    def submit(self, seat: int, action: Any) -> None:
        self.choices[seat] = action

    def seat_names(self, lang: str) -> list[str]:
        return self.ui.seat_names(self.game, len(self.match.seats), lang)

    def result(self, lang: str) -> Result | None:
        outcome = self.match.outcome()
        if outcome is None:
            return None
        names = self.seat_names(lang)
        said = reason(self.game, self.match.state, names, lang) or outcome.reason or None
        scores = []
        for p, score in enumerate(outcome.scores):
            shown = int(score) if float(score).is_integer() else score
            scores.append(
                words.text(
                    "score_line",
                    lang,
                    name=names[p],
                    seat=words.seat_kind(self.match.seats[p], lang),
                    points=shown,
                    place=outcome.ranks[p],
                )
            )
        return Result(tuple(names[p] for p in outcome.winners), said, tuple(scores))

    def hint_text(self, seat: int, lang: str) -> str | None:
        """What the ``hint`` command says to ``seat`` in a game that chose about hints
        (see :mod:`spelkast.cli.hints`); None when it did not (the loop's own hint)."""
        if self.hints is None:
            return None
        names = {code: self.seat_names(code) for code in LANGUAGES}
        return self.hints.text(seat, names, lang)

    def commands_help(self, lang: str) -> str:
        return words.text("shared_help", lang)
