"""The Träxx game: simultaneous rounds of path extensions, number fields, final scoring.

Every rule here is traced to a test in ``docs/rules/traexx.md``.

>>> from spelkast.games.traexx import GAME
>>> state = GAME.new_initial_state(2, seed=3)
>>> GAME.to_move(state)
(0, 1)
>>> state = GAME.apply_text(state, 1, "pass")
>>> GAME.to_move(state), GAME.view(state, 0)["players"][1]["choice"]
((0,), None)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import ClassVar

from spelkast.core.errors import InvalidPositionError, MalformedActionError, Reason
from spelkast.core.fields import set_at, string, whole
from spelkast.core.game import JSON, Game, GameInfo, GameLength, Outcome
from spelkast.core.options import OptionValue
from spelkast.games.traexx import board as B
from spelkast.games.traexx.notation import (
    action_text,
    card_id,
    from_text,
    parse_action_text,
    to_text,
)
from spelkast.games.traexx.state import PASS, Extension, Score, TraexxState

NUM_ROUNDS = B.NUM_CARDS
MAX_PLAYERS = min(4, len(B.STARTS))


def half(value: int) -> int:
    """Half of ``value``, rounded up (7 -> 4)."""
    return (value + 1) // 2


def number_points(value: int, solo: bool, earlier: Sequence[int], taken: frozenset[int]) -> int:
    """The points for reaching number ``value``.

    With several players, full value unless another player reached it in an earlier
    round (``taken``); alone, full value unless a higher number was scored before
    (``earlier``: the numbers this player reached before this one, in order).

    >>> number_points(7, False, [], frozenset({7})), number_points(5, True, [4, 7], frozenset())
    (4, 3)
    """
    full = all(n < value for n in earlier) if solo else value not in taken
    return value if full else half(value)


def extend_path(path: tuple[int, ...], action: Extension) -> tuple[int, ...]:
    """The path after ``action``; extending at the first field prepends (reversed)."""
    if action.is_pass:
        return path
    if action.end == path[-1]:
        return path + action.fields
    return tuple(reversed(action.fields)) + path


def plus_points(scored: tuple[Score, ...]) -> int:
    return sum(points for _, points in scored)


def unreached(path: tuple[int, ...]) -> int:
    return B.NUM_FIELDS - len(path)


# (end, card) -> the extensions of B.walks_from(end, card) as actions, with their masks.
_EXTENSIONS: dict[tuple[int, int], tuple[tuple[Extension, int], ...]] = {}


def extensions_at(end: int, card: int) -> tuple[tuple[Extension, int], ...]:
    """:func:`board.walks_from` as (extension, mask of its fields), made once each."""
    key = (end, card)
    found = _EXTENSIONS.get(key)
    if found is None:
        found = _EXTENSIONS[key] = tuple(
            (Extension(end, seq), mask) for seq, mask in B.walks_from(end, card)
        )
    return found


class TraexxGame(Game[TraexxState, Extension]):
    info: ClassVar[GameInfo] = GameInfo(
        id="traexx",
        names={"nl": "Träxx", "en": "Träxx", "fi": "Träxx"},
        min_players=1,
        max_players=MAX_PLAYERS,
        options=(),
        chance=True,
        hidden_information=True,
        simultaneous=True,
        summary={
            "en": "Everybody draws a path on a hex board with the colours of the card turned "
            "up; reach number fields first and leave as few fields unreached as you can.",
            "nl": "Iedereen tekent een weg op een zeshoekenbord met de kleuren van de "
            "opengedraaide kaart; bereik als eerste de puntenvelden en laat zo weinig "
            "mogelijk velden onbereikt.",
            "fi": "Jokainen piirtää reitin kuusikulmiolaudalle esiin käännetyn kortin "
            "väreillä; ehdi ensimmäisenä numerokentille ja jätä mahdollisimman vähän "
            "kenttiä saavuttamatta.",
        },
        # One round per card and one action per player a round (a player whose path
        # cannot grow passes, which is an action too): exactly this many in every game.
        max_length=GameLength(per_player=NUM_ROUNDS),
    )

    # ----------------------------------------------------------------- set-up
    def _initial_state(
        self, num_players: int, options: dict[str, OptionValue], seed: int
    ) -> TraexxState:
        deck = list(range(B.NUM_CARDS))
        random.Random(seed).shuffle(deck)
        return TraexxState(
            num_players=num_players,
            seed=seed,
            options=dict(options),
            deck=tuple(deck),
            round=0,
            paths=tuple((B.STARTS[p],) for p in range(num_players)),
            pending=(None,) * num_players,
            scored=((),) * num_players,
        )

    # ------------------------------------------------------------------ turns
    def to_move(self, state: TraexxState) -> tuple[int, ...]:
        if state.round >= NUM_ROUNDS:
            return ()
        return tuple(p for p, choice in enumerate(state.pending) if choice is None)

    def card(self, state: TraexxState) -> tuple[int, ...] | None:
        """The card on the table (colour indices), or None when the game is over."""
        return B.CARDS[state.deck[state.round]] if state.round < NUM_ROUNDS else None

    def _may_act(self, state: TraexxState, player: int) -> bool:
        return (
            state.round < NUM_ROUNDS
            and isinstance(player, int)
            and 0 <= player < state.num_players
            and state.pending[player] is None
        )

    def legal_actions(self, state: TraexxState, player: int) -> Sequence[Extension]:
        """Pass, then every extension at each distinct end (depth-first order)."""
        if not self._may_act(state, player):
            return []
        card = state.deck[state.round]
        path = state.paths[player]
        blocked = B.mask_of(path)
        actions = [PASS]
        for end in B.ends_of(path):
            actions.extend([ext for ext, mask in extensions_at(end, card) if not mask & blocked])
        return actions

    def count_legal(self, state: TraexxState, player: int) -> int:
        """``len(legal_actions(state, player))`` without building them."""
        if not self._may_act(state, player):
            return 0
        card = state.deck[state.round]
        path = state.paths[player]
        blocked = B.mask_of(path)
        return 1 + sum(
            1
            for end in B.ends_of(path)
            for _, mask in extensions_at(end, card)
            if not mask & blocked
        )

    def _problem(self, state: TraexxState, player: int, action: object) -> Reason | None:
        if not isinstance(action, Extension) or not isinstance(action.fields, tuple):
            return Reason(
                "core.not_an_action",
                "{action} is not {game} action",
                action=repr(action),
                game="a Träxx",
                game_id=self.info.id,
            )
        if action.is_pass:
            if action.end is not None:
                return Reason("traexx.pass_no_end", "a pass names no end: write just 'pass'")
            return None
        if not isinstance(action.end, int) or not 0 <= action.end < B.NUM_FIELDS:
            return Reason(
                "traexx.no_field", "there is no field number {field}", field=repr(action.end)
            )
        counts = B.CARD_COUNTS[state.deck[state.round]]
        if len(action.fields) > sum(counts):
            return Reason(
                "traexx.too_many",
                "the card has {colours} colour fields; {fields} fields is too many",
                colours=sum(counts),
                fields=len(action.fields),
            )
        problem = B.extension_problem(state.paths[player], counts, action.end, action.fields)
        if problem and state.round == 0 and len(state.paths[player]) == 1:
            problem = problem.noted(
                "traexx.first_round", " (in the first round the path starts at your start field)"
            )
        return problem

    def is_legal(self, state: TraexxState, player: int, action: Extension) -> bool:
        return self._may_act(state, player) and self._problem(state, player, action) is None

    def explain_illegal(self, state: TraexxState, player: int, action: Extension) -> str:
        if self._may_act(state, player):
            return self._problem(state, player, action) or "that extension is legal"
        return Reason(
            "traexx.already_chosen",
            "{name} has already chosen this round",
            name=self.player_name(player),
            player=player,
        )

    def _apply(self, state: TraexxState, player: int, action: Extension) -> TraexxState:
        pending = set_at(state.pending, player, action)
        if any(choice is None for choice in pending):
            return state.replace(pending=pending)
        return self._resolve(state, pending)

    @staticmethod
    def _resolve(state: TraexxState, choices: tuple[Extension | None, ...]) -> TraexxState:
        """Everybody has chosen: draw every path and score the number fields reached."""
        solo = state.num_players == 1
        taken = frozenset(n for scored in state.scored for n, _ in scored)
        paths = []
        all_scored = []
        for p, choice in enumerate(choices):
            assert choice is not None
            paths.append(extend_path(state.paths[p], choice))
            scored = list(state.scored[p])
            for field in choice.fields:
                value = B.NUMBER[field]
                if value:
                    earlier = [n for n, _ in scored]
                    scored.append((value, number_points(value, solo, earlier, taken)))
            all_scored.append(tuple(scored))
        return state.replace(
            round=state.round + 1,
            paths=tuple(paths),
            pending=(None,) * state.num_players,
            scored=tuple(all_scored),
        )

    def outcome(self, state: TraexxState) -> Outcome | None:
        if state.round < NUM_ROUNDS:
            return None
        plus = [plus_points(s) for s in state.scored]
        minus = [unreached(path) for path in state.paths]
        scores = [a - b for a, b in zip(plus, minus, strict=True)]
        ranked = Outcome.ranked(scores, details={"plus": plus, "minus": minus})
        best = max(scores)
        winners = [self.player_name(p) for p, s in enumerate(scores) if s == best]
        if state.num_players == 1:
            reason = f"all {NUM_ROUNDS} cards played: {scores[0]} points"
        elif len(winners) == 1:
            reason = f"all {NUM_ROUNDS} cards played: {winners[0]} wins with {best} points"
        else:
            reason = (
                f"all {NUM_ROUNDS} cards played: {' and '.join(winners)} share the win with {best}"
            )
        return Outcome(ranked.scores, ranked.ranks, reason, ranked.details)

    # ------------------------------------------------------------------ views
    def view(self, state: TraexxState, player: int | None) -> dict[str, JSON]:
        """What ``player`` (None: a spectator) sees.

        Hidden: the order of the cards not yet turned up, and this round's choices of the
        other players (a seat sees only whether they have chosen). Paths and the numbers
        reached in finished rounds are public, as at the table.
        """
        if player is not None and not (isinstance(player, int) and 0 <= player < state.num_players):
            raise ValueError(f"there is no player {player!r}")
        over = state.round >= NUM_ROUNDS
        scored_all = state.scored
        taken = sorted({n for scored in scored_all for n, _ in scored})
        players: list[dict[str, JSON]] = []
        names = B.NAMES
        starts = B.STARTS
        # A step's hot path (every front end and the research envs ask for a view after
        # each action): the fields are named through the NAMES table directly.
        for p, (path, choice, scored) in enumerate(
            zip(state.paths, state.pending, scored_all, strict=True)
        ):
            first = names[path[0]]
            players.append(
                {
                    "seat": p,
                    "start": names[starts[p]],
                    "path": [names[f] for f in path],
                    "ends": [first] if len(path) == 1 else [first, names[path[-1]]],
                    "scored": [{"number": n, "points": pts} for n, pts in scored],
                    "plus": sum([pts for _, pts in scored]),
                    "unreached": B.NUM_FIELDS - len(path),
                    "chosen": choice is not None,
                    "choice": (
                        self.action_to_json(choice) if choice is not None and p == player else None
                    ),
                }
            )
        outcome = self.outcome(state) if over else None
        deck = state.deck
        texts = B.CARD_TEXTS
        return {
            "game": self.info.id,
            "viewer": player,
            "num_players": state.num_players,
            "options": dict(state.options),
            "round": min(state.round + 1, NUM_ROUNDS),
            "cards_played": state.round,
            "rounds": NUM_ROUNDS,
            "card": None if over else texts[deck[state.round]],
            "played_cards": [texts[c] for c in deck[: state.round]],
            "solo": state.num_players == 1,
            "taken": taken,
            "to_move": [] if over else [p for p, c in enumerate(state.pending) if c is None],
            "players": players,
            "outcome": outcome.to_json() if outcome else None,
        }

    @staticmethod
    def same_round(earlier: TraexxState, state: TraexxState) -> bool:
        """Whether ``state`` is ``earlier`` with other sealed choices only: the same
        running round, with the very same paths, scores, deck and options (``_apply``
        keeps these objects within a round)."""
        return (
            state.round == earlier.round < NUM_ROUNDS
            and state.paths is earlier.paths
            and state.scored is earlier.scored
            and state.deck is earlier.deck
            and state.options is earlier.options
            and state.num_players == earlier.num_players
        )

    def view_after(
        self, earlier: TraexxState, seen: dict[str, JSON], state: TraexxState, player: int | None
    ) -> dict[str, JSON]:
        """``view(state, player)``, made from ``seen``, a view of ``earlier`` (of any seat).

        Within a running round a choice changes only who has chosen, who is to move and
        the viewer's own sealed choice, so when ``state`` is ``earlier`` with other
        choices (:meth:`same_round`) the new view is ``seen`` with those entries made
        anew (``seen``'s own choice is never carried over); its other lists (the cards,
        the numbers taken, each player's path, ends and scores) are ``seen``'s own, so
        both views are to be read, not changed. Any other pair of states gets a fresh
        :meth:`view`."""
        if not self.same_round(earlier, state):
            return self.view(state, player)
        if player is not None and not (isinstance(player, int) and 0 <= player < state.num_players):
            raise ValueError(f"there is no player {player!r}")
        pending = state.pending
        players: list[dict[str, JSON]] = []
        for p, (info, choice) in enumerate(zip(seen["players"], pending, strict=True)):
            copied = dict(info)
            copied["chosen"] = choice is not None
            copied["choice"] = (
                self.action_to_json(choice) if choice is not None and p == player else None
            )
            players.append(copied)
        view = dict(seen)
        view["viewer"] = player
        view["to_move"] = [p for p, choice in enumerate(pending) if choice is None]
        view["players"] = players
        return view

    # ------------------------------------------------------------- serialising
    def state_to_json(self, state: TraexxState) -> dict[str, JSON]:
        return {
            "game": self.info.id,
            "num_players": state.num_players,
            "seed": state.seed,
            "options": dict(state.options),
            "deck": [B.CARD_TEXTS[c] for c in state.deck],
            "round": state.round,
            "paths": [[B.field_name(f) for f in path] for path in state.paths],
            "pending": [
                None if choice is None else self.action_to_json(choice) for choice in state.pending
            ],
            "scored": [[[n, pts] for n, pts in scored] for scored in state.scored],
        }

    def state_from_json(self, data: JSON) -> TraexxState:
        try:
            if not isinstance(data, dict):
                raise InvalidPositionError("a traexx state is a JSON object")
            if data.get("game", self.info.id) != self.info.id:
                raise InvalidPositionError(f"this is a {data.get('game')!r} state, not traexx")
            n = whole(data["num_players"])
            pending_data = data["pending"]
            if not isinstance(pending_data, list):
                raise ValueError("'pending' must be a list")
            state = TraexxState(
                num_players=n,
                seed=whole(data.get("seed", 0)),
                options=self.resolve_options(data.get("options", {})),
                deck=tuple(card_id(string(c)) for c in data["deck"]),
                round=whole(data["round"]),
                paths=tuple(
                    tuple(B.parse_field(string(f)) for f in path) for path in data["paths"]
                ),
                pending=tuple(
                    None if choice is None else self.action_from_json(choice)
                    for choice in pending_data
                ),
                scored=tuple(
                    tuple((whole(pair[0]), whole(pair[1])) for pair in scored)
                    for scored in data["scored"]
                ),
            )
        except (InvalidPositionError, MalformedActionError) as exc:
            raise InvalidPositionError(str(exc)) from None
        except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
            raise InvalidPositionError(f"not a traexx state: {exc}") from None
        self.validate(state)
        return state

    def action_to_json(self, action: Extension) -> JSON:
        return {
            "end": None if action.end is None else B.field_name(action.end),
            "fields": [B.field_name(f) for f in action.fields],
        }

    def action_from_json(self, data: JSON) -> Extension:
        """``{"end": "d5", "fields": ["c4", "c5"]}``; a pass is ``{"end": null, "fields": []}``."""
        if not isinstance(data, dict):
            raise MalformedActionError(
                'a traexx action is a JSON object {"end": field or null, "fields": [fields]}'
            )
        unknown = sorted(set(data) - {"end", "fields"})
        if unknown:
            raise MalformedActionError(f"unknown key {unknown[0]!r} in a traexx action")
        fields, end = data.get("fields"), data.get("end")
        if not isinstance(fields, list) or not all(isinstance(f, str) for f in fields):
            raise MalformedActionError("'fields' must be a list of field names such as 'e5'")
        if end is not None and not isinstance(end, str):
            raise MalformedActionError("'end' must be a field name such as 'e5' or null")
        try:
            if not fields:
                if end is not None:
                    raise ValueError("a pass has no end: use null")
                return PASS
            if end is None:
                raise ValueError("an extension names the end it starts from")
            return Extension(B.parse_field(end), tuple(B.parse_field(f) for f in fields))
        except ValueError as exc:
            raise MalformedActionError(str(exc)) from None

    def format_action(self, action: Extension) -> str:
        """``d5:c4-c5`` (extend at d5 over c4 then c5) or ``pass``."""
        return action_text(action)

    def parse_action(self, text: str, state: TraexxState | None = None) -> Extension:
        """Read ``d5:c4-c5`` (also ``d5 c4 c5``, ``d5,c4,c5``) or ``pass`` (``-``, ``p``)."""
        return parse_action_text(text)

    def position_to_text(self, state: TraexxState) -> str:
        return to_text(state)

    def position_from_text(self, text: str) -> TraexxState:
        state = from_text(text)
        self.validate(state)
        return state

    # ----------------------------------------------------------------- search
    def turns(self, state: TraexxState) -> list[tuple[str, TraexxState]]:
        """One "turn" of a simultaneous round is the choice of the first player still to
        choose; the next turn is the next such player's, or the next round's first."""
        movers = self.to_move(state)
        if not movers:
            return []
        player = movers[0]
        return [
            (self.format_action(a), self._apply(state, player, a))
            for a in self.legal_actions(state, player)
        ]

    def count_turns(self, state: TraexxState) -> int:
        movers = self.to_move(state)
        return self.count_legal(state, movers[0]) if movers else 0

    # ------------------------------------------------------------- validation
    def validate(self, state: TraexxState) -> None:
        """Raise :class:`InvalidPositionError` if ``state`` breaks the game's invariants."""

        def fail(message: str) -> None:
            raise InvalidPositionError(f"invalid traexx position: {message}")

        n = state.num_players
        if not 1 <= n <= MAX_PLAYERS:
            fail(f"{n} players (1-{MAX_PLAYERS} allowed)")
        if sorted(state.deck) != list(range(B.NUM_CARDS)):
            fail(f"the deck must hold each of the {B.NUM_CARDS} cards once")
        if not 0 <= state.round <= NUM_ROUNDS:
            fail(f"round {state.round} (0-{NUM_ROUNDS} cards played)")
        if len(state.paths) != n or len(state.pending) != n or len(state.scored) != n:
            fail("one path, one pending choice and one score list per player")
        for p, path in enumerate(state.paths):
            who = self.player_name(p)
            if B.STARTS[p] not in path:
                fail(f"{who}'s path does not contain the start field {B.field_name(B.STARTS[p])}")
            if len(set(path)) != len(path):
                fail(f"{who}'s path enters a field twice")
            for a, b in itertools.pairwise(path):
                if b not in B.NEIGHBOURS[a]:
                    fail(f"{who}'s path jumps from {B.field_name(a)} to {B.field_name(b)}")
            if state.round == 0 and len(path) != 1:
                fail(f"{who}'s path is longer than the start field before any card")
            numbers_on_path = sorted(B.NUMBER[f] for f in path if B.NUMBER[f])
            scored = state.scored[p]
            if sorted(num for num, _ in scored) != numbers_on_path:
                fail(f"{who}'s scored numbers do not match the number fields on the path")
            for i, (num, pts) in enumerate(scored):
                if pts not in (num, half(num)):
                    fail(f"{who} scored {pts} for the {num}")
                if n == 1 and pts != number_points(
                    num, True, [x for x, _ in scored[:i]], frozenset()
                ):
                    fail(f"the solo score for the {num} should be full only after lower numbers")
            choice = state.pending[p]
            if choice is not None:
                if state.round >= NUM_ROUNDS:
                    fail("a choice is pending after the last card")
                problem = self._problem(state, p, choice)
                if problem:
                    fail(f"{who}'s pending choice is not legal: {problem}")
        if n > 0 and state.round < NUM_ROUNDS and all(c is not None for c in state.pending):
            fail("every player has chosen but the round was not resolved")
