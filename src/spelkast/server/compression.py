"""Answers to reads compressed for the browsers that accept it.

The app's assets come pre-compressed from the build (:mod:`.webapp_files`); this is for
the JSON the pages read (the games, the match lists, a match's history), gzip-compressed
as it is sent when it is large enough to gain. Only ``GET`` answers are compressed: an
answer to a write can carry a seat's secret token beside text the request chose, and a
compressed size must not tell anything about a secret.
"""

from __future__ import annotations

from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send

#: Smaller answers are sent as they are: compressing them saves less than it costs.
MIN_BYTES = 1024


class CompressedReads:
    """gzip for ``GET`` answers of at least :data:`MIN_BYTES` (an answer that already has
    a ``Content-Encoding`` is left as it is); every other request passes straight on."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.gzip = GZipMiddleware(app, minimum_size=MIN_BYTES)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "GET":
            await self.gzip(scope, receive, send)
        else:
            await self.app(scope, receive, send)
