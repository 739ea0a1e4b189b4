"""The account routes (``/api/account``): sign-up, sign-in and sign-out, preferences,
password, data export and deletion, and the account's seats. Passkeys are in
:mod:`spelkast.server.accounts.passkeys`.

Every change made with the session cookie needs the session's CSRF token
(:mod:`spelkast.server.accounts.sessions`). Sign-in is throttled per name (in the
database, so across nodes) and per client address (in each node); docs/accounts.md says
the numbers."""

from __future__ import annotations

import asyncio
import secrets
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Request, Response, status
from fastapi.responses import JSONResponse

from spelkast.server.accounts.errors import (
    BadAccountInputError,
    NameTakenError,
    SignInFailedError,
    ThrottledError,
)
from spelkast.server.accounts.models import (
    AccountOut,
    AttachIn,
    AttachOut,
    CredentialsIn,
    DeleteAccountIn,
    PasskeyOut,
    PasswordChangeIn,
    PreferencesIn,
    SeatKeyOut,
    SeatKeysOut,
    SessionOut,
    SignedOutOut,
    YourGameOut,
)
from spelkast.server.accounts.names import BadNameError, fold_name, normalise_name
from spelkast.server.accounts.passwords import (
    BadPasswordError,
    check_new_password,
    hash_password,
    verify_password,
)
from spelkast.server.accounts.seatkeys import opens, seat_key
from spelkast.server.accounts.sessions import (
    Accounts,
    AccountsDep,
    ChangeDep,
    MaybeSignedDep,
    Signed,
    SignedDep,
    drop_cookie,
    require_same_site,
    start_session,
)
from spelkast.server.accounts.store import DELETED_NAME, Account
from spelkast.server.db import utcnow
from spelkast.server.lobby import Lobby
from spelkast.server.matchparts import row_summary
from spelkast.server.models import ErrorOut, match_out, summary_out
from spelkast.server.routes import ClientLimiter, LobbyDep
from spelkast.server.settings import Settings
from spelkast.server.store import hash_token

router = APIRouter(prefix="/api/account", tags=["account"])

ANSWERS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorOut} for code in (400, 401, 403, 404, 409, 413, 429)
}


def get_address_limiter(request: Request) -> ClientLimiter:
    """Sign-in and sign-up attempts per client address, in this node."""
    state = request.app.state
    limiter: ClientLimiter | None = getattr(state, "sign_in_limiter", None)
    if limiter is None:
        settings: Settings = state.settings
        limiter = ClientLimiter(settings.sign_in_per_minute, settings.sign_in_burst)
        state.sign_in_limiter = limiter
    return limiter


async def limit_address(
    request: Request, limiter: Annotated[ClientLimiter, Depends(get_address_limiter)]
) -> None:
    wait = limiter.take(request.client.host if request.client else "")
    if wait is not None:
        raise ThrottledError(wait)


#: Sign-in and sign-up: from the site's own page, and limited per address.
Entry = [Depends(require_same_site), Depends(limit_address)]


async def account_out(accounts: Accounts, signed: Signed) -> AccountOut:
    account = signed.account
    keys = await accounts.run(accounts.store.passkeys_of, account.id)
    return AccountOut(
        id=account.id,
        name=account.name,
        language=account.language,  # type: ignore[arg-type]
        sound=account.sound,
        kid_mode=account.kid_mode,
        created_at=account.created_at.isoformat(),
        csrf_token=signed.csrf,
        passkeys=[
            PasskeyOut(
                id=key.id,
                label=key.label,
                created_at=key.created_at.isoformat(),
                last_used_at=None if key.last_used_at is None else key.last_used_at.isoformat(),
            )
            for key in keys
        ],
    )


@router.get("", response_model=SessionOut)
async def session(accounts: AccountsDep, signed: MaybeSignedDep) -> SessionOut:
    """The account this browser is signed in to (``account`` null when none)."""
    return SessionOut(account=None if signed is None else await account_out(accounts, signed))


