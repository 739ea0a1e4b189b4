"""The terminal play loop (``spelkast play``) and the record viewer (``spelkast replay``).

The loop owns a :class:`~spelkast.match.Match` and asks the game's UI plugin to draw
each person's view and to read their typed lines. People see only
``game.view(state, seat)`` for their own seat. With two or more people at one screen
(hot seat) a hand-over screen comes before each person's turn, so nobody sees another
player's secret card.

When input ends (EOF, no terminal) or a person types ``q``, the game is saved as a
record and the program exits normally; ``spelkast play --resume FILE`` continues it
(:func:`resume_match`) with the same seats, bots included.
"""

from __future__ import annotations

import datetime
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from spelkast.bots import available_bots, get_bot
from spelkast.core.errors import InvalidPositionError, SpelkastError
from spelkast.core.game import Game
from spelkast.core.record import GameRecord, replay
from spelkast.core.registry import get_game
from spelkast.games.describe import reason
from spelkast.match import Match, parse_seats
from spelkast.tui import GameUI, Handled, UIState, get_ui, words

QUIT = ("q", "quit", "exit")
HELP = ("?", "help")
HINT = ("hint",)

LOG = ("log",)
MESSAGE_LINES = 2  # room kept under the board for the prompt and one message


class QuitRequest(Exception):  # noqa: N818 - a signal, not an error
    """The person asked to stop (q, end of input or Ctrl-C)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def default_record_path(record: GameRecord, now: datetime.datetime | None = None) -> Path:
    """``records/<game>-<YYYYmmdd-HHMMSS>-seed<N>.json`` under the working directory."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    return Path("records") / f"{record.game}-{stamp}-seed{record.seed}.json"


@dataclass
class _Terminal:
    out: Console
    interactive: bool  # a real terminal: clear the screen between people

    def read(self, prompt: str) -> str:
        try:
            line = self.out.input(prompt, markup=False)
        except EOFError:
            self.out.print()
            raise QuitRequest("input ended") from None
        except KeyboardInterrupt:
            raise QuitRequest("interrupted") from None
        if not sys.stdin.isatty():
            self.out.print(line, markup=False, highlight=False)  # keep transcripts readable
        return line

    def clear(self, scrollback: bool = False) -> None:
        """Clear the screen (on a terminal); ``scrollback`` also wipes the history, so
        the next person cannot scroll back to someone else's secret card."""
        if self.interactive:
            self.out.clear()
            if scrollback:
                self.out.file.write("\x1b[3J")
                self.out.file.flush()


