"""Colours of the Labyrinth terminal UI: the board by day and by night, the pawns."""

from __future__ import annotations

from rich.style import Style

COLOURS = {"yellow": "yellow", "red": "red", "green": "green", "blue": "dodger_blue1"}


class Theme:
    """Styles of the board by day or by night."""

    def __init__(self, night: bool) -> None:
        if night:
            self.wall = Style(color="rgb(14,14,26)")
            self.wall2 = Style(color="rgb(24,22,40)")
            self.fixed_wall = Style(color="rgb(60,52,96)")
            self.path = Style(bgcolor="rgb(36,58,110)", color="rgb(150,180,240)")
            self.reach = Style(bgcolor="rgb(30,110,95)", color="rgb(170,255,210)", bold=True)
            self.treasure = Style(color="rgb(130,140,170)", bgcolor="rgb(36,58,110)")
            self.night = Style(color="rgb(200,255,120)", bold=True, bgcolor="rgb(36,58,110)")
        else:
            self.wall = Style(color="rgb(150,110,70)")
            self.wall2 = Style(color="rgb(132,94,58)")
            self.fixed_wall = Style(color="rgb(100,100,120)")
            self.path = Style(bgcolor="rgb(235,222,190)", color="rgb(120,100,70)")
            self.reach = Style(bgcolor="rgb(170,225,160)", color="rgb(40,110,40)", bold=True)
            self.treasure = Style(color="rgb(120,40,20)", bold=True, bgcolor="rgb(235,222,190)")
            self.night = self.treasure
        self.target = Style(color="white", bgcolor="magenta", bold=True)
        self.label = Style(color="cyan", bold=True)
        self.forbidden = Style(color="red", bold=True)


def pawn_style(colour: str) -> Style:
    return Style(color="black", bgcolor=COLOURS.get(colour, colour), bold=True)
