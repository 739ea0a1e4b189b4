"""The refusals of the account routes, each with its code and HTTP status. They are
answered by the node asked (an account is no match's: nothing is forwarded), so they stay
out of the match refusals that cross between nodes (:mod:`spelkast.server.errors`); the
app answers them with :func:`account_refused`."""

from __future__ import annotations

import math
from typing import ClassVar

from fastapi import Request
from fastapi.responses import JSONResponse


class AccountRefusedError(Exception):
    """A request an account route turned down."""

    code: ClassVar[str] = "invalid"
    status: ClassVar[int] = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.headers: dict[str, str] = {}


async def account_refused(request: Request, error: Exception) -> JSONResponse:
    """``{"detail": message}`` with the refusal's status (and a 429's Retry-After)."""
    assert isinstance(error, AccountRefusedError)
    return JSONResponse({"detail": error.message}, error.status, error.headers or None)


class SignInFailedError(AccountRefusedError):
    """The one message for a wrong name or a wrong password (which of them is not said)."""

    code = "sign_in_failed"
    status = 401

    def __init__(self) -> None:
        super().__init__("wrong name or password")


class NotSignedInError(AccountRefusedError):
    code = "not_signed_in"
    status = 401

    def __init__(self) -> None:
        super().__init__("sign in first")


class CsrfError(AccountRefusedError):
    """A cookie-authenticated change without the session's CSRF token, or from another
    site's page."""

    code = "csrf"
    status = 403

    def __init__(self) -> None:
        super().__init__("this request must come from spelkast's own page")


class NameTakenError(AccountRefusedError):
    code = "name_taken"
    status = 409

    def __init__(self) -> None:
        super().__init__("that name is taken")


class BadAccountInputError(AccountRefusedError):
    """A name or new password outside the rules (the message says which rule)."""

    code = "invalid"
    status = 400


class PasskeyFailedError(AccountRefusedError):
    code = "passkey_failed"
    status = 400

    def __init__(self, message: str = "the passkey could not be verified") -> None:
        super().__init__(message)


class NoSuchPasskeyError(AccountRefusedError):
    code = "invalid"
    status = 404

    def __init__(self) -> None:
        super().__init__("there is no such passkey")


class ThrottledError(AccountRefusedError):
    """Too many sign-in attempts (for one name, or from one address); ``Retry-After``
    says in how many seconds the next may come."""

    code = "rate_limited"
    status = 429

    def __init__(self, wait: float) -> None:
        seconds = max(1, math.ceil(min(wait, 86_400.0)))
        super().__init__(f"too many sign-in attempts; try again in {seconds} s")
        self.headers = {"Retry-After": str(seconds)}
