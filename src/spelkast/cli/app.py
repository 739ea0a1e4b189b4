"""The ``spelkast`` command-line program: play, simulate, arena, perft, replay, games.

Every command works for every registered game; what a game looks like in the terminal
comes from its UI plugin (:mod:`spelkast.cli.ui`). Errors a person can make (unknown
game, bad option, bad position, unreadable record) print one clear line and exit with
code 2.
"""

from __future__ import annotations

import functools
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, ParamSpec, TypeVar

import typer
from rich.console import Console

from spelkast.bots import available_bots
from spelkast.bots.levels import levels_of
from spelkast.core.errors import InvalidPositionError, OptionError, SpelkastError
from spelkast.core.game import Game
from spelkast.core.options import parse_option_pairs
from spelkast.core.perft import divide, perft
from spelkast.core.record import GameRecord
from spelkast.core.registry import all_games, get_game
from spelkast.match import Match, Seat, parse_seats

if TYPE_CHECKING:
    from spelkast.arena import ArenaReport

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


def console() -> Console:
    """The console commands print to (a function so tests see the redirected stdout)."""
    return Console(file=sys.stdout, highlight=False, soft_wrap=True)


def fail(message: str) -> typer.Exit:
    """Print ``message`` as an error and return the exit to raise (code 2)."""
    Console(file=sys.stderr, highlight=False, soft_wrap=True).print(
        f"[bold red]error:[/] {message}"
    )
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


# --------------------------------------------------------------------------- games
@app.command("games")
@friendly_errors
def games_command() -> None:
    """List the registered games with their player counts, flags and options."""
    out = console()
    for game in all_games():
        info = game.info
        flags = [
            name
            for name, on in (
                ("chance", info.chance),
                ("hidden information", info.hidden_information),
                ("simultaneous", info.simultaneous),
            )
            if on
        ]
        names = " / ".join(info.names[lang] for lang in ("en", "nl", "fi") if lang in info.names)
        out.print(f"[bold]{info.id}[/] — {names}")
        if info.summary:
            out.print(f"  {info.summary}")
        out.print(f"  players: {info.min_players}-{info.max_players}")
        out.print(f"  flags: {', '.join(flags) or 'none'}")
        levels = levels_of(info.id)
        others = [name for name in available_bots(info.id) if name not in levels]
        out.print(
            f"  bot levels: {', '.join(levels)} (weakest first); other bots: {', '.join(others)}"
        )
        if info.options:
            out.print("  options:")
            for spec in info.options:
                out.print(f"    {spec.describe()}", markup=False)
        else:
            out.print("  options: none")


# ---------------------------------------------------------------------------- play
@app.command("play")
@friendly_errors
def play_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="The game id, e.g. labyrinth.")],
    seats: Annotated[
        str | None,
        typer.Option(help="Comma-separated seats: human or bot:NAME (one per player)."),
    ] = None,
    option: OptionArg = None,
    seed: Annotated[int | None, typer.Option(help="Shuffle seed (default: random).")] = None,
    save: Annotated[
        Path | None, typer.Option(help="Where to save the record (default: records/...).")
    ] = None,
    lang: Annotated[str, typer.Option(help="Language of names: en, nl or fi.")] = "en",
) -> None:
    """Play a game in the terminal against bots or other people (hot seat)."""
    from spelkast.cli.play import play_game

    if lang not in ("en", "nl", "fi"):
        raise OptionError(f"--lang must be en, nl or fi, not {lang!r}")
    game = get_game(game_id)
    seat_list = seats_for(game, seats)
    if seed is None:
        seed = int(time.time() * 1000) % 1_000_000
    match = Match(game, seat_list, options_from(option), seed)
    play_game(match, console(), save=save, lang=lang)


