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

from rich.console import Group, RenderableType
from rich.text import Text

from spelkast.core.errors import MalformedActionError, Reason
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth_cards.state import Discard, Place
from spelkast.tui import words
from spelkast.tui.base import GameUI, Handled, UIState, compact, lang_of
from spelkast.tui.labyrinth_cards.draw import (
    FULL_SIZE,
    SIDE_WIDTH,
    Compact,
    SideBySide,
    hand_table,
    layout_text,
    placements_text,
    players_line,
    players_table,
    table_legend,
    target_labels,
    treasure_list,
)


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
        small = compact(ui, *FULL_SIZE)
        lines = int(ui["screen"][1]) - 3 if small else 0  # prompt, message, news
        board = layout_text(view, legal, preview, small, lines)
        parts: list[RenderableType] = []
        viewer = view.get("viewer")
        mine = 1
        title = game.info.name(lang)
        if viewer is not None:
            name = words.person(int(viewer), lang)
            title += f" — {words.text('view_of', lang, name=name)}"
        pile = words.text("ca_pile" if small else "ca_draw_pile", lang, count=view["pile_size"])
        info = Text(pile, style="dim")
        if view["discards"]:
            discarded = ", ".join(map(str, view["discards"]))
            info.append(f"   {words.text('ca_discarded', lang)}: {discarded}")
        head = info
        if small:
            who = words.person(int(viewer), lang) if viewer is not None else ""
            head = Text(f"{who}   ", style="bold") + info
            parts.append(head)
        else:
            parts.append(info)
            parts.append(players_table(game, view, lang))
        gap = "" if small else "\n"
        if viewer is not None:
            hand = view["players"][int(viewer)]["hand"] or []
            if hand:
                if not small:
                    parts.append(Text("\n" + words.text("ca_your_hand", lang), style="bold"))
                parts.append(hand_table(hand, lang, small))
            mine = len(parts)  # what follows is the choice: where the cards fit
            if preview is not None:
                parts.append(self._preview_text(preview, legal, small, lang))
            elif legal and isinstance(legal[0], Place):
                fit = words.text("ca_fits_short" if small else "ca_fits", lang)
                parts.append(Text(f"{gap}{fit}", "bold"))
                parts.append(placements_text(legal, small))
            elif legal:
                parts.append(
                    Text(
                        gap + words.text("ca_none_fits", lang),
                        "bold yellow",
                    )
                )
        outcome = view.get("outcome")
        if isinstance(outcome, dict) and not small:  # the end screen says it below
            parts.append(Text(f"{gap}Game over: {outcome['reason']}", "bold green"))
        if small:
            choice = Text("\n").join(p for p in parts[mine:] if isinstance(p, Text))
            hand_parts = parts[1:mine] if viewer is not None else []
            boards = [board, layout_text(view, legal, preview, small, 1)]
            parts_ = (head, players_line(game, view, lang), hand_parts, choice)
            return Compact(boards, view, lang, parts_, lines)
        parts += [Text(""), table_legend(view, lang, SIDE_WIDTH)]
        return SideBySide(board, Group(*parts), title)

    @staticmethod
    def _preview_text(
        preview: Place, legal: Sequence[Any], small: bool = False, lang: str = "en"
    ) -> Text:
        options = [
            a.take
            for a in legal
            if isinstance(a, Place)
            and (a.card, a.rotation, a.cell) == (preview.card, preview.rotation, preview.cell)
        ]
        cell = f"{preview.x},{preview.y}"
        if small:  # the letter the layout shows on that cell
            cell = target_labels(legal).get(preview.cell, cell)
        base = f"{preview.card}r{preview.rotation}@{cell}"
        heading = words.text("ca_preview", lang, base=base)
        text = Text(f"{'' if small else chr(10)}{heading}", "bold")
        if preview.take:
            cards = ", ".join(map(str, preview.take))
            text.append(words.text("ca_takes", lang, cards=cards), "bold red")
        else:
            text.append(words.text("ca_takes_nothing", lang))
        if len(options) > 1:
            text.append(words.text("ca_choices", lang))
            text.append(
                "  ".join(base + ("x" + ",".join(map(str, t)) if t else "x-") for t in options)
            )
        text.append(words.text("ca_type_placement", lang), "dim")
        return text

    def help_text(self, game: Game[Any, Any], ui: UIState | None = None) -> str:
        lang = lang_of(ui or {})
        return words.text("ca_help", lang) + treasure_list(lang)

    def prompt(self, game: Game[Any, Any], view: dict[str, JSON], ui: UIState) -> str:
        lang = lang_of(ui)
        name = words.person(int(view["viewer"]), lang)
        return f"{name}, {words.text('ca_prompt', lang)}> "

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
        named = re.search(r"@\s*([a-z])\b", line)
        if named:  # a cell by the letter a small terminal shows on it
            cells = {label: cell for cell, label in target_labels(legal).items()}
            if named.group(1) not in cells:
                raise MalformedActionError(
                    Reason(
                        "ui.cards_no_mark",
                        "no cell is marked '{mark}'; the letters on the layout mark "
                        "the cells where a card fits",
                        mark=named.group(1),
                    )
                )
            x, y = cells[named.group(1)]
            line = f"{line[: named.start()]}@{x},{y}{line[named.end() :]}"
            lowered = line.lower()
        none = re.search(r"x\s*-\s*$", lowered)
        if none:
            line = line[: none.start()]
        action = game.parse_action(line, None)
        if isinstance(action, Discard):
            if preview:
                raise MalformedActionError(
                    Reason("ui.cards_preview_discard", "only placements can be previewed")
                )
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
                    Reason(
                        "ui.cards_not_legal",
                        "{action} is not a legal placement; the · cells show where cards fit",
                        action=game.format_action(action),
                    )
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
                Reason(
                    "ui.cards_choose_take",
                    "taking everything would split the layout; choose one: {choices}",
                    choices=choices,
                )
            )
        return biggest[0]


UI = LabyrinthCardsUI()
