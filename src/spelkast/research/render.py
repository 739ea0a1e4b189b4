"""Text rendering of a seat's view with spelkast's terminal UIs (``render_mode="ansi"``)."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console

from spelkast.core.game import JSON, Game
from spelkast.tui import get_ui


def render_text(game: Game[Any, Any], view: Mapping[str, JSON], legal: Sequence[Any]) -> str:
    """What the terminal UI draws for ``view`` (plain text, no colour codes)."""
    ui = get_ui(game.info.id)
    state = ui.new_ui_state()
    state["lang"] = "en"
    buffer = io.StringIO()
    console = Console(file=buffer, width=100, color_system=None, force_terminal=False)
    console.print(ui.render(game, dict(view), legal, state))
    return buffer.getvalue()
