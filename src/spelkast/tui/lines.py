"""The terminal's line-by-line play loop, over any :class:`~spelkast.tui.transport.Transport`.

The loop asks the game's UI to draw each person's view and to read their typed lines,
and handles the commands every game shares the same way whether the game is held here
or on a server: ``q`` stops, ``?`` helps, ``hint`` asks for a hint (the transport's
``hint_text``: the game's own hints here, the server's online; else a bot here
suggests), ``log`` lists every move, an empty line draws the board again, a line the
screen or the rules refuse is said in the session's language under the board (on a
real terminal the board is drawn again).
People see only their own seat's view. With two or more people at one screen (hot
seat) a hand-over screen comes before each person's turn, so nobody sees another
player's secret card. What the others did since a seat's last turn is listed under its
board.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from spelkast.bots import available_bots, get_bot
from spelkast.core.errors import SpelkastError
from spelkast.core.game import Game
from spelkast.tui import GameUI, Handled, UIState, get_ui, words
from spelkast.tui.transport import Result, Transport, Turn

QUIT = ("q", "quit", "exit")
HELP = ("?", "help")
HINT = ("hint",)
LOG = ("log",)
# The shared commands as typed in each language besides English (always accepted).
COMMAND_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "quit": {"nl": ("stop", "stoppen"), "fi": ("lopeta",)},
    "help": {"nl": ("hulp",), "fi": ("ohje",)},
    "hint": {"nl": ("tip",), "fi": ("vihje",)},
    "log": {"nl": ("zetten",), "fi": ("siirrot",)},
}
_ENGLISH = {"quit": QUIT, "help": HELP, "hint": HINT, "log": LOG}
# ``say`` and the phrase after it (a transport with ``say_text``: a match on a server).
SAY = {"en": ("say",), "nl": ("zeg",), "fi": ("sano",)}


def command_of(line: str, lang: str) -> str | None:
    """The shared command ``line`` names (``quit``, ``help``, ``hint``, ``log``) in
    English or in ``lang``, or None."""
    word = line.strip().lower()
    for command, english in _ENGLISH.items():
        if word in english or word in COMMAND_WORDS[command].get(lang, ()):
            return command
    return None


def said_of(line: str, lang: str) -> str | None:
    """What follows ``say`` (in English or ``lang``) in ``line`` ("" for ``say`` alone),
    or None when ``line`` does not start with it."""
    first, _, rest = line.strip().partition(" ")
    if first.lower() in (*SAY["en"], *SAY.get(lang, ())):
        return rest.strip()
    return None


MESSAGE_LINES = 2  # room kept under the board for the prompt and one message


class QuitRequest(Exception):  # noqa: N818 - a signal, not an error
    """The person asked to stop (q, end of input or Ctrl-C)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def line_editing() -> bool:
    """Turn on Python's ``readline`` line editing and history for ``input`` (where the
    platform has it); whether it is on."""
    try:
        import readline  # noqa: F401 - importing it is what turns it on
    except ImportError:
        return False
    return True


CONTROL = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-_]?|[\x00-\x08\x0b-\x1f\x7f]")


def special_keys(line: str) -> bool:
    """Whether ``line`` holds the codes of special keys (arrows, function keys) or other
    control characters rather than typed text."""
    return CONTROL.search(line) is not None


def refusal(message: str) -> Table:
    """``✗ message``, the message wrapped between words under its own first line."""
    shown = Table.grid(padding=(0, 1))
    shown.add_column(no_wrap=True)
    shown.add_column()
    shown.add_row(Text("✗", "yellow"), Text(message))
    return shown


def typed_line(out: Console, prompt: str) -> str:
    """One line read after ``prompt`` on ``out``; when the input is not a terminal the
    line is echoed (without key codes), so a transcript reads as it was typed and what
    is printed next starts on a line of its own."""
    line = out.input(prompt, markup=False)
    if not sys.stdin.isatty():
        out.print(CONTROL.sub("", line), markup=False, highlight=False)
    return line


class Terminal:
    """The screen and the keyboard: reads lines (``read``, else the console's own input,
    echoed when the input is not a terminal so transcripts stay readable) and clears
    the screen on a real terminal."""

    def __init__(
        self, out: Console, interactive: bool, read: Callable[[str], str] | None = None
    ) -> None:
        self.out = out
        self.interactive = interactive  # a real terminal: clear the screen between people
        self._read = read

    def read(self, prompt: str) -> str:
        """One typed line; on a terminal with line editing and the session's history
        (``readline``: arrows, Ctrl-R), so special keys never arrive as raw codes."""
        try:
            if self._read is not None:
                return self._read(prompt)
            if sys.stdin.isatty():
                line_editing()
                self.out.file.flush()
                return input(prompt)
            line = self.out.input(prompt, markup=False)
        except EOFError:
            self.out.print()
            raise QuitRequest("input ended") from None
        except KeyboardInterrupt:
            raise QuitRequest("interrupted") from None
        if not sys.stdin.isatty():
            shown = CONTROL.sub("", line)  # keep transcripts readable, without key codes
            self.out.print(shown, markup=False, highlight=False)
        return line

    def clear(self, scrollback: bool = False) -> None:
        """Clear the screen (on a terminal); ``scrollback`` also wipes the history, so
        the next person cannot scroll back to someone else's secret card."""
        if self.interactive:
            self.out.clear()
            if scrollback:
                self.out.file.write("\x1b[3J")
                self.out.file.flush()


