"""The interface of a per-game terminal UI, and the generic fallback UI.

A terminal UI knows how to *show* a game and how to *read* a person's typed line; it
knows no rules. The play loop (``spelkast.tui.lines``) holds the game's transport and
asks the UI:

* :meth:`GameUI.render` — draw what one seat may see, from ``game.view(state, seat)``
  only (never from the full state), plus the seat's UI state;
* :meth:`GameUI.interpret` — turn one typed line into an action, or handle it inside the
  UI (rotate a preview, select something...) and say so with :class:`Handled`;
* :meth:`GameUI.help_text` — what the person may type;
* :meth:`GameUI.describe` — one line telling what someone did, in the engine's words
  (``spelkast.games.describe``) with the seats named as the terminal names them;
* :meth:`GameUI.prompt` and :meth:`GameUI.seat_name` — the input prompt and how the
  hot-seat hand-over screen names a seat.

Commands shared by every game (``q`` quit, ``?`` help, ``hint``) are handled by the play
loop before :meth:`interpret` is called. A UI signals bad input by raising the core's
:class:`~spelkast.core.errors.MalformedActionError`; the loop shows the message and asks
again. Legality is checked by ``game.apply``, whose :class:`IllegalActionError` message
is shown the same way (online, where the rules are the server's, the transport
refuses an action that is not among the legal actions it was sent).

``UIState`` is a plain dict owned by the loop, one per seat, that a UI may use for
things that are not part of the game (the spare's preview rotation, a language, ...).
It starts as ``ui.new_ui_state()`` updated with the loop's settings (``"lang"``). Before
each drawing the loop puts the terminal's size in ``"screen"`` as ``(columns, lines)``;
a UI whose full layout does not fit draws a compact one (see :func:`compact`), so that
the board, the current choice and the prompt stay on one screen down to 80 × 24. Without
``"screen"`` (replays, snapshots) the full layout is drawn.

To add a UI for a game: write ``spelkast/tui/<game>/ui.py`` defining a subclass of
:class:`GameUI` with ``game_id`` set and a module-level ``UI = MyUI()``, then add the
module name to ``_UI_MODULES`` in ``spelkast/tui/__init__.py``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from spelkast.core.errors import MalformedActionError, Reason
from spelkast.core.game import JSON, Game
from spelkast.games.describe import describe as engine_describe
from spelkast.tui import error_words, words

UIState = dict[str, Any]


def lang_of(ui: UIState) -> str:
    """The language the seat reads (``en`` unless the loop set another)."""
    return str(ui.get("lang", "en"))


def compact(ui: UIState, columns: int, lines: int) -> bool:
    """Whether the terminal in ``ui["screen"]`` is smaller than ``columns`` × ``lines``,
    the room the full layout needs (no size known: the full layout)."""
    screen = ui.get("screen")
    if not screen:
        return False
    width, height = screen
    return bool(width < columns or height < lines)


def narrowest(
    console: Console, options: ConsoleOptions, shown: RenderableType, widest: bool = False
) -> int:
    """The fewest columns ``shown`` needs without cutting a word (with ``widest``: the
    most it takes), measured as if the terminal had room for anything. A table needs
    its whole width: given less, Rich shortens headers and cells below their longest
    word."""
    if isinstance(shown, Group) and not widest:
        return max((narrowest(console, options, part) for part in shown.renderables), default=0)
    measured = Measurement.get(console, options.update_width(UNBOUNDED), shown)
    return measured.maximum if widest or isinstance(shown, Table) else measured.minimum


UNBOUNDED = 10_000


class Beside:
    """Two things next to each other (``gap`` columns apart) when the terminal leaves the
    right one room for its narrowest form, else the right one under the left one: what
    does not fit beside is moved, never cut short."""

    def __init__(self, left: RenderableType, right: RenderableType, gap: int = 2) -> None:
        self.left, self.right, self.gap = left, right, gap

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        left = narrowest(console, options, self.left, widest=True)
        right = narrowest(console, options, self.right)
        if left + self.gap + right <= options.max_width:
            grid = Table.grid(padding=(0, self.gap))
            grid.add_column(no_wrap=True)
            grid.add_column()
            grid.add_row(self.left, self.right)
            yield grid
        else:
            yield self.left
            yield self.right


class FirstThatFits:
    """The first of ``choices`` that the terminal's width shows without shortening a
    word (the last one when none does): a table, else its narrower arrangement. (Given
    too little room, Rich shortens a table's headers and cells to an ellipsis.)"""

    def __init__(self, *choices: RenderableType) -> None:
        self.choices = choices

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for choice in self.choices[:-1]:
            if _ellipses(console, options, choice) <= _ellipses(
                console, options.update_width(UNBOUNDED), choice
            ):
                yield choice
                return
        yield self.choices[-1]


def _ellipses(console: Console, options: ConsoleOptions, shown: RenderableType) -> int:
    lines = console.render_lines(shown, options, pad=False)
    return sum(segment.text.count("…") for line in lines for segment in line)


def table_as_lines(table: Table) -> Group:
    """``table`` one row at a time: the row's first cell, then each other column's
    header and value on one line, wrapped between words (for a terminal too narrow for
    its columns)."""
    columns = table.columns
    cells = [list(column.cells) for column in columns]
    lines: list[RenderableType] = [] if table.title is None else [Text(_plain(table.title))]
    for row in range(table.row_count):
        lines.append(Text.assemble(_plain(cells[0][row]), style="bold"))
        said = [
            f"{_plain(column.header)}: {_plain(cells[n][row])}"
            for n, column in enumerate(columns)
            if n and _plain(cells[n][row])
        ]
        lines.append(Padding(Text(" · ".join(said)), (0, 0, 0, 2)))
    return Group(*lines)


def _plain(cell: RenderableType) -> str:
    return " ".join((cell.plain if isinstance(cell, Text) else str(cell)).split())


@dataclass(frozen=True, slots=True)
class Handled:
    """Returned by :meth:`GameUI.interpret` when the line changed only the UI state
    (e.g. rotating a preview). The loop redraws and shows ``message`` if given."""

    message: str = ""


class GameUI:
    """The generic terminal UI: works for every registered game.

    It shows the view's main fields and a numbered list of the legal actions in the
    game's notation, and accepts either a number from that list or any notation the game
    can parse. Game-specific UIs subclass it and override what they draw better.
    """

    game_id: str = "*"

    def new_ui_state(self) -> UIState:
        """Fresh UI state for one seat."""
        return {}

    def render(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        ui: UIState,
    ) -> RenderableType:
        """Draw ``view`` (what the seat ``view['viewer']`` may see) with its legal actions."""
        summary = Table.grid(padding=(0, 2))
        summary.add_column(style="bold")
        summary.add_column()
        for key, value in view.items():
            summary.add_row(key, _short_json(value))
        parts: list[RenderableType] = [summary]
        if legal:
            parts.append(Text("\n" + words.text("ge_legal", lang_of(ui)), style="bold"))
            listing = Table.grid(padding=(0, 1))
            listing.add_column(justify="right", style="cyan")
            listing.add_column()
            for number, action in enumerate(legal, start=1):
                listing.add_row(f"{number}.", game.format_action(action))
            parts.append(listing)
        return Panel(Group(*parts), title=game.info.name(lang_of(ui)), expand=False)

    def help_text(self, game: Game[Any, Any], ui: UIState | None = None) -> str:
        """What may be typed at the prompt (the loop adds the shared commands)."""
        lang = str((ui or {}).get("lang", "en"))
        return words.text("ge_help", lang, game=game.info.name(lang))

    def interpret(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        text: str,
        ui: UIState,
    ) -> Any:
        """One typed line -> an action (or :class:`Handled`).

        Raises :class:`MalformedActionError` when the line cannot be read.
        """
        line = text.strip()
        if line.isdigit():
            number = int(line)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            raise MalformedActionError(
                Reason(
                    "ui.no_action_number",
                    "there is no action number {number}; pick 1-{count}",
                    number=number,
                    count=len(legal),
                )
            )
        for action in legal:
            if game.format_action(action) == line:
                return action
        return game.parse_action(line, None)

    def explain(
        self, game: Game[Any, Any], view: dict[str, JSON], error: Exception, ui: UIState
    ) -> str:
        """The message shown for a refused line: the engine's (or this screen's) reason
        in the seat's language, with the seats named as the terminal names them."""
        lang = lang_of(ui)
        names = self.seat_names(game, int(view.get("num_players") or 0), lang)

        def extra(reason: Reason, lang: str) -> Mapping[str, object]:
            return self.reason_fields(game, view, reason, lang)

        return error_words.say(error, lang, names, extra)

    def reason_fields(
        self, game: Game[Any, Any], view: dict[str, JSON], reason: Reason, lang: str
    ) -> Mapping[str, object]:
        """This screen's own wording of some of a refusal's parameters in ``lang`` (a
        colour, a tile: see :mod:`spelkast.tui.error_words`); none by default."""
        return {}

    def confirm(self, game: Game[Any, Any], action: Any, ui: UIState) -> str | None:
        """The yes/no question the play loop asks before ``action`` is played (one that
        costs the player dearly if mistaken), or None to play it at once."""
        return None

    def action_text(self, game: Game[Any, Any], action: Any, ui: UIState) -> str:
        """An action as the person would type it (a hint shows this)."""
        return game.format_action(action)

    def seat_names(self, game: Game[Any, Any], num_players: int, lang: str) -> list[str]:
        """Every seat's name as this terminal names it, in ``lang``."""
        ui: UIState = {**self.new_ui_state(), "lang": lang}
        return [self.seat_name(game, p, ui) for p in range(num_players)]

    def describe(
        self, game: Game[Any, Any], state: Any, player: int, action: Any, lang: str = "en"
    ) -> str:
        """A line saying what ``player`` did on ``state`` (the position *before* the
        action): the engine's words (:mod:`spelkast.games.describe`, the same the browser
        shows) with the seats named as the terminal names them. The engine says only what
        every seat sees once the action is played, so the line may go to anyone at the
        table."""
        names = self.seat_names(game, int(state.num_players), lang)
        return engine_describe(game, state, player, action, names, lang)

    def describe_moves(
        self, game: Game[Any, Any], state: Any, moves: Sequence[tuple[int, Any]], lang: str
    ) -> list[str]:
        """:meth:`describe` of ``moves`` played one after the other from ``state`` (a
        round's actions in seat order, as the match applies them)."""
        lines = []
        for player, action in moves:
            lines.append(self.describe(game, state, player, action, lang))
            state = game.apply(state, player, action)
        return lines

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        """The input prompt for the seat ``view['viewer']``."""
        return f"{self.seat_name(game, int(view['viewer']), ui)}> "

    def seat_name(self, game: Game[Any, Any], player: int, ui: UIState) -> str:
        """How the screens name a seat (in the seat's language)."""
        return words.person(player, lang_of(ui))


def _short_json(value: JSON, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 1] + "…"


GENERIC_UI = GameUI()