class PlayLoop:
    """One game at the terminal (see the module docstring)."""

    def __init__(self, match: Match, out: Console, lang: str = "en") -> None:
        self.match = match
        self.game: Game[Any, Any] = match.game
        self.ui: GameUI = get_ui(self.game.info.id)
        self.term = _Terminal(out, out.is_terminal and sys.stdin.isatty())
        self.out = out
        self.ui_states: dict[int, UIState] = {}
        for seat in match.humans:
            state = self.ui.new_ui_state()
            state["lang"] = lang
            self.ui_states[seat] = state
        self.lang = lang
        self.hot_seat = len(match.humans) >= 2
        self.shown_to: int | None = None
        self.log: list[tuple[int, str]] = []
        self.seen: dict[int, int] = dict.fromkeys(match.humans, 0)
        self.turn_news: dict[int, list[str]] = {seat: [] for seat in match.humans}

    # ------------------------------------------------------------------ the loop
    def run(self) -> str:
        """Play until the game ends or a person quits; return why it stopped."""
        try:
            while not self.match.over:
                self.step()
        except QuitRequest as stop:
            return stop.reason
        return "over"

    def step(self) -> None:
        before = self.match.state
        done = self.match.bot_round()
        if done:
            self.note_moves(before, done)
            return
        movers = self.match.to_move()
        choices: dict[int, Any] = {}
        for seat in sorted(movers):
            if self.match.is_bot(seat):
                choices[seat] = self.match.bot_decision(seat)
            else:
                self.ui_states[seat]["decided"] = tuple(choices)  # chosen, not yet played
                choices[seat] = self.ask(seat)
                self.turn_news[seat] = []
        before = self.match.state
        self.match.play_round(choices)
        self.note_moves(before, [(seat, choices[seat]) for seat in sorted(choices)])

    def note_moves(self, before: Any, moves: list[tuple[int, Any]]) -> None:
        """Note a round's moves (played from ``before`` in seat order) in the engine's
        words: what every seat sees once they are played, so hot seat may show them to
        everyone at the table."""
        lines = self.ui.describe_moves(self.game, before, moves, self.lang)
        for (seat, _), line in zip(moves, lines, strict=True):
            self.note(seat, line)

    def note(self, seat: int, line: str) -> None:
        """Remember what happened; print it at once when nobody's board is on screen."""
        self.log.append((seat, line))
        if not self.match.humans:
            self.out.print(line, markup=False)

    # ------------------------------------------------------------------- people
    def hand_over(self, seat: int) -> None:
        self.term.clear(scrollback=True)
        name = self.ui.seat_name(self.game, seat, self.ui_states[seat])
        self.out.print(Rule(style="dim"))
        self.out.print(words.text("hand_over", self.lang, name=name), style="bold", markup=False)
        self.out.print(Rule(style="dim"))
        self.term.read("")

    def draw(self, seat: int, message: str = "") -> None:
        """Clear the screen and draw the seat's board, then what the others did since the
        seat's last turn: as many of the latest lines as fit under the board on the
        terminal with room left for ``message`` (printed after) and the prompt (the rest
        stay in ``log``)."""
        self.term.clear()
        view = self.match.view(seat)
        legal = self.match.legal(seat)
        ui_state = self.ui_states[seat]
        ui_state["screen"] = (self.out.width, self.out.height)
        board = self.ui.render(self.game, view, legal, ui_state)
        used = len(self.out.render_lines(board, pad=False))
        self.out.print(board)
        self.turn_news[seat] += [line for _, line in self.log[self.seen[seat] :]]
        self.seen[seat] = len(self.log)
        news = self.turn_news[seat]  # kept through redraws until the seat has chosen
        if not news:
            return
        # a message longer than one line (a refusal that wraps) takes room from the news
        extra = max(0, len(self.out.render_lines(Text(message), pad=False)) - 1) if message else 0
        room = self.out.height - used - MESSAGE_LINES - extra if self.term.interactive else 13
        # a line that does not fit the width wraps (a Sudoku rule break names the units)
        heights = [len(self.out.render_lines(Text(f"  {line}"), pad=False)) for line in news]
        cut = False
        if room >= sum(heights) + 1 and len(news) <= 12:
            self.out.print(f"[bold]{words.text('since', self.lang)}[/]")
            shown = news
        else:
            shown, left = [], room - 1
            for line, height in zip(reversed(news), reversed(heights), strict=True):
                if height > left:
                    break
                shown.insert(0, line)
                left -= height
            if shown:
                earlier = words.text("earlier", self.lang, count=len(news) - len(shown))
                shown = [f"({earlier})", *shown]
            else:  # not even the newest line fits whole: its first line
                shown, cut = news[-1:], True
        for line in shown:
            if cut:
                self.out.print(f"  {line}", markup=False, overflow="ellipsis", no_wrap=True)
            else:
                self.out.print(f"  {line}", markup=False)

    def ask(self, seat: int) -> Any:
        """Read lines from the person in ``seat`` until one is a legal action."""
        if self.hot_seat and self.shown_to != seat:
            self.hand_over(seat)
        self.shown_to = seat
        ui_state = self.ui_states[seat]
        redraw = True
        pending = ""
        while True:
            if redraw:
                self.draw(seat, pending)
                redraw = False
                if pending:
                    self.out.print(pending, markup=False)
                    pending = ""
            view = self.match.view(seat)
            legal = self.match.legal(seat)
            line = self.term.read(self.ui.prompt(self.game, view, ui_state))
            word = line.strip().lower()
            if word in QUIT:
                raise QuitRequest("quit")
            if word in HELP:
                help_text = self.ui.help_text(self.game, ui_state)
                self.out.print(help_text, markup=False, soft_wrap=False)
                self.out.print(words.text("shared_help", self.lang), markup=False, soft_wrap=False)
                self.out.print(words.text("back", self.lang), style="dim", markup=False)
                continue
            if word in HINT:
                self.hint(seat, view, legal)
                continue
            if word in LOG:
                self.show_log()
                continue
            if not word:
                redraw = True
                continue
            try:
                result = self.ui.interpret(self.game, view, legal, line, ui_state)
                if isinstance(result, Handled):
                    redraw, pending = True, result.message
                    continue
                self.game.apply(self.match.state, seat, result)  # checks only; pure
            except SpelkastError as exc:
                message = self.ui.explain(self.game, view, exc, ui_state)
                if self.term.interactive:  # draw again, so the board stays on screen
                    redraw, pending = True, f"✗ {message}  ({words.text('type_help', self.lang)})"
                    continue
                self.out.print(f"[yellow]✗[/] {message}", highlight=False)
                self.out.print(words.text("type_help", self.lang), style="dim")
                continue
            return result

    def show_log(self) -> None:
        if not self.log:
            self.out.print(words.text("log_empty", self.lang), markup=False)
            return
        self.out.print(words.text("log_title", self.lang), style="bold", markup=False)
        for _, line in self.log:
            self.out.print(f"  {line}", markup=False)
        self.out.print(words.text("back", self.lang), style="dim", markup=False)

    def hint(self, seat: int, view: dict[str, Any], legal: Any) -> None:
        names = available_bots(self.game.info.id)
        name = "greedy" if "greedy" in names else "random"
        bot = get_bot(self.game.info.id, name)
        action = bot.choose(self.game, seat, view, legal, random.Random())
        shown = self.ui.action_text(self.game, action, self.ui_states[seat])
        self.out.print(words.text("hint", self.lang, bot=name, action=shown), markup=False)


