"""Labyrinth, the card game: set-up, placing, taking treasures, the end, views.

Every rule here is traced to a test in ``docs/rules/labyrinth-cards.md``. Decisions the
rules leave open are marked "Decision" below and in that page.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Mapping, Sequence
from typing import ClassVar

from spelkast.core.errors import (
    InvalidPositionError,
    MalformedActionError,
    OptionError,
    Reason,
)
from spelkast.core.fields import is_whole, set_at, whole
from spelkast.core.game import JSON, Game, GameInfo, GameLength, Outcome
from spelkast.core.options import (
    OptionValue,
    check_first_player,
    first_player,
)
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards import placing
from spelkast.games.labyrinth_cards.data import (
    HAND_SIZE,
    NUM_CARDS,
    OPEN_CARDS,
)
from spelkast.games.labyrinth_cards.notation import (
    action_text,
    from_text,
    parse_action_text,
    to_text,
)
from spelkast.games.labyrinth_cards.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    Action,
    CardsState,
    Cell,
    Discard,
    Lying,
    Place,
    Record,
    action_json,
    card_json,
    record_json,
    sort_layout,
    validate,
)

__all__ = ["START_CELLS", "LabyrinthCardsGame", "card_json", "cell_text"]

START_CELLS: tuple[Cell, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


class LabyrinthCardsGame(Game[CardsState, Action]):
    info: ClassVar[GameInfo] = GameInfo(
        id="labyrinth-cards",
        names={
            "nl": "Doolhof, het kaartspel",
            "en": "Labyrinth, the card game",
            "fi": "Labyrintti-korttipeli",
        },
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        options=OPTIONS,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        summary={
            "en": "Lay maze cards so that corridors join equal treasures, and collect the cards.",
            "nl": "Leg doolhofkaarten zo dat gangen twee dezelfde schatten verbinden, en "
            "verzamel de kaarten.",
            "fi": "Aseta labyrinttikortteja niin, että käytävät yhdistävät samoja aarteita, ja "
            "kerää kortit.",
        },
        # Every action plays one card out of a hand (placed or discarded), and the hands
        # are dealt and drawn from the deck but for the cards laid open at the start; the
        # game ends when the pile and the hands are empty, so it is exactly this long.
        max_length=GameLength(fixed=NUM_CARDS - OPEN_CARDS),
    )

    # ----------------------------------------------------------------- set-up
    def check_options(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        check_first_player(options["first_player"], num_players)

    def _initial_state(
        self, num_players: int, options: dict[str, OptionValue], seed: int
    ) -> CardsState:
        rng = random.Random(seed)
        deck = list(range(1, NUM_CARDS + 1))
        rng.shuffle(deck)
        hands = tuple(
            tuple(sorted(deck[p : HAND_SIZE * num_players : num_players]))
            for p in range(num_players)
        )
        rest = deck[HAND_SIZE * num_players :]
        grid = {}
        for cell, card in zip(START_CELLS, rest[:OPEN_CARDS], strict=True):
            grid[cell] = (card, C.CANONICAL[card][rng.randrange(4)])
        current = first_player(options["first_player"], num_players, rng)
        return CardsState(
            num_players=num_players,
            seed=seed,
            options=dict(options),
            layout=sort_layout(grid),
            hands=hands,
            pile=tuple(rest[OPEN_CARDS:]),
            taken=tuple(() for _ in range(num_players)),
            current=current,
        )

    # ------------------------------------------------------------------ turns
    def to_move(self, state: CardsState) -> tuple[int, ...]:
        return () if state.over else (state.current,)

    def placements(self, state: CardsState, player: int) -> list[Place]:
        """Every legal placement of ``player``'s hand cards, with each allowed choice
        of cards to take."""
        return [
            Place(card, rotation, cell[0], cell[1], take)
            for card, rotation, cell, _, takes in self.placement_groups(state, player)
            for take in takes
        ]

    def placement_groups(
        self, state: CardsState, player: int
    ) -> list[tuple[int, int, Cell, int, list[tuple[int, ...]]]]:
        """:meth:`placements` grouped by what is placed where: (card, rotation, cell, the
        cell's place in :func:`cards.open_frontier`, the allowed choices of cards to
        take), in the order of :meth:`placements`."""
        return placing.placement_groups(state, player)

    def _takes(
        self,
        state: CardsState,
        net: C.Corridors,
        cell: Cell,
        card: int,
        rotation: int,
    ) -> list[tuple[int, ...]]:
        matched = C.matches(state.grid, net, cell, card, rotation)
        if not matched:
            return [()]
        return self._allowed(state, cell, matched)

    @staticmethod
    def _allowed(state: CardsState, cell: Cell, matched: tuple[int, ...]) -> list[tuple[int, ...]]:
        return placing.allowed(state, cell, matched)

    def has_placement(self, state: CardsState, player: int) -> bool:
        grid = state.grid
        targets = state.frontier
        return any(
            C.connects(grid, cell, card, rotation)
            for card in set(state.hands[player])
            for cell in targets
            for rotation in C.DISTINCT_ROTATIONS[card]
        )

    def legal_actions(self, state: CardsState, player: int) -> Sequence[Action]:
        if state.over or player != state.current:
            return []
        placed = self.placements(state, player)
        if placed:
            return placed
        # Decision: a player who cannot place any card discards one and draws.
        return [Discard(card) for card in sorted(set(state.hands[player]))]

    def is_legal(self, state: CardsState, player: int, action: Action) -> bool:
        return self._problem(state, player, action) is None

    def explain_illegal(self, state: CardsState, player: int, action: Action) -> str:
        return self._problem(state, player, action) or "the action is legal"

    def _problem(self, state: CardsState, player: int, action: Action) -> Reason | None:
        """Why ``action`` is illegal (``None``: it is legal)."""
        if state.over:
            return Reason("core.game_over_short", "the game is over")
        if player != state.current:
            return Reason(
                "core.not_turn",
                "it is not {name}'s turn",
                name=self.player_name(player),
                player=player,
            )
        hand = state.hands[player]
        candidate: object = action  # callers may pass anything
        if not isinstance(candidate, Place | Discard):
            return Reason(
                "core.not_an_action",
                "{action} is not an action of {game}",
                action=repr(action),
                game="the Labyrinth card game",
                game_id=self.info.id,
            )
        if not is_whole(action.card) or action.card not in hand:
            return Reason(
                "cards.not_in_hand",
                "card {card} is not in your hand (you hold {hand})",
                card=action.card,
                hand=sorted(hand),
            )
        if isinstance(action, Discard):
            if self.has_placement(state, player):
                return Reason(
                    "cards.discard_when_stuck",
                    "you may only discard when none of your cards can be placed; "
                    "{example} is possible",
                    example=self.format_action(self.placements(state, player)[0]),
                )
            return None
        card = action.card
        if not (
            is_whole(action.rotation)
            and is_whole(action.x)
            and is_whole(action.y)
            and 0 <= action.rotation < 4
        ):
            return Reason(
                "cards.placement_fields",
                "a placement needs a rotation 0-3 and whole-number coordinates",
            )
        if C.CANONICAL[card][action.rotation] != action.rotation:
            return Reason(
                "cards.same_rotation",
                "card {card} turned r{rotation} lies exactly as r{same}: write r{same}",
                card=card,
                rotation=action.rotation,
                same=C.CANONICAL[card][action.rotation],
            )
        cell = action.cell
        grid = state.grid
        if cell in grid:
            return Reason(
                "cards.cell_taken",
                "cell {cell} already holds card {card}",
                cell=cell_text(cell),
                card=grid[cell][0],
            )
        if not any(n in grid for n in C.neighbours(cell)):
            return Reason(
                "cards.no_neighbour",
                "cell {cell} shares no edge with the cards on the table",
                cell=cell_text(cell),
            )
        if not C.connects(grid, cell, card, action.rotation):
            return Reason(
                "cards.no_corridor",
                "card {card} turned r{rotation} on {cell} makes no corridor connection "
                "with a neighbouring card",
                card=card,
                rotation=action.rotation,
                cell=cell_text(cell),
            )
        take = action.take
        if not isinstance(take, tuple) or not all(is_whole(t) for t in take):
            return Reason("cards.take_list", "the cards to take must be a list of card numbers")
        if list(take) != sorted(set(take)):
            return Reason(
                "cards.take_order", "list the cards to take once each, in increasing order"
            )
        net = state.net
        matched = C.matches(grid, net, cell, card, action.rotation)
        for t in take:
            if t == card:
                return Reason("cards.take_placed", "the card just placed is never taken")
            if t not in matched:
                return Reason(
                    "cards.not_joined",
                    "card {take} is not joined by a corridor to the same treasure on card "
                    "{card} (you may take: {matched})",
                    take=t,
                    card=card,
                    matched=list(matched),
                )
        allowed = self._takes(state, net, cell, card, action.rotation)
        if take in allowed:
            return None
        remaining = (set(grid) | {cell}) - {state.cell_of[t] for t in take}
        if not C.is_connected(remaining):
            return Reason(
                "cards.would_split",
                "taking {take} would split the layout into separate groups; allowed: {allowed}",
                take=list(take),
                allowed=[list(a) for a in allowed],
            )
        return Reason(
            "cards.take_maximal",
            "with taking=maximal take as many as the layout allows: {allowed}",
            allowed=[list(a) for a in allowed],
        )

    def _apply(self, state: CardsState, player: int, action: Action) -> CardsState:
        hand = list(state.hands[player])
        hand.remove(action.card)
        removed: tuple[Lying, ...] = ()
        layout, taken, discards = state.layout, state.taken, state.discards
        added: tuple[Cell, int, int] | None = None
        taking: tuple[Cell, tuple[Cell, ...]] | None = None
        if isinstance(action, Place) and not action.take:
            # (the layout stays sorted by row then column: the new card goes in its place)
            at = bisect(layout, (action.y, action.x), key=_row_then_column)
            entry = (action.x, action.y, action.card, action.rotation)
            layout = (*layout[:at], entry, *layout[at:])
            added = (action.cell, action.card, action.rotation)
        elif isinstance(action, Place):
            grid = dict(state.grid)
            grid[action.cell] = (action.card, action.rotation)
            for t in action.take:
                x, y = state.cell_of[t]
                removed += ((x, y, t, grid.pop((x, y))[1]),)
            layout = sort_layout(grid)
            taken = set_at(taken, player, (*taken[player], *action.take))
            taking = (action.cell, tuple((x, y) for x, y, _, _ in removed))
        else:
            discards = (*discards, action.card)
        pile = state.pile
        if pile:  # draw back up (to two cards)
            hand.append(pile[0])
            pile = pile[1:]
        hands = set_at(state.hands, player, tuple(sorted(hand)))
        current = player
        for step in range(1, state.num_players + 1):
            seat = (player + step) % state.num_players
            if hands[seat]:
                current = seat
                break
        after = CardsState(
            state.num_players,
            state.seed,
            state.options,
            layout,
            hands,
            pile,
            taken,
            discards,
            current,
            state.turn + 1,
            (player, action),
            (*state.history, (player, action, removed)),
        )
        after.carry_over(state, added, taking)
        return after

    def outcome(self, state: CardsState) -> Outcome | None:
        if not state.over:
            return None
        scores = [len(t) for t in state.taken]
        result = Outcome.ranked(scores, details={"cards": scores})
        best = max(scores)
        winners = [self.player_name(p) for p in result.winners]
        if len(winners) == 1:
            reason = f"{winners[0]} collected the most cards ({best})"
        else:
            reason = f"shared win: {' and '.join(winners)} collected {best} cards each"
        return Outcome(result.scores, result.ranks, reason, result.details)

    # ------------------------------------------------------------------ views
    def view(self, state: CardsState, player: int | None) -> dict[str, JSON]:
        """What ``player`` (None: a spectator) sees: the layout, the size of the pile,
        their own hand only, everyone's hand size and collected cards, and the public
        record of the turns played (``history``: the cards drawn are not in it). The
        entries of ``layout`` and ``history`` are built once and shared between views (and
        the states that follow), so do not change them."""
        outcome = self.outcome(state)
        return {
            "game": self.info.id,
            "viewer": player,
            "num_players": state.num_players,
            "options": dict(state.options),
            "current": None if state.over else state.current,
            "turn": state.turn,
            "layout": list(state.layout_json),
            "pile_size": len(state.pile),
            "discards": list(state.discards),
            "players": [
                {
                    "hand": list(state.hands[p]) if p == player else None,
                    "hand_size": len(state.hands[p]),
                    "taken": list(state.taken[p]),
                    "score": len(state.taken[p]),
                }
                for p in range(state.num_players)
            ],
            "last": (
                {"player": state.last[0], "action": self.action_to_json(state.last[1])}
                if state.last
                else None
            ),
            "outcome": outcome.to_json() if outcome else None,
            "history": list(state.history_json),
        }

    def history_to_json(self, state: CardsState) -> list[JSON]:
        """The public record (:attr:`CardsState.history`): per turn the player, the
        action, and the cards taken as they lay, ``[x, y, card, rotation]``."""
        return [record_json(record) for record in state.history]

    def history_from_json(self, entries: list[JSON]) -> tuple[Record, ...]:
        """The record back from :meth:`history_to_json` (as a view or a state holds it)."""
        return tuple(
            (
                whole(entry["player"]),
                self.action_from_json(entry["action"]),
                tuple(
                    (whole(x), whole(y), whole(card), whole(rotation))
                    for x, y, card, rotation in entry["removed"]
                ),
            )
            for entry in entries
        )

    # ------------------------------------------------------------- serialising
    def state_to_json(self, state: CardsState) -> dict[str, JSON]:
        return {
            "game": self.info.id,
            "num_players": state.num_players,
            "seed": state.seed,
            "options": dict(state.options),
            "layout": [list(entry) for entry in state.layout],
            "hands": [list(h) for h in state.hands],
            "pile": list(state.pile),
            "taken": [list(t) for t in state.taken],
            "discards": list(state.discards),
            "current": state.current,
            "turn": state.turn,
            "last": (
                {"player": state.last[0], "action": self.action_to_json(state.last[1])}
                if state.last
                else None
            ),
            "history": self.history_to_json(state),
        }

    def state_from_json(self, data: JSON) -> CardsState:
        try:
            if data.get("game", self.info.id) != self.info.id:
                raise InvalidPositionError(
                    f"this is a {data.get('game')!r} state, not labyrinth-cards"
                )
            last = data.get("last")
            state = CardsState(
                num_players=whole(data["num_players"]),
                seed=whole(data.get("seed", 0)),
                options=self.resolve_options(data.get("options", {})),
                layout=sort_layout(
                    {
                        (whole(x), whole(y)): (whole(card), whole(rotation))
                        for x, y, card, rotation in data["layout"]
                    }
                ),
                hands=tuple(tuple(whole(c) for c in h) for h in data["hands"]),
                pile=tuple(whole(c) for c in data["pile"]),
                taken=tuple(tuple(whole(c) for c in t) for t in data["taken"]),
                discards=tuple(whole(c) for c in data.get("discards", [])),
                current=whole(data["current"]),
                turn=whole(data.get("turn", 0)),
                last=(
                    (whole(last["player"]), self.action_from_json(last["action"])) if last else None
                ),
                history=self.history_from_json(data.get("history", [])),
            )
            if len(state.layout) != len(data["layout"]):
                raise InvalidPositionError("two cards lie on the same cell")
        except (InvalidPositionError, OptionError):
            raise
        except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
            raise InvalidPositionError(f"not a labyrinth-cards state: {exc!r}") from None
        validate(state)
        return state

    def action_to_json(self, action: Action) -> JSON:
        return action_json(action)

    def action_from_json(self, data: JSON) -> Action:
        if not isinstance(data, dict):
            raise MalformedActionError("a labyrinth-cards action is a JSON object with a 'type'")
        kind = data.get("type")
        try:
            if kind == "discard":
                return Discard(_card(data.get("card")))
            if kind == "place":
                card = _card(data.get("card"))
                rotation = whole(data.get("rotation", 0))
                if not 0 <= rotation < 4:
                    raise ValueError("'rotation' must be 0-3 (quarter turns clockwise)")
                take = data.get("take", [])
                if not isinstance(take, list):
                    raise ValueError("'take' must be a list of card numbers")
                return Place(
                    card,
                    C.CANONICAL[card][rotation],
                    whole(data.get("x")),
                    whole(data.get("y")),
                    tuple(sorted({_card(t) for t in take})),
                )
        except ValueError as exc:
            raise MalformedActionError(str(exc)) from None
        raise MalformedActionError(f"unknown action type {kind!r}; expected 'place' or 'discard'")

    def format_action(self, action: Action) -> str:
        """``17r1@2,-1`` (card 17 turned once clockwise on x=2, y=-1), ``17r1@2,-1x5,12``
        (and take cards 5 and 12), ``d17`` (discard card 17)."""
        return action_text(action)

    def parse_action(self, text: str, state: CardsState | None = None) -> Action:
        return parse_action_text(text)

    def position_to_text(self, state: CardsState) -> str:
        return to_text(state)

    def position_from_text(self, text: str) -> CardsState:
        return from_text(text)

    # ----------------------------------------------------------------- search
    def count_turns(self, state: CardsState) -> int:
        if state.over:
            return 0
        return len(self.legal_actions(state, state.current))


def _row_then_column(entry: Lying) -> tuple[int, int]:
    return (entry[1], entry[0])


def _card(value: object) -> int:
    number = whole(value)
    if not 1 <= number <= NUM_CARDS:
        raise ValueError(f"there is no card {number}; cards are numbered 1-{NUM_CARDS}")
    return number
