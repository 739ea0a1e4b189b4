"""The FastAPI application: the lobby over HTTP and live play over WebSocket.

``create_app`` puts the server together: the database, the lobby with its bot pool, the
routers (:mod:`spelkast.server.routes`) and one error handler for every error class that
carries its HTTP status (:mod:`spelkast.server.errors`).
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from spelkast.core.errors import SpelkastError
from spelkast.server import learnroutes, rematch, routes
from spelkast.server.accounts import passkeys as account_passkeys
from spelkast.server.accounts import routes as account_routes
from spelkast.server.accounts.errors import AccountRefusedError, account_refused
from spelkast.server.bots.lanes import LanedPool
from spelkast.server.bots.pool import BotPool
from spelkast.server.bots.remote import RedisBotPool
from spelkast.server.compression import CompressedReads
from spelkast.server.daily import routes as dailyroutes
from spelkast.server.db import is_sqlite, make_engine
from spelkast.server.edges import Edges
from spelkast.server.errors import RefusedError, http_status
from spelkast.server.lobby import AudienceFactory, Lobby
from spelkast.server.migrations import upgrade
from spelkast.server.models import TOO_LARGE
from spelkast.server.nodes.lobby import NodeLobby
from spelkast.server.ratings import routes as ratingroutes
from spelkast.server.reviews import routes as reviewroutes
from spelkast.server.reviews.jobs import ReviewLane
from spelkast.server.reviews.service import ReviewService
from spelkast.server.reviews.store import ReviewStore
from spelkast.server.runtime import Runner, SeedSource, secure_seed
from spelkast.server.seeks import routes as seekroutes
from spelkast.server.settings import Settings
from spelkast.server.store import Store
from spelkast.server.webapp_files import mount_not_found, mount_webapp

__all__ = ["Settings", "create_app", "tune_gc"]

log = logging.getLogger("spelkast.server")


def tune_gc() -> None:
    """Collect garbage less often (for a server process; call once at its start).

    A running server keeps many long-lived objects (every match's events); with the
    default thresholds the full collections that walk all of them come often and
    showed up as the slowest updates under load. The young generation is collected
    after 50,000 allocations instead of 700, older ones more rarely."""
    gc.collect()
    gc.freeze()  # what exists at start-up (modules, the app) is never scanned again
    gc.set_threshold(50_000, 50, 100)


def _bot_pool(settings: Settings) -> BotPool:
    """Bot decisions in this process's pool, or (with Redis) through the bot queue."""
    if settings.redis_url is None:
        return LanedPool(settings.bot_workers, settings.bot_timed_slots)
    return RedisBotPool(
        settings.redis_url,
        settings.bot_workers,
        timed=settings.bot_timed_slots,
        local_after=settings.bot_local_after,
        claim_seconds=settings.bot_claim_seconds,
    )


def _plain(text: str) -> str:
    """``text`` as it may go into a JSON answer (lone surrogates escaped)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


async def _refused(request: Request, error: Exception) -> JSONResponse:
    message = error.message if isinstance(error, RefusedError) else str(error)
    headers = getattr(error, "headers", None)  # e.g. Retry-After of a 429
    body: dict[str, Any] = {"detail": _plain(message)}
    if isinstance(error, RefusedError) and error.words is not None:
        body.update(code=error.code, words=error.words)  # a refusal said in every language
    return JSONResponse(body, http_status(error), headers)


async def _invalid_request(request: Request, error: Exception) -> JSONResponse:
    """422 in FastAPI's usual shape (``detail``: a list of ``loc``, ``msg``, ``type``)
    but never echoing the input, which may hold what a JSON answer cannot (NaN, the
    infinities, lone surrogates: the default answer turned those into a 500). 413 when
    every problem is a size cap (``too_large``)."""
    assert isinstance(error, RequestValidationError)
    detail = [
        {
            "loc": [
                part if isinstance(part, int) else _plain(str(part))
                for part in problem.get("loc", ())
            ],
            "msg": _plain(str(problem.get("msg", "invalid"))),
            "type": _plain(str(problem.get("type", "invalid"))),
        }
        for problem in error.errors()
    ]
    # A field over a size cap the description cannot state (the JSON of a free-form
    # action) is refused as a body over the server's cap is: 413, not 422.
    too_large = bool(detail) and all(problem["type"] == TOO_LARGE for problem in detail)
    return JSONResponse({"detail": detail}, status_code=413 if too_large else 422)


def create_app(
    settings: Settings | None = None,
    *,
    seeds: SeedSource = secure_seed,
    audience: AudienceFactory | None = None,
) -> FastAPI:
    """The server. ``seeds`` gives each new match its seed (tests inject a fixed source;
    no request can choose one); ``audience`` makes each match's broadcast role (default:
    this process's clients)."""
    settings = settings or Settings()
    settings.check()
    url = settings.url()
    sqlite = is_sqlite(url)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = make_engine(url)
        upgrade(engine)
        executor = ThreadPoolExecutor(max_workers=1 if sqlite else 4, thread_name_prefix="db")
        pool = _bot_pool(settings)
        if isinstance(pool, RedisBotPool):
            await pool.open()
        lobby: Lobby
        if settings.redis_url:  # one node of several (see server/nodes/)
            lobby = NodeLobby(
                Store(engine),
                Runner(executor),
                pool,
                redis_url=settings.redis_url,
                lease_seconds=settings.lease_seconds,
                seeds=seeds,
                retry=settings.bot_retry,
                open_ttl=settings.open_ttl,
                idle_ttl=settings.idle_ttl,
            )
        else:
            lobby = Lobby(
                Store(engine),
                Runner(executor),
                pool,
                seeds=seeds,
                retry=settings.bot_retry,
                audience=audience,
                open_ttl=settings.open_ttl,
                idle_ttl=settings.idle_ttl,
            )
        app.state.lobby = lobby
        reviews = ReviewService(
            lobby,
            ReviewStore(engine),
            ReviewLane(min(1, settings.bot_workers)),
            url,
            alone=not settings.redis_url,
            iterations=settings.review_iterations,
            grace=settings.bot_local_after,
        )
        app.state.reviews = reviews
        resumed = await lobby.resume()
        lobby.start_sweeping(settings.sweep_seconds)
        log.info("spelkast server ready: %d matches resumed (pid %d)", resumed, os.getpid())
        await reviews.resume()
        try:
            yield
        finally:
            await reviews.close()
            await lobby.close()
            if isinstance(pool, RedisBotPool):
                await pool.close()
            else:
                pool.shutdown()
            executor.shutdown(wait=True)
            engine.dispose()

    app = FastAPI(
        title="spelkast",
        version="1",
        summary="Lobby and live play for Labyrinth, the Labyrinth card game, Sudoku and Träxx.",
        lifespan=lifespan,
        docs_url=None,  # both pages load scripts from a CDN; /openapi.json stays
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.creation_limiter = routes.ClientLimiter(
        settings.create_per_minute, settings.create_burst
    )
    app.state.join_limiter = routes.ClientLimiter(settings.join_per_minute, settings.join_burst)
    handlers: dict[Any, Any] = {
        RefusedError: _refused,
        SpelkastError: _refused,
        RequestValidationError: _invalid_request,
        AccountRefusedError: account_refused,
    }
    for error_class, handler in handlers.items():
        app.add_exception_handler(error_class, handler)
    app.include_router(routes.server)
    app.include_router(routes.games)
    app.include_router(routes.matches)
    app.include_router(rematch.router)
    app.include_router(learnroutes.router)
    app.include_router(reviewroutes.router)
    app.include_router(account_routes.router)
    app.include_router(account_passkeys.router)
    app.include_router(ratingroutes.router)
    app.include_router(seekroutes.router)
    app.include_router(dailyroutes.router)
    mount_webapp(app)
    app.include_router(routes.sockets)
    mount_not_found(app)
    app.add_middleware(CompressedReads)
    app.add_middleware(Edges, settings=settings)
    return app