def play_game(match: Match, out: Console, save: Path | None = None, lang: str = "en") -> Path:
    """Play ``match`` at the terminal, save its record, print where; return the path."""
    loop = PlayLoop(match, out, lang)
    ui_state: UIState = {**loop.ui.new_ui_state(), "lang": lang}
    seats = ", ".join(
        f"{loop.ui.seat_name(match.game, p, ui_state)}: {words.seat_kind(seat, lang)}"
        for p, seat in enumerate(match.seats)
    )
    game = match.game.info.name(lang)
    out.print(
        words.text("play_header", lang, game=game, seed=match.seed, seats=seats), markup=False
    )
    if match.record.moves:
        out.print(words.text("resumed", lang, count=len(match.record.moves)), markup=False)
    reason = loop.run()
    if match.over:
        loop.term.clear()
        end_screen(loop, out, lang)
    elif reason == "input ended":
        out.print(words.text("input_ended", lang), markup=False)
    else:
        out.print(words.text("stopped", lang), markup=False)
    record = match.record
    path = save or default_record_path(record)
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    record = GameRecord(
        record.game,
        record.num_players,
        record.options,
        record.seed,
        record.moves,
        record.players,
        {**record.meta, "saved": stamp, "finished": match.over},
    )
    record.save(path)
    out.print(words.text("saved", lang, path=path), markup=False)
    if not match.over:
        out.print(words.text("continue", lang, path=path), markup=False)
    return path


def end_screen(loop: PlayLoop, out: Console, lang: str) -> None:
    """The finished game as everybody may see it, the last moves that fit, the result."""
    match = loop.match
    outcome = match.outcome()
    result_lines = 2 + len(outcome.scores) if outcome is not None else 0
    ui_state: UIState = {**loop.ui.new_ui_state(), "lang": lang}
    ui_state["screen"] = (out.width, out.height - result_lines)  # the board's share
    board = loop.ui.render(match.game, match.view(None), (), ui_state)
    used = len(out.render_lines(board, pad=False))
    out.print(board)
    room = out.height - used - result_lines - 3 if loop.term.interactive else 7
    if loop.log and match.humans and room >= 2:
        out.print(words.text("last_moves", lang), style="bold", markup=False)
        for _, line in loop.log[-min(room - 1, 6) :]:
            out.print(f"  {line}", markup=False, overflow="ellipsis", no_wrap=True)
    print_outcome(loop.ui, match, out, lang)


