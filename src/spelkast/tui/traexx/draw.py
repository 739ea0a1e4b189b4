"""Drawing the Träxx board, card, legend and tables for the terminal UI (``traexx.py``),
and reading which fields may come next in the extension being entered."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.style import Style
from rich.table import Table
from rich.text import Text

from spelkast.core.game import JSON
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import number_points
from spelkast.games.traexx.state import Extension
from spelkast.tui.base import FirstThatFits, UIState, lang_of

SIDE_BY_SIDE = 96  # columns needed to show the numbers and the players side by side
FULL_SIZE = (96, 34)  # a smaller terminal gets the compact layout
CELL = 5  # characters inside a cell; cells are one space apart, rows offset by half
NARROW_CELL = 3  # the cells of the boards side by side on a small terminal (no brackets)
STYLES = {
    "Y": Style(color="black", bgcolor="yellow"),
    "B": Style(color="bright_white", bgcolor="blue"),
    "R": Style(color="bright_white", bgcolor="red3"),
    "G": Style(color="black", bgcolor="green3"),
    "A": Style(color="black", bgcolor="grey58"),
    "W": Style(color="black", bgcolor="bright_white"),
}
PATH_MARK = "●"
END_MARK = "◆"
OFFER = Style(bold=True, underline=True)
STEP = Style(color="bright_white", bgcolor="magenta", bold=True)
STEP_MARK = "+"
SEAT_COLOURS = ("cyan", "magenta", "bright_green", "orange1")

WORDS: dict[str, dict[str, str]] = {
    "round": {"en": "Round", "nl": "Ronde", "fi": "Kierros"},
    "of": {"en": "of", "nl": "van", "fi": "/"},
    "card": {"en": "Card", "nl": "Kaart", "fi": "Kortti"},
    "player": {"en": "player", "nl": "speler", "fi": "pelaaja"},
    "path": {"en": "path", "nl": "pad", "fi": "polku"},
    "end": {"en": "ends", "nl": "uiteinden", "fi": "päät"},
    "added": {"en": "added now", "nl": "nu erbij", "fi": "lisätty nyt"},
    "next": {"en": "may come next", "nl": "kan volgen", "fi": "käy seuraavaksi"},
    "chosen": {"en": "✓ chosen", "nl": "✓ gekozen", "fi": "✓ valittu"},
    "choosing": {"en": "… choosing", "nl": "… kiest", "fi": "… valitsee"},
    "passed": {"en": "✓ passed", "nl": "✓ past", "fi": "✓ ohitti"},
    "confirm_pass": {
        "en": "Pass the whole round? (y/n)",
        "nl": "De hele ronde passen? (j/n)",
        "fi": "Ohitetaanko koko kierros? (k/e)",
    },
    "not_passed": {
        "en": "Not passed: go on choosing.",
        "nl": "Niet gepast: kies verder.",
        "fi": "Ei ohitettu: jatka valitsemista.",
    },
    "game_over": {"en": "Game over", "nl": "Einde van het spel", "fi": "Peli päättyi"},
    "solo": {
        "en": "Solo: a number scores in full only if no higher number came before.",
        "nl": "Solo: een getal telt alleen volledig als er nog geen hoger getal was.",
        "fi": "Yksin: luku antaa täydet pisteet vain, jos suurempaa ei ole saavutettu ensin.",
    },
    "you_chose": {
        "en": "You chose {choice}; waiting for the others.",
        "nl": "Je koos {choice}; wachten op de anderen.",
        "fi": "Valitsit: {choice}; odotetaan muita.",
    },
    "to_pass": {"en": "to pass", "nl": "te passen", "fi": "ohittaa"},
    "extending": {
        "en": "Extending at {field}.",
        "nl": "Verlengen bij {field}.",
        "fi": "Jatketaan kohdasta {field}.",
    },
    "your_extension": {"en": "Your extension: ", "nl": "Je verlenging: ", "fi": "Jatkeesi: "},
    "card_left": {"en": "card left", "nl": "over van de kaart", "fi": "kortista jäljellä"},
    "nothing": {"en": "nothing", "nl": "niets", "fi": "ei mitään"},
    "no_further": {
        "en": "No further field possible: type ok to play it, u to undo.",
        "nl": "Geen veld meer mogelijk: typ ok om te spelen, u om terug te nemen.",
        "fi": "Ei enää mahdollisia kenttiä: kirjoita ok pelataksesi, u peruaksesi.",
    },
    "next_field": {"en": "Next field: ", "nl": "Volgend veld: ", "fi": "Seuraava kenttä: "},
    "worth_now": {"en": "worth now", "nl": "nu waard", "fi": "arvo nyt"},
    "number": {"en": "number", "nl": "getal", "fi": "luku"},
    "columns": {
        "en": "path|plus|unreached|score",
        "nl": "pad|plus|niet bereikt|score",
        "fi": "polku|plus|puuttuvat|pisteet",
    },
}


def word(key: str, ui: UIState) -> str:
    return WORDS[key].get(lang_of(ui), WORDS[key]["en"])


def seat_label(seat: int, ui: UIState | None = None) -> str:
    return f"{word('player', ui or {})} {seat + 1}"


# ----------------------------------------------------------------- selection
def reset_if_stale(view: dict[str, JSON], ui: UIState) -> None:
    """A new round (or game) clears the extension being entered."""
    key = (int(view["cards_played"]), view.get("viewer"))
    if ui.get("round") != key:
        ui["round"] = key
        ui["end"] = None
        ui["steps"] = []


def extensions(legal: Sequence[Any]) -> list[Extension]:
    return [a for a in legal if isinstance(a, Extension) and not a.is_pass]


def chosen_end(legal: Sequence[Any], ui: UIState) -> int | None:
    """The end being extended: picked by the person, or the only end there is."""
    if ui.get("end") is not None:
        return int(ui["end"])
    ends = {a.end for a in extensions(legal)}
    return ends.pop() if len(ends) == 1 else None


def offers(legal: Sequence[Any], ui: UIState) -> list[tuple[int, int]]:
    """The (end, field) pairs that may come next after the fields chosen so far."""
    end = chosen_end(legal, ui)
    steps = tuple(ui.get("steps", []))
    n = len(steps)
    found = {
        (int(a.end), a.fields[n])
        for a in extensions(legal)
        if (end is None or a.end == end)
        and len(a.fields) > n
        and a.fields[:n] == steps
        and a.end is not None
    }
    return sorted(found)


# ------------------------------------------------------------------- drawing
def card_text(card: str | None, ui: UIState, used: Sequence[int] = ()) -> Text:
    """The card's colours as coloured chips with names; a doubled colour shows ×2.
    Colours already used by the extension being entered are crossed out."""
    text = Text()
    if card is None:
        return text
    left = {letter: card.count(letter) for letter in card}
    for field in used:
        letter = B.colour_letter(B.COLOUR[field])
        left[letter] = left.get(letter, 0) - 1
    for letter in dict.fromkeys(card):
        colour = B.COLOUR_LETTERS.index(letter)
        count = card.count(letter)
        chip = f" {letter} " if count == 1 else f" {letter}×{count} "
        style = STYLES[letter]
        if left[letter] <= 0:
            style = style + Style(strike=True, dim=True)
        text.append(chip, style)
        text.append(f" {B.colour_name(colour, lang_of(ui))}  ")
    return text


def board_text(
    path: Sequence[int],
    ends: Sequence[int],
    steps: Sequence[int] = (),
    offered: Sequence[int] = (),
    names: bool = False,
    cell: int = CELL,
) -> Text:
    """One player's board: ``cell`` characters a field (the narrow ``NARROW_CELL``
    has no room for the brackets of offered fields nor for field names)."""
    on_path, end_set, offered_set = set(path), set(ends), set(offered)
    text = Text()
    field = 0
    for k, letter in enumerate(B.ROW_LETTERS):
        r = k - B.RADIUS
        count = 2 * B.RADIUS + 1 - abs(r)
        text.append(f"{letter} ", "dim")
        text.append(" " * (abs(r) * (cell + 1) // 2))
        for _ in range(count):
            colour = B.colour_letter(B.COLOUR[field])
            number = str(B.NUMBER[field] or "")
            if names:
                inner = B.field_name(field)
            elif field in steps:
                inner = STEP_MARK + colour + number
            elif field in end_set:
                inner = END_MARK + number
            elif field in on_path:
                inner = PATH_MARK + number
            else:
                inner = colour + number
            style = STYLES[colour]
            if field in steps:
                style = style + STEP
            elif B.NUMBER[field]:
                style = style + Style(bold=True)
            if field in offered_set:
                inner, style = f"[{inner}]", style + OFFER
            text.append(inner.center(cell), style)
            text.append(" ")
            field += 1
        text.rstrip()
        text.append("\n")
    text.rstrip()
    return text


def legend_items(ui: UIState) -> list[tuple[str, str, Style | str]]:
    """(mark, meaning, style): the colour letters, then the marks on the board."""
    lang = lang_of(ui)
    items: list[tuple[str, str, Style | str]] = []
    for colour, letter in enumerate(B.COLOUR_LETTERS):
        items.append((f" {letter} ", B.colour_name(colour, lang), STYLES[letter]))
    items += [
        (f" {PATH_MARK} ", word("path", ui), ""),
        (f" {END_MARK} ", word("end", ui), ""),
        (f" {STEP_MARK} ", word("added", ui), STEP),
        ("[ ]", word("next", ui), OFFER),
    ]
    return items


def legend_text(ui: UIState, column: bool = False) -> Text:
    """The legend in two lines (colours, marks), or in nine beside the board (``column``)."""
    text = Text()
    for i, (mark, meaning, style) in enumerate(legend_items(ui)):
        if i:
            text.append("\n" if (column and i != 7) or (not column and i == 6) else "  ")
        text.append(mark, style)
        text.append(f" {meaning}")
    return text


def status_of(view: dict[str, JSON], p: int, ui: UIState) -> Text:
    """Whether seat ``p`` has chosen this round. A choice the play loop has collected but
    not yet played (hot seat: the people before you) counts as chosen."""
    player = view["players"][p]
    if view["outcome"] is not None:
        return Text("")
    if player["chosen"] or p in ui.get("decided", ()):
        return Text(word("chosen", ui), "green")
    return Text(word("choosing", ui), "yellow")


def compact_table(view: dict[str, JSON], viewer: int | None, ui: UIState) -> RenderableType:
    """The numbers and the players in one table, for a small terminal; on a narrow one
    the numbers in one table and the players' totals in another under it."""
    return FirstThatFits(
        _compact_table(view, viewer, ui, numbers=True, totals=True),
        Group(
            _compact_table(view, viewer, ui, numbers=True, totals=False),
            _compact_table(view, viewer, ui, numbers=False, totals=True),
        ),
    )


