"""What every ``spelkast`` command shares: the Typer app, the console, the one-line
errors (exit code 2), options and seats from the command line.

The commands live in :mod:`spelkast.cli.app` (games, play, replay), :mod:`spelkast.cli.analyse`
(simulate, arena, perft) and :mod:`spelkast.cli.network` (serve, host, connect); each
registers on :data:`app` from here, and ``spelkast.cli.app`` imports them all.
"""

from __future__ import annotations

import functools
import sys
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any, ParamSpec, TypeVar

import platformdirs
import typer
from rich.console import Console
from rich.markup import escape
from rich.text import Text

from spelkast.bots import available_bots
from spelkast.core.errors import OptionError, SpelkastError
from spelkast.core.game import Game
from spelkast.core.options import parse_option_pairs
from spelkast.match import Seat, parse_seats

app = typer.Typer(
    name="spelkast",
    help="Play, simulate and analyse tabletop games in the terminal.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

P = ParamSpec("P")
R = TypeVar("R")

USAGE_ERROR = 2


LANGUAGES = ("en", "nl", "fi")

#: The one ``--lang`` option of every command that prints for a person.
Lang = Annotated[str, typer.Option("--lang", help="Language of what is shown: en, nl or fi.")]


def check_lang(lang: str) -> str:
    """``lang`` if the screens speak it (else the one-line error of a bad option)."""
    if lang not in LANGUAGES:
        raise OptionError(f"--lang must be en, nl or fi, not {lang!r}")
    return lang


def records_dir() -> Path:
    """Where games are saved unless ``--save`` says otherwise: ``records`` in the
    user's data directory (``$XDG_DATA_HOME/spelkast`` on Linux)."""
    return Path(platformdirs.user_data_dir("spelkast", appauthor=False)) / "records"


def console() -> Console:
    """The console commands print to (a function so tests see the redirected stdout).
    What it prints wraps between words at the terminal's width."""
    return Console(file=sys.stdout, highlight=False)


def fail(message: str) -> typer.Exit:
    """Print ``message`` as an error and return the exit to raise (code 2). The message
    is shown as written: square brackets in it (a package extra, a typed line) are text,
    not console markup."""
    Console(file=sys.stderr, highlight=False).print(f"[bold red]error:[/] {escape(message)}")
    return typer.Exit(USAGE_ERROR)


def friendly_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Turn the core's errors into one clear line and exit code 2 (no traceback)."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except SpelkastError as exc:
            raise fail(str(exc)) from None
        except OSError as exc:
            raise fail(f"{exc.strerror or exc}: {exc.filename}") from None

    return wrapper


def options_from(pairs: Sequence[str] | None) -> dict[str, str]:
    return parse_option_pairs(pairs or [])


def seats_for(game: Game[Any, Any], text: str | None) -> list[Seat]:
    default = "human,bot:greedy" if game.info.id == "labyrinth" else None
    if text is None:
        if default is None:
            bots = available_bots(game.info.id)
            best = "greedy" if "greedy" in bots else "random"
            text = ",".join(["human"] + [f"bot:{best}"] * (game.info.min_players - 1))
        else:
            text = default
    seats = parse_seats(text)
    if not game.info.min_players <= len(seats) <= game.info.max_players:
        raise OptionError(
            f"{game.info.name()} is for {game.info.min_players}-{game.info.max_players} "
            f"players; --seats names {len(seats)}"
        )
    return seats


OptionArg = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A game option as key=value (repeatable)."),
]

PlainArg = Annotated[
    bool,
    typer.Option(
        "--plain",
        help="Line by line (for screen readers and scripts) instead of the full screen; "
        "the default when the output is not a terminal.",
    ),
]


def full_screen(plain: bool) -> bool:
    """Whether a play command uses the full-screen client: on a terminal (input and
    output), unless ``--plain`` asks for the line mode."""
    return not plain and sys.stdout.isatty() and sys.stdin.isatty()


#: Holds words together while :func:`say` wraps (textwrap breaks at ASCII whitespace
#: only); a private-use character, so no text said has it.
NO_BREAK = "\ue000"


def say(out: Console, text: str, indent: int = 0, bold: int = 0, whole: Sequence[str] = ()) -> None:
    """``text`` wrapped between words to the terminal's width, every line indented;
    its first ``bold`` characters in bold. No line break falls inside a part of it in
    ``whole`` (a command to copy: on a narrow terminal it gets a line of its own)."""
    margin = " " * indent
    for part in whole:  # a no-break space between its words, while wrapping
        text = text.replace(part, part.replace(" ", NO_BREAK))
    wrapped = textwrap.fill(
        text,
        width=max(out.width, indent + 20),
        initial_indent=margin,
        subsequent_indent=margin,
        break_long_words=False,
        break_on_hyphens=False,
    ).replace(NO_BREAK, " ")
    shown = Text(wrapped)
    shown.stylize("bold", indent, indent + bold)
    out.print(shown, soft_wrap=True)
