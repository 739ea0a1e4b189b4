"""``spelkast serve``, ``bots-worker``, ``host`` and ``connect``: the game server, its bot
workers, and playing on one (see :mod:`spelkast.cli.common` for what the commands share)."""

from __future__ import annotations

import time
from typing import Annotated, Any

import typer

from spelkast.cli.command_words import said
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
from spelkast.core.registry import get_game


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
        int,
        typer.Option(
            min=0,
            help="Processes for moves of bots that do a fixed amount of work (easy, medium); "
            "0: a thread in the server, for every bot.",
        ),
    ] = 1,
    timed_slots: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Moves of bots that think for a wall time (hard) at once, each in a process "
            "of lower priority; more at once means less search each. Default: 32 per "
            "bot-workers process.",
        ),
    ] = None,
    redis_url: Annotated[
        str | None,
        typer.Option(
            help="Redis URL, e.g. redis://host:6379/0: run as one of several server nodes "
            "on the same PostgreSQL database (see docs/server.md, Deployment); bot moves go "
            "to `spelkast bots-worker` processes (this server's --bot-workers join them).",
            envvar="SPELKAST_REDIS_URL",
        ),
    ] = None,
    forwarded_allow_ips: Annotated[
        str,
        typer.Option(
            help="Comma-separated addresses of the reverse proxies whose X-Forwarded-For and "
            "X-Forwarded-Proto are believed (the per-client limits then count the address "
            "they name). Default: none; the connecting address is the client.",
        ),
    ] = "",
    allowed_origins: Annotated[
        str,
        typer.Option(
            help="Comma-separated web origins (https://host[:port]) besides the server's "
            "own whose pages may open a WebSocket to it.",
        ),
    ] = "",
    connections_per_client: Annotated[
        int,
        typer.Option(
            min=0,
            help="Connections one client address may hold open at once (0: no cap; a "
            "--forwarded-allow-ips proxy's are not counted). One more is answered 503.",
        ),
    ] = 64,
    log_level: Annotated[str, typer.Option(help="debug, info, warning or error.")] = "info",
    open_browser: Annotated[
        bool, typer.Option("--open", help="Open the lobby in your web browser once it is up.")
    ] = False,
    lang: Lang = "en",
) -> None:
    """Run the game server: the web app and lobby over HTTP, live play over WebSocket."""
    import logging

    import uvicorn

    from spelkast.server.app import Settings, create_app, tune_gc
    from spelkast.server.db import default_database_url
    from spelkast.server.edges import uvicorn_options

    check_lang(lang)
    if redis_url is not None:
        from spelkast.server.bots.queue import check_redis_url

        try:
            check_redis_url(redis_url)
        except ValueError as error:
            raise typer.BadParameter(str(error), param_hint="--redis-url") from None
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s:     %(name)s: %(message)s")
    settings = Settings(
        database_url=database_url,
        bot_workers=bot_workers,
        bot_timed_slots=timed_slots,
        redis_url=redis_url,
        forwarded_allow_ips=_listed(forwarded_allow_ips),
        allowed_origins=_listed(allowed_origins),
        connections_per_client=connections_per_client,
    )
    settings.check()
    where = database_url or default_database_url()
    if "@" in where:  # never print a password
        where = where.split("://", 1)[0] + "://…@" + where.rsplit("@", 1)[1]
    shown_host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    url = f"http://{shown_host}:{port}/"
    console().print(said("serve_open", lang, url=url, where=where), markup=False)
    if open_browser:
        _open_when_up(url)
    tune_gc()
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        log_level=log_level,
        timeout_graceful_shutdown=5,
        **uvicorn_options(settings),  # the transport's limits: docs/server.md, "Edges"
    )


def _listed(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(",") if part.strip())


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


# --------------------------------------------------------------------- bots-worker
@app.command("bots-worker")
@friendly_errors
def bots_worker_command(
    redis_url: Annotated[
        str,
        typer.Option(
            help="The Redis the servers use (their --redis-url).", envvar="SPELKAST_REDIS_URL"
        ),
    ],
    processes: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Decisions of bots that do a fixed amount of work (easy, medium) at once, "
            "each in a process. Default: CPU count.",
        ),
    ] = None,
    timed_slots: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Decisions of bots that think for a wall time (hard) at once, each in a "
            "process of lower priority; more at once means less search each. "
            "Default: 32 per process.",
        ),
    ] = None,
    claim_seconds: Annotated[
        float,
        typer.Option(
            min=0.1, help="A stopped worker's decisions are taken over after this many seconds."
        ),
    ] = 10.0,
    connections_per_client: Annotated[
        int,
        typer.Option(
            min=0,
            help="Connections one client address may hold open at once (0: no cap; a "
            "--forwarded-allow-ips proxy's are not counted). One more is answered 503.",
        ),
    ] = 64,
    database_url: Annotated[
        str | None,
        typer.Option(
            help="The servers' database (their --database-url): also compute their "
            "post-game reviews.",
            envvar="SPELKAST_DATABASE_URL",
        ),
    ] = None,
    log_level: Annotated[str, typer.Option(help="debug, info, warning or error.")] = "info",
    lang: Lang = "en",
) -> None:
    """Compute bot moves (and, given the database, post-game reviews) for the servers
    that share a Redis (any number, anywhere).

    Stops on Ctrl-C or SIGTERM after the decisions in hand."""
    import asyncio
    import logging
    import os

    from spelkast.server.bots.lanes import default_timed
    from spelkast.server.bots.queue import check_redis_url, shown_url
    from spelkast.server.bots.worker import serve_queue

    check_lang(lang)
    try:
        check_redis_url(redis_url)
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--redis-url") from None
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s:     %(name)s: %(message)s")
    count = processes or os.cpu_count() or 1
    timed = default_timed(count, timed_slots)
    processes_text = (
        said("one_process", lang) if count == 1 else said("processes", lang, count=count)
    )
    where = shown_url(redis_url)
    line = said("worker", lang, processes=processes_text, timed=timed, where=where)
    console().print(line, markup=False)
    also = []
    if database_url is not None:
        from spelkast.server.reviews.worker import serve_reviews

        also.append(lambda stop: serve_reviews(database_url, count, stop))
        console().print(said("worker_reviews", lang), markup=False)
    asyncio.run(serve_queue(redis_url, count, timed=timed, claim_seconds=claim_seconds, also=also))