def _compact_table(
    view: dict[str, JSON], viewer: int | None, ui: UIState, numbers: bool, totals: bool
) -> Table:
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    shown = sorted(B.NUMBER_FIELDS) if numbers else []
    table.add_column("", no_wrap=True)
    for n in shown:
        table.add_column(str(n), justify="center")
    if totals:
        for title in word("columns", ui).split("|")[1:]:
            table.add_column(title, justify="right")
        table.add_column("", no_wrap=True)
    taken = frozenset(int(n) for n in view["taken"])
    solo = bool(view["solo"])
    for p, player in enumerate(view["players"]):
        got = {int(s["number"]): int(s["points"]) for s in player["scored"]}
        cells: list[RenderableType] = [
            Text(str(got[n]), SEAT_COLOURS[p % 4]) if n in got else Text("·", "dim") for n in shown
        ]
        plus, unreached = int(player["plus"]), int(player["unreached"])
        if totals:
            cells += [
                str(plus),
                str(unreached),
                Text(str(plus - unreached), "bold"),
                status_of(view, p, ui),
            ]
        table.add_row(Text(seat_label(p, ui), SEAT_COLOURS[p % 4]), *cells)
    if numbers and viewer is not None and view["outcome"] is None:
        mine = [int(s["number"]) for s in view["players"][viewer]["scored"]]
        worth: list[Text] = []
        for n in shown:
            if n in mine:
                worth.append(Text("✓", "green"))
            else:
                points = number_points(n, solo, mine, taken)
                worth.append(Text(str(points), "bold" if points == n else "dim"))
        table.add_row(word("worth_now", ui), *worth)
    return table


