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

from collections.abc import Mapping, Sequence
from typing import Any

from rich.cells import cell_len
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from spelkast.core.errors import MalformedActionError, Reason
from spelkast.core.game import JSON, Game
from spelkast.games.traexx import board as B
from spelkast.games.traexx.state import PASS, Extension
from spelkast.tui import words
from spelkast.tui.base import Beside, GameUI, Handled, UIState, compact, lang_of
from spelkast.tui.traexx.draw import (
    FULL_SIZE,
    NARROW_CELL,
    SEAT_COLOURS,
    SideBySide,
    board_text,
    card_text,
    chosen_end,
    compact_table,
    extensions,
    legend_text,
    numbers_table,
    offers,
    offers_text,
    own_board,
    players_table,
    reset_if_stale,
    seat_label,
    word,
)


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
            header.append("\n" + word("solo", ui))
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
                parts.append(Text(word("you_chose", ui).format(choice=_choice_text(choice, ui))))
        else:
            parts += [self._all_boards(view, ui), legend_text(ui)]
        numbers = numbers_table(view, None if viewer is None else int(viewer), ui)
        parts += [Text(""), SideBySide(numbers, players_table(view, ui))]
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
            parts.append(Beside(own_board(view, seat, legal, ui), legend_text(ui, column=True), 3))
            choice = view["players"][seat]["choice"]
            if legal:
                offers = offers_text(legal, ui, str(view["card"] or ""), commands=False)
                offers.rstrip()
                if offers.plain:
                    parts.append(offers)
            elif choice is not None:
                parts.append(Text(word("you_chose", ui).format(choice=_choice_text(choice, ui))))
        else:  # everybody's board, narrow, two side by side (they fit in 80 columns)
            players = list(enumerate(view["players"]))
            pairs = [players[i : i + 2] for i in range(0, len(players), 2)]
            lines = ui["screen"][1] - 2 - len(header.plain.splitlines()) - len(players)
            if len(pairs) * (len(B.ROW_LETTERS) + 1) > lines:
                pairs = []  # no room for them all: the numbers only
            for pair in pairs:
                beside = Table.grid(padding=(0, 2))
                for _ in pair:
                    beside.add_column(no_wrap=True)
                beside.add_row(*(Text(seat_label(p, ui), SEAT_COLOURS[p % 4]) for p, _ in pair))
                beside.add_row(
                    *(
                        board_text(
                            [B.parse_field(f) for f in player["path"]],
                            [B.parse_field(f) for f in player["ends"]],
                            cell=NARROW_CELL,
                        )
                        for _, player in pair
                    )
                )
                parts.append(beside)
        seen_by = None if viewer is None else int(viewer)
        if ui.get("screen") and ui["screen"][0] < COMPACT_TABLE:  # the tables one under the other
            parts += [numbers_table(view, seen_by, ui), players_table(view, ui)]
        else:
            parts.append(compact_table(view, seen_by, ui))
        return Group(*parts)

    def help_text(self, game: Game[Any, Any], ui: UIState | None = None) -> str:
        return words.text("tr_help", lang_of(ui or {}))

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        name = seat_label(int(view["viewer"]), ui)
        if compact(ui, *FULL_SIZE):
            return (
                f"{name} ({words.text('tr_prompt_keys', lang_of(ui))}, u, c, ok, pass, names, ?)> "
            )
        return f"{name}> "

    def seat_name(self, game: Game[Any, Any], player: int, ui: UIState) -> str:
        return seat_label(player, ui)

    def reason_fields(
        self, game: Game[Any, Any], view: dict[str, JSON], reason: Reason, lang: str
    ) -> Mapping[str, object]:
        """A field's colour in ``lang``."""
        colour = reason.params.get("colour_index")
        return {"colour": B.colour_name(colour, lang)} if isinstance(colour, int) else {}

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
        if ui.pop("confirm_pass", False):  # the pass question: yes or no
            said = words.answer(lowered, lang_of(ui))
            if said or lowered in ("p", "-"):
                self._clear(ui)
                return PASS
            if said is False:
                return Handled(word("not_passed", ui))
        if lowered == "pass":
            self._clear(ui)
            return PASS
        if lowered in ("p", "-"):
            ui["confirm_pass"] = True
            return Handled(word("confirm_pass", ui))
        if lowered in ("names", "n"):
            ui["names"] = not ui.get("names")
            return Handled(
                words.text("tx_names_shown" if ui["names"] else "tx_colours_shown", lang_of(ui))
            )
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
                raise MalformedActionError(
                    Reason(
                        "ui.traexx_choose_first", "choose at least one field first, or type pass"
                    )
                )
            action = Extension(end, tuple(steps))
            self._clear(ui)
            return action
        pairs = offers(legal, ui)
        if lowered.isdigit():
            number = int(lowered)
            if not 1 <= number <= len(pairs):
                raise MalformedActionError(
                    Reason(
                        "ui.traexx_no_offer",
                        "there is no offer {number}; pick 1-{count}",
                        number=number,
                        count=len(pairs),
                    )
                    if pairs
                    else Reason(
                        "ui.traexx_no_further", "no further field is possible: type ok or u"
                    )
                )
            self._add(ui, *pairs[number - 1])
            return Handled()
        # A whole extension (d5:c4-c5), or a line meant as one (d5: names no field)
        if len(line.split()) > 1 or any(mark in line for mark in ":-,"):
            action = game.parse_action(line, None)
            self._clear(ui)
            return action
        try:
            field = B.parse_field(line)
        except ValueError as exc:  # the board's coded reason: no such field
            raise MalformedActionError(*exc.args) from None
        matching = [(e, f) for e, f in pairs if f == field]
        ends = {a.end for a in extensions(legal)}
        picks_end = not steps and ui.get("end") is None and len(ends) > 1
        if picks_end and field in ends and len(matching) != 1:
            # an end's name (and not the one possible step onto that field) picks the end
            ui["end"] = field
            return Handled(word("extending", ui).format(field=B.field_name(field)))
        if len(matching) > 1:
            raise MalformedActionError(
                Reason(
                    "ui.traexx_both_ends",
                    "{field} is next to both ends: type an end's name first",
                    field=B.field_name(field),
                )
            )
        if not matching:
            raise MalformedActionError(
                Reason(
                    "ui.traexx_not_next",
                    "{field} cannot come next (possible: {offered})",
                    field=B.field_name(field),
                    offered=[B.field_name(f) for _, f in pairs],
                )
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


def _choice_text(choice: JSON, ui: UIState) -> str:
    if not choice["fields"]:
        return word("to_pass", ui)
    return " → ".join([choice["end"], *choice["fields"]])


UI = TraexxUI()


#: Columns the one table of numbers and players needs.
COMPACT_TABLE = 80


def _widest(text: Text) -> int:
    """The width of the widest line of ``text``."""
    return max((cell_len(line) for line in text.plain.split("\n")), default=0)