@router.post(
    "/signup",
    response_model=AccountOut,
    status_code=status.HTTP_201_CREATED,
    responses=ANSWERS,
    dependencies=Entry,
)
async def sign_up(
    body: CredentialsIn, request: Request, response: Response, accounts: AccountsDep
) -> AccountOut:
    """Make an account and sign this browser in to it."""
    try:
        name = normalise_name(body.name)
        password = check_new_password(body.password, name)
    except (BadNameError, BadPasswordError) as error:
        raise BadAccountInputError(str(error)) from None
    digest = await asyncio.to_thread(hash_password, password)
    account_id = secrets.token_urlsafe(12)
    if not await accounts.run(accounts.store.create, account_id, name, fold_name(name), digest):
        raise NameTakenError
    account = await accounts.run(accounts.store.get, account_id)
    assert account is not None
    return await account_out(accounts, await start_session(request, response, accounts, account))


@router.post("/signin", response_model=AccountOut, responses=ANSWERS, dependencies=Entry)
async def sign_in(
    body: CredentialsIn, request: Request, response: Response, accounts: AccountsDep
) -> AccountOut:
    """Sign in with a name and password. A wrong name and a wrong password get the same
    answer; a name with too many failures waits (429 with Retry-After)."""
    folded = fold_name(body.name)[:64]
    now = utcnow()
    wait = await accounts.run(accounts.store.blocked_for, folded, now)
    if wait > 0:
        raise ThrottledError(wait)
    account = await accounts.run(accounts.store.by_folded_name, folded)
    stored = None if account is None else account.password_hash
    if account is None or not await asyncio.to_thread(verify_password, body.password, stored):
        await accounts.run(accounts.store.fail, folded, now)
        raise SignInFailedError
    await accounts.run(accounts.store.clear_failures, folded)
    return await account_out(accounts, await start_session(request, response, accounts, account))


@router.post("/signout", status_code=status.HTTP_204_NO_CONTENT, responses=ANSWERS)
async def sign_out(request: Request, signed: ChangeDep, accounts: AccountsDep) -> Response:
    """End this browser's session."""
    await accounts.run(accounts.store.end_session, signed.id_hash)
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    drop_cookie(request, response)
    return response


@router.post("/signout-everywhere", response_model=SignedOutOut, responses=ANSWERS)
async def sign_out_everywhere(
    request: Request, response: Response, signed: ChangeDep, accounts: AccountsDep
) -> SignedOutOut:
    """End every session of the account, this one too."""
    ended = await accounts.run(accounts.store.end_sessions, signed.account.id)
    drop_cookie(request, response)
    return SignedOutOut(sessions_ended=ended)


@router.patch("/preferences", response_model=AccountOut, responses=ANSWERS)
async def preferences(body: PreferencesIn, signed: ChangeDep, accounts: AccountsDep) -> AccountOut:
    """Language, sound, and kid mode (text written by other people is hidden)."""
    values = body.model_dump(exclude_unset=True)
    for key in ("sound", "kid_mode"):
        if key in values and values[key] is None:
            del values[key]
    if values:
        await accounts.run(accounts.store.set_preferences, signed.account.id, values)
    account = await accounts.run(accounts.store.get, signed.account.id)
    assert account is not None
    return await account_out(accounts, Signed(account, signed.session_id))


async def _confirm(accounts: Accounts, account: Account, password: str) -> None:
    """The account's password, asked again before a password change or a deletion:
    throttled and counted like a sign-in."""
    folded = fold_name(account.name)
    wait = await accounts.run(accounts.store.blocked_for, folded, utcnow())
    if wait > 0:
        raise ThrottledError(wait)
    if not await asyncio.to_thread(verify_password, password, account.password_hash):
        await accounts.run(accounts.store.fail, folded, utcnow())
        raise SignInFailedError


@router.post("/password", response_model=AccountOut, responses=ANSWERS)
async def change_password(
    body: PasswordChangeIn,
    request: Request,
    response: Response,
    signed: ChangeDep,
    accounts: AccountsDep,
) -> AccountOut:
    """A new password. Every session of the account ends; this browser gets a new one."""
    account = signed.account
    await _confirm(accounts, account, body.current)
    try:
        password = check_new_password(body.new, account.name)
    except BadPasswordError as error:
        raise BadAccountInputError(str(error)) from None
    digest = await asyncio.to_thread(hash_password, password)
    fresh = await start_session(request, response, accounts, account)
    await accounts.run(accounts.store.set_password, account.id, digest, fresh.id_hash)
    return await account_out(accounts, fresh)


