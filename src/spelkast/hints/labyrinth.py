"""Labyrinth hints: the floor a pawn could walk after each push, and the pushes that let
it reach its target.

Everything is read from the seat's view: the board and the spare as the seat sees them,
its pawn, its home and what it is looking for (its top card, every card with the
young-children's open cards, its night cards at night, or home). The pushes are the
engine's (:mod:`spelkast.games.labyrinth.board`): the spare in every distinct turn at
every arrow but the closed one, the pawn carried along its line, then the engine's flood
fill of open corridors.

The options change only the target, never how far a pawn can walk: with open cards any
card still in the seat's hand is a target, with Day & Night the night cards are (the
night treasures glow on the board at night only), and after the last card home is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from spelkast.core.game import JSON
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import codec
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import MOVE, SHIFT, Shift
from spelkast.hints.words import in_languages, join_or

_HOME = {"en": "home", "nl": "thuis", "fi": "koti"}

_WORDS = {
    "en": {
        "pushes": "your target ({target}): {k} of {total} pushes let you reach it",
        "no_push": "your target ({target}): no push lets you reach it this turn",
        "after": "after this push you can reach {n} cells",
        "now": "you can reach {n} cells",
        "in": "; your target ({target}) is within reach",
        "out": "; your target ({target}) is out of reach",
    },
    "nl": {
        "pushes": "je doel ({target}): met {k} van de {total} schuifzetten kun je het bereiken",
        "no_push": "je doel ({target}): geen schuifzet brengt het deze beurt binnen bereik",
        "after": "na deze schuifzet kun je {n} vakken bereiken",
        "now": "je kunt {n} vakken bereiken",
        "in": "; je doel ({target}) is bereikbaar",
        "out": "; je doel ({target}) is niet bereikbaar",
    },
    "fi": {
        "pushes": "kohteesi ({target}): {k}/{total} työnnöstä vie sinut sinne",
        "no_push": "kohteesi ({target}): mikään työntö ei vie sinua sinne tällä vuorolla",
        "after": "tämän työnnön jälkeen voit kulkea {n} ruutuun",
        "now": "voit kulkea {n} ruutuun",
        "in": "; kohteesi ({target}) on ulottuvillasi",
        "out": "; kohteesi ({target}) ei ole ulottuvillasi",
    },
}


class _Seat:
    """What the seat to move sees, read from its view once."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        seat = view["viewer"]
        me = view["players"][seat]
        seeking = me["seeking"]
        self.seat: int = seat
        self.turn: int = int(view["turn"])
        self.board: tuple[int, ...] = tuple(view["board"])
        self.spare: int = int(view["spare"])
        self.forbidden: int | None = view["forbidden"]
        self.pawn: int = int(me["pawn"])
        self.home: int = int(me["home"])
        self.kind: str = seeking["kind"]
        self.ids: frozenset[int] = frozenset(seeking["ids"])

    def goals(self, board: Sequence[int]) -> list[int]:
        """The cells of ``board`` holding what the seat looks for (none: it is on the
        spare, or was pushed out)."""
        return B.goal_cells(board, self.kind, self.ids, self.home)

    def target(self, lang: str) -> str:
        if self.kind == "home":
            return _HOME[lang]
        treasures = D.TREASURES if self.kind == "treasure" else D.NIGHT_TREASURES
        return join_or([treasures[t].name(lang) for t in sorted(self.ids)], lang)

    def after(self, shift: Shift) -> dict[str, JSON]:
        """The floor and the goals within reach after ``shift``, as the hint gives them."""
        board, _ = B.shift_board(
            self.board, B.with_openings(self.spare, shift.openings), shift.arrow
        )
        pawn = B.pawn_after_shift(shift.arrow, self.pawn)
        return {"push": codec.action_to_json(shift), **self.floor(board, pawn)}

    def floor(self, board: tuple[int, ...], pawn: int) -> dict[str, JSON]:
        reach = B.reachable(board, pawn)
        return {
            "pawn": B.cell_name(pawn),
            "floor": [B.cell_name(c) for c in B.cells_of(reach)],
            "reaches": [B.cell_name(g) for g in sorted(self.goals(board)) if reach >> g & 1],
        }

    def shifts(self) -> list[Shift]:
        """Every push the seat may make, in the engine's order."""
        return [
            Shift(arrow.index, bits)
            for arrow in B.ARROWS
            if arrow.index != self.forbidden
            for bits in B.orientations(self.spare)
        ]


def _to_move(view: Mapping[str, Any]) -> bool:
    seat = view.get("viewer")
    return seat is not None and view.get("current") == seat and view["step"] in (SHIFT, MOVE)


