"""The compact text notation of a Träxx position (like FEN for chess).

Six space-separated fields::

    <deck> <played> <paths> <pending> <scored> <seed>

``deck``
    The 15 cards in the order they are turned up, comma-separated, each as its colour
    letters (Y yellow, B blue, R red, G green, A grey, W white; a doubled colour twice).
``played``
    How many cards have been played (0-15); the card on the table is the next one.
``paths``
    One path per player, seat 1 first, separated by ``/``; a path is its fields from one
    end to the other joined by ``-`` (``d5-c4-c5``). The number of paths is the number
    of players.
``pending``
    Per player, separated by ``/``: ``?`` (not chosen yet this round), ``pass``, or the
    chosen extension in action notation (``d5:c4-c5``).
``scored``
    Per player, separated by ``/``: ``-`` or the numbers reached in order with their
    points, ``number:points`` comma-separated (``3:3,7:4``).
``seed``
    The seed the deck was shuffled with.

>>> from spelkast.games.traexx import GAME
>>> state = GAME.new_initial_state(2, seed=1)
>>> text = GAME.position_to_text(state)
>>> text.split()[1:]
['0', 'd5/d4', '?/?', '-/-', '1']
>>> GAME.position_from_text(text) == state
True
"""

from __future__ import annotations

from spelkast.core.errors import InvalidPositionError, MalformedActionError, Reason, detail_of
from spelkast.games.traexx import board as B
from spelkast.games.traexx.state import PASS, Extension, TraexxState


def to_text(state: TraexxState) -> str:
    deck = ",".join(B.card_text(B.CARDS[c]) for c in state.deck)
    paths = "/".join("-".join(B.field_name(f) for f in path) for path in state.paths)
    pending = "/".join("?" if c is None else action_text(c) for c in state.pending)
    scored = "/".join(",".join(f"{n}:{p}" for n, p in s) or "-" for s in state.scored)
    return f"{deck} {state.round} {paths} {pending} {scored} {state.seed}"


def from_text(text: str) -> TraexxState:
    """Read a position (not yet checked against the rules; the game validates it)."""
    parts = text.split()
    if len(parts) != 6:
        raise InvalidPositionError(
            Reason(
                "traexx.position_fields",
                "a traexx position has 6 fields: deck, cards played, paths, pending, scored, "
                "seed; this one has {found}",
                found=len(parts),
            )
        )
    deck_t, round_t, paths_t, pending_t, scored_t, seed_t = parts
    try:
        deck = tuple(card_id(c) for c in deck_t.split(","))
        played = _number(round_t, "traexx.played_number", "cards played must be a whole number")
        paths = tuple(tuple(B.parse_field(f) for f in p.split("-")) for p in paths_t.split("/"))
        n = len(paths)
        pending_parts = pending_t.split("/")
        scored_parts = scored_t.split("/")
        if len(pending_parts) != n or len(scored_parts) != n:
            raise _bad(
                "traexx.path_count",
                "{paths} {paths:path|paths} but {pending} pending and "
                "{scored} score {scored:list|lists}",
                paths=n,
                pending=len(pending_parts),
                scored=len(scored_parts),
            )
        pending: tuple[Extension | None, ...] = tuple(
            None if p == "?" else parse_action_text(p) for p in pending_parts
        )
        scored = tuple(
            ()
            if s == "-"
            else tuple(
                (
                    _number(a, "traexx.score_number", "a number reached must be a whole number"),
                    _number(b, "traexx.score_points", "points must be a whole number"),
                )
                for a, _, b in (pair.partition(":") for pair in s.split(","))
            )
            for s in scored_parts
        )
        seed = _number(seed_t, "traexx.seed_number", "the seed must be a whole number")
    except (ValueError, MalformedActionError) as exc:
        raise InvalidPositionError(
            Reason("traexx.bad_position", "not a traexx position: {detail}", detail=detail_of(exc))
        ) from None
    return TraexxState(
        num_players=n,
        seed=seed,
        options={},
        deck=deck,
        round=played,
        paths=paths,
        pending=pending,
        scored=scored,
    )


def _bad(code: str, template: str, /, **params: object) -> ValueError:
    """A ValueError carrying a coded reason (the position's reason wraps it)."""
    return ValueError(Reason(code, template, **params))


def _number(text: str, code: str, what: str) -> int:
    """``text`` as a whole number; else the reason ``code``, whose English is ``what``
    followed by the text that was given."""
    if not text.isdigit():
        raise _bad(code, what + ", got {text}", text=repr(text))
    return int(text)


def card_id(text: str) -> int:
    """The id of the card with these colour letters (in any order)."""
    try:
        colours = tuple(sorted(B.COLOUR_LETTERS.index(ch) for ch in text.strip().upper()))
    except ValueError:
        raise _bad(
            "traexx.not_a_card",
            "{card} is not a card (colour letters {letters})",
            card=repr(text),
            letters=B.COLOUR_LETTERS,
        ) from None
    try:
        return B.CARDS.index(colours)
    except ValueError:
        raise _bad("traexx.no_card", "there is no card {card}", card=repr(text)) from None


def action_text(action: Extension) -> str:
    """``d5:c4-c5`` (extend at d5 over c4 then c5) or ``pass``."""
    if action.is_pass or action.end is None:
        return "pass"
    return f"{B.field_name(action.end)}:" + "-".join(B.field_name(f) for f in action.fields)


def parse_action_text(text: str) -> Extension:
    """Read ``d5:c4-c5`` (also ``d5 c4 c5``, ``d5,c4,c5``) or ``pass`` (``-``, ``p``)."""
    raw = text.strip()
    if raw.lower() in {"pass", "p", "-", ""}:
        return PASS
    tokens = list(raw.replace(":", " ").replace("-", " ").replace(",", " ").split())
    try:
        fields = [B.parse_field(t) for t in tokens]
    except ValueError as exc:
        raise MalformedActionError(
            Reason(
                "traexx.cannot_read",
                "cannot read {text}: {detail}. Write an extension as end:field-field "
                "(e.g. d5:c4-c5) or 'pass'",
                text=repr(raw),
                detail=detail_of(exc),
            )
        ) from None
    if len(fields) < 2:
        raise MalformedActionError(
            Reason(
                "traexx.end_and_field",
                "cannot read {text}: name the end, then at least one field (e.g. d5:c4), "
                "or write 'pass'",
                text=repr(raw),
            )
        )
    return Extension(fields[0], tuple(fields[1:]))
