"""Drawing the card game for the terminal UI (``labyrinth_cards.py``): cards, the layout,
the hand, where cards fit, the legend, and the full and compact arrangements."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import DECK, HAND_SIZE, TREASURE_BY_LETTER, TREASURES
from spelkast.games.labyrinth_cards.game import card_json
from spelkast.games.labyrinth_cards.state import Place
from spelkast.tui import words

CARD_W, CARD_H = 7, 3
SMALL_W = 5  # a card is 2 lines of 5 columns on a small terminal
LABEL_W = 4
SIDE_WIDTH = 52
FULL_SIZE = (120, 40)  # a smaller terminal gets the compact layout

PAPER = Style(color="rgb(110,80,40)", bgcolor="rgb(238,226,196)")
TREASURE = Style(color="rgb(150,30,20)", bgcolor="rgb(238,226,196)", bold=True)
NUMBER = Style(color="rgb(120,110,100)", bgcolor="rgb(238,226,196)", italic=True)
SECOND = Style(color="rgb(30,80,200)", bgcolor="rgb(238,226,196)", bold=True)
SECOND_TREASURE = Style(color="rgb(30,80,200)", bgcolor="rgb(238,226,196)", bold=True)
TARGET = Style(color="green", bold=True)
LAST = Style(color="white", bgcolor="rgb(40,120,60)")
PREVIEW = Style(color="white", bgcolor="rgb(40,80,160)", bold=True)
TAKEN = Style(color="white", bgcolor="rgb(170,40,40)", bold=True)
AXIS = Style(color="cyan", bold=True)

JUNCTIONS = {
    "NS": "┃",
    "EW": "━",
    "NE": "┗",
    "ES": "┏",
    "SW": "┓",
    "NW": "┛",
    "NES": "┣",
    "ESW": "┳",
    "NSW": "┫",
    "NEW": "┻",
    "NESW": "╋",
}


def split_shape(entry: dict[str, Any]) -> tuple[str, str, str, str]:
    """How a card is drawn: (left letter, junction, right letter, the ports drawn with
    double lines).

    A card with one corridor: its treasures as given, the junction glyph of its ports,
    no double lines. A card with two separate corridors (two corners): the corner through
    ``E`` is drawn with double lines (``═ ║``), the other with heavy ones (``━ ┃``); the
    junction is a diagonal wall between them (``╲`` keeps N with E and S with W, ``╱``
    N with W and E with S), and each treasure letter sits on its own corridor's side,
    so which corners pair up reads without colour."""
    ports = str(entry["ports"])
    a, b = entry["treasures"]
    groups = [str(g) for g in entry["groups"]]
    if len(groups) < 2:
        return a, JUNCTIONS.get(ports, "╋"), b, ""
    east = next(g for g in groups if "E" in g)
    west = next(g for g in groups if g != east)
    junction = "╲" if "N" in east else "╱"
    letters = {"a": a, "b": b}
    left = "".join(letters[s] for s in "ab" if s in west) or " "
    right = "".join(letters[s] for s in "ab" if s in east) or " "
    return left[:1], junction, right[:1], "".join(p for p in "NESW" if p in east)


def card_block(entry: dict[str, Any], style: Style | None = None) -> list[Text]:
    """The 3 × 7 picture of a card as the view describes it (see :func:`split_shape`
    for a card with two corridors; its second corridor is also drawn in blue)."""
    ports = str(entry["ports"])
    left, junction, right, double = split_shape(entry)
    paper = style or PAPER

    def corridor(port: str) -> Style:
        if style is not None:
            return style
        return SECOND if port in double else PAPER

    def letter(port: str) -> Style:
        if style is not None:
            return Style.combine([style, Style(bold=True)])
        return SECOND_TREASURE if port in double else TREASURE

    def vertical(port: str) -> str:
        return " " if port not in ports else "║" if port in double else "┃"

    def horizontal(port: str) -> str:
        return "  " if port not in ports else "══" if port in double else "━━"

    top, mid, bottom = Text(), Text(), Text()
    top.append(f"{entry['card']:>2}", paper if style else NUMBER)
    top.append(" ", paper)
    top.append(vertical("N"), corridor("N"))
    top.append("   ", paper)
    mid.append(horizontal("W"), corridor("W"))
    mid.append(left, letter("W"))
    mid.append(junction, paper)
    mid.append(right, letter("E"))
    mid.append(horizontal("E"), corridor("E"))
    bottom.append("   ", paper)
    bottom.append(vertical("S"), corridor("S"))
    bottom.append("   ", paper)
    return [top, mid, bottom]


def small_block(entry: dict[str, Any], style: Style | None = None) -> list[Text]:
    """The 2 × 5 picture of a card for a small terminal: its number and north corridor,
    then ``━A╋B━``, whose junction also shows whether the card opens south."""
    ports = str(entry["ports"])
    left, junction, right, double = split_shape(entry)
    paper = style or PAPER

    def corridor(port: str) -> Style:
        return style if style is not None else SECOND if port in double else PAPER

    def letter(port: str) -> Style:
        if style is not None:
            return Style.combine([style, Style(bold=True)])
        return SECOND_TREASURE if port in double else TREASURE

    top, mid = Text(), Text()
    top.append(f"{entry['card']:>2}", paper if style else NUMBER)
    top.append(" " if "N" not in ports else "║" if "N" in double else "┃", corridor("N"))
    top.append("  ", paper)
    mid.append(" " if "W" not in ports else "═" if "W" in double else "━", corridor("W"))
    mid.append(left, letter("W"))
    mid.append(junction, paper)
    mid.append(right, letter("E"))
    mid.append(" " if "E" not in ports else "═" if "E" in double else "━", corridor("E"))
    return [top, mid]


LABELS = "abcdefghijklmnopqrstuvwxyz"


def target_labels(legal: Sequence[Any]) -> dict[tuple[int, int], str]:
    """A letter for each cell where a card fits, top to bottom and left to right, so a
    small terminal can name cells briefly (``17r1@c``); none if there are too many."""
    cells = sorted(legal_targets(legal), key=lambda cell: (cell[1], cell[0]))
    return dict(zip(cells, LABELS, strict=False)) if len(cells) <= len(LABELS) else {}


def empty_block(target: bool, small: bool = False, label: str = "·") -> list[Text]:
    if small:
        return [Text(" " * SMALL_W), Text(f"  {label}  " if target else "     ", TARGET)]
    middle = Text("   ·   " if target else "       ", TARGET)
    return [Text(" " * CARD_W), middle, Text(" " * CARD_W)]


def legal_targets(legal: Sequence[Any]) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in legal if isinstance(a, Place)}


def layout_text(
    view: dict[str, JSON],
    legal: Sequence[Any],
    preview: Place | None = None,
    small: bool = False,
    lines: int = 0,
) -> Text:
    """The layout cropped to the cards plus one ring, with coordinates (``small``: the
    2 × 5 cards of a small terminal)."""
    width, height = (SMALL_W, 2) if small else (CARD_W, CARD_H)
    draw = small_block if small else card_block
    labels = target_labels(legal) if small else {}
    entries = {(e["x"], e["y"]): e for e in view["layout"]}
    if preview is not None:
        entries[(preview.x, preview.y)] = card_json(
            preview.x, preview.y, preview.card, preview.rotation
        )
    xs = [x for x, _ in entries]
    ys = [y for _, y in entries]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    targets = legal_targets(legal)
    if small:  # leave out ring rows and columns where no card can go
        filled = set(entries) | targets
        while y0 < y1 and not any((x, y0) in filled for x in range(x0, x1 + 1)):
            y0 += 1
        while y1 > y0 and not any((x, y1) in filled for x in range(x0, x1 + 1)):
            y1 -= 1
        while x0 < x1 and not any((x0, y) in filled for y in range(y0, y1 + 1)):
            x0 += 1
        while x1 > x0 and not any((x1, y) in filled for y in range(y0, y1 + 1)):
            x1 -= 1
    last = view.get("last") or {}
    last_cell = None
    action = last.get("action") if isinstance(last, dict) else None
    if isinstance(action, dict) and action.get("type") == "place":
        last_cell = (action["x"], action["y"])
    taken = set(preview.take) if preview else set()
    out = Text()
    if small:  # no coordinates (the letters name the cells); one line a card if need be
        if lines and (y1 - y0 + 1) * height > lines:
            height = 1
    else:
        out.append(" " * LABEL_W)
        for x in range(x0, x1 + 1):
            out.append(f"{x:^{width}}", AXIS)
        out.append("\n")
    for y in range(y0, y1 + 1):
        rows = [Text() for _ in range(height)]
        if not small:
            for index, row in enumerate(rows):
                row.append(f"{y:>3} " if index == 1 else " " * LABEL_W, AXIS)
        if small and not any((x, y) in entries for x in range(x0, x1 + 1)):
            rows = rows[-1:]  # a row of empty cells: their letters only
        for x in range(x0, x1 + 1):
            entry = entries.get((x, y))
            if entry is None:
                block = empty_block((x, y) in targets, small, labels.get((x, y), "·"))
            else:
                style = None
                if preview is not None and (x, y) == preview.cell:
                    style = PREVIEW
                elif entry["card"] in taken:
                    style = TAKEN
                elif (x, y) == last_cell and preview is None:
                    style = LAST
                block = draw(entry, style)
            for row, part in zip(rows, block[-len(rows) :], strict=True):
                row.append_text(part)
        for row in rows:
            out.append_text(row)
            out.append("\n")
    out.rstrip()
    return out


def hand_table(hand: Sequence[int], lang: str, small: bool = False) -> Table:
    """Each hand card in every distinct rotation, with its treasures named."""
    width, height = (SMALL_W, 2) if small else (CARD_W, CARD_H)
    draw = small_block if small else card_block
    table = Table.grid(padding=(0, 1))
    for card in hand:
        first, second = DECK[card - 1].treasures
        names = Text(words.text("ca_card", lang, card=card), style="bold")
        names.append(f"{TREASURES[first].letter} {TREASURES[first].name(lang)}", "bold red")
        names.append(" & ")
        names.append(f"{TREASURES[second].letter} {TREASURES[second].name(lang)}", "bold red")
        pictures = [draw(card_json(0, 0, card, r)) for r in C.DISTINCT_ROTATIONS[card]]
        lines: list[Text] = []
        if small:  # the rotation stands where the number would (the name line has it)
            for r, picture in zip(C.DISTINCT_ROTATIONS[card], pictures, strict=True):
                picture[0] = Text(f"r{r}", "bold") + picture[0][2:]
        else:
            row = Text()
            for r in C.DISTINCT_ROTATIONS[card]:
                row.append(f"{'r' + str(r):^{width}} ")
            lines.append(row)
        for i in range(height):
            line = Text()
            for picture in pictures:
                line.append_text(picture[i])
                line.append(" ")
            lines.append(line)
        table.add_row(Group(names, *lines))
    return table


def players_line(game: Game[Any, Any], view: dict[str, JSON], lang: str = "en") -> Text:
    """The players' table in a line or two, for a small terminal."""
    text = Text(words.text("ca_won", lang), style="bold")
    current, viewer = view.get("current"), view.get("viewer")
    for p, seat in enumerate(view["players"]):
        if p:
            text.append(" · ")
        if p == current:
            text.append("▶", "bold yellow")
        you = f" ({words.text('you', lang)})" if p == viewer else ""
        text.append(words.person(p, lang) + you)
        text.append(f" {seat['score']}", "bold")
        if seat["hand_size"] != HAND_SIZE:
            text.append(words.text("ca_in_hand", lang, count=seat["hand_size"]), "dim")
    return text


