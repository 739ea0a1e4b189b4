"""The full-screen client: one Textual application for local and online play.

The screen holds the board as the game's terminal UI draws it (with its players
panel), the moves so far, a message line, a typing line with line editing and history,
and a footer of the key bindings (declared as data, below, and said in the session's
language). The game is driven by a :class:`~spelkast.tui.live.session.Session` over
either transport, so the board is redrawn in place whenever a move, a bot or the server
says something, and on every resize; a spectator and a waiting player see it live too.

A person picks on the board with the keyboard cursor (Tab to the board, arrows, Enter)
or the mouse, or types notation as in the line mode: picking types the name of the
spot (see :mod:`spelkast.tui.live.pick`) and is read by the same UI. The shared
commands (``q``, ``?``, ``hint``, ``log``) work as typed lines and as keys. With two
people at one screen a hand-over screen hides the board between their turns.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.dom import DOMNode
from textual.events import Resize
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Label, RichLog, Static

from spelkast.core.errors import SpelkastError
from spelkast.tui import Handled, UIState, get_ui, words
from spelkast.tui.lines import command_of, said_of, suggestion
from spelkast.tui.live.board import Board, draw_lines
from spelkast.tui.live.session import News, Picture, Session
from spelkast.tui.transport import Transport

RESERVED = 4  # lines under the board: the message, the typing line, the footer, one move
SIDE = 28  # the least width of the moves beside the board


def translate_bindings(node: DOMNode, lang: str) -> None:
    """Say ``node``'s key bindings in ``lang``: a description that names a sentence of
    :data:`spelkast.tui.words.TEXTS` (``key_...``) is replaced by it."""
    table = node._bindings.key_to_bindings  # the node's own copy of its BINDINGS
    for key, bindings in table.items():
        table[key] = [
            replace(b, description=words.text(b.description, lang))
            if b.description in words.TEXTS
            else b
            for b in bindings
        ]


class Update(Message):
    """A picture or a line from the session's thread."""

    def __init__(self, item: Picture | News) -> None:
        super().__init__()
        self.item = item


class TextScreen(ModalScreen[None]):
    """A long text over the game (help, every move), closed with Esc or Enter."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "key_close"),
        Binding("enter", "close", "key_close", show=False),
    ]

    def __init__(self, text: str, lang: str) -> None:
        super().__init__()
        self.text = text
        self.lang = lang

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="text"):
            yield Static(Text(self.text))
        yield Label(words.text("lv_close_hint", self.lang), id="close")
        yield Footer()

    def on_mount(self) -> None:
        translate_bindings(self, self.lang)

    def action_close(self) -> None:
        self.dismiss(None)


class TypingLine(Horizontal):
    """The prompt and the input; up and down walk through the lines typed before."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "history(-1)", show=False),
        Binding("down", "history(1)", show=False),
    ]

    def __init__(self) -> None:
        super().__init__(id="typing")
        self.typed: list[str] = []
        self.back = 0  # how far back in ``typed`` the input is (0: a new line)

    def compose(self) -> ComposeResult:
        yield Label("", id="prompt")
        yield Input(id="line", select_on_focus=False)

    def remember(self, line: str) -> None:
        if line.strip() and (not self.typed or self.typed[-1] != line):
            self.typed.append(line)
        self.back = 0

    def action_history(self, direction: int) -> None:
        self.back = max(0, min(len(self.typed), self.back - direction))
        line = self.query_one(Input)
        line.value = self.typed[-self.back] if self.back else ""
        line.cursor_position = len(line.value)


