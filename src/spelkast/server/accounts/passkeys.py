"""Passkeys (WebAuthn, through the ``webauthn`` library): a signed-in account registers
one; anyone signs in with one. The relying party is the site the request came to (its
host name and origin). Each ceremony's challenge lives in the database under the SHA-256
hash of a one-use ticket for five minutes, so the answer may reach any node."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
from typing import Any, Final

from fastapi import APIRouter, Request, Response, status
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from spelkast.server.accounts.errors import NoSuchPasskeyError, PasskeyFailedError
from spelkast.server.accounts.models import (
    AccountOut,
    PasskeyOptionsOut,
    PasskeyRegisterIn,
    PasskeySignInIn,
)
from spelkast.server.accounts.routes import ANSWERS, Entry, account_out
from spelkast.server.accounts.sessions import Accounts, AccountsDep, ChangeDep, start_session
from spelkast.server.accounts.store import Passkey
from spelkast.server.db import utcnow

router = APIRouter(prefix="/api/account", tags=["account"])

CHALLENGE_LIFE: Final = dt.timedelta(minutes=5)
RP_NAME: Final = "spelkast"


def _site(request: Request) -> tuple[str, str]:
    """The relying party id (host name) and origin of the request's site."""
    base = request.base_url
    return base.hostname or "localhost", f"{base.scheme}://{base.netloc}"


def _ticket_hash(ticket: str) -> str:
    return hashlib.sha256(ticket.encode("utf-8")).hexdigest()


async def _new_ticket(accounts: Accounts, challenge: bytes, account_id: str | None) -> str:
    ticket = secrets.token_urlsafe(32)
    expires = utcnow() + CHALLENGE_LIFE
    await accounts.run(
        accounts.store.put_challenge, _ticket_hash(ticket), challenge, account_id, expires
    )
    return ticket


async def _challenge(accounts: Accounts, ticket: str, account_id: str | None) -> bytes:
    found = await accounts.run(accounts.store.take_challenge, _ticket_hash(ticket), utcnow())
    if found is None or found[1] != account_id:
        raise PasskeyFailedError("that passkey request has expired; try again")
    return found[0]


def _options(options: Any) -> dict[str, Any]:
    parsed: dict[str, Any] = json.loads(options_to_json(options))
    return parsed


@router.post("/passkeys/options", response_model=PasskeyOptionsOut, responses=ANSWERS)
async def registration_options(
    request: Request, signed: ChangeDep, accounts: AccountsDep
) -> PasskeyOptionsOut:
    """What the browser needs to make a new passkey for the signed-in account."""
    rp_id, _origin = _site(request)
    account = signed.account
    existing = await accounts.run(accounts.store.passkeys_of, account.id)
    options = generate_registration_options(
        rp_id=rp_id,
        rp_name=RP_NAME,
        user_id=account.id.encode("utf-8"),
        user_name=account.name,
        user_display_name=account.name,
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.REQUIRED,
            user_verification=UserVerificationRequirement.PREFERRED,
        ),
        exclude_credentials=[
            PublicKeyCredentialDescriptor(id=base64url_to_bytes(key.id)) for key in existing
        ],
    )
    ticket = await _new_ticket(accounts, options.challenge, account.id)
    return PasskeyOptionsOut(ticket=ticket, options=_options(options))


@router.post(
    "/passkeys", response_model=AccountOut, status_code=status.HTTP_201_CREATED, responses=ANSWERS
)
async def register_passkey(
    body: PasskeyRegisterIn, request: Request, signed: ChangeDep, accounts: AccountsDep
) -> AccountOut:
    """Keep the browser's new passkey for the account."""
    rp_id, origin = _site(request)
    challenge = await _challenge(accounts, body.ticket, signed.account.id)
    try:
        verified = verify_registration_response(
            credential=body.credential,
            expected_challenge=challenge,
            expected_rp_id=rp_id,
            expected_origin=origin,
        )
    except Exception:  # the library's own errors, or a credential of the wrong shape
        raise PasskeyFailedError from None
    key = Passkey(
        id=bytes_to_base64url(verified.credential_id),
        account_id=signed.account.id,
        public_key=verified.credential_public_key,
        sign_count=verified.sign_count,
        label=body.label,
        created_at=utcnow(),
        last_used_at=None,
    )
    if not await accounts.run(accounts.store.add_passkey, key):
        raise PasskeyFailedError("that passkey is already registered")
    return await account_out(accounts, signed)


@router.delete("/passkeys/{passkey_id}", status_code=status.HTTP_204_NO_CONTENT, responses=ANSWERS)
async def delete_passkey(passkey_id: str, signed: ChangeDep, accounts: AccountsDep) -> Response:
    """Forget one of the account's passkeys."""
    if not await accounts.run(accounts.store.delete_passkey, signed.account.id, passkey_id):
        raise NoSuchPasskeyError
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/passkey-signin/options",
    response_model=PasskeyOptionsOut,
    responses=ANSWERS,
    dependencies=Entry,
)
async def sign_in_options(request: Request, accounts: AccountsDep) -> PasskeyOptionsOut:
    """What the browser needs to sign in with any passkey of this site."""
    rp_id, _origin = _site(request)
    options = generate_authentication_options(
        rp_id=rp_id, user_verification=UserVerificationRequirement.PREFERRED
    )
    ticket = await _new_ticket(accounts, options.challenge, None)
    return PasskeyOptionsOut(ticket=ticket, options=_options(options))


@router.post("/passkey-signin", response_model=AccountOut, responses=ANSWERS, dependencies=Entry)
async def passkey_sign_in(
    body: PasskeySignInIn, request: Request, response: Response, accounts: AccountsDep
) -> AccountOut:
    """Sign in with a passkey: the answer to the challenge of ``ticket``."""
    rp_id, origin = _site(request)
    challenge = await _challenge(accounts, body.ticket, None)
    credential_id = body.credential.get("id")
    key = (
        await accounts.run(accounts.store.passkey, credential_id)
        if isinstance(credential_id, str) and len(credential_id) <= 255
        else None
    )
    if key is None:
        raise PasskeyFailedError
    try:
        verified = verify_authentication_response(
            credential=body.credential,
            expected_challenge=challenge,
            expected_rp_id=rp_id,
            expected_origin=origin,
            credential_public_key=key.public_key,
            credential_current_sign_count=key.sign_count,
        )
    except Exception:  # the library's own errors, or an assertion of the wrong shape
        raise PasskeyFailedError from None
    await accounts.run(accounts.store.used_passkey, key.id, verified.new_sign_count, utcnow())
    account = await accounts.run(accounts.store.get, key.account_id)
    if account is None:
        raise PasskeyFailedError
    return await account_out(accounts, await start_session(request, response, accounts, account))
