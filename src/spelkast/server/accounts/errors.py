"""The refusals of the account routes, each with its protocol code and HTTP status."""

from __future__ import annotations

import math

from spelkast.server.errors import RefusedError


class SignInFailedError(RefusedError):
    """The one message for a wrong name or a wrong password (which of them is not said)."""

    code = "sign_in_failed"
    status = 401

    def __init__(self) -> None:
        super().__init__("wrong name or password")


class NotSignedInError(RefusedError):
    code = "not_signed_in"
    status = 401

    def __init__(self) -> None:
        super().__init__("sign in first")


class CsrfError(RefusedError):
    """A cookie-authenticated change without the session's CSRF token, or from another
    site's page."""

    code = "csrf"
    status = 403

    def __init__(self) -> None:
        super().__init__("this request must come from spelkast's own page")


class NameTakenError(RefusedError):
    code = "name_taken"
    status = 409

    def __init__(self) -> None:
        super().__init__("that name is taken")


class BadAccountInputError(RefusedError):
    """A name or new password outside the rules (the message says which rule)."""

    code = "invalid"
    status = 400


class PasskeyFailedError(RefusedError):
    code = "passkey_failed"
    status = 400

    def __init__(self, message: str = "the passkey could not be verified") -> None:
        super().__init__(message)


class NoSuchPasskeyError(RefusedError):
    code = "invalid"
    status = 404

    def __init__(self) -> None:
        super().__init__("there is no such passkey")


class ThrottledError(RefusedError):
    """Too many sign-in attempts (for one name, or from one address); ``Retry-After``
    says in how many seconds the next may come."""

    code = "rate_limited"
    status = 429

    def __init__(self, wait: float) -> None:
        seconds = max(1, math.ceil(min(wait, 86_400.0)))
        super().__init__(f"too many sign-in attempts; try again in {seconds} s")
        self.headers = {"Retry-After": str(seconds)}