# ------------------------------------------------------------------------ simulate
def count_turns(match: Match) -> int:
    """Turns played: the state's own ``turn`` counter if it has one, else the number of
    rounds (a new round starts when a player who already acted in it is to move again)."""
    turn = getattr(match.state, "turn", None)
    if isinstance(turn, int) and not isinstance(turn, bool):
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
) -> None:
    """Play bot-only games: one result line per game, then a summary."""
    out = console()
    game = get_game(game_id)
    seat_list = seats_for(game, seats)
    if any(seat.is_human for seat in seat_list):
        raise OptionError("simulate plays bots only; use seats like bot:random,bot:greedy")
    options = options_from(option)
    n = len(seat_list)
    wins = [0] * n
    shared = [0] * n
    turns: list[int] = []
    unfinished = 0
    for k in range(games):
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
            out.print(json.dumps(line), markup=False, highlight=False)
        else:
            who = (
                " & ".join(f"{game.player_name(w)} [{seat_list[w]}]" for w in winners)
                if finished and outcome
                else "unfinished"
            )
            scores = "-".join(_number(s) for s in outcome.scores) if outcome else "-"
            out.print(
                f"game {k + 1} (seed {seed + k}): winner {who}; scores {scores}; {number} turns",
                markup=False,
            )
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
        out.print(json.dumps(summary), markup=False, highlight=False)
        return
    out.print(f"summary of {games} games (seeds {seed}-{seed + games - 1}):", markup=False)
    for p, seat in enumerate(seat_list):
        out.print(
            f"  {game.player_name(p)} [{seat}]: {wins[p]} wins, {shared[p]} shared wins",
            markup=False,
        )
    if unfinished:
        out.print(f"  unfinished: {unfinished}", markup=False)
    out.print(f"  mean turns: {mean:.1f}", markup=False)


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
) -> None:
    """Measure bots against each other: many games with seats rotated, win rates with
    95% intervals, average scores, the Elo difference of the first two, time per decision."""
    from spelkast.arena import parse_specs, run_arena

    out = console()
    specs = parse_specs(seats)
    began = time.perf_counter()
    report = run_arena(game_id, specs, games, jobs, seed, options_from(option), max_actions)
    seconds = time.perf_counter() - began
    if as_json:
        data = report.to_json()
        data["seconds"] = round(seconds, 2)
        out.print(json.dumps(data), markup=False, highlight=False)
        return
    print_arena(out, report, seconds)


def print_arena(out: Console, report: ArenaReport, seconds: float) -> None:
    """The arena's figures as a table, the Elo line and any warnings."""
    from rich.table import Table

    game = get_game(report.game_id)
    many = len(report.specs) > 2
    table = Table(
        title=f"{game.info.name()}: {report.games} games, seed {report.seed}",
        title_justify="left",
    )
    table.add_column("bot", no_wrap=True)
    table.add_column("games", justify="right")
    table.add_column("wins", justify="right")
    table.add_column("win % [95% CI]", justify="right", no_wrap=True)
    table.add_column("score", justify="right")
    if many:
        table.add_column("rank", justify="right")
    table.add_column("ms med", justify="right")
    table.add_column("ms p90", justify="right")
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
    out.print(table)
    if many:
        out.print("wins: win share (a shared win split equally); rank: average place", markup=False)
    if report.elo is not None and report.elo.games:
        elo = report.elo
        low, high = elo.interval
        out.print(
            f"Elo bot:{elo.first} - bot:{elo.second}: {_elo(elo.difference)} "
            f"(95% interval {_elo(low)} to {_elo(high)}; head-to-head score "
            f"{elo.score:g}/{elo.games})",
            markup=False,
        )
    if report.unfinished:
        out.print(f"unfinished games (left out): {report.unfinished}", markup=False)
    if report.games % len(report.specs):
        out.print(
            f"note: {report.games} games is not a multiple of {len(report.specs)} seats; "
            "the seats are not quite balanced",
            markup=False,
        )
    out.print(f"time: {seconds:.1f} s", markup=False)


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
) -> None:
    """Count the distinct turn sequences of a given depth from a position."""
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
    out.print(f"total: {total}", markup=False)
    Console(file=sys.stderr, highlight=False, soft_wrap=True).print(
        f"depth {depth}: {total} in {seconds:.3f} s", style="dim"
    )


# -------------------------------------------------------------------------- replay
@app.command("replay")
@friendly_errors
def replay_command(
    file: Annotated[Path, typer.Argument(help="A saved game record (JSON).")],
    show_all: Annotated[
        bool, typer.Option("--all", help="Print every position without waiting.")
    ] = False,
    lang: Annotated[str, typer.Option(help="Language of names: en, nl or fi.")] = "en",
) -> None:
    """Step through a saved game: Enter/n next, p previous, q quit."""
    from spelkast.cli.play import replay_record

    record = GameRecord.load(file)
    interactive = not show_all and sys.stdin.isatty()
    replay_record(record, console(), interactive=interactive, lang=lang)


# --------------------------------------------------------------------------- serve
@app.command("serve")
@friendly_errors
def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            help="Database URL, e.g. postgresql://user:pw@host/db. "
            "Default: an SQLite file in your data directory."
        ),
    ] = None,
    bot_workers: Annotated[
        int, typer.Option(help="Processes for bot moves (0: a thread in the server).")
    ] = 1,
    log_level: Annotated[str, typer.Option(help="debug, info, warning or error.")] = "info",
    open_browser: Annotated[
        bool, typer.Option("--open", help="Open the lobby in your web browser once it is up.")
    ] = False,
) -> None:
    """Run the game server: the web app and lobby over HTTP, live play over WebSocket."""
    import logging

    import uvicorn

    from spelkast.server.app import Settings, create_app, tune_gc
    from spelkast.server.db import default_database_url
    from spelkast.server.protocol import TRANSPORT_MAX_BYTES

    logging.basicConfig(level=log_level.upper(), format="%(levelname)s:     %(name)s: %(message)s")
    settings = Settings(database_url=database_url, bot_workers=bot_workers)
    where = database_url or default_database_url()
    if "@" in where:  # never print a password
        where = where.split("://", 1)[0] + "://…@" + where.rsplit("@", 1)[1]
    shown_host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    url = f"http://{shown_host}:{port}/"
    console().print(f"spelkast: open {url} to play  (database: {where})")
    if open_browser:
        _open_when_up(url)
    tune_gc()
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        log_level=log_level,
        ws_max_size=TRANSPORT_MAX_BYTES,  # larger frames: see docs/server.md
        timeout_graceful_shutdown=5,
    )