def resume_match(record: GameRecord) -> Match:
    """The match a saved record left off: same game, options, seed and seats (bots
    included), with every recorded move played again through the rules.

    The bots' random generators start afresh, so a resumed game need not continue the
    way an uninterrupted one would have; the position is exactly the saved one.
    """
    game = get_game(record.game)
    if not record.players:
        raise InvalidPositionError("the record names no seats, so it cannot be continued")
    seats = parse_seats(",".join(record.players))
    if len(seats) != record.num_players:
        raise InvalidPositionError(
            f"the record names {len(seats)} seats for {record.num_players} players"
        )
    match = Match(game, seats, record.options, record.seed)
    for number, move in enumerate(record.moves, start=1):
        try:
            match.play(move.player, game.action_from_json(move.action))
        except SpelkastError as exc:
            raise InvalidPositionError(
                f"move {number} of the record cannot be played: {exc}"
            ) from None
    if match.over:
        raise InvalidPositionError(
            "that game is over; look through it with spelkast replay instead"
        )
    return match


def print_outcome(ui: GameUI, match: Match, out: Console, lang: str = "en") -> None:
    game = match.game
    outcome = match.outcome()
    if outcome is None:
        return
    ui_state: UIState = {**ui.new_ui_state(), "lang": lang}

    def name(p: int) -> str:
        return ui.seat_name(game, p, ui_state)

    winners = words.text("and", lang).join(name(p) for p in outcome.winners)
    shared = words.text("shared_win", lang) if len(outcome.winners) > 1 else ""
    out.print(words.text("winner", lang, names=winners) + shared, style="bold green", markup=False)
    said = reason(game, match.state, ui.seat_names(game, len(match.seats), lang), lang)
    if said or outcome.reason:
        out.print(said or outcome.reason, markup=False)
    for p, score in enumerate(outcome.scores):
        shown = int(score) if float(score).is_integer() else score
        line = words.text(
            "score_line",
            lang,
            name=name(p),
            seat=words.seat_kind(match.seats[p], lang),
            points=shown,
            place=outcome.ranks[p],
        )
        out.print(f"  {line}", markup=False)


def replay_record(record: GameRecord, out: Console, interactive: bool, lang: str = "en") -> None:
    """Show a record's positions: all at once, or stepping with Enter/n, p and q."""
    ui = get_ui(record.game)
    steps = list(replay(record))
    game = get_game(record.game)
    ui_state: UIState = {**ui.new_ui_state(), "lang": lang}
    last = len(steps) - 1

    def show(index: int) -> None:
        move, state = steps[index]
        out.print(Rule(words.text("replay_position", lang, number=index, last=last)))
        if move is None:
            seats = (
                ", ".join(words.seat_kind(p, lang) for p in record.players) or record.num_players
            )
            out.print(words.text("replay_start", lang, seats=seats, seed=record.seed), markup=False)
        else:
            action = game.action_from_json(move.action)
            line = ui.describe(game, steps[index - 1][1], move.player, action, lang)
            out.print(words.text("replay_move", lang, number=index, line=line), markup=False)
        out.print(ui.render(game, game.view(state, None), (), ui_state))
        if index == last and game.is_terminal(state):
            outcome = game.outcome(state)
            if outcome is not None:
                names = ui.seat_names(game, record.num_players, lang)
                winners = words.text("and", lang).join(names[p] for p in outcome.winners)
                said = reason(game, state, names, lang) or outcome.reason
                winner = words.text("winner", lang, names=winners)
                out.print(f"{winner} — {said}", style="bold green", markup=False)

    if not interactive:
        for index in range(len(steps)):
            show(index)
        return
    term = _Terminal(out, True)
    index = 0
    ui_state["screen"] = (out.width, out.height - 4)  # room for the lines round the board
    while True:
        term.clear()
        show(index)
        try:
            key = term.read(words.text("replay_keys", lang))
        except QuitRequest:
            return
        key = key.strip().lower()
        if key in QUIT:
            return
        if key == "p":
            index = max(0, index - 1)
        elif key.isdigit():
            index = min(last, int(key))
        elif key in ("", "n"):
            if index == last:
                return
            index += 1