def hint(view: Mapping[str, Any], push: JSON = None) -> dict[str, JSON] | None:
    """The hint for the seat whose view this is, on its turn (None otherwise).

    Before the push: every push with its floor (``floor``: the cells the pawn could walk
    to, its own included), the targets within reach on it (``reaches``) and how many
    pushes reach a target; ``push`` (a shift in the game's JSON form) limits this to that
    one previewed push. After the push: the floor as the board lies.
    """
    if not _to_move(view):
        return None
    me = _Seat(view)
    out: dict[str, JSON] = {
        "game": "labyrinth",
        "seat": me.seat,
        "turn": me.turn,
        "step": view["step"],
        "seeking": {"kind": me.kind, "ids": sorted(me.ids)},
    }
    if view["step"] == MOVE:
        here = me.floor(me.board, me.pawn)
        out.update(here)
        out["summary"] = in_languages(lambda lang: _now(me, lang, here))
        return out
    if push is not None:
        shift = _previewed(me, push)
        entry = me.after(shift)
        out["pushes"] = [entry]
        out["summary"] = in_languages(lambda lang: _preview(me, lang, entry))
        return out
    pushes = [me.after(shift) for shift in me.shifts()]
    reaching = sum(1 for entry in pushes if entry["reaches"])
    out["pushes"] = pushes
    out["reaching"] = reaching
    out["summary"] = in_languages(lambda lang: _all(me, lang, reaching, len(pushes)))
    return out


def help_proposal(view: Mapping[str, Any]) -> dict[str, JSON] | None:
    """A push and a walk that reach the seat's target this turn (the first such push in
    the engine's order, the first target cell it reaches), or None when none does (or it
    is not the seat's turn). After the push, the walk alone. ``summary`` says it in every
    language."""
    found = hint(view)
    if found is None:
        return None
    if found["step"] == MOVE:
        if not found["reaches"]:
            return None
        walk = found["reaches"][0]
        return {"walk": walk, "summary": in_languages(lambda lang: _WALK[lang].format(cell=walk))}
    entry = next((e for e in found["pushes"] if e["reaches"]), None)
    if entry is None:
        return None
    push, walk = entry["push"], entry["reaches"][0]
    arrow = B.parse_arrow(push["arrow"])
    summary = in_languages(lambda lang: _push_and_walk(lang, arrow, walk))
    return {"push": push, "walk": walk, "summary": summary}


_PUSH = {
    "en": {
        "N": "push column {line} in from the top",
        "S": "push column {line} in from the bottom",
        "W": "push row {line} in from the left",
        "E": "push row {line} in from the right",
    },
    "nl": {
        "N": "schuif kolom {line} van boven in",
        "S": "schuif kolom {line} van onderen in",
        "W": "schuif rij {line} van links in",
        "E": "schuif rij {line} van rechts in",
    },
    "fi": {
        "N": "työnnä sarake {line} ylhäältä",
        "S": "työnnä sarake {line} alhaalta",
        "W": "työnnä rivi {line} vasemmalta",
        "E": "työnnä rivi {line} oikealta",
    },
}

_WALK = {
    "en": "walk to {cell}",
    "nl": "loop naar {cell}",
    "fi": "kulje ruutuun {cell}",
}


def _push_and_walk(lang: str, arrow: B.Arrow, walk: str) -> str:
    line = _PUSH[lang][arrow.side].format(line=arrow.name[1:])
    return f"{line}, {_WALK[lang].format(cell=walk)}"


def _previewed(me: _Seat, data: JSON) -> Shift:
    if isinstance(data, Mapping) and "type" not in data:
        data = {"type": "shift", **data}
    action = codec.action_from_json(data)
    if not isinstance(action, Shift):
        raise ValueError(f"a previewed push is a shift, not {data!r}")
    if action.arrow == me.forbidden or action.openings not in B.orientations(me.spare):
        raise ValueError(f"{codec.format_action(action)} is not a push the seat may make")
    return action


def _all(me: _Seat, lang: str, reaching: int, total: int) -> str:
    words = _WORDS[lang]
    if reaching:
        return words["pushes"].format(target=me.target(lang), k=reaching, total=total)
    return words["no_push"].format(target=me.target(lang))


def _preview(me: _Seat, lang: str, entry: Mapping[str, Any]) -> str:
    words = _WORDS[lang]
    text = words["after"].format(n=len(entry["floor"]))
    return text + words["in" if entry["reaches"] else "out"].format(target=me.target(lang))


def _now(me: _Seat, lang: str, here: Mapping[str, Any]) -> str:
    words = _WORDS[lang]
    text = words["now"].format(n=len(here["floor"]))
    return text + words["in" if here["reaches"] else "out"].format(target=me.target(lang))
