"""The ``spelkast`` command-line program: play, resume, replay, simulate, arena, perft,
games, and the server commands.

Every command works for every registered game; what a game looks like in the terminal
comes from its UI plugin (:mod:`spelkast.tui`). Errors a person can make (unknown
game, bad option, bad position, unreadable record) print one clear line and exit with
code 2. The commands are spread over modules along their seams (this one: games, play,
replay; :mod:`~spelkast.cli.analyse`: simulate, arena, perft;
:mod:`~spelkast.cli.network`: serve, host, connect), all registered on one Typer
``app`` from :mod:`~spelkast.cli.common`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Annotated

import typer

from spelkast.bots import available_bots
from spelkast.bots.levels import levels_of
from spelkast.cli import analyse, learn, network, ratings, review
from spelkast.cli.common import (
    Lang,
    OptionArg,
    PlainArg,
    app,
    check_lang,
    console,
    friendly_errors,
    full_screen,
    options_from,
    say,
    seats_for,
)
from spelkast.core.errors import OptionError
from spelkast.core.options import OptionSpec
from spelkast.core.record import GameRecord
from spelkast.core.registry import all_games, get_game
from spelkast.match import Match

__all__ = ["analyse", "app", "check_lang", "learn", "main", "network", "ratings", "review"]


# --------------------------------------------------------------------------- games
#: What ``spelkast games`` prints around the games' own facts, in each language.
GAMES_WORDS: dict[str, dict[str, str]] = {
    "players": {"en": "players: {span}", "nl": "spelers: {span}", "fi": "pelaajia: {span}"},
    "flags": {"en": "flags: {flags}", "nl": "kenmerken: {flags}", "fi": "piirteet: {flags}"},
    "none": {"en": "none", "nl": "geen", "fi": "ei ole"},
    "chance": {"en": "chance", "nl": "kans", "fi": "sattuma"},
    "hidden": {
        "en": "hidden information",
        "nl": "verborgen informatie",
        "fi": "piilotettua tietoa",
    },
    "simultaneous": {"en": "simultaneous", "nl": "gelijktijdig", "fi": "samanaikainen"},
    "bots": {
        "en": "bot levels: {levels} (weakest first); other bots: {others}",
        "nl": "botniveaus: {levels} (zwakste eerst); andere bots: {others}",
        "fi": "bottien tasot: {levels} (heikoin ensin); muut botit: {others}",
    },
    "options": {
        "en": "options: {options}",
        "nl": "opties: {options}",
        "fi": "asetukset: {options}",
    },
    "option": {
        "en": "{name}={allowed} (default {default}): {help}",
        "nl": "{name}={allowed} (standaard {default}): {help}",
        "fi": "{name}={allowed} (oletus {default}): {help}",
    },
    "text": {"en": "text", "nl": "tekst", "fi": "teksti"},
}


def games_word(key: str, lang: str, **fields: object) -> str:
    """One of :data:`GAMES_WORDS` in ``lang``, its fields filled in."""
    return GAMES_WORDS[key][lang].format(**fields)


def option_line(spec: OptionSpec, lang: str) -> str:
    """One option as ``spelkast games`` lists it: the values it takes (as typed), its
    default and what it does, in ``lang``."""
    return games_word(
        "option",
        lang,
        name=spec.name,
        allowed=spec.allowed or games_word("text", lang),
        default=spec.typed_default,
        help=spec.help(lang),
    )


@app.command("games")
@friendly_errors
def games_command(lang: Lang = "en") -> None:
    """List the registered games with their player counts, flags and options."""
    check_lang(lang)
    out = console()
    for game in all_games():
        info = game.info
        flags = [
            games_word(key, lang)
            for key, on in (
                ("chance", info.chance),
                ("hidden", info.hidden_information),
                ("simultaneous", info.simultaneous),
            )
            if on
        ]
        say(out, f"{info.id} — {info.name(lang)}", bold=len(info.id))
        if info.about(lang):
            say(out, info.about(lang), 2)
        span = f"{info.min_players}-{info.max_players}"
        say(out, games_word("players", lang, span=span), 2)
        none = games_word("none", lang)
        say(out, games_word("flags", lang, flags=", ".join(flags) or none), 2)
        levels = levels_of(info.id)
        others = [name for name in available_bots(info.id) if name not in levels]
        say(out, games_word("bots", lang, levels=", ".join(levels), others=", ".join(others)), 2)
        if info.options:
            say(out, games_word("options", lang, options=""), 2)
            for spec in info.options:
                say(out, option_line(spec, lang), 4)
        else:
            say(out, games_word("options", lang, options=none), 2)


# ---------------------------------------------------------------------------- play
@app.command("play")
@friendly_errors
def play_command(
    game_id: Annotated[
        str | None,
        typer.Argument(metavar="GAME", help="The game id, e.g. labyrinth (not with --resume)."),
    ] = None,
    seats: Annotated[
        str | None,
        typer.Option(help="Comma-separated seats: human or bot:NAME (one per player)."),
    ] = None,
    option: OptionArg = None,
    seed: Annotated[int | None, typer.Option(help="Shuffle seed (default: random).")] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            help="Where to save the record (default: records/ in spelkast's data folder, "
            "or the resumed file)."
        ),
    ] = None,
    resume: Annotated[
        Path | None,
        typer.Option(
            help="Continue a game saved with q (or when input ended): same game, seats and "
            "bots, from where it stopped."
        ),
    ] = None,
    lang: Lang = "en",
    hints: Annotated[
        bool | None,
        typer.Option(
            "--hints/--no-hints",
            help="Let the hint command show hints and Help (default: on against bots and "
            "with young children's options).",
        ),
    ] = None,
    plain: PlainArg = False,
) -> None:
    """Play a game in the terminal against bots or other people (hot seat), or continue a
    saved one with --resume FILE."""
    from spelkast.cli.hints import TerminalHints
    from spelkast.cli.play import play_game, resume_match

    check_lang(lang)
    if resume is not None:
        if game_id is not None or seats is not None or option or seed is not None:
            raise OptionError(
                "--resume takes the game, seats, options and seed from the saved file; "
                "give no GAME, --seats, --option or --seed with it"
            )
        record = GameRecord.load(resume)
        match = resume_match(record)
        chosen = TerminalHints.resumed(match, record.meta)
        play_game(
            match,
            console(),
            save=save or resume,
            lang=lang,
            hints=chosen,
            full_screen=full_screen(plain),
        )
        return
    if game_id is None:
        raise OptionError("name a game (spelkast games lists them), or give --resume FILE")
    game = get_game(game_id)
    seat_list = seats_for(game, seats)
    if seed is None:
        seed = int(time.time() * 1000) % 1_000_000
    match = Match(game, seat_list, options_from(option), seed)
    play_game(
        match,
        console(),
        save=save,
        lang=lang,
        hints=TerminalHints.chosen(match, hints),
        full_screen=full_screen(plain),
    )


# -------------------------------------------------------------------------- replay
@app.command("replay")
@friendly_errors
def replay_command(
    file: Annotated[Path, typer.Argument(help="A saved game record (JSON).")],
    show_all: Annotated[
        bool, typer.Option("--all", help="Print every position without waiting.")
    ] = False,
    lang: Lang = "en",
) -> None:
    """Step through a saved game: Enter/n next, p previous, q quit."""
    from spelkast.cli.play import replay_record

    check_lang(lang)
    record = GameRecord.load(file)
    interactive = not show_all and sys.stdin.isatty()
    replay_record(record, console(), interactive=interactive, lang=lang)


def main() -> None:
    """The ``spelkast`` entry point."""
    app()


if __name__ == "__main__":
    main()
