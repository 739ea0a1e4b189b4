"""The errors the core raises for bad input.

Every error leaves the state it was given exactly as it was: states are immutable and
a transition either returns a new state or raises one of these.
"""

from __future__ import annotations

import string


class SpelkastError(Exception):
    """Base class of every error the rules core raises on purpose."""


class MalformedActionError(SpelkastError, ValueError):
    """The action could not be read at all (bad JSON shape, unknown notation)."""


class IllegalActionError(SpelkastError, ValueError):
    """The action is well formed but not allowed in this position."""


class WrongPlayerError(SpelkastError, ValueError):
    """The player tried to act while it is not their turn."""


class GameOverError(SpelkastError, ValueError):
    """An action was sent to a finished game."""


class OptionError(SpelkastError, ValueError):
    """A game option is unknown, of the wrong type, or out of range."""


class InvalidPositionError(SpelkastError, ValueError):
    """A state (JSON or text notation) could not be read or is inconsistent."""


class UnknownGameError(SpelkastError, KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:  # KeyError quotes its message; we want plain text
        return str(self.args[0]) if self.args else "unknown game"


class Reason(str):
    """A message a person reads, with a ``code`` and its ``params`` so that a front end
    can say it in its own language; as a string it is the English text.

    Engines return these from ``explain_illegal`` (and raise them in errors), so every
    caller that shows ``str(error)`` keeps working, while the terminal looks the code up
    in its catalogue (``spelkast.games.refusals``). Parameters are whole numbers, texts
    in a notation every language shares (cells, card numbers, actions) or lists of them;
    a parameter named ``player`` (or ending in ``_player``/``_players``) holds seat numbers.
    A parameter may itself be a ``Reason`` (the detail of a notation error: what was
    wrong inside the line that could not be read), which a front end says in its
    language too. A template may choose a word by a number with ``{count:one|many}``
    (``one`` when the number is 1, ``many`` otherwise: see :func:`fill`).

    >>> r = Reason("cards.not_in_hand", "card {card} is not in your hand", card=7)
    >>> str(r), r.code, r.params
    ('card 7 is not in your hand', 'cards.not_in_hand', {'card': 7})
    """

    code: str
    template: str
    params: dict[str, object]

    def __new__(cls, code: str, template: str, **params: object) -> Reason:
        text = fill(template, **{k: _plain(v) for k, v in params.items()})
        made = super().__new__(cls, text)
        made.code = code
        made.template = template
        made.params = params
        return made

    def noted(self, note: str, template: str) -> Reason:
        """This reason followed by a note (``params["note"]`` names it)."""
        return Reason(self.code, self.template + template, **{**self.params, "note": note})

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]
        # Pickling (errors cross process boundaries): rebuild from the finished text;
        # the code and parameters come back through the instance's __dict__.
        return (self.code, str(self).replace("{", "{{").replace("}", "}}"))


def detail_of(error: BaseException) -> object:
    """The :class:`Reason` ``error`` was raised with (a parameter for the reason that
    wraps it), else its text."""
    found = error.args[0] if error.args else None
    return found if isinstance(found, Reason) else str(error)


class _Filler(string.Formatter):
    """``str.format`` that also reads ``{n:one|many}`` as the word for ``n`` things."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" in format_spec:
            one, _, many = format_spec.partition("|")
            return one if value == 1 else many
        return format(value, format_spec)


_FILLER = _Filler()


def fill(template: str, /, **fields: object) -> str:
    """``template`` with ``fields`` filled in, as ``str.format`` does, where
    ``{n:one|many}`` gives ``one`` if ``n`` is 1 and ``many`` otherwise (the rule of
    English, Dutch and Finnish nouns after a number: "1 row", "2 rows"; "2 riviä").

    >>> fill("{n} {n:row|rows}, {m} {m:row|rows}", n=1, m=3)
    '1 row, 3 rows'
    """
    return _FILLER.format(template, **fields)


def _plain(value: object) -> object:
    """A parameter as the English text shows it (a list: comma separated, or 'none'; a
    list of lists: those separated by semicolons)."""
    return listed(value, "none")


def listed(value: object, none: str) -> object:
    """``value`` with its lists written out: ``1, 2`` (``none`` when empty), a list of
    lists as ``1, 2; none``; anything else as it is."""
    if isinstance(value, list | tuple):
        if value and all(isinstance(v, list | tuple) for v in value):
            return "; ".join(str(listed(v, none)) for v in value)
        return ", ".join(str(v) for v in value) or none
    return value
