"""The board widget of the full-screen client: a game's drawing, with a cursor over the
spots a person may pick (:mod:`spelkast.tui.live.pick`) moved by the arrow keys, and
picks by Enter or a mouse click."""

from __future__ import annotations

import io
from typing import ClassVar

from rich.console import Console, RenderableType
from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from spelkast.tui.live.pick import Spot, spot_at, spots, step

CURSOR = Style(reverse=True, bold=True)


def draw_lines(renderable: RenderableType, width: int) -> list[Text]:
    """``renderable`` drawn ``width`` columns wide, as one styled text per line."""
    console = Console(
        width=width, file=io.StringIO(), force_terminal=True, color_system="truecolor"
    )
    options = console.options.update(width=width)
    lines = []
    for segments in console.render_lines(renderable, options, pad=False):
        line = Text()
        for segment in segments:
            if not segment.control:
                line.append(segment.text, segment.style)
        line.rstrip()
        lines.append(line)
    while lines and not lines[-1].plain:
        lines.pop()
    return lines


class Board(Widget, can_focus=True):
    """A drawing and its cursor (see the module text)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "cursor(-1, 0)", "key_move", show=False),
        Binding("right", "cursor(1, 0)", "key_move", show=False),
        Binding("up", "cursor(0, -1)", "key_move", show=False),
        Binding("down", "cursor(0, 1)", "key_move", show=False),
        Binding("enter", "pick", "key_pick"),
        Binding("space", "pick", "key_pick", show=False),
    ]

    class Picked(Message):
        """A spot was picked: ``text`` is what picking it types."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, game_id: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.game_id = game_id
        self.lines: list[Text] = []
        self.spots: list[Spot] = []
        self.cursor: Spot | None = None

    def show(self, lines: list[Text], pickable: bool = True) -> None:
        """Draw ``lines``; their spots are pickable when ``pickable`` (a turn is on)."""
        self.lines = lines
        self.spots = spots(self.game_id, [line.plain for line in lines]) if pickable else []
        if self.cursor is not None and self.spots:  # the cursor stays where it was
            x, y = self.cursor.x, self.cursor.y
            self.cursor = min(self.spots, key=lambda s: abs(s.x - x) + 2 * abs(s.y - y))
        elif self.spots and self.has_focus:
            self.cursor = self.spots[0]
        else:
            self.cursor = None
        self.styles.width = max((line.cell_len for line in lines), default=1)
        self.styles.height = max(len(lines), 1)
        self.refresh(layout=True)

    @property
    def plain(self) -> str:
        return "\n".join(line.plain for line in self.lines)

    def render(self) -> Text:
        shown = Text("\n").join(self.lines)
        spot = self.cursor
        if spot is not None and self.has_focus and spot.y < len(self.lines):
            start = sum(len(line.plain) + 1 for line in self.lines[: spot.y]) + spot.x
            shown.stylize(CURSOR, start, start + spot.width)
        return shown

    def on_focus(self) -> None:
        if self.cursor is None:
            self.cursor = step(self.spots, None, 0, 0)
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_cursor(self, dx: int, dy: int) -> None:
        self.cursor = step(self.spots, self.cursor, dx, dy)
        self.refresh()

    def action_pick(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Picked(self.cursor.text))

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        spot = spot_at(self.spots, offset.x, offset.y)
        if spot is not None:
            self.cursor = spot
            self.refresh()
            self.post_message(self.Picked(spot.text))