def letter_runs(parts: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """``a b c d`` (none taking cards) as ``a-d``: three or more consecutive letters."""
    out: list[tuple[str, int]] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) >= 3:
            out.append((f"{run[0]}-{run[-1]}", 0))
        else:
            out.extend((name, 0) for name in run)
        run.clear()

    for name, most in parts:
        follows = bool(run) and LABELS.index(name) == LABELS.index(run[-1]) + 1
        if most or (run and not follows):
            flush()
        if most:
            out.append((name, most))
        else:
            run.append(name)
    flush()
    return out


def placements_text(legal: Sequence[Any], small: bool = False) -> Text:
    """Per hand card and rotation: the cells where it can go (+N: N cards to take); on a
    small terminal by the letters the layout shows on those cells."""
    labels = target_labels(legal) if small else {}
    best: dict[tuple[int, int], dict[tuple[int, int], int]] = {}
    for a in legal:
        if isinstance(a, Place):
            cells = best.setdefault((a.card, a.rotation), {})
            cells[a.cell] = max(cells.get(a.cell, 0), len(a.take))
    out = Text()
    for (card, rotation), cells in sorted(best.items()):
        out.append(f"{card}r{rotation}", "bold")
        out.append(": ")
        parts = []
        for (x, y), most in sorted(cells.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            parts.append((labels.get((x, y), f"{x},{y}"), most))
        if labels:
            parts = letter_runs(parts)
        for i, (name, most) in enumerate(parts):
            if i:
                out.append(" " if labels else "  ")
            out.append(name)
            if most:
                out.append(f"{'' if labels else ' '}+{most}", "bold red")
        out.append("\n")
    out.rstrip()
    return out


def players_table(game: Game[Any, Any], view: dict[str, JSON], lang: str = "en") -> Table:
    table = Table(box=None, padding=(0, 1), show_header=True, header_style="bold")
    table.add_column("")
    player, won, hand = words.text("ca_columns", lang).split("|")
    table.add_column(player)
    table.add_column(won, justify="right")
    table.add_column(hand, justify="right")
    current = view.get("current")
    viewer = view.get("viewer")
    for p, seat in enumerate(view["players"]):
        marker = "▶" if p == current else ""
        name = words.person(p, lang) + (f" ({words.text('you', lang)})" if p == viewer else "")
        table.add_row(marker, name, str(seat["score"]), str(seat["hand_size"]))
    return table


def table_legend(view: dict[str, JSON], lang: str, width: int = 0) -> Text:
    """The treasures lying on the table, letter and name (the letters' legend); with a
    ``width``, broken into lines of at most that many columns between items only."""
    letters = sorted({str(t) for e in view["layout"] for t in e["treasures"]})
    text = Text()
    column = 0
    for letter in letters:
        item = f"{letter} {TREASURE_BY_LETTER[letter].name(lang)}"
        if column:
            if width and column + 2 + len(item) > width:
                text.append("\n")
                column = 0
            else:
                text.append("  ")
                column += 2
        text.append(letter, "bold red")
        text.append(item[1:])
        column += len(item)
    return text


def treasure_list(lang: str) -> str:
    """Every treasure's letter and name, three to a line (the help's legend)."""
    items = [f"{t.letter} {t.name(lang)}" for t in TREASURES]
    rows = [items[i : i + 3] for i in range(0, len(items), 3)]
    return "\n".join("".join(f"{item:<26}" for item in row).rstrip() for row in rows)


Parts = tuple[Text, Text, list[RenderableType], Text]  # head, players, hand, choice


class Compact:
    """A small terminal: the layout beside the side panel, no frame. The side panel has
    a head line, the players' line, the hand and the choice (where the cards fit); when
    it is too tall beside a wide layout, the players and then the choice move under the
    layout, and the legend of the treasures on the table goes there if there is room
    (the ? help lists every treasure)."""

    def __init__(
        self, boards: list[Text], view: dict[str, JSON], lang: str, parts: Parts, lines: int
    ) -> None:
        self.boards, self.view, self.lang = boards, view, lang
        self.parts, self.lines = parts, lines

    def _grid(self, board: Text, under: list[Text], side: list[RenderableType]) -> Table:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(no_wrap=True)
        grid.add_column()
        left: list[RenderableType] = [board]
        width = max(30, *(len(line) for line in board.plain.split("\n")))
        for text in under:
            if text.plain:
                tail = Table.grid()
                tail.add_column(width=width)
                tail.add_row(text)
                left.append(tail)
        grid.add_row(Group(*left), Group(*[p for p in side if not isinstance(p, Text) or p]))
        return grid

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid = Table.grid()
        for board in self.boards:  # two lines a card, else one
            width = max(30, *(len(line) for line in board.plain.split("\n")))
            legend = table_legend(self.view, self.lang, width)
            for under, side in self._tries(legend):
                grid = self._grid(board, under, side)
                if len(console.render_lines(grid, options, pad=False)) <= self.lines:
                    yield grid
                    return
        yield grid

    def _tries(self, legend: Text) -> list[tuple[list[Text], list[RenderableType]]]:
        head, players, hand, choice = self.parts
        return [
            ([legend], [head, players, *hand, choice]),
            ([players, legend], [head, *hand, choice]),
            ([players], [head, *hand, choice]),
            ([choice, players, legend], [head, *hand]),
            ([choice, players], [head, *hand]),
            ([choice], [head, players, *hand]),
        ]


class SideBySide:
    """The layout and the side panel next to each other when the terminal is wide
    enough, else one above the other."""

    def __init__(self, board: Text, side: RenderableType, title: str) -> None:
        self.board, self.side, self.title = board, side, title

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        board_width = max((len(line) for line in self.board.plain.split("\n")), default=0)
        if options.max_width >= board_width + SIDE_WIDTH + 7:
            grid = Table.grid(padding=(0, 3))
            grid.add_column()
            grid.add_column()
            grid.add_row(self.board, self.side)
            yield Panel(grid, title=self.title, expand=False)
        else:
            yield Panel(Group(self.board, self.side), title=self.title, expand=False)
