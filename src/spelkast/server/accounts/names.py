"""Account names: what a name may be, and the folded form that makes two names the same.

A name is 3 to 24 characters after Unicode NFKC normalisation: ASCII letters and digits,
with single dots, hyphens or underscores between them (never first, last or two in a
row). Restricting names to this safe set keeps look-alike names out (no Cyrillic "а"
beside the Latin "a", no invisible characters); NFKC first lets a full-width "Ａ" typed
on a phone count as "A".

Two names are the same account when their folded forms are equal: NFKC, then casefold,
then the look-alikes within the set made one (``0``→``o``; ``1``, ``i`` and ``l``→``l``;
``rn``→``m``; ``vv``→``w``; ``.``, ``-`` and ``_`` all ``_``). The folded form is what the
database's unique index holds, so the rule is the same on SQLite and PostgreSQL (no
collation of either decides it).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

NAME_MIN: Final = 3
NAME_MAX: Final = 24

_SHAPE: Final = re.compile(r"[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*")

#: Look-alikes made one in the folded form (applied in this order, after casefold).
_LOOK_ALIKES: Final = (("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("i", "l"))
_SEPARATORS: Final = str.maketrans({".": "_", "-": "_"})


class BadNameError(ValueError):
    """A name outside the rules; the message says which rule."""


def normalise_name(raw: str) -> str:
    """``raw`` as it is stored and shown (NFKC), or :class:`BadNameError`."""
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError:
        raise BadNameError("a name must be valid Unicode text") from None
    name = unicodedata.normalize("NFKC", raw)
    if not NAME_MIN <= len(name) <= NAME_MAX:
        raise BadNameError(f"a name has {NAME_MIN} to {NAME_MAX} characters")
    if _SHAPE.fullmatch(name) is None:
        raise BadNameError(
            "a name uses the letters A-Z, the digits 0-9, and single dots, hyphens or "
            "underscores between them"
        )
    return name


def fold_name(name: str) -> str:
    """The form two names share when they are the same account (see the module's text).
    ``name`` is normalised first, so any text may be folded (a sign-in with a name that
    breaks the rules simply finds no account)."""
    folded = unicodedata.normalize("NFKC", name).casefold().translate(_SEPARATORS)
    for look, alike in _LOOK_ALIKES:
        folded = folded.replace(look, alike)
    return folded
