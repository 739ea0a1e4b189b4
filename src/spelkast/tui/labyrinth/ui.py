"""The Labyrinth terminal UI: a Unicode maze with colours, drawn from one seat's view.

Each tile is a 3 × 7 block: walls are solid blocks (``█`` on movable tiles, ``▓`` on
fixed ones), corridors are open space, so corridors of neighbouring tiles join up into
the passages a pawn can walk. The middle of a tile shows, in this order, a start square
``⌂``, its treasure letter (``A``-``X`` by day, ``a``-``l`` for night treasures), and the
pawns on it (seat numbers, or the Day & Night symbols). The viewer's target is marked
``*``. After the shift, the cells the player can reach are filled with dots.

The twelve arrows are drawn round the board with their names (``Nb`` = pushed in at the
top of column b); the forbidden one is shown as ``✗``. Column letters a-g and row
numbers 1-7 match the notation: ``a1`` is the top-left cell.

Input: an arrow name (``Nb``) pushes the spare as the preview shows it; ``r``/``l``
turn the preview clockwise/anticlockwise; ``Nb:ES`` names the open sides directly; a
cell (``d4``) or ``stay`` moves; ``coin1``-``coin3`` takes a coin.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from spelkast.core.errors import MalformedActionError, Reason, detail_of
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import MoveTo, Shift
from spelkast.tui import words
from spelkast.tui.base import Beside, GameUI, Handled, UIState, compact, lang_of
from spelkast.tui.labyrinth import compact as small
from spelkast.tui.labyrinth.theme import COLOURS, Theme, pawn_style

TILE_ROWS = 3
TILE_COLS = 7
LEFT = 7  # width of the left margin: "W2 ▶ 2 "

SYMBOLS = {"sun": "☀", "moon": "☾", "star": "★", "lightning": "ϟ"}
WIDE = 112
FULL_SIZE = (WIDE, 34)  # a smaller terminal gets the compact board (labyrinth_compact)
SIDE_WIDTH = 50  # at least this many columns: board and side panel next to each other


def colour_name(seat: int, lang: str) -> str:
    return D.PAWN_COLOUR_NAMES.get(lang, D.PAWN_COLOURS)[seat]


def treasure_name(tid: int, lang: str, night: bool = False) -> str:
    return (D.NIGHT_TREASURES if night else D.TREASURES)[tid].name(lang)


def spare_preview(view: dict[str, JSON], ui: UIState) -> int:
    """The spare as the person has turned it (UI state only); resets when the spare
    changes (a new turn)."""
    spare = int(view["spare"])
    key = (spare, view["turn"], view["step"] == "shift")
    if ui.get("spare_key") != key:
        ui["spare_key"] = key
        ui["turns"] = 0
    return B.rotate_tile(spare, int(ui.get("turns", 0)))


# ------------------------------------------------------------------------ drawing
def tile_lines(
    tile: int,
    theme: Theme,
    *,
    fixed: bool,
    reach: bool,
    content: Sequence[tuple[str, Style]],
    shade: bool = False,
) -> list[Text]:
    """The 3 lines of 7 characters that draw ``tile`` (``shade``: the second wall colour,
    used on every other cell so neighbouring tiles stay distinct)."""
    bits = B.openings(tile)
    wall = theme.fixed_wall if fixed else (theme.wall2 if shade else theme.wall)
    block = "▓" if fixed else "█"
    path = theme.reach if reach else theme.path
    fill = "·" if reach else " "

    def side(open_: bool, width: int) -> tuple[str, Style]:
        return (fill * width, path) if open_ else (block * width, wall)

    top = Text.assemble((block * 2, wall), side(bool(bits & D.N), 3), (block * 2, wall))
    bottom = Text.assemble((block * 2, wall), side(bool(bits & D.S), 3), (block * 2, wall))
    used = sum(len(t) for t, _ in content)
    inner = Text()
    pad_left = (5 - used) // 2
    inner.append(fill * pad_left, path)
    for text, style in content:
        inner.append(text, style)
    inner.append(fill * (5 - used - pad_left), path)
    middle = Text.assemble(side(bool(bits & D.W), 1), inner, side(bool(bits & D.E), 1))
    return [top, middle, bottom]


class BoardPicture:
    """Everything needed to draw one view of the board."""

    def __init__(self, view: dict[str, JSON], ui: UIState) -> None:
        self.view = view
        self.ui = ui
        self.lang = lang_of(ui)
        self.night = view["phase"] == "night"
        self.theme = Theme(self.night)
        self.board = tuple(int(t) for t in view["board"])
        self.players: list[dict[str, Any]] = list(view["players"])
        viewer = view["viewer"]
        self.viewer: int | None = None if viewer is None else int(viewer)
        self.reach = 0
        current = view["current"]
        if view["step"] == "move" and current is not None:
            self.reach = B.reachable(self.board, int(self.players[int(current)]["pawn"]))
        self.targets: set[tuple[str, int]] = set()
        self.home_target: int | None = None
        if self.viewer is not None:
            me = self.players[self.viewer]
            seeking = me["seeking"]
            if seeking is not None:
                if seeking["kind"] == "home":
                    self.home_target = int(me["home"])
                else:
                    self.targets = {(seeking["kind"], int(t)) for t in seeking["ids"]}

    def content(self, cell: int | None, tile: int) -> list[tuple[str, Style]]:
        """The middle of a tile: home mark, treasure letters, pawns (at most 5 columns)."""
        t = self.theme
        parts: list[tuple[str, Style]] = []
        if cell is not None:
            for p in self.players:
                if int(p["home"]) == cell:
                    mark = "*⌂" if self.home_target == cell else "⌂"
                    style = (
                        t.target
                        if self.home_target == cell
                        else Style(
                            color=COLOURS.get(p["colour"], "white"),
                            bold=True,
                            bgcolor=t.path.bgcolor,
                        )
                    )
                    parts.append((mark, style))
        day = B.treasure_of(tile)
        if day is not None:
            letter = D.TREASURES[day].letter
            if ("treasure", day) in self.targets:
                parts.append(("*" + letter, t.target))
            else:
                parts.append((letter, t.treasure))
        night = B.night_of(tile)
        if night is not None:
            letter = D.NIGHT_TREASURES[night].letter
            if ("night", night) in self.targets:
                parts.append(("*" + letter, t.target))
            else:
                parts.append((letter, t.night))
        if cell is not None:
            for p in self.players:
                if int(p["pawn"]) == cell:
                    symbol = SYMBOLS.get(p["symbol"] or "", str(int(p["seat"]) + 1))
                    parts.append((symbol, pawn_style(p["colour"])))
        # Never wider than the 5 free columns: drop what does not fit (pawns last).
        while sum(len(text) for text, _ in parts) > 5:
            text, style = parts.pop(0)
            if len(text) > 1:
                parts.insert(0, (text[1:], style))
        return parts

    # ----------------------------------------------------------------- pieces
    def arrow_marks(self) -> dict[str, tuple[str, Style]]:
        """Arrow name -> (mark, style); the forbidden arrow is crossed out."""
        forbidden = self.view["forbidden"]
        marks = {}
        glyph = {"N": "▼", "S": "▲", "W": "▶", "E": "◀"}
        for arrow in B.ARROWS:
            if forbidden is not None and arrow.index == int(forbidden):
                marks[arrow.name] = ("✗", self.theme.forbidden)
            else:
                marks[arrow.name] = (glyph[arrow.side], self.theme.label)
        return marks

    def board_text(self) -> Text:
        marks = self.arrow_marks()
        forbidden = self.view["forbidden"]
        forbidden_name = B.ARROWS[int(forbidden)].name if forbidden is not None else ""
        lines: list[Text] = []

        def column_line(items: dict[int, tuple[str, Style]]) -> Text:
            line = Text(" " * LEFT)
            for col in range(D.SIZE):
                text, style = items.get(col, ("", Style()))
                line.append(text.center(TILE_COLS), style)
            return line

        letters = {c: ("abcdefg"[c], Style(bold=True)) for c in range(D.SIZE)}
        name_style = self.theme.label

        def arrow_row(side: str) -> dict[int, tuple[str, Style]]:
            row = {}
            for col in (1, 3, 5):
                name = f"{side}{'abcdefg'[col]}"
                row[col] = marks[name]
            return row

        def name_row(side: str) -> dict[int, tuple[str, Style]]:
            row = {}
            for col in (1, 3, 5):
                name = f"{side}{'abcdefg'[col]}"
                style = self.theme.forbidden if name == forbidden_name else name_style
                row[col] = (name, style)
            return row

        lines.append(column_line(letters))
        lines.append(column_line(name_row("N")))
        lines.append(column_line(arrow_row("N")))
        for row in range(D.SIZE):
            tiles = [
                tile_lines(
                    self.board[row * D.SIZE + col],
                    self.theme,
                    fixed=B.is_fixed_cell(row * D.SIZE + col),
                    reach=bool(self.reach >> (row * D.SIZE + col) & 1),
                    shade=(row + col) % 2 == 1,
                    content=self.content(row * D.SIZE + col, self.board[row * D.SIZE + col]),
                )
                for col in range(D.SIZE)
            ]
            for sub in range(TILE_ROWS):
                line = Text()
                middle = sub == 1
                west = f"W{row + 1}"
                east = f"E{row + 1}"
                if middle and west in marks:
                    mark, style = marks[west]
                    line.append(
                        west, self.theme.forbidden if west == forbidden_name else name_style
                    )
                    line.append(" ")
                    line.append(mark, style)
                    line.append(" ")
                else:
                    line.append("    ")
                line.append(f"{row + 1} " if middle else "  ", Style(bold=True))
                for parts in tiles:
                    line.append_text(parts[sub])
                if middle and east in marks:
                    mark, style = marks[east]
                    line.append(" ")
                    line.append(mark, style)
                    line.append(" ")
                    line.append(
                        east, self.theme.forbidden if east == forbidden_name else name_style
                    )
                lines.append(line)
        lines.append(column_line(arrow_row("S")))
        lines.append(column_line(name_row("S")))
        lines.append(column_line(letters))
        return Text("\n").join(lines)

    def spare_text(self) -> Text:
        spare = (
            spare_preview(self.view, self.ui)
            if self.view["step"] == "shift"
            else int(self.view["spare"])
        )
        art = tile_lines(
            spare, self.theme, fixed=False, reach=False, content=self.content(None, spare)
        )
        return Text("\n").join(art)

    def compact_board(self) -> Text:
        t = self.theme
        return small.board_lines(
            self.board,
            self.reach,
            self.content,
            self.arrow_marks(),
            t.wall,
            t.path,
            t.reach,
            t.label,
        )

    def side_panel(self, compact: bool = False) -> RenderableType:
        view, lang = self.view, self.lang
        parts: list[RenderableType] = []
        header = Text()
        phase = words.text("la_night" if self.night else "la_day", lang)
        header.append(words.text("la_turn", lang, number=int(view["turn"]) + 1), style="bold")
        if view["options"].get("day_night"):
            header.append(f" — {phase}", style="bold magenta" if self.night else "bold yellow")
        current = view["current"]
        if view["step"] == "over":
            header.append(words.text("la_over", lang), style="bold green")
        if current is not None:
            who = self.players[int(current)]
            header.append(" — ")
            header.append(colour_name(int(current), lang), COLOURS.get(who["colour"], "white"))
            step = str(view["step"])
            if step in ("shift", "move", "coin"):
                header.append(" " + words.text(f"la_{step}", lang))
        parts.append(header)
        parts.append(self.players_table(tight=compact))
        target = self.target_text()
        if target is not None:
            parts.append(target)

        spare_row = Table.grid(padding=(0, 1))
        spare_row.add_column()
        spare_row.add_column()
        spare = spare_preview(self.view, self.ui) if view["step"] == "shift" else int(view["spare"])
        about = Text()
        about.append(words.text("la_spare", lang), style="bold")
        about.append(words.text("la_open", lang, sides=B.openings_text(B.openings(spare))))
        treasure = B.treasure_of(spare)
        if treasure is not None:
            about.append(
                f"\n{words.text('la_carries', lang)} {D.TREASURES[treasure].letter} "
                f"{treasure_name(treasure, lang)}"
            )
        night = B.night_of(spare)
        if night is not None:
            about.append(
                f"\n{words.text('la_carries', lang)} {D.NIGHT_TREASURES[night].letter} "
                f"{treasure_name(night, lang, True)}"
            )
        if view["step"] == "shift":
            about.append("\n" + words.text("la_turn_it", lang), style="dim")
        if compact:
            art = small.spare_lines(
                spare, self.content(None, spare), self.theme.wall, self.theme.path
            )
            spare_row.add_row(art, about)
        else:
            spare_row.add_row(self.spare_text(), about)
        parts.append(spare_row)
        forbidden = view["forbidden"]
        parts.append(
            Text.assemble(
                (words.text("la_no_push_back", lang), "bold"),
                (
                    B.ARROWS[int(forbidden)].name
                    if forbidden is not None
                    else words.text("la_none_yet", lang),
                    "red",
                ),
            )
        )
        if not compact:
            parts.append(self.legend())
        coins = view.get("coins")
        if view["step"] in ("coin", "over") and coins is not None:
            shown = "  ".join(
                f"coin{i + 1}: {'?' if c is None else c}" for i, c in enumerate(coins)
            )
            parts.append(Text(f"{words.text('la_coins', lang)}: {shown}"))
        return Group(*parts)

    def players_table(self, tight: bool = False) -> Table:
        """Who plays, who is to move, and how far each player is (``tight``: one space
        between the columns, so that Dutch and Finnish headers fit a small terminal)."""
        table = Table(
            box=None,
            padding=(0, 1),
            show_header=True,
            header_style="bold",
            collapse_padding=tight,
            pad_edge=not tight,
        )
        table.add_column("")
        heads = words.text("la_columns", self.lang).split("|")
        player, found, left, day, night = heads
        table.add_column(player, no_wrap=True)
        dn = bool(self.view["options"].get("day_night"))
        if not dn:
            table.add_column(found, justify="right")
            table.add_column(left, justify="right")
        else:
            table.add_column(day, justify="right")
            if not self.night:
                table.add_column(left, justify="right")
            table.add_column(night, justify="right")
        current = self.view["current"]
        for p in self.players:
            seat = int(p["seat"])
            token = SYMBOLS.get(p["symbol"] or "", str(seat + 1))
            name = Text("▶ " if current is not None and seat == int(current) else "  ")
            name.append(colour_name(seat, self.lang), COLOURS.get(p["colour"], "white"))
            if seat == self.viewer:
                name.append(f" ({words.text('you', self.lang)})")
            row: list[RenderableType] = [Text(token, pawn_style(p["colour"])), name]
            row.append(str(len(p["found"])))
            if not self.night:
                row.append(str(p["cards_left"]))
            if dn:
                got = len(p["night_found"] or [])
                row.append(f"{got}/{got + len(p['night_cards'] or [])}")
            table.add_row(*row)
        return table

    def target_text(self) -> Text | None:
        if self.viewer is None:
            return None
        me = self.players[self.viewer]
        seeking = me["seeking"]
        if seeking is None:
            return None
        text = Text(words.text("la_target", self.lang), style="bold")
        if seeking["kind"] == "home":
            home = words.text("la_home", self.lang, cell=B.cell_name(int(me["home"])))
            text.append(f"{home} (*⌂)", self.theme.target)
            return text
        night = seeking["kind"] == "night"
        names = []
        for tid in seeking["ids"]:
            letter = (D.NIGHT_TREASURES if night else D.TREASURES)[int(tid)].letter
            names.append(f"*{letter} {treasure_name(int(tid), self.lang, night)}")
        text.append(", ".join(names), self.theme.target)
        on_spare = [
            tid
            for tid in seeking["ids"]
            if (B.night_of if night else B.treasure_of)(int(self.view["spare"])) == int(tid)
        ]
        if on_spare:
            text.append(words.text("la_on_spare", self.lang), "italic")
        return text

    def legend(self) -> Table:
        night = self.night
        table = Table.grid(padding=(0, 2))
        table.add_column()
        table.add_column()
        items = D.NIGHT_TREASURES if night else D.TREASURES
        half = (len(items) + 1) // 2
        for i in range(half):
            cells = []
            for item in (items[i], items[i + half] if i + half < len(items) else None):
                if item is None:
                    cells.append(Text(""))
                    continue
                style = (
                    self.theme.target
                    if ("night" if night else "treasure", item.id) in self.targets
                    else ""
                )
                cells.append(
                    Text.assemble((item.letter, "bold"), " ", (item.name(self.lang), style))
                )
            table.add_row(*cells)
        return table


class _Layout:
    """Board and side panel side by side when there is room, else one above the other;
    the compact board and panel side by side without a frame on a small terminal."""

    def __init__(
        self, board: RenderableType, side: RenderableType, title: str, compact: bool = False
    ) -> None:
        self.board, self.side, self.title, self.compact = board, side, title, compact

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if self.compact:
            yield Beside(self.board, Group(Text(self.title, style="bold"), self.side))
            return
        if options.max_width >= WIDE:
            grid = Table.grid(padding=(0, 3))
            grid.add_column(no_wrap=True)
            grid.add_column(max_width=SIDE_WIDTH)
            grid.add_row(self.board, self.side)
            body: RenderableType = grid
        else:
            body = Group(self.board, Text(""), self.side)
        yield Panel(body, title=self.title, expand=False)


def is_cell(text: str) -> bool:
    """Whether ``text`` names a cell (``d4``; some cells share a name with an arrow)."""
    try:
        B.parse_cell(text)
    except ValueError:
        return False
    return True


class LabyrinthUI(GameUI):
    game_id = "labyrinth"

    def new_ui_state(self) -> UIState:
        return {"turns": 0}

    def render(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        ui: UIState,
    ) -> RenderableType:
        picture = BoardPicture(view, ui)
        ui["night_treasures"] = bool(view["options"].get("day_night"))  # for the help
        title = game.info.name(lang_of(ui))
        if picture.viewer is not None:
            name = colour_name(picture.viewer, lang_of(ui))
            title += f" — {words.text('view_of', lang_of(ui), name=name)}"
        if compact(ui, *FULL_SIZE):
            return _Layout(picture.compact_board(), picture.side_panel(True), title, True)
        return _Layout(picture.board_text(), picture.side_panel(), title)

    def help_text(self, game: Game[Any, Any], ui: UIState | None = None) -> str:
        lang = lang_of(ui or {})
        coins = words.text("la_help_coins", lang) if (ui or {}).get("night_treasures") else ""
        return (
            words.text("la_help", lang)
            + coins
            + small.treasure_list(lang, bool((ui or {}).get("night_treasures")))
        )

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        seat = int(view["viewer"])
        name = colour_name(seat, lang_of(ui))
        step = str(view["step"])
        ask = (
            words.text(f"la_ask_{step}", lang_of(ui)) if step in ("shift", "move", "coin") else step
        )
        return f"{name}, {ask}> "

    def seat_name(self, game: Game[Any, Any], player: int, ui: UIState) -> str:
        return colour_name(player, lang_of(ui))

    def interpret(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        text: str,
        ui: UIState,
    ) -> Any:
        word = text.strip()
        lowered = word.lower()
        step = view["step"]
        if step == "shift" and lowered and set(lowered) <= {"r", "l"}:
            spare_preview(view, ui)
            ui["turns"] = (int(ui.get("turns", 0)) + lowered.count("r") - lowered.count("l")) % 4
            shown = B.openings_text(B.openings(spare_preview(view, ui)))
            return Handled(words.text("la_spare_opens", lang_of(ui), sides=shown))
        if lowered == "stay":
            return MoveTo(int(view["players"][int(view["viewer"])]["pawn"]))
        if step == "shift":
            try:
                arrow = B.parse_arrow(word)
            except ValueError:
                pass
            else:
                return Shift(arrow.index, B.openings(spare_preview(view, ui)))
        if step == "move" and is_cell(lowered):  # e2, e4, e6 are cells when walking
            return MoveTo(B.parse_cell(lowered))
        if step == "move" and lowered.startswith(("n", "e", "s", "w")) and len(lowered) <= 5:
            try:
                B.parse_arrow(word.partition(":")[0])
            except ValueError:
                pass
            else:
                raise MalformedActionError(
                    Reason(
                        "ui.labyrinth_shifted",
                        "the maze is already shifted this turn: now type a cell to move to, "
                        "or stay",
                    )
                )
        try:
            return game.parse_action(word, None)
        except MalformedActionError as exc:
            found = detail_of(exc)
            if not isinstance(found, Reason) or found.code != "labyrinth.cannot_read":
                raise
            raise MalformedActionError(read_refusal(str(step), word, found)) from None


#: What each step reads: the reasons that fit it, and the line that says what to type.
READ_STEP = {
    "shift": (
        ("labyrinth.not_an_arrow", "labyrinth.not_sides", "labyrinth.which_way"),
        "type an arrow (Nb, E4, Sd, W2, ...) to push the spare in, r / l to turn it first, "
        "or the open sides too, e.g. Nb:ES",
    ),
    "move": (
        ("labyrinth.not_a_cell",),
        "type a cell among the dotted ones (d4; a1 is top left), or stay",
    ),
    "coin": (("labyrinth.coins",), "type coin1, coin2 or coin3"),
}


def read_refusal(step: str, word: str, refused: Reason) -> Reason:
    """An unreadable line in the words of ``step``: why, when the notation's reason fits
    the step (an arrow's sides when pushing, a cell when walking), else what the step
    reads instead (so walking never speaks of arrows, nor a game without coins of coins),
    and what to type."""
    fits, hint = READ_STEP.get(step, READ_STEP["shift"])
    detail = refused.params.get("detail")
    if not (isinstance(detail, Reason) and detail.code in fits):
        detail = step_reason(step, word)
    return Reason(
        f"ui.labyrinth_read_{step}",
        "cannot read {text}: {detail}; " + hint,
        text=repr(word),
        detail=detail,
    )


def step_reason(step: str, word: str) -> Reason:
    """Why ``word`` is not what ``step`` reads."""
    if step == "coin":
        return Reason("labyrinth.coins", "there are coins 1, 2 and 3")
    try:
        (B.parse_cell if step == "move" else B.parse_arrow)(word)
    except ValueError as exc:
        found = detail_of(exc)
        if isinstance(found, Reason):
            return found
    return Reason(
        "labyrinth.not_a_cell",
        "{text} is not a cell (columns a-g, rows 1-7, e.g. 'd4')",
        text=repr(word),
    )


UI = LabyrinthUI()