def numbers_table(view: dict[str, JSON], viewer: int | None, ui: UIState) -> Table:
    """One column per number: who reached it (seat and points), and what it is worth to
    the viewer now (✓ once reached)."""
    table = Table(box=None, padding=(0, 1), show_edge=False, show_header=False)
    table.add_column(style="bold")
    numbers = sorted(B.NUMBER_FIELDS)
    for _ in numbers:
        table.add_column(justify="center")
    players = view["players"]
    taken = frozenset(int(n) for n in view["taken"])
    solo = bool(view["solo"])
    table.add_row(word("number", ui), *[Text(str(n), "bold") for n in numbers])
    for p, player in enumerate(players):
        got = {int(s["number"]): int(s["points"]) for s in player["scored"]}
        cells = [
            Text(str(got[n]), SEAT_COLOURS[p % 4]) if n in got else Text("·", "dim")
            for n in numbers
        ]
        table.add_row(Text(f"P{p + 1}", SEAT_COLOURS[p % 4]), *cells)
    if viewer is not None and view["outcome"] is None:
        mine = [int(s["number"]) for s in players[viewer]["scored"]]
        worth = []
        for n in numbers:
            if n in mine:
                worth.append(Text("✓", "green"))
            else:
                points = number_points(n, solo, mine, taken)
                worth.append(Text(str(points), "bold" if points == n else "dim"))
        table.add_row(word("worth_now", ui), *worth)
    return table