def _open_when_up(url: str) -> None:
    """Open ``url`` in the user's browser as soon as the server answers (in a thread, so
    the server can start); does nothing where there is no browser."""
    import threading
    import urllib.request
    import webbrowser

    def wait_then_open() -> None:
        for _ in range(100):
            try:
                with urllib.request.urlopen(url + "api/health", timeout=1):
                    break
            except OSError:
                time.sleep(0.1)
        webbrowser.open(url)

    threading.Thread(target=wait_then_open, daemon=True, name="open-browser").start()


# -------------------------------------------------------------------------- online
ServerOption = Annotated[str, typer.Option(help="The server's address.", envvar="SPELKAST_SERVER")]


def _online_play(server: str, match_id: str, token: str | None, lang: str) -> None:
    from spelkast.cli.online import OnlineClient

    out = console()
    client = OnlineClient(server, match_id, token, out, lambda p: out.input(p, markup=False), lang)
    if client.run() == "left" and token is not None:
        out.print(
            f"You left; your seat waits. Come back with: spelkast connect "
            f"{server}/match/{match_id} --token {token}",
            markup=False,
        )


@app.command("host")
@friendly_errors
def host_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="The game id, e.g. labyrinth.")],
    seats: Annotated[
        str,
        typer.Option(help="Comma-separated seats: human or bot:NAME. You take the first human."),
    ] = "human,human",
    option: OptionArg = None,
    name: Annotated[str, typer.Option(help="Your name at the table.")] = "host",
    move_seconds: Annotated[
        float | None, typer.Option(help="Move clock: a bot plays when time runs out.")
    ] = None,
    server: ServerOption = "http://127.0.0.1:8000",
    lang: Annotated[str, typer.Option(help="Language of names: en, nl or fi.")] = "en",
) -> None:
    """Create a match on a spelkast server, print its invite link, and play in it."""
    from spelkast.cli.online import request

    game = get_game(game_id)
    seat_list = seats_for(game, seats)
    body: dict[str, Any] = {
        "game": game_id,
        "seats": [
            {"kind": "human"} if seat.kind == "human" else {"kind": "bot", "bot": seat.bot}
            for seat in seat_list
        ],
        "options": options_from(option),
    }
    if move_seconds is not None:
        body["move_seconds"] = move_seconds
    match = request(server, "POST", "/api/matches", body)
    out = console()
    out.print(f"Invite link: {match['invite_url']}", markup=False)
    if not any(seat["open"] for seat in match["seats"]):
        out.print("Every seat is a bot: watching.")
        _online_play(server, match["id"], None, lang)
        return
    joined = request(server, "POST", f"/api/matches/{match['id']}/join", {"name": name})
    _online_play(server, match["id"], joined["token"], lang)


@app.command("connect")
@friendly_errors
def connect_command(
    invite: Annotated[str, typer.Argument(help="The invite link (or a match id with --server).")],
    name: Annotated[str, typer.Option(help="Your name at the table.")] = "guest",
    seat: Annotated[int | None, typer.Option(help="Which open seat to take (1 = first).")] = None,
    token: Annotated[
        str | None, typer.Option(help="Your seat token, to come back to a seat you have.")
    ] = None,
    watch: Annotated[bool, typer.Option("--watch", help="Spectate instead of playing.")] = False,
    server: Annotated[
        str | None, typer.Option(help="The server, when INVITE is a bare match id.")
    ] = None,
    lang: Annotated[str, typer.Option(help="Language of names: en, nl or fi.")] = "en",
) -> None:
    """Join (or watch) a match on a spelkast server from its invite link."""
    from spelkast.cli.online import request, split_invite

    base, match_id = split_invite(invite, server)
    if not watch and token is None:
        body: dict[str, Any] = {"name": name}
        if seat is not None:
            body["seat"] = seat - 1
        token = request(base, "POST", f"/api/matches/{match_id}/join", body)["token"]
    _online_play(base, match_id, None if watch else token, lang)


def main() -> None:
    """The ``spelkast`` entry point."""
    app()


if __name__ == "__main__":
    main()
