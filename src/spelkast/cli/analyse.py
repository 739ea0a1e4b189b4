"""``spelkast simulate``, ``arena`` and ``perft``: bot-only games, bot measurements and
move counts (see :mod:`spelkast.cli.common` for what the commands share)."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console

from spelkast.cli.command_words import said
from spelkast.cli.common import (
    Lang,
    OptionArg,
    app,
    check_lang,
    console,
    friendly_errors,
    options_from,
    say,
    seats_for,
)
from spelkast.core.errors import InvalidPositionError, OptionError
from spelkast.core.fields import is_whole
from spelkast.core.game import Game
from spelkast.core.perft import divide, perft
from spelkast.core.registry import get_game
from spelkast.match import Match
from spelkast.tui import get_ui
from spelkast.tui.base import FirstThatFits, table_as_lines
from spelkast.tui.words import seat_kind

if TYPE_CHECKING:
    from spelkast.arena import ArenaReport


# ------------------------------------------------------------------------ progress
@contextmanager
def game_progress(total: int, lang: str = "en") -> Iterator[Callable[[int], None]]:
    """A progress bar on stderr (games done of ``total``, time elapsed) while the block
    runs, when stderr is a terminal; yields the function to call with the games done.
    Nothing is written otherwise, so piped and ``--json`` output stays as it was."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    err = Console(file=sys.stderr)
    if not err.is_terminal:
        yield lambda done: None
        return
    bar = Progress(
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn(said("games_word", lang)),
        TimeElapsedColumn(),
        console=err,
        redirect_stdout=sys.stdout.isatty(),  # lines printed meanwhile go above the bar
        redirect_stderr=False,
    )
    with bar:
        task = bar.add_task("games", total=total)
        yield lambda done: bar.update(task, completed=done)


# ------------------------------------------------------------------------ simulate
def count_turns(match: Match) -> int:
    """Turns played: the state's own ``turn`` counter if it has one, else the number of
    rounds (a new round starts when a player who already acted in it is to move again)."""
    turn = getattr(match.state, "turn", None)
    if is_whole(turn):
        return turn
    rounds, acted = 0, set[int]()
    for move in match.record.moves:
        if not acted or move.player in acted:
            rounds += 1
            acted = set()
        acted.add(move.player)
    return rounds


@app.command("simulate")
@friendly_errors
def simulate_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    seats: Annotated[
        str, typer.Option(help="Comma-separated bot seats, e.g. bot:random,bot:greedy.")
    ],
    games: Annotated[int, typer.Option(min=1, help="How many games to play.")] = 10,
    seed: Annotated[int, typer.Option(min=0, help="Game k (from 0) uses seed SEED+k.")] = 0,
    option: OptionArg = None,
    max_actions: Annotated[
        int, typer.Option(min=1, help="Stop a game after this many actions (unfinished).")
    ] = 20_000,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON lines.")] = False,
    lang: Lang = "en",
) -> None:
    """Play bot-only games: one result line per game, then a summary."""
    check_lang(lang)
    game = get_game(game_id)
    seat_list = seats_for(game, seats)
    if any(seat.is_human for seat in seat_list):
        raise OptionError(said("bots_only", lang))
    options = options_from(option)
    n = len(seat_list)
    names = get_ui(game.info.id).seat_names(game, n, lang)
    kinds = [seat_kind(seat, lang) for seat in seat_list]
    wins = [0] * n
    shared = [0] * n
    turns: list[int] = []
    unfinished = 0

    def play_one(k: int, out: Console) -> None:
        nonlocal unfinished
        match = Match(game, seat_list, options, seed + k)
        finished = match.run_bots(max_actions)
        outcome = match.outcome()
        number = count_turns(match)
        turns.append(number)
        winners = list(outcome.winners) if outcome else []
        if not finished or outcome is None:
            unfinished += 1
        elif len(winners) == 1:
            wins[winners[0]] += 1
        else:
            for p in winners:
                shared[p] += 1
        if as_json:
            line = {
                "game": k + 1,
                "seed": seed + k,
                "finished": finished,
                "winners": [w + 1 for w in winners],
                "scores": list(outcome.scores) if outcome else None,
                "turns": number,
                "actions": len(match.record.moves),
            }
            out.print(json.dumps(line), markup=False, highlight=False, soft_wrap=True)
        else:
            who = (
                " & ".join(f"{names[w]} [{kinds[w]}]" for w in winners)
                if finished and outcome
                else said("unfinished", lang)
            )
            scores = "-".join(_number(s) for s in outcome.scores) if outcome else "-"
            shown = said(
                "game_line", lang, number=k + 1, seed=seed + k, who=who, scores=scores, turns=number
            )
            say(out, shown)

    with game_progress(games, lang) as progress:
        out = console()  # made inside, so on a terminal its lines go above the bar
        for k in range(games):
            play_one(k, out)
            progress(k + 1)
    out = console()
    mean = statistics.fmean(turns)
    if as_json:
        summary = {
            "summary": {
                "games": games,
                "seats": [str(s) for s in seat_list],
                "wins": wins,
                "shared_wins": shared,
                "unfinished": unfinished,
                "mean_turns": round(mean, 2),
            }
        }
        out.print(json.dumps(summary), markup=False, highlight=False, soft_wrap=True)
        return
    say(out, said("summary", lang, games=games, first=seed, last=seed + games - 1))
    for p in range(n):
        line = said(
            "seat_wins", lang, player=names[p], seat=kinds[p], wins=wins[p], shared=shared[p]
        )
        say(out, line, 2)
    if unfinished:
        say(out, said("unfinished_count", lang, count=unfinished), 2)
    say(out, said("mean_turns", lang, mean=f"{mean:.1f}"), 2)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