class LineLoop:
    """One game at the terminal, line by line (see the module text)."""

    def __init__(
        self,
        transport: Transport,
        out: Console,
        lang: str = "en",
        read: Callable[[str], str] | None = None,
    ) -> None:
        self.transport = transport
        self.game: Game[Any, Any] = transport.game
        self.ui: GameUI = get_ui(self.game.info.id)
        self.term = Terminal(out, out.is_terminal and sys.stdin.isatty(), read)
        self.out = out
        self.lang = lang
        self.ui_states: dict[int, UIState] = {}
        for seat in transport.seats:
            self.ui_states[seat] = self.new_ui_state()
        self.hot_seat = len(transport.seats) >= 2
        self.shown_to: int | None = None
        self.log: list[tuple[int, str]] = []
        self.seen: dict[int, int] = dict.fromkeys(transport.seats, 0)
        self.turn_news: dict[int, list[str]] = {seat: [] for seat in transport.seats}

    def new_ui_state(self) -> UIState:
        return {**self.ui.new_ui_state(), "lang": self.lang}

    def ui_state(self, seat: int) -> UIState:
        """The UI state of ``seat`` (made when a seat turns up late, as online)."""
        if seat not in self.ui_states:
            self.ui_states[seat] = self.new_ui_state()
            self.seen.setdefault(seat, 0)
            self.turn_news.setdefault(seat, [])
        return self.ui_states[seat]

    # ------------------------------------------------------------------ the loop
    def run(self) -> str:
        """Play until the game ends (``"over"``), the other side goes away
        (``"closed"``) or a person stops (``"quit"``, ``"input ended"``,
        ``"interrupted"``); return which."""
        try:
            while (status := self.transport.status()) is None:
                self.step()
        except QuitRequest as stop:
            return stop.reason
        return status

    def step(self) -> None:
        """Move the game on: ask the people here whose choices the transport needs,
        until it has played something (or the game ended)."""
        while True:
            turn = self.transport.next_turn(self)
            if turn is None:
                return
            self.play_turn(turn)

    def play_turn(self, turn: Turn) -> None:
        self.ui_state(turn.seat)["decided"] = turn.decided
        action = self.ask(turn.seat)
        self.turn_news[turn.seat] = []
        self.transport.submit(turn.seat, action)

    # ------------------------------------------------------------ the listener
    def moved(self, seat: int, line: str) -> None:
        """Remember what happened; print it at once when nobody's board is on screen."""
        self.log.append((seat, line))
        if not self.transport.seats:
            self.out.print(line, markup=False, highlight=False)

    def notice(self, line: str, style: str = "") -> None:
        self.out.print(line, style=style or None, markup=False, highlight=False)

    def refused(self, line: str) -> None:
        self.out.print(refusal(line))

    # ------------------------------------------------------------------- people
    def hand_over(self, seat: int) -> None:
        self.term.clear(scrollback=True)
        name = self.ui.seat_name(self.game, seat, self.ui_state(seat))
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
        view = self.transport.view(seat)
        legal = self.transport.legal(seat)
        ui_state = self.ui_state(seat)
        ui_state["screen"] = (self.out.width, self.out.height)
        board = self.ui.render(self.game, view, legal, ui_state)
        used = len(self.out.render_lines(board, pad=False))
        self.out.print(board, soft_wrap=False)  # wrapped as measured, between words
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
        return self.read_action(seat, redraw=True)

    def read_action(self, seat: int, redraw: bool) -> Any:
        """The shared commands and the reading of one action (see the module text);
        ``redraw`` draws the board first."""
        ui_state = self.ui_state(seat)
        pending = ""
        while True:
            if redraw:
                self.draw(seat, pending)
                redraw = False
                if pending:
                    self.out.print(pending, markup=False)
                    pending = ""
            view = self.transport.view(seat)
            legal = self.transport.legal(seat)
            line = self.term.read(self.ui.prompt(self.game, view, ui_state))
            if special_keys(line):
                self.out.print(words.text("special_keys", self.lang), style="yellow", markup=False)
                continue
            word = line.strip().lower()
            command = command_of(word, self.lang)
            if command == "quit":
                raise QuitRequest("quit")
            if command == "help":
                help_text = self.ui.help_text(self.game, ui_state)
                self.out.print(help_text, markup=False, soft_wrap=False)
                commands = self.transport.commands_help(self.lang)
                self.out.print(commands, markup=False, soft_wrap=False)
                self.out.print(words.text("back", self.lang), style="dim", markup=False)
                continue
            if command == "hint":
                self.hint(seat, view, legal)
                continue
            if command == "log":
                self.show_log()
                continue
            spoken = said_of(line, self.lang)
            say = getattr(self.transport, "say_text", None)
            if spoken is not None and say is not None:
                self.out.print(say(spoken, self.lang) or "", markup=False)
                continue
            if not word:
                redraw = True
                continue
            line = words.keyword(line, self.lang)
            try:
                result = self.ui.interpret(self.game, view, legal, line, ui_state)
                if isinstance(result, Handled):
                    redraw, pending = True, result.message
                    continue
                self.transport.check(seat, result)  # nothing is played
                question = self.ui.confirm(self.game, result, ui_state)
                if question is not None and not self.confirmed(question):
                    self.out.print(words.text("not_played", self.lang), markup=False)
                    continue
            except SpelkastError as exc:
                message = self.ui.explain(self.game, view, exc, ui_state)
                if self.term.interactive:  # draw again, so the board stays on screen
                    redraw, pending = True, f"✗ {message}  ({words.text('type_help', self.lang)})"
                    continue
                self.out.print(refusal(message))
                self.out.print(words.text("type_help", self.lang), style="dim")
                continue
            return result

    def confirmed(self, question: str) -> bool:
        """Ask ``question``: whether it was answered yes (anything else is no)."""
        return words.answer(self.term.read(f"{question} "), self.lang) is True

    def show_log(self) -> None:
        if not self.log:
            self.out.print(words.text("log_empty", self.lang), markup=False)
            return
        self.out.print(words.text("log_title", self.lang), style="bold", markup=False)
        for _, line in self.log:
            self.out.print(f"  {line}", markup=False)
        self.out.print(words.text("back", self.lang), style="dim", markup=False)

    def hint(self, seat: int, view: dict[str, Any], legal: Any) -> None:
        told = getattr(self.transport, "hint_text", None)
        said = told(seat, self.lang) if told is not None else None
        if said is not None:  # the match's own hints (on or off, counted)
            self.out.print(said, markup=False)
            return
        shown = suggestion(self.game, self.ui, seat, view, legal, self.ui_state(seat))
        self.out.print(words.text("hint", self.lang, action=shown), markup=False)

    # ------------------------------------------------------------------ the end
    def end_screen(self) -> None:
        """The finished game as everybody may see it, the last moves that fit, the result."""
        out, lang = self.out, self.lang
        result = self.transport.result(lang)
        result_lines = 2 + len(result.scores) if result is not None else 0
        ui_state = self.new_ui_state()
        ui_state["screen"] = (out.width, out.height - result_lines)  # the board's share
        board = self.ui.render(self.game, self.transport.view(None), (), ui_state)
        used = len(out.render_lines(board, pad=False))
        out.print(board, soft_wrap=False)
        room = out.height - used - result_lines - 3 if self.term.interactive else 7
        if self.log and self.transport.seats and room >= 2:
            out.print(words.text("last_moves", lang), style="bold", markup=False)
            for _, line in self.log[-min(room - 1, 6) :]:
                out.print(f"  {line}", markup=False, overflow="ellipsis", no_wrap=True)
        if result is not None:
            print_result(result, out, lang)


def suggestion(
    game: Game[Any, Any],
    ui: GameUI,
    seat: int,
    view: dict[str, Any],
    legal: Any,
    ui_state: UIState,
) -> str:
    """A bot's suggestion for ``seat`` (it sees only the seat's view), as the person
    would type it."""
    names = available_bots(game.info.id)
    bot = get_bot(game.info.id, "greedy" if "greedy" in names else "random")
    action = bot.choose(game, seat, view, list(legal), random.Random())
    return ui.action_text(game, action, ui_state)


def print_result(result: Result, out: Console, lang: str) -> None:
    """Who won, why the game ended and each seat's points and place."""
    winners = words.text("and", lang).join(result.winners)
    shared = words.text("shared_win", lang) if len(result.winners) > 1 else ""
    out.print(words.text("winner", lang, names=winners) + shared, style="bold green", markup=False)
    if result.reason:
        out.print(result.reason, markup=False)
    for line in result.scores:
        out.print(f"  {line}", markup=False)