def players_table(view: dict[str, JSON], ui: UIState) -> Table:
    table = Table(box=None, padding=(0, 1), show_edge=False)
    heads = word("columns", ui).split("|")
    for title, justify in (
        ("", "left"),
        (heads[0], "right"),
        (heads[1], "right"),
        (heads[2], "right"),
        (heads[3], "right"),
        ("", "left"),
    ):
        table.add_column(title, justify=justify)  # type: ignore[arg-type]
    over = view["outcome"] is not None
    for p, player in enumerate(view["players"]):
        plus, unreached = int(player["plus"]), int(player["unreached"])
        status = Text("") if over else status_of(view, p, ui)
        table.add_row(
            Text(seat_label(p, ui), SEAT_COLOURS[p % 4]),
            str(len(player["path"])),
            str(plus),
            str(unreached),
            Text(str(plus - unreached), "bold"),
            status,
        )
    return table


def offers_text(legal: Sequence[Any], ui: UIState, card: str = "", commands: bool = True) -> Text:
    text = Text()
    pairs = offers(legal, ui)
    ends = {e for e, _ in pairs}
    steps = ui.get("steps", [])
    if steps:
        end = chosen_end(legal, ui)
        chain = " → ".join(B.field_name(f) for f in [end, *steps] if f is not None)
        text.append(word("your_extension", ui), "bold")
        text.append(chain)
        left = list(card)
        for field in steps:
            letter = B.colour_letter(B.COLOUR[field])
            if letter in left:
                left.remove(letter)
        rest = " ".join(left) or word("nothing", ui)
        text.append(f"   ({word('card_left', ui)}: {rest})\n", "dim")
    if not pairs:
        if steps:
            text.append(word("no_further", ui) + "\n")
        return text
    text.append(word("next_field", ui), "bold")
    screen = ui.get("screen")
    width = int(screen[0]) - 4 if screen else 10_000
    column = len(text.plain) - text.plain.rfind("\n") - 1
    for i, (end, field) in enumerate(pairs, start=1):
        letter = B.colour_letter(B.COLOUR[field])
        number = B.NUMBER[field]
        item = len(f"{i}.{B.field_name(end)}→{B.field_name(field)} {letter}{number or ''}  ")
        if column + item > width:  # break between offers, never inside one
            text.append("\n            ")
            column = 12
        column += item
        text.append(f"{i}.", "cyan")
        if len(ends) > 1:
            text.append(f"{B.field_name(end)}→")
        text.append(B.field_name(field))
        text.append(f" {letter}", STYLES[letter])
        text.append(f"{number} " if number else " ", STYLES[letter])
        text.append("  ")
    if commands:
        text.append("\n")
        text.append(
            "number or field = add · u undo · c clear · ok play · pass · names · ? help",
            "dim",
        )
    return text


def own_board(view: dict[str, JSON], seat: int, legal: Sequence[Any], ui: UIState) -> Text:
    player = view["players"][seat]
    path = [B.parse_field(f) for f in player["path"]]
    ends = [B.parse_field(f) for f in player["ends"]]
    steps = [int(f) for f in ui.get("steps", [])]
    offered = [f for _, f in offers(legal, ui)] if legal else []
    return board_text(path, ends, steps, offered, bool(ui.get("names")))


class SideBySide:
    """Two tables next to each other when there is room, else one above the other."""

    def __init__(self, left: RenderableType, right: RenderableType) -> None:
        self.left, self.right = left, right

    def _layout(self, width: int) -> RenderableType:
        if width >= SIDE_BY_SIDE:
            grid = Table.grid(padding=(0, 4))
            grid.add_column(no_wrap=True)
            grid.add_column(no_wrap=True)
            grid.add_row(self.left, self.right)
            return grid
        return Group(self.left, Text(""), self.right)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._layout(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._layout(options.max_width))