# --------------------------------------------------------------------------- arena
@app.command("arena")
@friendly_errors
def arena_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    seats: Annotated[
        str, typer.Option(help="Comma-separated bots, one per seat, e.g. bot:medium,bot:easy.")
    ],
    games: Annotated[int, typer.Option(min=1, help="How many games to play.")] = 100,
    jobs: Annotated[int, typer.Option(min=1, help="Worker processes.")] = 1,
    seed: Annotated[int, typer.Option(min=0, help="Arena seed (fixes every game).")] = 0,
    option: OptionArg = None,
    max_actions: Annotated[
        int, typer.Option(min=1, help="Stop a game after this many actions (unfinished).")
    ] = 20_000,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    ray: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESS",
            help="Play on a Ray cluster (its address, or auto) instead of --jobs local "
            "processes; needs the cluster extra.",
        ),
    ] = None,
    lang: Lang = "en",
) -> None:
    """Measure bots against each other: many games with seats rotated, win rates with
    95% intervals, average scores, the Elo difference of the first two, time per decision."""
    from spelkast.arena import parse_specs, run_arena

    check_lang(lang)
    out = console()
    specs = parse_specs(seats)
    runner = None
    if ray:
        from spelkast.arena_ray import ray_runner

        runner = ray_runner(ray)
    began = time.perf_counter()
    with game_progress(games, lang) as progress:
        report = run_arena(
            game_id, specs, games, jobs, seed, options_from(option), max_actions, progress, runner
        )
    seconds = time.perf_counter() - began
    if as_json:
        data = report.to_json()
        data["seconds"] = round(seconds, 2)
        out.print(json.dumps(data), markup=False, highlight=False, soft_wrap=True)
        return
    print_arena(out, report, seconds, lang)