class LiveApp(App[str]):
    """One game at the full screen (see the module text). Exits with ``"quit"`` when
    the person leaves, ``"over"`` after a finished game, ``"closed"`` when the other
    side went away."""

    CSS = """
    #main { height: 1fr; }
    #main.wide { layout: horizontal; }
    #board { padding: 0; }
    #history { height: 1fr; min-height: 0; border-left: none; scrollbar-size: 1 1; }
    #main.wide #history { width: 1fr; border-left: solid $primary-darken-2; }
    #message { height: auto; max-height: 3; color: $warning; }
    #typing { height: 1; }
    #prompt { width: auto; color: $accent; }
    #line { border: none; height: 1; padding: 0; width: 1fr; }
    TextScreen { align: center middle; }
    TextScreen #text { width: 100%; height: 1fr; padding: 0 1; }
    TextScreen #close { color: $text-muted; }
    """

    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "leave", "key_leave", priority=True),
        Binding("tab", "switch", "key_switch", priority=True),
        Binding("f1", "help", "key_help"),
        Binding("f2", "hint", "key_hint"),
        Binding("f3", "log", "key_log"),
        Binding("escape", "typing", show=False),
    ]

    def __init__(self, transport: Transport, lang: str = "en", saves: bool = False) -> None:
        super().__init__()
        self.transport = transport
        self.game = transport.game
        self.ui = get_ui(self.game.info.id)
        self.lang = lang
        self.saves = saves  # leaving saves the game (local play) rather than keeps the seat
        self.session = Session(transport, lang, self.post_message_from_session)
        self.ui_states: dict[int, UIState] = {}
        self.picture: Picture | None = None
        self.moves: list[str] = []
        self.hot_seat = len(transport.seats) >= 2
        self.hidden_for: int | None = None  # hot seat: the board is hidden until Enter
        self.shown_to: int | None = None
        self.question: tuple[int, Any] | None = None  # an action waiting for yes or no
        self.kept: tuple[int, UIState] | None = None  # the UI state before the last move
        self.message = ""
        self.refusal = False  # the message says why a move was refused

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Vertical(id="main"):
            yield Board(self.game.info.id, id="board")
            yield RichLog(id="history", wrap=True, markup=False, auto_scroll=True)
        yield Static("", id="message", markup=False)
        yield TypingLine()
        yield Footer()

    def on_mount(self) -> None:
        if self.saves:
            for binding in self._bindings.key_to_bindings["ctrl+q"]:
                object.__setattr__(binding, "description", "key_save_quit")
        translate_bindings(self, self.lang)
        translate_bindings(self.query_one(Board), self.lang)
        history = self.query_one("#history", RichLog)
        history.border_title = words.text("lv_history", self.lang)
        self.query_one("#line", Input).focus()
        self.session.start()

    def post_message_from_session(self, item: Picture | News) -> None:
        self.post_message(Update(item))  # thread-safe

    def on_resize(self, event: Resize) -> None:
        self.redraw(event.size)  # the app's own size follows a moment later

    # -------------------------------------------------------------- the session
    def on_update(self, message: Update) -> None:
        item = message.item
        if isinstance(item, News):
            self.news(item)
        else:
            self.show(item)

    def news(self, item: News) -> None:
        history = self.query_one("#history", RichLog)
        if item.kind == "move":
            self.moves.append(item.line)
            history.write(Text(item.line))
            return
        if item.kind == "refusal":
            if self.kept is not None:  # what the person had built is kept
                seat, state = self.kept
                self.ui_states[seat] = state
            self.say(words.text("lv_stale", self.lang, why=item.line))
            self.refusal = True  # stays said when the game as it is now arrives
            self.redraw()
            return
        history.write(Text(item.line, style="dim"))
        self.say(item.line)

    def show(self, picture: Picture) -> None:
        before = self.picture
        self.picture = picture
        turn = picture.turn
        if turn is not None:
            if self.hot_seat and self.shown_to != turn.seat:
                self.hidden_for = turn.seat
            self.shown_to = turn.seat
            self.ui_state(turn.seat)["decided"] = turn.decided
            self.query_one("#prompt", Label).update(
                self.ui.prompt(self.game, picture.view, self.ui_state(turn.seat))
            )
            if not self.refusal and (before is None or before.turn is None or not self.message):
                self.say(words.text("lv_your_turn", self.lang, name=self.seat_name(turn.seat)))
        else:
            self.query_one("#prompt", Label).update("")
        if picture.status == "over":
            self.game_over(picture)
        elif picture.status == "closed":
            self.say(words.text("lv_closed", self.lang))
        elif turn is None and not self.transport.seats and before is None:
            game = self.game.info.name(self.lang)
            self.say(words.text("lv_watching", self.lang, game=game))
        self.redraw()

    def game_over(self, picture: Picture) -> None:
        result = picture.result
        history = self.query_one("#history", RichLog)
        said = [words.text("lv_over", self.lang)]
        if result is not None:
            winners = words.text("and", self.lang).join(result.winners)
            shared = words.text("shared_win", self.lang) if len(result.winners) > 1 else ""
            said.insert(0, words.text("winner", self.lang, names=winners) + shared)
            for line in (result.reason or "", *result.scores):
                if line:
                    history.write(Text(line, style="bold"))
        self.say("  ".join(said))

    # ---------------------------------------------------------------- drawing
    def seat_name(self, seat: int) -> str:
        names = self.picture.names if self.picture is not None else ()
        if seat < len(names):
            return names[seat]
        return self.ui.seat_name(self.game, seat, self.ui_state(seat))

    def ui_state(self, seat: int) -> UIState:
        if seat not in self.ui_states:
            self.ui_states[seat] = {**self.ui.new_ui_state(), "lang": self.lang}
        return self.ui_states[seat]

    def say(self, line: str) -> None:
        self.message = line
        self.query_one("#message", Static).update(Text(line))

    def redraw(self, size: Size | None = None) -> None:
        """Draw the board again for the terminal's ``size`` (default: as it is now)."""
        picture = self.picture
        if picture is None or not self.is_running:
            return
        board = self.query_one(Board)
        size = size or self.size
        width, height = size.width, size.height - RESERVED
        if self.hidden_for is not None:
            name = self.seat_name(self.hidden_for)
            board.show([Text(words.text("hand_over", self.lang, name=name), style="bold")], False)
            return
        seat = picture.seat
        state: UIState = self.ui_state(seat) if seat is not None else {"lang": self.lang}
        state["screen"] = (width, height)
        drawn = self.ui.render(self.game, picture.view, picture.legal, state)
        lines = draw_lines(drawn, width)
        board.show(lines, pickable=picture.turn is not None)
        widest = max((line.cell_len for line in lines), default=0)
        self.query_one("#main").set_class(width - widest >= SIDE, "wide")

    @property
    def board_text(self) -> str:
        """The board's text as drawn now (what a person reads on it)."""
        return self.query_one(Board).plain

    @property
    def screen_text(self) -> str:
        """The whole screen as text, line by line, as the terminal shows it now."""
        update = self.screen._compositor.render_full_update(simplify=True)
        return "\n".join(
            "".join(segment.text for strip in strips for segment in strip).rstrip()
            for strips in update.strips
        )

    # ----------------------------------------------------------------- typing
    def on_input_submitted(self, event: Input.Submitted) -> None:
        line = event.value
        typing = self.query_one(TypingLine)
        typing.remember(line)
        event.input.value = ""
        self.handle(line)

    def on_board_picked(self, event: Board.Picked) -> None:
        self.handle(event.text)

    def handle(self, line: str) -> None:
        """One typed (or picked) line: see the module text."""
        self.refusal = False
        if self.hidden_for is not None:
            self.hidden_for = None
            self.redraw()
            return
        if self.question is not None:
            seat, action = self.question
            self.question = None
            if words.answer(line, self.lang) is True:
                self.play(seat, action)
            else:
                self.say(words.text("not_played", self.lang))
            return
        spoken = said_of(line, self.lang)
        say = getattr(self.transport, "say_text", None)
        if spoken is not None and say is not None:  # the server answers: not on this thread
            self.run_worker(
                lambda: self.told(say(spoken, self.lang)),
                thread=True,
                group="say",
                exit_on_error=False,
            )
            return
        line = words.keyword(line, self.lang)
        command = command_of(line, self.lang)
        if command is not None:
            {"quit": self.action_leave, "help": self.action_help, "hint": self.action_hint}.get(
                command, self.action_log
            )()
            return
        if not line.strip():
            self.redraw()
            return
        picture = self.picture
        if picture is None or picture.turn is None:
            self.say(words.text("lv_not_your_turn", self.lang))
            return
        seat = picture.turn.seat
        state = self.ui_state(seat)
        kept = copy.deepcopy(state)
        try:
            result = self.ui.interpret(self.game, picture.view, picture.legal, line, state)
            if isinstance(result, Handled):
                self.say(result.message)
                self.redraw()
                return
            self.session.check(seat, result)
        except SpelkastError as error:
            message = self.ui.explain(self.game, picture.view, error, state)
            self.say(f"✗ {message}")
            self.redraw()
            return
        self.kept = (seat, kept)
        question = self.ui.confirm(self.game, result, state)
        if question is not None:
            self.question = (seat, result)
            self.say(question)
            return
        self.play(seat, result)

    def play(self, seat: int, action: Any) -> None:
        picture = self.picture
        if picture is not None:
            self.picture = replace(picture, turn=None)
        self.say("")
        self.session.submit(seat, action)
        self.query_one("#prompt", Label).update("")
        self.redraw()

    # ---------------------------------------------------------------- actions
    def action_leave(self) -> None:
        status = self.transport.status()  # as it was before leaving hangs up
        self.session.stop()
        self.exit(status if status in ("over", "closed") else "quit")

    def action_switch(self) -> None:
        board = self.query_one(Board)
        if board.has_focus:
            self.query_one("#line", Input).focus()
        else:
            board.focus()

    def action_typing(self) -> None:
        self.query_one("#line", Input).focus()

    def action_help(self) -> None:
        state = self.ui_state(self.shown_to) if self.shown_to is not None else {"lang": self.lang}
        text = "\n".join(
            [self.ui.help_text(self.game, state), self.transport.commands_help(self.lang)]
        )
        self.push_screen(TextScreen(text, self.lang))

    def action_log(self) -> None:
        text = (
            "\n".join([words.text("log_title", self.lang), *self.moves])
            if self.moves
            else (words.text("log_empty", self.lang))
        )
        self.push_screen(TextScreen(text, self.lang))

    def action_hint(self) -> None:
        picture = self.picture
        if picture is None or picture.turn is None:
            self.say(words.text("lv_not_your_turn", self.lang))
            return
        seat = picture.turn.seat
        told = getattr(self.transport, "hint_text", None)
        if told is not None and self.session.pushes:  # a server answers: not on this thread
            self.say(words.text("lv_asking", self.lang))
            self.run_worker(
                lambda: self.told_hint(told, seat), thread=True, group="hint", exit_on_error=False
            )
            return
        said = told(seat, self.lang) if told is not None else None
        if said is not None:  # the match's own hints (on or off, counted)
            self.say(said)
            return
        shown = suggestion(
            self.game, self.ui, seat, picture.view, picture.legal, self.ui_state(seat)
        )
        self.say(words.text("hint", self.lang, action=shown))

    def told(self, line: str | None) -> None:
        """Say ``line`` from a worker thread (nothing for None)."""
        if line is not None:
            self.call_from_thread(self.say, line)

    def told_hint(self, told: Callable[[int, str], str | None], seat: int) -> None:
        """Ask the transport's own hints (in a worker thread) and say the answer."""
        said = told(seat, self.lang)
        if said is not None:
            self.call_from_thread(self.say, said)
