"""Account names and new passwords: the rules, and the folded form that makes two names
one account."""

from __future__ import annotations

import pytest

from spelkast.server.accounts.names import BadNameError, fold_name, normalise_name
from spelkast.server.accounts.passwords import (
    BadPasswordError,
    check_new_password,
    common_passwords,
    hash_password,
    verify_password,
)


@pytest.mark.parametrize("name", ["ada", "Ada_Lovelace", "k.j-99", "x" * 24, "ＡＤＡ"])
def test_good_names(name: str) -> None:
    assert normalise_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "ab",  # too short
        "x" * 25,  # too long
        "_ada",  # a separator first
        "ada.",  # ... or last
        "a..b",  # two in a row
        "ada lovelace",  # a space
        "аda",  # Cyrillic а
        "ad\u200ba",  # an invisible character
        "ädä",  # outside the safe set
        "ad\ud800a",  # a lone surrogate
    ],
)
def test_bad_names_are_refused(name: str) -> None:
    with pytest.raises(BadNameError):
        normalise_name(name)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Ada", "ada"),
        ("ＡＤＡ", "ada"),  # full-width letters (NFKC)
        ("bob0", "BOBO"),
        ("l1i", "LIL"),
        ("modern", "rnodern"),
        ("a.b", "a_b"),
        ("a-b", "a.b"),
        ("wave", "vvave"),
    ],
)
def test_look_alike_names_fold_together(one: str, other: str) -> None:
    assert fold_name(one) == fold_name(other)


def test_different_names_stay_apart() -> None:
    assert fold_name("ada") != fold_name("adam")
    assert fold_name("anna") != fold_name("anne")


def test_the_common_list_is_shipped_and_checked() -> None:
    common = common_passwords()
    assert len(common) > 5000
    assert "password" in common
    assert "iloveyou" in common
    for password in ("password", "PASSWORD", "iloveyou", "qwertyuiop"):
        with pytest.raises(BadPasswordError, match="common"):
            check_new_password(password, "ada")


@pytest.mark.parametrize("password", ["short", "x" * 129, "ada.lovelace"])
def test_bad_new_passwords(password: str) -> None:
    with pytest.raises(BadPasswordError):
        check_new_password(password, "Ada_Lovelace")


def test_a_good_password_hashes_with_argon2id_and_verifies() -> None:
    password = check_new_password("correct horse battery", "ada")
    digest = hash_password(password)
    assert digest.startswith("$argon2id$")
    assert verify_password("correct horse battery", digest)
    assert not verify_password("correct horse battery!", digest)
    assert not verify_password("anything", None)  # no account: still a hash's work
