"""The terminal UI of Sudoku (9x9, numbers) and Sudoids (6x6, animals), drawn from one
seat's view.

The grid has heavy lines between blocks and column letters / row numbers that match the
notation (``a1`` is the top left). Starting (golden) tiles are drawn on gold; the tile
placed last is underlined. In assisted mode the cells where the viewer's tile fits are
marked ``+`` on green when it is their turn. Animals are shown by letter and colour,
with a legend in the chosen language.

The side panel shows the viewer's own tile, every score as a total and as the score
track (position 0-39 plus 40-point round tokens ``●``), the pile and the tiles set
aside, and what the last action did.

Input: a cell (``e5``) places the tile in hand; ``claim`` (table rules) says the tile
fits nowhere.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from spelkast.core.errors import MalformedActionError, Reason, detail_of
from spelkast.core.game import JSON, Game
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES, Side
from spelkast.games.sudoku.state import BROKE, CLAIM_RIGHT, CLAIM_WRONG, PLACED, Claim, Place
from spelkast.tui import error_words, words
from spelkast.tui.base import Beside, GameUI, UIState, compact, lang_of

SIDE_WIDTH = 54  # the side panel's width when it stands next to the grid
FULL_SIZE = (100, 30)  # a smaller terminal gets the compact layout (grid + short panel)

GOLD = Style(color="black", bgcolor="rgb(232,190,70)", bold=True)
TILE = Style(color="bright_white", bold=True)
LAST = Style(color="bright_cyan", bold=True, underline=True)
EMPTY = Style(color="grey50")
FITS = Style(color="black", bgcolor="rgb(120,200,120)", bold=True)
LINE = Style(color="grey62")
LABEL = Style(color="cyan", bold=True)
ANIMAL_COLOURS = {
    1: "rgb(255,150,60)",  # cat
    2: "rgb(200,140,90)",  # dog
    3: "rgb(190,190,200)",  # mouse
    4: "rgb(110,160,255)",  # bird
    5: "rgb(80,220,220)",  # fish
    6: "rgb(230,110,230)",  # horse
}
ASK = {
    "en": "place your {tile} (a cell like {cell}{claim})",
    "nl": "leg je {tile} (een vak zoals {cell}{claim})",
    "fi": "aseta {tile} (ruutu, esim. {cell}{claim})",
}


def side_of(view: dict[str, JSON]) -> Side:
    return SIDES[str(view["game"])]


def tile_label(side: Side, value: int, lang: str) -> str:
    """``7`` or ``cat``: a tile as words."""
    if side.id == "sudoku":
        return str(value)
    return side.symbol(value).name(lang)


def a_tile(side: Side, value: int, lang: str) -> str:
    """``a 7``, ``an 8``, ``a cat``; ``een 7`` in Dutch, the bare name in Finnish."""
    label = tile_label(side, value, lang)
    if lang == "nl":
        return f"een {label}"
    if lang != "en":
        return label
    if side.id == "sudoku":
        return f"an {label}" if value in (8, 11, 18) else f"a {label}"
    return f"a {label}"


def holders(side: Side, board: Sequence[int], cell: int, value: int, lang: str = "en") -> list[str]:
    """Where ``value`` already is in the row, column and block of ``cell``: one phrase
    per such unit, e.g. ``row 5 (on b5)``."""
    found = []
    for kind, index in side.units(cell):
        for other in range(side.cells):
            if other == cell or board[other] != value:
                continue
            if (
                index
                == {"row": side.row_of, "column": side.col_of, "block": side.block_of}[kind][other]
            ):
                found.append(
                    words.text(
                        "su_holds",
                        lang,
                        unit=unit_words(side, kind, index, lang),
                        cell=side.cell_name(other),
                    )
                )
                break
    return found


def unit_words(side: Side, kind: str, index: int, lang: str) -> str:
    """A row, column or block named in ``lang``: ``row 5``, ``kolom e``, ``lohko d4-f6``."""
    if kind == "row":
        return words.text("su_row", lang, label=index + 1)
    if kind == "column":
        return words.text("su_column", lang, label="abcdefghi"[index])
    return words.text("su_block_unit", lang, label=side.block_label(index))


def has_have(count: int) -> str:
    return "has" if count == 1 else "have"


def tile_style(side: Side, value: int, base: Style) -> Style:
    if side.id == "sudoku" or base in (GOLD, FITS):
        return base
    return base + Style(color=ANIMAL_COLOURS.get(value, "white"))


class GridPicture:
    """Everything needed to draw one view."""

    def __init__(self, view: dict[str, JSON], legal: Sequence[Any], ui: UIState) -> None:
        self.view = view
        self.side = side_of(view)
        self.lang = lang_of(ui)
        self.board = [int(v) for v in view["board"]]
        self.golden = {int(c) for c in view["golden"]}
        viewer = view["viewer"]
        self.viewer: int | None = None if viewer is None else int(viewer)
        self.hand = None if view["hand"] is None else int(view["hand"])
        self.my_turn = self.viewer is not None and view["current"] == self.viewer
        self.assisted = view["options"]["mode"] == "assisted"
        self.fits: set[int] = set()
        if self.my_turn and self.assisted:
            self.fits = {a.cell for a in legal if isinstance(a, Place)}
        last = view["last"]
        self.last_cell: int | None = None
        if isinstance(last, dict) and last["kind"] == PLACED and last["cell"] is not None:
            self.last_cell = self.side.parse_cell(str(last["cell"]))

    # ----------------------------------------------------------------- the grid
    def cell_text(self, cell: int) -> tuple[str, Style]:
        side = self.side
        value = self.board[cell]
        if value:
            letter = side.symbol(value).letter
            if cell in self.golden:
                return f"[{letter}]", GOLD
            style = LAST if cell == self.last_cell else TILE
            return f" {letter} ", tile_style(side, value, style)
        if cell in self.fits:
            return " + ", FITS
        return " · ", EMPTY

    def grid(self) -> Text:
        side = self.side
        size, br, bc = side.size, side.block_rows, side.block_cols
        stacks = size // bc
        letters = "abcdefghi"[:size]

        def rule(left: str, middle: str, right: str) -> Text:
            parts = ["━" * (3 * bc)] * stacks
            return Text("   " + left + middle.join(parts) + right, LINE)

        out = Text()
        header = Text("    ")
        for col, letter in enumerate(letters):
            header.append(f" {letter} ", LABEL)
            if col % bc == bc - 1 and col != size - 1:
                header.append(" ")
        out.append_text(header)
        out.append("\n")
        out.append_text(rule("┏", "┳", "┓"))
        out.append("\n")
        for row in range(size):
            line = Text()
            line.append(f"{row + 1:>2} ", LABEL)
            line.append("┃", LINE)
            for col in range(size):
                text, style = self.cell_text(row * size + col)
                line.append(text, style)
                if col % bc == bc - 1:
                    line.append("┃", LINE)
            line.append(f" {row + 1}", LABEL)
            out.append_text(line)
            out.append("\n")
            if row % br == br - 1 and row != size - 1:
                out.append_text(rule("┣", "╋", "┫"))
                out.append("\n")
        out.append_text(rule("┗", "┻", "┛"))
        return out

    def legend(self, short: bool = False) -> Text:
        sample = self.side.symbols[4].letter
        text = Text()
        text.append(f"[{sample}]", GOLD)
        text.append(words.text("su_start_tile", self.lang) + "   ")
        text.append(f" {sample} ", LAST)
        text.append(words.text("su_placed_last", self.lang))
        if self.assisted and self.viewer is not None:
            text.append("\n" if short else "   ")
            text.append(" + ", FITS)
            text.append(words.text("su_your_fits", self.lang))
        if self.side.id != "sudoku":
            text.append("\n")
            for symbol in self.side.symbols:
                text.append(f" {symbol.letter} ", tile_style(self.side, symbol.value, TILE))
                text.append(symbol.name(self.lang) + " ")
        return text

    # ---------------------------------------------------------------- the panel
    def hand_text(self) -> Text:
        text = Text()
        if self.viewer is None:
            return text
        if self.hand is None:
            text.append(words.text("su_no_tile", self.lang), style="dim")
            return text
        letter = self.side.symbol(self.hand).letter
        text.append(words.text("su_your_tile", self.lang), style="bold")
        text.append(f" {letter} ", tile_style(self.side, self.hand, TILE + Style(reverse=True)))
        if self.side.id != "sudoku":
            text.append(f" {tile_label(self.side, self.hand, self.lang)}")
        if self.my_turn and self.assisted:
            text.append("   " + words.text("su_fits", self.lang, count=len(self.fits)), "green")
        return text

    def players_table(self, game: Game[Any, Any], track: bool = True) -> Table:
        """Who plays, their points, tokens and tiles; without the track (the compact
        panel) with one space between the columns, so that Dutch and Finnish headers fit."""
        table = Table(
            box=None, padding=(0, 1), show_edge=False, collapse_padding=not track, pad_edge=track
        )
        player, total, track_, tokens_, tile_ = words.text("su_columns", self.lang).split("|")
        table.add_column("")
        table.add_column(player, style="bold", no_wrap=True, overflow="ellipsis")
        table.add_column(total, justify="right")
        if track:
            table.add_column(track_, justify="right")
        table.add_column(tokens_)
        table.add_column(tile_)
        current = self.view["current"]
        for p in self.view["players"]:
            seat = int(p["seat"])
            mark = "▶" if current == seat else ""
            name = words.person(seat, self.lang)
            if seat == self.viewer:
                name += f" ({words.text('you', self.lang)})"
            count = int(p["tokens"])
            tokens = "●" * count if count <= 4 else f"●×{count}"
            tokens = tokens or "-"
            if p["tile"] is not None:
                tile = tile_label(self.side, int(p["tile"]), self.lang)
            else:
                tile = words.text("su_hidden" if p["has_tile"] else "su_none", self.lang)
            row: list[RenderableType] = [Text(mark, style="bold yellow"), name, str(p["score"])]
            if track:
                row.append(f"{p['track']:>2}/39")
            row += [Text(tokens, style="yellow"), tile]
            table.add_row(*row)
        return table

    def event_text(self, game: Game[Any, Any], event: dict[str, Any], newest: bool) -> Text:
        """One line (or two) saying what an action did."""
        side = self.side
        who = words.person(int(event["player"]), self.lang)
        if self.viewer is not None and int(event["player"]) == self.viewer:
            who = words.text("you", self.lang)
        tile = a_tile(side, int(event["value"]), self.lang)
        kind = event["kind"]
        text = Text("• ", style="dim")
        if kind == PLACED:
            cell = side.parse_cell(str(event["cell"]))
            text.append(f"{who}: {tile} {words.text('su_on', self.lang)} {event['cell']} ")
            text.append(f"+{event['points']}", style="bold green")
            if newest:
                text.append(self.breakdown(cell), style="dim")
        elif kind == BROKE:
            broke = words.text("su_broke_short", self.lang)
            on = words.text("su_on", self.lang)
            text.append(f"{who}: {tile} {on} {event['cell']} {broke}", style="red")
            if newest:
                cell = side.parse_cell(str(event["cell"]))
                where = holders(side, self.board, cell, int(event["value"]), self.lang)
                if where:
                    key = "su_has_one" if len(where) == 1 else "su_have_one"
                    joined = words.text("and", self.lang).join(where)
                    text.append(words.text(key, self.lang, where=joined), style="dim")
            text.append(words.text("su_set_aside", self.lang), style="red")
        elif kind == CLAIM_WRONG:
            line = words.text("su_claimed_wrong", self.lang, name=who, tile=tile)
            text.append(line, style="red")
        elif kind == CLAIM_RIGHT:
            line = words.text("su_claimed_right", self.lang, name=who, tile=tile)
            text.append(line, style="bold")
        return text

    def recent_text(self, game: Game[Any, Any]) -> Text | None:
        events = [e for e in self.view["recent"] if isinstance(e, dict)]
        if not events:
            return None
        text = Text(words.text("su_last_moves", self.lang), style="bold")
        for index, event in enumerate(events):
            text.append("\n")
            text.append_text(self.event_text(game, event, index == len(events) - 1))
        return text

    def breakdown(self, cell: int) -> str:
        parts = R.score_parts(self.side, self.board, cell)
        scoring = self.view["options"]["scoring"]
        if scoring == "full":
            return words.text(
                "su_parts_full",
                self.lang,
                block=parts["block"],
                row=parts["row_outside"],
                column=parts["column_outside"],
            )
        if scoring == "simple":
            return words.text(
                "su_parts_simple", self.lang, row=parts["row"], column=parts["column"]
            )
        return words.text("su_parts_block", self.lang, block=parts["block"])

    def status_text(self, short: bool = False) -> Text:
        options = self.view["options"]
        mode = words.text("su_table" if options["mode"] == "table" else "su_assisted", self.lang)
        scoring = {
            "full": words.text("su_full", self.lang),
            "simple": words.text("su_simple_short" if short else "su_simple", self.lang),
            "block": words.text("su_block", self.lang),
        }
        named = words.text("su_scoring", self.lang, name=scoring[str(options["scoring"])])
        text = Text(f"{mode} · {named}", style="dim")
        text.append(" · " if short else "\n")
        text.append(words.text("su_pile", self.lang, count=self.view["pile"]))
        aside = [int(v) for v in self.view["aside"]]
        if aside:
            letters = " ".join(self.side.symbol(v).letter for v in aside)
            text.append(f" · {words.text('su_aside', self.lang, count=len(aside))}: {letters}")
        return text

    def end_text(self) -> Text | None:
        outcome = self.view["outcome"]
        if not isinstance(outcome, dict):
            return None
        text = Text(words.text("su_game_over", self.lang), style="bold magenta")
        text.append(str(outcome["reason"]))
        return text

    def panel(self, game: Game[Any, Any]) -> RenderableType:
        parts: list[RenderableType] = []
        hand = self.hand_text()
        if hand.plain:
            parts.append(hand)
            parts.append(Text(""))
        parts.append(self.players_table(game))
        parts.append(Text(""))
        parts.append(self.status_text())
        for extra in (self.recent_text(game), self.end_text(), self.legend()):
            if extra is not None:
                parts.append(Text(""))
                parts.append(extra)
        return Group(*parts)

    def compact_panel(self, game: Game[Any, Any], title: str) -> RenderableType:
        """The panel for a small terminal: the same facts in fewer lines (the newest move
        only; the play loop lists what the others did under the board)."""
        parts: list[RenderableType] = [Text(title, style="bold")]
        hand = self.hand_text()
        if hand.plain:
            parts.append(hand)
        parts.append(self.players_table(game, track=False))
        parts.append(self.status_text(short=True))
        events = [e for e in self.view["recent"] if isinstance(e, dict)]
        if events:
            parts.append(self.event_text(game, events[-1], True))
        end = self.end_text()
        if end is not None:
            parts.append(end)
        parts.append(self.legend(short=True))
        return Group(*parts)


class _Layout:
    """Grid and side panel next to each other when there is room, else stacked; on a
    small terminal (``compact``) side by side without a frame."""

    def __init__(self, grid: Text, side: RenderableType, title: str, compact: bool = False) -> None:
        self.grid, self.side, self.title, self.compact = grid, side, title, compact

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if self.compact:
            yield Beside(self.grid, self.side)
            return
        grid_width = max(len(line) for line in self.grid.plain.splitlines())
        if options.max_width >= grid_width + SIDE_WIDTH + 7:
            table = Table.grid(padding=(0, 3))
            table.add_column(no_wrap=True, width=grid_width)
            table.add_column(width=SIDE_WIDTH)
            table.add_row(self.grid, self.side)
            body: RenderableType = table
        else:
            body = Group(self.grid, Text(""), self.side)
        yield Panel(body, title=self.title, expand=False)


class SudokuUI(GameUI):
    game_id = "sudoku"

    def render(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        ui: UIState,
    ) -> RenderableType:
        picture = GridPicture(view, legal, ui)
        lang = lang_of(ui)
        title = game.info.name(lang)
        if picture.viewer is not None:
            name = words.person(picture.viewer, lang)
            title += f" — {words.text('view_of', lang, name=name)}"
        if compact(ui, *FULL_SIZE):
            return _Layout(picture.grid(), picture.compact_panel(game, title), title, True)
        return _Layout(picture.grid(), picture.panel(game), title)

    def help_text(self, game: Game[Any, Any], ui: UIState | None = None) -> str:
        side = SIDES[game.info.id]
        last = "abcdefghi"[side.size - 1]
        cell = "e5" if side.size == 9 else "c3"
        return words.text("su_help", lang_of(ui or {}), last=last, size=side.size, cell=cell)

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        side = side_of(view)
        lang = lang_of(ui)
        seat = int(view["viewer"])
        hand = view["hand"]
        tile = tile_label(side, int(hand), lang) if hand is not None else "tile"
        claim = words.text("su_or_claim", lang) if view["options"]["mode"] == "table" else ""
        cell = "e5" if side.size == 9 else "c3"
        ask = ASK.get(lang, ASK["en"]).format(tile=tile, cell=cell, claim=claim)
        return f"{words.person(seat, lang)}, {ask}> "

    def confirm(self, game: Game[Any, Any], action: Any, ui: UIState) -> str | None:
        """A claim costs the tile when it fits somewhere: asked first."""
        return words.text("su_confirm_claim", lang_of(ui)) if isinstance(action, Claim) else None

    def interpret(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        text: str,
        ui: UIState,
    ) -> Any:
        word = text.strip().lower().replace(" ", "")
        side = side_of(view)
        table = view["options"]["mode"] == "table"
        if word in ("claim", "none", "stuck", "nowhere"):
            if not table:
                raise MalformedActionError(
                    Reason(
                        "ui.sudoku_no_claim",
                        "in assisted mode there is nothing to claim: type one of the cells "
                        "marked +",
                    )
                )
            return Claim()
        if len(word) == 2 and word[0].isdigit() and word[1].isalpha():
            word = word[1] + word[0]  # accept 5e for e5
        try:
            cell = side.parse_cell(word)
        except ValueError as exc:
            reason = Reason(
                "ui.sudoku_cannot_read",
                "cannot read {text}: {detail}",
                text=repr(text.strip()),
                detail=detail_of(exc),
            )
            if table:
                reason = reason.noted(
                    "ui.sudoku_or_claim", "; or type claim if your tile fits nowhere"
                )
            raise MalformedActionError(reason) from None
        board = [int(v) for v in view["board"]]
        if board[cell]:
            raise MalformedActionError(
                Reason(
                    "sudoku.not_empty",
                    "{cell} is not empty: it holds {tile}",
                    cell=side.cell_name(cell),
                    tile=a_tile(side, board[cell], "en"),
                    value=board[cell],
                    cell_index=cell,
                )
            )
        hand = view["hand"]
        if not table and hand is not None:
            where = holders(side, board, cell, int(hand))
            if where:
                raise MalformedActionError(
                    Reason(
                        "sudoku.breaks_rule",
                        "{tile} may not go on {cell}: {where} already {has} one",
                        tile=a_tile(side, int(hand), "en"),
                        cell=side.cell_name(cell),
                        where=" and ".join(where),
                        has=has_have(len(where)),
                        value=int(hand),
                        cell_index=cell,
                    )
                )
        return Place(cell)

    def describe(
        self, game: Game[Any, Any], state: Any, player: int, action: Any, lang: str = "en"
    ) -> str:
        """The engine's line, and for a placement against the rule which row, column or
        block already held the tile (and on which cell): every seat saw that board."""
        line = super().describe(game, state, player, action, lang)
        value = state.hands[player] if isinstance(action, Place) else 0
        if value and not state.board[action.cell]:
            where = holders(game.side, state.board, action.cell, value, lang)  # type: ignore[attr-defined]
            if where:
                joined = error_words.text("sudoku.and", lang).join(where)
                held = "sudoku.held_one" if len(where) == 1 else "sudoku.held_more"
                line += "; " + error_words.text(held, lang, where=joined)
        return line

    def reason_fields(
        self, game: Game[Any, Any], view: dict[str, JSON], reason: Reason, lang: str
    ) -> Mapping[str, object]:
        """The tiles and the units holding one, in ``lang``, from the board in the view."""
        side = side_of(view)
        params = reason.params
        fields: dict[str, object] = {}
        if isinstance(params.get("value"), int):
            fields["tile"] = a_tile(side, int(params["value"]), lang)  # type: ignore[call-overload]
        cell = params.get("cell_index")
        if reason.code == "sudoku.breaks_rule" and isinstance(cell, int):
            board = [int(v) for v in view["board"]]
            where = holders(side, board, cell, int(params["value"]), lang)  # type: ignore[call-overload]
            joined = error_words.text("sudoku.and", lang).join(where)
            held = "sudoku.held_one" if len(where) == 1 else "sudoku.held_more"
            fields["holding"] = error_words.text(held, lang, where=joined)
        return fields


UI = SudokuUI()
