"""The account routes' request and answer bodies."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from spelkast.server.models import MatchOut, Text

LANGUAGES = Literal["en", "nl", "fi"]


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CredentialsIn(_In):
    name: Text = Field(max_length=64, description="3-24 letters, digits and . - _ between them")
    password: Text = Field(max_length=256, description="8-128 characters, not a common one")


class PasswordChangeIn(_In):
    current: Text = Field(max_length=256)
    new: Text = Field(max_length=256)


class DeleteAccountIn(_In):
    password: Text = Field(max_length=256, description="the account's password, to confirm")


class PreferencesIn(_In):
    language: LANGUAGES | None = None
    sound: bool | None = None
    kid_mode: bool | None = Field(
        default=None, description="hide text written by other people everywhere"
    )


class PasskeyOut(BaseModel):
    id: str
    label: str
    created_at: str
    last_used_at: str | None


class AccountOut(BaseModel):
    id: str
    name: str
    language: LANGUAGES | None
    sound: bool
    kid_mode: bool
    created_at: str
    csrf_token: str = Field(description="send it in the X-CSRF-Token header of every change")
    passkeys: list[PasskeyOut]


class SessionOut(BaseModel):
    account: AccountOut | None = Field(description="null when this browser is not signed in")


class SeatProofIn(_In):
    match_id: Text = Field(max_length=32)
    seat: int = Field(ge=0, le=7)
    token: Text = Field(max_length=64)


class AttachIn(_In):
    seats: list[SeatProofIn] = Field(max_length=10, description="at most 10 at a time")


class AttachOut(BaseModel):
    attached: int = Field(description="how many of the seats now belong to the account")


class YourGameOut(BaseModel):
    match: MatchOut
    seats: list[int]
    anywhere: list[int] = Field(
        description="the seats whose key any device signed in to the account can fetch"
    )


class SeatKeyOut(BaseModel):
    seat: int
    token: str = Field(description="the seat's secret; send it in the WebSocket hello")


class SeatKeysOut(BaseModel):
    keys: list[SeatKeyOut]


class SignedOutOut(BaseModel):
    sessions_ended: int


class PasskeyOptionsOut(BaseModel):
    ticket: str = Field(description="send it back with the authenticator's answer")
    options: dict[str, Any] = Field(description="WebAuthn options as JSON (base64url bytes)")


class PasskeyRegisterIn(_In):
    ticket: Text = Field(max_length=128)
    label: Text = Field(default="passkey", min_length=1, max_length=64)
    credential: dict[Text, Any] = Field(description="the new credential as JSON")


class PasskeySignInIn(_In):
    ticket: Text = Field(max_length=128)
    credential: dict[Text, Any] = Field(description="the assertion as JSON")
