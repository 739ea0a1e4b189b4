"""The terminal UI of Labyrinth, the card game, drawn from one seat's view.

The layout is cropped to the cards on the table plus one ring of cells round them, with
x coordinates above and y coordinates on the left (x grows east, y south). Each card is
a 3 × 7 block: its number top left, corridors as heavy lines, its two treasure letters
either side of the junction (``╳`` marks a card with two separate corridors). Empty
cells where a card can go show ``·``; the card placed last is framed in green; in a
preview the placed card is shown in blue and the cards it would take in red.

The side panel shows the seat's own hand (every distinct rotation of each card), the
treasure names, the scores and, per hand card and rotation, the cells where it can go
(``+2``: two cards can be taken there).

Input: ``17r1@2,-1`` places card 17 turned once clockwise on x=2, y=-1 and takes as
many cards as the layout allows (if there is one largest choice); ``…x5,12`` takes
exactly cards 5 and 12, ``…x-`` takes nothing; ``p 17r1@2,-1`` previews a placement;
``d17`` discards (only when nothing fits).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from spelkast.cli.ui.base import GameUI, Handled, UIState
from spelkast.core.errors import MalformedActionError
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import DECK, TREASURES
from spelkast.games.labyrinth_cards.game import card_json
from spelkast.games.labyrinth_cards.state import Discard, Place

CARD_W, CARD_H = 7, 3
LABEL_W = 4
SIDE_WIDTH = 52

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


def lang_of(ui: UIState) -> str:
    return str(ui.get("lang", "en"))


def card_block(entry: dict[str, Any], style: Style | None = None) -> list[Text]:
    """The 3 × 7 picture of a card as the view describes it.

    A card with two separate corridors shows ``╳`` in the middle and draws its second
    corridor, and the treasure on it, in blue."""
    ports = str(entry["ports"])
    a, b = entry["treasures"]
    groups = [str(g) for g in entry["groups"]]
    split = len(groups) > 1
    paper = style or PAPER

    def corridor(symbol: str) -> Style:
        if style is not None:
            return style
        if split and any(symbol in g for g in groups[1:]):
            return SECOND
        return PAPER

    def letter(spot: str) -> Style:
        if style is not None:
            return Style.combine([style, Style(bold=True)])
        if split and any(spot in g for g in groups[1:]):
            return SECOND_TREASURE
        return TREASURE

    top, mid, bottom = Text(), Text(), Text()
    top.append(f"{entry['card']:>2}", paper if style else NUMBER)
    top.append(" ", paper)
    top.append("┃" if "N" in ports else " ", corridor("N"))
    top.append("   ", paper)
    mid.append("━━" if "W" in ports else "  ", corridor("W"))
    mid.append(a, letter("a"))
    mid.append("╳" if split else JUNCTIONS.get(ports, "╋"), paper)
    mid.append(b, letter("b"))
    mid.append("━━" if "E" in ports else "  ", corridor("E"))
    bottom.append("   ", paper)
    bottom.append("┃" if "S" in ports else " ", corridor("S"))
    bottom.append("   ", paper)
    return [top, mid, bottom]


def empty_block(target: bool) -> list[Text]:
    middle = Text("   ·   " if target else "       ", TARGET)
    return [Text(" " * CARD_W), middle, Text(" " * CARD_W)]


def legal_targets(legal: Sequence[Any]) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in legal if isinstance(a, Place)}


def layout_text(
    view: dict[str, JSON],
    legal: Sequence[Any],
    preview: Place | None = None,
) -> Text:
    """The layout cropped to the cards plus one ring, with coordinates."""
    entries = {(e["x"], e["y"]): e for e in view["layout"]}
    if preview is not None:
        entries[(preview.x, preview.y)] = card_json(
            preview.x, preview.y, preview.card, preview.rotation
        )
    xs = [x for x, _ in entries]
    ys = [y for _, y in entries]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    targets = legal_targets(legal)
    last = view.get("last") or {}
    last_cell = None
    action = last.get("action") if isinstance(last, dict) else None
    if isinstance(action, dict) and action.get("type") == "place":
        last_cell = (action["x"], action["y"])
    taken = set(preview.take) if preview else set()
    out = Text()
    out.append(" " * LABEL_W)
    for x in range(x0, x1 + 1):
        out.append(f"{x:^{CARD_W}}", AXIS)
    out.append("\n")
    for y in range(y0, y1 + 1):
        rows = [Text(), Text(), Text()]
        rows[1].append(f"{y:>3} ", AXIS)
        rows[0].append(" " * LABEL_W)
        rows[2].append(" " * LABEL_W)
        for x in range(x0, x1 + 1):
            entry = entries.get((x, y))
            if entry is None:
                block = empty_block((x, y) in targets)
            else:
                style = None
                if preview is not None and (x, y) == preview.cell:
                    style = PREVIEW
                elif entry["card"] in taken:
                    style = TAKEN
                elif (x, y) == last_cell and preview is None:
                    style = LAST
                block = card_block(entry, style)
            for row, part in zip(rows, block, strict=True):
                row.append_text(part)
        for row in rows:
            out.append_text(row)
            out.append("\n")
    out.rstrip()
    return out


def hand_table(hand: Sequence[int], lang: str) -> Table:
    """Each hand card in every distinct rotation, with its treasures named."""
    table = Table.grid(padding=(0, 1))
    for card in hand:
        first, second = DECK[card - 1].treasures
        names = Text(f"card {card}: ", style="bold")
        names.append(f"{TREASURES[first].letter} {TREASURES[first].name(lang)}", "bold red")
        names.append(" & ")
        names.append(f"{TREASURES[second].letter} {TREASURES[second].name(lang)}", "bold red")
        pictures = [card_block(card_json(0, 0, card, r)) for r in C.DISTINCT_ROTATIONS[card]]
        row = Text()
        for r in C.DISTINCT_ROTATIONS[card]:
            row.append(f"{'r' + str(r):^{CARD_W}} ")
        lines = [row]
        for i in range(CARD_H):
            line = Text()
            for picture in pictures:
                line.append_text(picture[i])
                line.append(" ")
            lines.append(line)
        table.add_row(Group(names, *lines))
    return table


def placements_text(legal: Sequence[Any]) -> Text:
    """Per hand card and rotation: the cells where it can go (+N: N cards to take)."""
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
            parts.append((f"{x},{y}", most))
        for i, (name, most) in enumerate(parts):
            if i:
                out.append("  ")
            out.append(name)
            if most:
                out.append(f" +{most}", "bold red")
        out.append("\n")
    out.rstrip()
    return out


def players_table(game: Game[Any, Any], view: dict[str, JSON]) -> Table:
    table = Table(box=None, padding=(0, 1), show_header=True, header_style="bold")
    table.add_column("")
    table.add_column("player")
    table.add_column("cards won", justify="right")
    table.add_column("hand", justify="right")
    current = view.get("current")
    viewer = view.get("viewer")
    for p, seat in enumerate(view["players"]):
        marker = "▶" if p == current else ""
        name = game.player_name(p) + (" (you)" if p == viewer else "")
        table.add_row(marker, name, str(seat["score"]), str(seat["hand_size"]))
    return table


class _SideBySide:
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


class LabyrinthCardsUI(GameUI):
    game_id = "labyrinth-cards"

    def new_ui_state(self) -> UIState:
        return {"preview": None}

    def render(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        ui: UIState,
    ) -> RenderableType:
        lang = lang_of(ui)
        preview = ui.get("preview")
        if not (isinstance(preview, Place) and preview in legal):
            preview = None
            ui["preview"] = None
        board = layout_text(view, legal, preview)
        parts: list[RenderableType] = []
        info = Text(f"draw pile: {view['pile_size']} cards", style="dim")
        if view["discards"]:
            info.append(f"   discarded: {', '.join(map(str, view['discards']))}")
        parts.append(info)
        parts.append(players_table(game, view))
        viewer = view.get("viewer")
        if viewer is not None:
            hand = view["players"][int(viewer)]["hand"] or []
            if hand:
                parts.append(Text("\nYour hand", style="bold"))
                parts.append(hand_table(hand, lang))
            if preview is not None:
                parts.append(self._preview_text(preview, legal))
            elif legal and isinstance(legal[0], Place):
                parts.append(Text("\nWhere your cards fit (+N: cards you can take):", "bold"))
                parts.append(placements_text(legal))
            elif legal:
                parts.append(
                    Text(
                        "\nNone of your cards fits anywhere: discard one (d + card number) "
                        "and draw.",
                        "bold yellow",
                    )
                )
        outcome = view.get("outcome")
        if isinstance(outcome, dict):
            parts.append(Text(f"\nGame over: {outcome['reason']}", "bold green"))
        title = game.info.name(lang)
        if viewer is not None:
            title += f" — {game.player_name(int(viewer))}'s view"
        return _SideBySide(board, Group(*parts), title)

    @staticmethod
    def _preview_text(preview: Place, legal: Sequence[Any]) -> Text:
        options = [
            a.take
            for a in legal
            if isinstance(a, Place)
            and (a.card, a.rotation, a.cell) == (preview.card, preview.rotation, preview.cell)
        ]
        base = f"{preview.card}r{preview.rotation}@{preview.x},{preview.y}"
        text = Text(f"\nPreview {base}: ", "bold")
        if preview.take:
            text.append(f"takes {', '.join(map(str, preview.take))} (red)", "bold red")
        else:
            text.append("takes nothing")
        if len(options) > 1:
            text.append("\nChoices: ")
            text.append(
                "  ".join(base + ("x" + ",".join(map(str, t)) if t else "x-") for t in options)
            )
        text.append("\nType the placement to play it, or another one to preview it.", "dim")
        return text

    def help_text(self, game: Game[Any, Any], ui: UIState | None = None) -> str:
        return (
            "Place a hand card: CARDrROT@X,Y, e.g. 17r1@2,-1 = card 17 turned once clockwise "
            "(r0-r3, as drawn in your hand) on x=2, y=-1 (cells marked · fit). It takes as "
            "many cards as the layout allows; add x5,12 to take exactly cards 5 and 12, or "
            "x- to take none.\n"
            "p 17r1@2,-1: preview (placed card blue, cards taken red).\n"
            "d17: discard card 17 (only when none of your cards fits).\n"
            "Cards: number top left, corridors ━┃, treasure letters either side of the "
            "junction; ╳ = two separate corridors (the second drawn in blue)."
        )

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        return f"{game.player_name(int(view['viewer']))}, place a card (? help)> "

    def interpret(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        text: str,
        ui: UIState,
    ) -> Any:
        line = text.strip()
        lowered = line.lower()
        preview = False
        if lowered.startswith(("p ", "preview ")):
            preview = True
            line = line.split(None, 1)[1]
            lowered = line.lower()
        none = re.search(r"x\s*-\s*$", lowered)
        if none:
            line = line[: none.start()]
        action = game.parse_action(line, None)
        if isinstance(action, Discard):
            if preview:
                raise MalformedActionError("only placements can be previewed")
            return action
        explicit = "x" in line.lower() or bool(none)
        if not explicit:
            action = self._most(action, legal)
        if preview:
            if action not in legal and not any(
                isinstance(a, Place)
                and (a.card, a.rotation, a.cell) == (action.card, action.rotation, action.cell)
                for a in legal
            ):
                raise MalformedActionError(
                    f"{game.format_action(action)} is not a legal placement; "
                    "the · cells show where cards fit"
                )
            ui["preview"] = action
            return Handled()
        ui["preview"] = None
        return action

    @staticmethod
    def _most(action: Place, legal: Sequence[Any]) -> Place:
        """The placement taking as many cards as allowed, if that choice is unique."""
        same = [
            a
            for a in legal
            if isinstance(a, Place)
            and (a.card, a.rotation, a.cell) == (action.card, action.rotation, action.cell)
        ]
        if not same:
            return action
        most = max(len(a.take) for a in same)
        biggest = [a for a in same if len(a.take) == most]
        if len(biggest) > 1:
            choices = "  ".join(
                f"{a.card}r{a.rotation}@{a.x},{a.y}x{','.join(map(str, a.take))}" for a in biggest
            )
            raise MalformedActionError(
                f"taking everything would split the layout; choose one: {choices}"
            )
        return biggest[0]

    def describe(self, game: Game[Any, Any], player: int, action: Any) -> str:
        name = game.player_name(player)
        if isinstance(action, Discard):
            return f"{name} could not place a card and discarded card {action.card}"
        if isinstance(action, Place):
            first, second = DECK[action.card - 1].treasures
            line = (
                f"{name} placed card {action.card} ({TREASURES[first].en} & "
                f"{TREASURES[second].en}) on {action.x},{action.y}"
            )
            if action.take:
                line += f" and took {', '.join(map(str, action.take))}"
            return line
        return super().describe(game, player, action)


UI = LabyrinthCardsUI()