# -------------------------------------------------------------------------- online
ServerOption = Annotated[str, typer.Option(help="The server's address.", envvar="SPELKAST_SERVER")]


def _online_play(
    server: str,
    match_id: str,
    token: str | None,
    lang: str,
    invite: str | None = None,
    plain: bool = False,
) -> None:
    from spelkast.cli.online import OnlineClient
    from spelkast.cli.saved_seats import forget_seat, save_seat
    from spelkast.tui import words

    out = console()
    client = OnlineClient(
        server,
        match_id,
        token,
        out,
        lambda p: out.input(p, markup=False),
        lang,
        invite,
        full_screen(plain),
    )
    ended = client.run()
    if token is None:
        return
    if ended != "left":
        forget_seat(server, match_id)
        return
    # The token goes to a file of yours, not into a command line (and shell history).
    kept = save_seat(server, match_id, token)
    link = f"{server}/match/{match_id}"
    out.print(words.text("on_left", lang, link=link, kept=kept), markup=False)


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
    lang: Lang = "en",
    hints: Annotated[
        bool | None,
        typer.Option(
            "--hints/--no-hints",
            help="Show hints to the player to move (default: on against bots and with young "
            "children's options, off between people online).",
        ),
    ] = None,
    private: Annotated[
        bool,
        typer.Option(
            "--private",
            help="Only people with the invite link can join (it holds a secret); the match "
            "is not listed in the lobby.",
        ),
    ] = False,
    plain: PlainArg = False,
) -> None:
    """Create a match on a spelkast server, print its invite link, and play in it."""
    from spelkast.cli.online import ServerError, request
    from spelkast.tui import words

    check_lang(lang)

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
    if hints is not None:
        body["hints"] = hints
    if private:
        body["private"] = True
    try:
        match = request(server, "POST", "/api/matches", body)
    except ServerError as error:
        raise ServerError(
            f"{error}; start a server with spelkast serve, or name one with --server URL "
            "(or SPELKAST_SERVER)"
        ) from None
    out = console()
    say(out, words.text("on_invite", lang, link=match["invite_url"]))  # the link stays whole
    secret = match.get("invite_secret")
    if secret:
        out.print(words.text("on_private", lang), markup=False)
    if not any(seat["open"] for seat in match["seats"]):
        out.print(words.text("on_all_bots", lang), markup=False)
        _online_play(server, match["id"], None, lang, secret, plain)
        return
    joined = request(
        server, "POST", f"/api/matches/{match['id']}/join", {"name": name, "invite": secret}
    )
    _online_play(server, match["id"], joined["token"], lang, secret, plain)


@app.command("connect")
@friendly_errors
def connect_command(
    invite: Annotated[
        str,
        typer.Argument(
            help="The invite link (or a match id with --server); a private match's link "
            "with its #invite= part (quote it)."
        ),
    ],
    name: Annotated[str, typer.Option(help="Your name at the table.")] = "guest",
    seat: Annotated[int | None, typer.Option(help="Which open seat to take (1 = first).")] = None,
    token: Annotated[
        str | None,
        typer.Option(
            help="Your seat token, to come back to a seat you have (not needed on the "
            "computer you left from: the token was kept there).",
        ),
    ] = None,
    watch: Annotated[bool, typer.Option("--watch", help="Spectate instead of playing.")] = False,
    server: Annotated[
        str | None, typer.Option(help="The server, when INVITE is a bare match id.")
    ] = None,
    lang: Lang = "en",
    plain: PlainArg = False,
) -> None:
    """Join (or watch) a match on a spelkast server from its invite link."""
    from spelkast.cli.online import invite_secret, request, split_invite
    from spelkast.cli.saved_seats import saved_seat

    check_lang(lang)

    base, match_id = split_invite(invite, server)
    secret = invite_secret(invite)
    if not watch and token is None:
        token = saved_seat(base, match_id)
    if not watch and token is None:
        body: dict[str, Any] = {"name": name, "invite": secret}
        if seat is not None:
            body["seat"] = seat - 1
        token = request(base, "POST", f"/api/matches/{match_id}/join", body)["token"]
    _online_play(base, match_id, None if watch else token, lang, secret, plain)
