"""The Träxx terminal UI: the hex board in colour, the card, and field-by-field input.

The board is drawn as nine offset rows of cells (row ``a`` at the top). A cell shows its
colour letter on its colour (Y yellow, B blue, R red, G green, A grey, W white), so it
reads without colour too, followed by its number if it is a number field. Fields on the
viewer's path show ``●``, the path's ends ``◆``; fields chosen this round show ``+``
before their colour (the order is spelled out under the board, so no step number can be
read as a field's number); the fields that may come next are in brackets, ``[R]``. A
legend names the colour letters (grey is ``A``). On a terminal smaller than the full
layout needs, a compact layout puts the legend beside the board and the numbers and the
players in one table.

Input, one line at a time: the number of an offered next field or its name (``c4``) adds
it to the extension; at the first step with two path ends, an end's name picks that end;
``u`` takes the last field back, ``c`` clears, ``ok`` plays the extension, ``pass``
passes (``p`` asks first, being easy to type by mistake); ``names`` switches the board between colours and field names. A whole extension
can also be typed at once (``d5:c4-c5``). Each seat's choice is entered after a hand-over
screen and stays hidden until everybody has chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from spelkast.cli.ui.base import GameUI, Handled, UIState, compact
from spelkast.core.errors import MalformedActionError
from spelkast.core.game import JSON, Game
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import number_points
from spelkast.games.traexx.state import PASS, Extension

SIDE_BY_SIDE = 96  # columns needed to show the numbers and the players side by side
FULL_SIZE = (96, 34)  # a smaller terminal gets the compact layout
CELL = 5  # characters inside a cell; cells are one space apart, rows offset by half
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
    "next": {"en": "may come next", "nl": "kan volgen", "fi": "voi tulla seuraavaksi"},
    "chosen": {"en": "✓ chosen", "nl": "✓ gekozen", "fi": "✓ valittu"},
    "choosing": {"en": "… choosing", "nl": "… kiest", "fi": "… valitsee"},
    "passed": {"en": "✓ passed", "nl": "✓ past", "fi": "✓ ohitti"},
    "confirm_pass": {
        "en": "Pass the whole round? Type pass (or p again) to pass, anything else to go on.",
        "nl": "De hele ronde passen? Typ pass (of nog eens p) om te passen.",
        "fi": "Ohitetaanko koko kierros? Kirjoita pass (tai p uudelleen) ohittaaksesi.",
    },
    "game_over": {"en": "Game over", "nl": "Einde van het spel", "fi": "Peli päättyi"},
}


def lang_of(ui: UIState) -> str:
    return str(ui.get("lang", "en"))


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
) -> Text:
    on_path, end_set, offered_set = set(path), set(ends), set(offered)
    text = Text()
    field = 0
    for k, letter in enumerate(B.ROW_LETTERS):
        r = k - B.RADIUS
        count = 2 * B.RADIUS + 1 - abs(r)
        text.append(f"{letter} ", "dim")
        text.append(" " * (abs(r) * (CELL + 1) // 2))
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
            text.append(inner.center(CELL), style)
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


def compact_table(view: dict[str, JSON], viewer: int | None, ui: UIState) -> Table:
    """The numbers and the players in one table, for a small terminal."""
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    numbers = sorted(B.NUMBER_FIELDS)
    table.add_column("", no_wrap=True)
    for n in numbers:
        table.add_column(str(n), justify="center")
    for title in ("plus", "unreached", "score"):
        table.add_column(title, justify="right")
    table.add_column("", no_wrap=True)
    taken = frozenset(int(n) for n in view["taken"])
    solo = bool(view["solo"])
    for p, player in enumerate(view["players"]):
        got = {int(s["number"]): int(s["points"]) for s in player["scored"]}
        cells = [
            Text(str(got[n]), SEAT_COLOURS[p % 4]) if n in got else Text("·", "dim")
            for n in numbers
        ]
        plus, unreached = int(player["plus"]), int(player["unreached"])
        table.add_row(
            Text(seat_label(p, ui), SEAT_COLOURS[p % 4]),
            *cells,
            str(plus),
            str(unreached),
            Text(str(plus - unreached), "bold"),
            status_of(view, p, ui),
        )
    if viewer is not None and view["outcome"] is None:
        mine = [int(s["number"]) for s in view["players"][viewer]["scored"]]
        worth: list[Text] = []
        for n in numbers:
            if n in mine:
                worth.append(Text("✓", "green"))
            else:
                points = number_points(n, solo, mine, taken)
                worth.append(Text(str(points), "bold" if points == n else "dim"))
        table.add_row("worth now", *worth)
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
    table.add_row("number", *[Text(str(n), "bold") for n in numbers])
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
        table.add_row("worth now", *worth)
    return table


def players_table(view: dict[str, JSON], ui: UIState) -> Table:
    table = Table(box=None, padding=(0, 1), show_edge=False)
    for title, justify in (
        ("", "left"),
        ("path", "right"),
        ("plus", "right"),
        ("unreached", "right"),
        ("score", "right"),
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
        text.append("Your extension: ", "bold")
        text.append(chain)
        left = list(card)
        for field in steps:
            letter = B.colour_letter(B.COLOUR[field])
            if letter in left:
                left.remove(letter)
        text.append(f"   (card left: {' '.join(left) or 'nothing'})\n", "dim")
    if not pairs:
        if steps:
            text.append("No further field possible: type ok to play it, u to undo.\n")
        return text
    text.append("Next field: ", "bold")
    for i, (end, field) in enumerate(pairs, start=1):
        letter = B.colour_letter(B.COLOUR[field])
        number = B.NUMBER[field]
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


class _SideBySide:
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


class TraexxUI(GameUI):
    game_id = "traexx"

    def new_ui_state(self) -> UIState:
        return {"end": None, "steps": [], "round": None, "names": False}

    def render(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        ui: UIState,
    ) -> RenderableType:
        viewer = view.get("viewer")
        reset_if_stale(view, ui)
        small = compact(ui, *FULL_SIZE)
        header = Text()
        if small and viewer is not None:
            header.append(f"{seat_label(int(viewer), ui)}   ", "bold")
        if view["outcome"] is None:
            header.append(
                f"{word('round', ui)} {view['round']} {word('of', ui)} {view['rounds']}   ",
                "bold",
            )
            header.append(f"{word('card', ui)}: ", "bold")
            used = ui.get("steps", []) if viewer is not None else []
            header.append_text(card_text(view["card"], ui, used))
        else:
            header.append(word("game_over", ui), "bold")
        header.rstrip()
        if view["solo"]:
            header.append("\nSolo: a number scores in full only if no higher number came before.")
        if small:
            return self._compact(view, legal, ui, header)
        parts: list[RenderableType] = [header, Text("")]
        if viewer is not None:
            seat = int(viewer)
            parts.append(own_board(view, seat, legal, ui))
            parts.append(Text(""))
            parts.append(legend_text(ui))
            parts.append(Text(""))
            choice = view["players"][seat]["choice"]
            if legal:
                parts.append(offers_text(legal, ui, str(view["card"] or "")))
            elif choice is not None:
                parts.append(Text(f"You chose {_choice_text(choice)}; waiting for the others."))
        else:
            parts += [self._all_boards(view, ui), legend_text(ui)]
        numbers = numbers_table(view, None if viewer is None else int(viewer), ui)
        parts += [Text(""), _SideBySide(numbers, players_table(view, ui))]
        title = game.info.name(lang_of(ui))
        if viewer is not None:
            title += f" — {seat_label(int(viewer), ui)}'s board"
        return Panel(Group(*parts), title=title, expand=False)

    @staticmethod
    def _all_boards(view: dict[str, JSON], ui: UIState) -> RenderableType:
        boards = []
        for p, player in enumerate(view["players"]):
            path = [B.parse_field(f) for f in player["path"]]
            ends = [B.parse_field(f) for f in player["ends"]]
            boards.append(
                Panel(
                    board_text(path, ends, names=bool(ui.get("names"))),
                    title=Text(seat_label(p, ui), SEAT_COLOURS[p % 4]),
                    expand=False,
                )
            )
        return Columns(boards)

    @staticmethod
    def _compact(
        view: dict[str, JSON], legal: Sequence[Any], ui: UIState, header: Text
    ) -> RenderableType:
        """Header, the board with the legend beside it, the extension being entered, and
        one table of numbers and players (the commands are in the prompt and in ?)."""
        viewer = view.get("viewer")
        parts: list[RenderableType] = [header]
        if viewer is not None:
            seat = int(viewer)
            beside = Table.grid(padding=(0, 3))
            beside.add_column(no_wrap=True)
            beside.add_column(no_wrap=True)
            beside.add_row(own_board(view, seat, legal, ui), legend_text(ui, column=True))
            parts.append(beside)
            choice = view["players"][seat]["choice"]
            if legal:
                offers = offers_text(legal, ui, str(view["card"] or ""), commands=False)
                offers.rstrip()
                if offers.plain:
                    parts.append(offers)
            elif choice is not None:
                parts.append(Text(f"You chose {_choice_text(choice)}; waiting for the others."))
        parts.append(compact_table(view, None if viewer is None else int(viewer), ui))
        return Group(*parts)

    def help_text(self, game: Game[Any, Any]) -> str:
        return (
            "Extend your path with the colours of the card, field by field to a neighbour, "
            "never onto a field already on the path; from round 2 at either end (one end "
            "per round).\n"
            "Type the number of an offered next field or its name (c4); with two ends, an "
            "end's name first picks that end. u = undo the last field, c = clear, "
            "ok = play the extension, pass = pass, names = show field names on the board.\n"
            "You may also type a whole extension: end:field-field (d5:c4-c5).\n"
            "Board: letters are colours (Y yellow, B blue, R red, G green, A grey, W white), "
            "digits after them numbers; ● your path, ◆ its ends, [ ] possible next fields."
        )

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        name = seat_label(int(view["viewer"]), ui)
        if compact(ui, *FULL_SIZE):
            return f"{name} (number/field, u, c, ok, pass, names, ?)> "
        return f"{name}> "

    def seat_name(self, game: Game[Any, Any], player: int, ui: UIState) -> str:
        return seat_label(player, ui)

    def interpret(
        self,
        game: Game[Any, Any],
        view: dict[str, JSON],
        legal: Sequence[Any],
        text: str,
        ui: UIState,
    ) -> Any:
        reset_if_stale(view, ui)
        line = text.strip()
        lowered = line.lower()
        steps: list[int] = ui["steps"]
        confirming = ui.pop("confirm_pass", False)
        if lowered == "pass" or (confirming and lowered in ("p", "-")):
            self._clear(ui)
            return PASS
        if lowered in ("p", "-"):
            ui["confirm_pass"] = True
            return Handled(word("confirm_pass", ui))
        if lowered in ("names", "n"):
            ui["names"] = not ui.get("names")
            return Handled("Field names shown." if ui["names"] else "Colours shown.")
        if lowered in ("u", "undo", "back"):
            if steps:
                steps.pop()
            else:
                ui["end"] = None
            return Handled()
        if lowered in ("c", "clear"):
            self._clear(ui)
            return Handled()
        if lowered in ("ok", "done", "."):
            end = chosen_end(legal, ui)
            if not steps or end is None:
                raise MalformedActionError("choose at least one field first, or type pass")
            action = Extension(end, tuple(steps))
            self._clear(ui)
            return action
        pairs = offers(legal, ui)
        if lowered.isdigit():
            number = int(lowered)
            if not 1 <= number <= len(pairs):
                raise MalformedActionError(
                    f"there is no offer {number}; pick 1-{len(pairs)}"
                    if pairs
                    else "no further field is possible: type ok or u"
                )
            self._add(ui, *pairs[number - 1])
            return Handled()
        if len(line.replace(":", " ").replace("-", " ").replace(",", " ").split()) > 1:
            action = game.parse_action(line, None)
            self._clear(ui)
            return action
        try:
            field = B.parse_field(line)
        except ValueError as exc:
            raise MalformedActionError(str(exc)) from None
        matching = [(e, f) for e, f in pairs if f == field]
        ends = {a.end for a in extensions(legal)}
        picks_end = not steps and ui.get("end") is None and len(ends) > 1
        if picks_end and field in ends and len(matching) != 1:
            # an end's name (and not the one possible step onto that field) picks the end
            ui["end"] = field
            return Handled(f"Extending at {B.field_name(field)}.")
        if len(matching) > 1:
            raise MalformedActionError(
                f"{B.field_name(field)} is next to both ends: type an end's name first"
            )
        if not matching:
            offered = ", ".join(B.field_name(f) for _, f in pairs) or "none"
            raise MalformedActionError(
                f"{B.field_name(field)} cannot come next (possible: {offered})"
            )
        self._add(ui, *matching[0])
        return Handled()

    @staticmethod
    def _add(ui: UIState, end: int, field: int) -> None:
        ui["end"] = end
        ui["steps"].append(field)

    @staticmethod
    def _clear(ui: UIState) -> None:
        ui["end"] = None
        ui["steps"] = []

    def describe(self, game: Game[Any, Any], player: int, action: Any) -> str:
        name = seat_label(player)
        if not isinstance(action, Extension) or action.is_pass or action.end is None:
            return f"{name} passed"
        chain = " → ".join(B.field_name(f) for f in (action.end, *action.fields))
        numbers = [B.NUMBER[f] for f in action.fields if B.NUMBER[f]]
        reached = f" (reached {', '.join(map(str, numbers))})" if numbers else ""
        return f"{name} drew {chain}{reached}"


def _choice_text(choice: JSON) -> str:
    if not choice["fields"]:
        return "to pass"
    return " → ".join([choice["end"], *choice["fields"]])


UI = TraexxUI()
