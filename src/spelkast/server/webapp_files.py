"""Serving the browser app (built by ``npm run build`` in ``web/`` into ``webapp/``).

The app is one page: the lobby (``/``), a match (``/match/{id}``, the invite link), the
rules (``/rules``, ``/rules/{game}``), the bots page (``/bots``) and Learn to play
(``/learn/{game}``, ``/learn/{game}/{course}/{lesson}``) and a match's review
(``/review/{id}``) all answer with the same
``index.html``, whose script draws the page for the address. Built assets have content
hashes in their names, so they are cached for good; the page itself never is. The build
writes a brotli (``.br``) and a gzip (``.gz``) copy beside each text asset
(web/scripts/precompress.mjs); the copy the browser accepts is sent in its place.
Any other address outside ``/api/`` answers with the same page and status 404, and the
app draws its not-found page (``mount_not_found``, added after every other route).
"""

from __future__ import annotations

import mimetypes
import os
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request, status
from fastapi.exception_handlers import http_exception_handler
from fastapi.responses import FileResponse, HTMLResponse, Response
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

#: Where ``vite build`` writes the app (see web/vite.config.ts).
WEBAPP = Path(__file__).with_name("webapp")

#: The page addresses the app draws itself.
PAGES = (
    "/",
    "/match/{match_id}",
    "/rules",
    "/rules/{game_id}",
    "/bots",
    "/daily",
    "/learn/{game_id}",
    "/learn/{game_id}/{variant}/{lesson_key}",
    "/review/{match_id}",
    "/account",
    "/signin",
    "/signup",
    "/ratings/{game_id}",
    "/players/{name}",
)

NOT_BUILT = """<!doctype html><html lang="en"><meta charset="utf-8">
<title>spelkast: web app not built</title>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>The web app is not built</h1>
<p>This server runs, but its browser app has not been built yet. Start spelkast with
<code>./run</code> from the repository (it builds the app), or build it by hand with
<code>cd web &amp;&amp; npm ci &amp;&amp; npm run build</code>.</p>
<p>The API is available: <a href="/docs">/docs</a>.</p></body></html>"""


#: The pre-compressed copies the build writes, best first: (Content-Encoding, suffix).
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted_encodings(header: str) -> frozenset[str]:
    """The content codings an ``Accept-Encoding`` header accepts (a ``q=0`` refuses one;
    ``*`` stands for any coding not named)."""
    accepted: set[str] = set()
    refused: set[str] = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        (accepted if quality > 0 else refused).add(name)
    if "*" in accepted:
        accepted.update(coding for coding, _ in ENCODINGS if coding not in refused)
    return frozenset(accepted - refused)


class _HashedAssets(StaticFiles):
    """Static files whose names carry a content hash: cacheable forever, each sent as its
    pre-compressed copy when there is one the browser accepts."""

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        response = self._encoded(str(full_path), scope, status_code)
        if response is None:
            response = super().file_response(full_path, stat_result, scope, status_code)
        response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
        if any(Path(f"{full_path}{suffix}").is_file() for _, suffix in ENCODINGS):
            # caches keep one answer per encoding asked for
            response.headers["Vary"] = "Accept-Encoding"
        return response

    def _encoded(self, full_path: str, scope: Scope, status_code: int) -> Response | None:
        accepted = accepted_encodings(Headers(scope=scope).get("accept-encoding", ""))
        for coding, suffix in ENCODINGS:
            copy = full_path + suffix
            if coding not in accepted or not os.path.isfile(copy):
                continue
            # with its stat the answer has its ETag and Last-Modified before it is sent
            media_type = mimetypes.guess_type(full_path)[0] or "application/octet-stream"
            response = FileResponse(
                copy,
                status_code=status_code,
                media_type=media_type,
                headers={"Content-Encoding": coding},
                stat_result=os.stat(copy),
            )
            if self.is_not_modified(response.headers, Headers(scope=scope)):
                return NotModifiedResponse(response.headers)
            return response
        return None


def mount_webapp(app: FastAPI, root: Path = WEBAPP) -> None:
    """Add the app's pages and assets to ``app``."""
    index = root / "index.html"

    async def page() -> Response:
        if not index.is_file():
            return HTMLResponse(NOT_BUILT, status_code=status.HTTP_503_SERVICE_UNAVAILABLE)
        return FileResponse(index, headers={"Cache-Control": "no-cache"})

    for path in PAGES:
        app.add_api_route(path, page, methods=["GET"], include_in_schema=False, response_model=None)

    assets = root / "assets"
    if assets.is_dir():
        app.mount("/assets", _HashedAssets(directory=assets), name="assets")
    else:

        @app.get("/assets/{name:path}", include_in_schema=False)
        async def no_assets(name: str) -> None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"no asset {name!r}: not built")

    for extra in ("favicon.svg",):
        if (root / extra).is_file():
            app.add_api_route(
                f"/{extra}",
                _file_route(root / extra),
                methods=["GET"],
                include_in_schema=False,
            )


def mount_not_found(app: FastAPI, root: Path = WEBAPP) -> None:
    """Answer a GET of an address no route has, outside ``/api/`` and ``/assets/``, with
    the app's page and status 404 (the app draws "page not found" with a way back). Every
    other miss keeps the usual answer: JSON 404, or 405 for a known address's wrong method.
    """
    index = root / "index.html"

    async def not_found(request: Request, error: Exception) -> Response:
        path = request.url.path
        if (
            request.method in ("GET", "HEAD")
            and isinstance(error, StarletteHTTPException)
            and error.status_code == status.HTTP_404_NOT_FOUND
            and not path.startswith(("/api/", "/assets/"))
            and path != "/api"
            and index.is_file()
        ):
            return FileResponse(
                index, status_code=status.HTTP_404_NOT_FOUND, headers={"Cache-Control": "no-cache"}
            )
        return await http_exception_handler(request, error)  # type: ignore[arg-type]

    app.add_exception_handler(StarletteHTTPException, not_found)


def _file_route(path: Path):  # type: ignore[no-untyped-def]
    async def serve() -> FileResponse:
        return FileResponse(path)

    return serve