@router.get("/export", responses=ANSWERS)
async def export(signed: SignedDep, accounts: AccountsDep) -> JSONResponse:
    """Everything stored about the account, as a JSON file."""
    data = await accounts.run(accounts.store.export, signed.account.id)
    return JSONResponse(
        data,
        headers={
            "Content-Disposition": 'attachment; filename="spelkast-account.json"',
            "Cache-Control": "no-store",
        },
    )


@router.delete("", status_code=status.HTTP_204_NO_CONTENT, responses=ANSWERS)
async def delete_account(
    body: DeleteAccountIn,
    request: Request,
    signed: ChangeDep,
    accounts: AccountsDep,
    lobby: LobbyDep,
) -> Response:
    """Erase the account (the password confirms it). Its seats in games keep the name
    "deleted player", so other people's games stay whole."""
    await _confirm(accounts, signed.account, body.password)
    seats = await accounts.run(accounts.store.seats_of, signed.account.id, 10_000)
    await accounts.run(accounts.store.delete, signed.account.id)
    _rename_held(lobby, seats)
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    drop_cookie(request, response)
    return response


def _rename_held(lobby: Lobby, seats: dict[str, list[int]]) -> None:
    """The matches this node holds in memory show the new seat names at once."""
    for match_id, numbers in seats.items():
        live = lobby.loaded(match_id)
        if live is not None:
            for seat in numbers:
                live.seats[seat].name = DELETED_NAME


@router.get("/games", response_model=list[YourGameOut], responses=ANSWERS)
async def your_games(
    request: Request, signed: SignedDep, accounts: AccountsDep, lobby: LobbyDep
) -> list[YourGameOut]:
    """The matches the account holds seats of, newest first (at most 100)."""
    seats = await accounts.run(accounts.store.seats_of, signed.account.id, 100)
    anywhere = await _keyed_seats(accounts, signed.account.id, list(seats))
    games = []
    for match_id, numbers in seats.items():
        keyed = sorted(anywhere.get(match_id, {}))
        live = lobby.loaded(match_id)
        if live is not None:
            games.append(YourGameOut(match=match_out(live, request), seats=numbers, anywhere=keyed))
            continue
        stored = await lobby.run(lobby.store.load_match, match_id, with_actions=False)
        if stored is not None:
            summary = summary_out(row_summary(stored), request)
            games.append(YourGameOut(match=summary, seats=numbers, anywhere=keyed))
    return games


async def _keyed_seats(
    accounts: Accounts, account_id: str, match_ids: list[str]
) -> dict[str, dict[int, str]]:
    """Per match, the account's seats that its key opens, with the key."""
    if not match_ids:
        return {}
    secret = await accounts.run(accounts.store.secret)
    hashes = await accounts.run(accounts.store.seat_hashes, account_id, match_ids)
    keyed: dict[str, dict[int, str]] = {}
    for match_id, seats in hashes.items():
        for seat, token_hash in seats.items():
            key = seat_key(secret, account_id, match_id, seat)
            if opens(key, token_hash):
                keyed.setdefault(match_id, {})[seat] = key
    return keyed


@router.post("/games/{match_id}/keys", response_model=SeatKeysOut, responses=ANSWERS)
async def seat_keys(
    match_id: Annotated[str, Path(max_length=64)], signed: ChangeDep, accounts: AccountsDep
) -> SeatKeysOut:
    """The keys of the account's seats of the match that open on any device (the seats
    taken while signed in and still played by the account); none for a match it has no
    such seat of. The answer is the only place a key travels: never a URL."""
    keyed = await _keyed_seats(accounts, signed.account.id, [match_id])
    found = keyed.get(match_id, {})
    return SeatKeysOut(keys=[SeatKeyOut(seat=s, token=k) for s, k in sorted(found.items())])


@router.post("/seats", response_model=AttachOut, responses=ANSWERS)
async def attach_seats(body: AttachIn, signed: ChangeDep, accounts: AccountsDep) -> AttachOut:
    """Seats this browser held before signing in become the account's: each is proved
    by its token. A token that opens no seat is skipped."""
    attached = 0
    for proof in body.seats:
        if await accounts.run(
            accounts.store.attach_seat,
            proof.match_id,
            proof.seat,
            hash_token(proof.token),
            signed.account.id,
        ):
            attached += 1
    return AttachOut(attached=attached)