def print_arena(out: Console, report: ArenaReport, seconds: float, lang: str = "en") -> None:
    """The arena's figures as a table, the Elo line and any warnings."""
    from rich.box import HEAVY_HEAD
    from rich.table import Table

    game = get_game(report.game_id)
    many = len(report.specs) > 2
    table = Table(
        title=said(
            "arena_title", lang, name=game.info.name(lang), games=report.games, seed=report.seed
        ),
        title_justify="left",
        box=None if out.width < 80 else HEAVY_HEAD,  # a narrow terminal: no room for lines
    )
    longest = max(len(f"bot:{bot.spec}") for bot in report.bots)
    table.add_column(said("col_bot", lang), min_width=longest)  # a bot's name is never cut
    table.add_column(said("col_games", lang), justify="right")
    table.add_column(said("col_wins", lang), justify="right")
    table.add_column(said("col_rate", lang), justify="right")
    table.add_column(said("col_score", lang), justify="right")
    if many:
        table.add_column(said("col_rank", lang), justify="right")
    table.add_column(said("col_median", lang), justify="right")
    table.add_column(said("col_p90", lang), justify="right")
    for bot in report.bots:
        rate = (
            "-"
            if bot.win_rate is None
            else f"{bot.win_rate * 100:.1f} [{bot.win_low * 100:.1f}, {bot.win_high * 100:.1f}]"
        )
        row = [
            f"bot:{bot.spec}",
            str(bot.games),
            f"{bot.wins:g}",
            rate,
            "-" if bot.average_score is None else f"{bot.average_score:.2f}",
        ]
        if many:
            row.append("-" if bot.average_rank is None else f"{bot.average_rank:.2f}")
        for took in (bot.median_seconds, bot.p90_seconds):
            row.append("-" if took is None else f"{took * 1000:.2f}")
        table.add_row(*row)
    out.print(FirstThatFits(table, table_as_lines(table)))
    if many:
        say(out, said("arena_legend", lang))
    if report.elo is not None and report.elo.games:
        elo = report.elo
        low, high = elo.interval
        line = said(
            "elo",
            lang,
            first=f"bot:{elo.first}",
            second=f"bot:{elo.second}",
            difference=_elo(elo.difference),
            low=_elo(low),
            high=_elo(high),
            score=f"{elo.score:g}",
            games=elo.games,
        )
        say(out, line)
    if report.unfinished:
        say(out, said("arena_unfinished", lang, count=report.unfinished))
    if report.games % len(report.specs):
        line = said("unbalanced", lang, games=report.games, seats=len(report.specs))
        say(out, line)
    say(out, said("time", lang, seconds=f"{seconds:.1f}"))


def _elo(value: float | None) -> str:
    if value is None:
        return "-"
    if value == float("inf"):
        return "+inf"
    if value == float("-inf"):
        return "-inf"
    return f"{value:+.0f}"


# --------------------------------------------------------------------------- perft
def position_for(game: Game[Any, Any], text: str, options: dict[str, str]) -> Any:
    """``start``, ``start:SEED`` or ``start:SEED:PLAYERS`` (an initial position), or the
    game's text notation."""
    if text == "start" or text.startswith("start:"):
        parts = text.split(":")
        if len(parts) > 3:
            raise InvalidPositionError(
                "write a start position as start, start:SEED or start:SEED:PLAYERS"
            )
        try:
            seed = int(parts[1]) if len(parts) > 1 else 0
            players = int(parts[2]) if len(parts) > 2 else game.info.min_players
        except ValueError:
            raise InvalidPositionError(
                f"{text!r}: the seed and the number of players must be whole numbers"
            ) from None
        return game.new_initial_state(players, options, seed)
    if options:
        raise OptionError("--option only applies to start positions; a position names its own")
    return game.position_from_text(text)


@app.command("perft")
@friendly_errors
def perft_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    position: Annotated[
        str,
        typer.Argument(
            metavar="POSITION",
            help="The game's position notation, or start / start:SEED[:PLAYERS].",
        ),
    ],
    depth: Annotated[int, typer.Option(min=0, help="How many turns deep.")] = 1,
    show_divide: Annotated[
        bool, typer.Option("--divide", help="Print the count per first turn.")
    ] = False,
    option: OptionArg = None,
    lang: Lang = "en",
) -> None:
    """Count the distinct turn sequences of a given depth from a position."""
    check_lang(lang)
    out = console()
    game = get_game(game_id)
    state = position_for(game, position, options_from(option))
    began = time.perf_counter()
    if show_divide and depth >= 1:
        parts = divide(game, state, depth)
        for notation in sorted(parts):
            out.print(f"{notation}: {parts[notation]}", markup=False)
        total = sum(parts.values())
    else:
        total = perft(game, state, depth)
    seconds = time.perf_counter() - began
    out.print(said("total", lang, total=total), markup=False)
    Console(file=sys.stderr, highlight=False).print(
        said("depth", lang, depth=depth, total=total, seconds=f"{seconds:.3f}"), style="dim"
    )
