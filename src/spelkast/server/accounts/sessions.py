"""Sessions: the cookie, the session behind it, and the CSRF check.

A session id is 256 random bits (``secrets``); the browser holds it in an HttpOnly,
SameSite=Lax cookie (Secure when the request came over HTTPS, as uvicorn reports it, also
behind a trusted proxy), the database only its SHA-256 hash, so any node serves any
session and a copy of the database opens none. The CSRF token is an HMAC-SHA256 of the
fixed text ``"spelkast csrf"`` keyed with the session id: the page reads it from
``GET /api/account`` and sends it in the ``X-CSRF-Token`` header of every change; another
site's page can neither read it nor send that header. A change that carries an
``Origin`` must also come from the site itself (or an allowed origin)."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Annotated, Final
from urllib.parse import urlsplit

from fastapi import Depends, Request, Response

from spelkast.server.accounts.errors import CsrfError, NotSignedInError
from spelkast.server.accounts.store import Account, AccountStore
from spelkast.server.db import utcnow
from spelkast.server.lobby import Lobby
from spelkast.server.runtime import Runner
from spelkast.server.settings import Settings

COOKIE: Final = "spelkast_session"
#: How long the browser keeps the cookie; the server ends an unused session after
#: SESSION_IDLE (a session in use lasts as long as the cookie).
COOKIE_DAYS: Final = 365
CSRF_HEADER: Final = "x-csrf-token"


def new_session_id() -> str:
    return secrets.token_urlsafe(32)


def hash_session_id(session_id: str) -> str:
    return hashlib.sha256(session_id.encode("utf-8")).hexdigest()


def csrf_token(session_id: str) -> str:
    return hmac.new(session_id.encode("utf-8"), b"spelkast csrf", hashlib.sha256).hexdigest()


@dataclass(frozen=True, slots=True)
class Accounts:
    """What the account routes share: the store and the thread its calls run in."""

    store: AccountStore
    run: Runner


def get_accounts(request: Request) -> Accounts:
    """The account store over the lobby's database (made per request: cheap, and never
    left holding the thread of a lifespan that ended)."""
    lobby: Lobby = request.app.state.lobby
    return Accounts(AccountStore(lobby.store), lobby.run)


AccountsDep = Annotated[Accounts, Depends(get_accounts)]


@dataclass(frozen=True, slots=True)
class Signed:
    """The account of the request's session, and that session."""

    account: Account
    session_id: str

    @property
    def id_hash(self) -> str:
        return hash_session_id(self.session_id)

    @property
    def csrf(self) -> str:
        return csrf_token(self.session_id)


async def get_signed(request: Request, accounts: AccountsDep) -> Signed | None:
    """The signed-in account of the request's cookie, or None (no cookie, or a session
    that ended)."""
    session_id = request.cookies.get(COOKIE)
    if not session_id or len(session_id) > 128:
        return None
    account = await accounts.run(
        accounts.store.session_account, hash_session_id(session_id), utcnow()
    )
    return None if account is None else Signed(account, session_id)


MaybeSignedDep = Annotated[Signed | None, Depends(get_signed)]


def _same_site(request: Request) -> bool:
    origin = request.headers.get("origin")
    if origin is None:
        return True  # not sent by a browser's page (the header token still decides)
    origin = origin.rstrip("/")
    settings: Settings = request.app.state.settings
    if origin in {allowed.rstrip("/") for allowed in settings.allowed_origins}:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc == request.headers.get("host")


async def require_same_site(request: Request) -> None:
    """Signing in or up only from the site's own page: another site's page may not sign
    a visitor in to an account of its choosing (login CSRF)."""
    if not _same_site(request):
        raise CsrfError


def csrf_passes(request: Request, signed: Signed) -> bool:
    sent = request.headers.get(CSRF_HEADER, "")
    return _same_site(request) and hmac.compare_digest(sent.encode(), signed.csrf.encode())


async def get_signed_change(request: Request, signed: MaybeSignedDep) -> Signed | None:
    """The signed-in account for a change that may also be made anonymously (taking a
    seat): the session counts only with its CSRF token, else the request is anonymous."""
    if signed is None or not csrf_passes(request, signed):
        return None
    return signed


async def require_signed(signed: MaybeSignedDep) -> Signed:
    if signed is None:
        raise NotSignedInError
    return signed


async def require_change(
    request: Request, signed: Annotated[Signed, Depends(require_signed)]
) -> Signed:
    """The signed-in account for a change only an account makes: 401 without a session,
    403 without its CSRF token or from another site's page."""
    if not csrf_passes(request, signed):
        raise CsrfError
    return signed


SignedChangeDep = Annotated[Signed | None, Depends(get_signed_change)]
SignedDep = Annotated[Signed, Depends(require_signed)]
ChangeDep = Annotated[Signed, Depends(require_change)]


async def start_session(
    request: Request, response: Response, accounts: Accounts, account: Account
) -> Signed:
    """A new session for ``account``, its cookie set on ``response``."""
    session_id = new_session_id()
    await accounts.run(
        accounts.store.add_session, account.id, hash_session_id(session_id), utcnow()
    )
    response.set_cookie(
        COOKIE,
        session_id,
        max_age=COOKIE_DAYS * 24 * 3600,  # the server ends it sooner when unused
        path="/",
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
    )
    return Signed(account, session_id)


def drop_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(
        COOKIE, path="/", httponly=True, samesite="lax", secure=request.url.scheme == "https"
    )
