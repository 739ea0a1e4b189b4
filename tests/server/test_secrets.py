"""No message, log line or HTTP answer holds what its receiver may not see.

Full games of every game and variant are played through the server: human seats driven
by WebSocket clients (which also send illegal and stale actions, syncs and reconnects),
bots in other seats, and a spectator watching from before the start. Every message each
client received is then checked against a *secret twin* (tests/secret_twins.py): the
state at the message's version is rebuilt from the match history, a twin is made that
differs only in what the receiver may not see, and the server's own message builder
(``LiveMatch.state_message``) must give exactly the received message from the twin world
too. Error answers to illegal actions must read the same in the twin world. Events must
hide other seats' sealed Träxx choices until the round ends.

Log output (every logger at DEBUG), HTTP answers and the database are searched for seat
tokens and state secrets.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from secret_twins import VARIANTS, sealed_choice, twin
from spelkast.bots.base import get_bot
from spelkast.core.errors import SpelkastError
from spelkast.core.game import Game
from spelkast.core.registry import get_game
from spelkast.games.refusals import reason_of, refusal_words
from spelkast.hints import HintsUsed
from spelkast.server.app import Settings, create_app
from spelkast.server.audience import LocalAudience
from spelkast.server.events import Event
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import _wire_form
from spelkast.server.matchparts import Seat
from spelkast.server.words import event_extras

from .wsplay import Player, create

# game, options, seats (a spectator watches every match as well).
MATCHES: list[tuple[str, dict[str, Any], list[str]]] = [
    ("labyrinth", {}, ["human", "human", "bot:greedy"]),
    ("labyrinth", {"day_night": True}, ["human", "bot:greedy", "human"]),
    ("labyrinth", {"open_cards": True}, ["bot:random", "human", "human"]),
    ("labyrinth-cards", {}, ["human", "bot:random", "human"]),
    ("sudoku", {}, ["human", "human", "bot:random"]),
    ("sudoku", {"mode": "assisted"}, ["bot:greedy", "human", "human"]),
    ("sudoids", {}, ["human", "bot:greedy", "human"]),
    ("traexx", {}, ["human", "bot:random", "human"]),
]
SEED = 8_765_432_101_234
IDS = [f"{g}{'-' + '-'.join(o) if o else ''}" for g, o, _ in MATCHES]

STATE_KEYS = {
    "type",
    "match",
    "version",
    "since",
    "full",
    "status",
    "seat",
    "to_move",
    "legal",
    "view",
    "events",
    "seats",
    "outcome",
    "hints",  # public: whether the match shows hints, and how many each seat used
}
SEAT_KEYS = {"seat", "kind", "bot", "name", "open", "connected", "deadline", "played"}
MATCH_KEYS = {
    "id",
    "private",  # whether the match is joined only through its invite link (not the secret)
    "game",
    "game_name",
    "options",
    "players",
    "status",
    "version",
    "move_seconds",
    "created_at",
    "seats",
    "outcome",
    "to_move",  # public: the seats to move now (the lobby's "your turn")
    "hints",  # public: whether the match shows hints
    "rated",  # public: whether the match is rated
    "invite_url",
    "websocket_url",
}

CREATOR_KEYS = {"host_key", "invite_secret"}


def test_every_game_and_variant_is_played_here() -> None:
    assert {(g, tuple(sorted(o))) for g, o, _ in MATCHES} == {
        (g, tuple(sorted(o))) for g, o in VARIANTS
    }


@dataclass
class Client:
    """A WebSocket client of one seat (None: spectator) and the actions it sent."""

    player: Player
    seat: int | None
    sent: dict[str, Any] = field(default_factory=dict)  # message id -> action JSON
    seen_legal: list[Any] = field(default_factory=list)


# --------------------------------------------------------------------- playing
def choose(game: Game[Any, Any], seat: int, state: dict[str, Any], rng: random.Random) -> Any:
    """The client's move: the greedy bot's choice from the message (view + legal)."""
    actions = [game.action_from_json(item["action"]) for item in state["legal"]]
    bot = get_bot(game.info.id, "greedy")
    return game.action_to_json(bot.choose(game, seat, state["view"], actions, rng))


def answer(client: Client) -> dict[str, Any]:
    return client.player.answer()


def play(
    http: TestClient,
    game: Game[Any, Any],
    clients: list[Client],
    match_id: str,
    tokens: dict[int, str],
    rng: random.Random,
) -> list[Client]:
    """Drive the human clients to the end of the game, with bad input mixed in.
    Returns the extra clients that connected for a while (reconnects)."""
    reconnects: list[Client] = []
    players = [c.player for c in clients]
    n = 0
    for _ in range(3000):
        latest = max(p.state["version"] for p in players if p.state is not None)
        for player in players:
            player.wait_for(lambda s, v=latest: s["version"] >= v)  # type: ignore[misc]
        if any(p.state is not None and p.state["status"] == "finished" for p in players):
            return reconnects
        mover = next((c for c in clients if c.player.state and c.player.state["legal"]), None)
        if mover is None:  # a bot is thinking
            players[0].receive_until("state")
            continue
        state = mover.player.state
        assert state is not None
        assert mover.seat is not None
        version = state["version"]
        n += 1
        mover.seen_legal.extend(item["action"] for item in state["legal"])
        roll = rng.random()
        if roll < 0.08:  # an action that is not legal now (from an earlier turn)
            legal_now = [item["action"] for item in state["legal"]]
            old = [a for a in mover.seen_legal if a not in legal_now]
            if old:
                bad = rng.choice(old)
                mover.sent[f"bad{n}"] = bad
                mover.player.send(
                    {"type": "action", "version": version, "action": bad, "id": f"bad{n}"}
                )
                reply = answer(mover)
                assert reply["type"] == "error", reply
                assert reply["code"] in {"illegal", "malformed_action"}, reply
        elif roll < 0.14 and version > 1:  # an action chosen on an old version
            old_version = rng.randrange(version)
            mover.player.send(
                {
                    "type": "action",
                    "version": old_version,
                    "action": state["legal"][0]["action"],
                    "id": f"old{n}",
                }
            )
            reply = answer(mover)
            if reply["type"] == "error":
                assert reply["code"] == "stale", reply
                mover.player.receive_until("state")
                continue
        elif roll < 0.2:  # ask for the state since some earlier version
            mover.player.send({"type": "sync", "since": rng.randrange(version + 1)})
            mover.player.receive_until("state")
        elif roll < 0.22:  # a second connection of the same seat, then gone again
            with http.websocket_connect(f"/api/matches/{match_id}/ws") as ws:
                extra = Client(Player(ws), mover.seat)
                extra.player.hello(tokens[mover.seat], since=rng.randrange(version + 1))
                reconnects.append(extra)
            continue
        if mover.player.state is None or mover.player.state["version"] != version:
            continue
        action = choose(game, mover.seat, state, rng)
        mover.player.send({"type": "action", "version": version, "action": action, "id": n})
        reply = answer(mover)
        assert reply["type"] == "accepted" or reply["code"] == "stale", reply
    raise AssertionError("the game did not end")


def drain(client: Client, final_version: int) -> None:
    """Read until the client has seen the final state."""
    client.player.wait_for(lambda s: s["version"] >= final_version and s["status"] == "finished")


# -------------------------------------------------------------------- checking
@dataclass
class History:
    game: Game[Any, Any]
    match_id: str
    states: list[Any]  # the state after each version
    events: list[Event]  # as the live match keeps them (with the sealed flag)

    def revealed_upto(self, version: int) -> int:
        return max((e.version for e in self.events[:version] if not e.sealed), default=0)


def history_of(
    body: dict[str, Any], database_url: str, match_id: str, game: Game[Any, Any]
) -> History:
    summary = body["match"]
    engine = create_engine(database_url)
    with engine.connect() as db:
        sealed = dict(
            db.execute(
                text("SELECT version, sealed FROM actions WHERE match_id = :m"), {"m": match_id}
            ).all()
        )
        seed = int(
            db.execute(text("SELECT seed FROM matches WHERE id = :m"), {"m": match_id}).scalar_one()
        )
    engine.dispose()
    state = game.new_initial_state(summary["players"], summary["options"], seed)
    states = [state]
    events = []
    seats = [
        SimpleNamespace(kind=s["kind"], bot=s["bot"], name=s["name"]) for s in summary["seats"]
    ]
    for e in body["events"]:
        action = game.action_from_json(e["action"])
        # the words and motion, from the position before the action (server/words.py)
        extra = event_extras(game, state, e["seat"], action, seats)
        state = game.apply(state, e["seat"], action)
        states.append(state)
        events.append(
            Event(
                e["version"],
                e["seat"],
                e["action"],
                e["text"],
                bool(sealed[e["version"]]),
                e["by"],
                e["at"],
                extra,
            )
        )
    return History(game, match_id, states, events)


def rebuilt_message(
    history: History, state: Any, events: list[Event], message: dict[str, Any]
) -> dict[str, Any]:
    """What ``LiveMatch.state_message`` builds in the world of ``state`` and ``events``
    for the receiver, version, ``since`` and status of ``message``."""
    game = history.game
    version = message["version"]
    world = object.__new__(LiveMatch)
    world.id = history.match_id
    world.lobby = SimpleNamespace(wire_form=_wire_form)  # type: ignore[assignment]
    world.game = game
    world.state = state
    world.version = version
    world.status = message["status"]
    world.to_move = game.to_move(state)
    world.events = events
    world.revealed_upto = history.revealed_upto(version)
    outcome = game.outcome(state)
    world.outcome = json.loads(json.dumps(outcome.to_json())) if outcome else None
    world.seats = [
        Seat(s["seat"], s["kind"], s["bot"], s["name"], None, s["deadline"])
        for s in message["seats"]
    ]
    world.hints = message["hints"]["on"]
    world.hints_used = HintsUsed.start(len(message["seats"]))
    world.audience = LocalAudience(world.state_text)
    built = LiveMatch.state_message(world, message["seat"], message["since"])
    built["seats"] = message["seats"]  # who is connected: public, checked on its own
    built["hints"] = message["hints"]  # hints used: public, counted by tests/server/test_hints
    result: dict[str, Any] = json.loads(json.dumps(built))
    return result


def twin_events(history: History, version: int, twin_state: Any, seat: int | None) -> list[Event]:
    """The events up to ``version`` in the twin world: the other seats' choices still
    sealed at ``version`` are the twin's choices."""
    game = history.game
    revealed = history.revealed_upto(version)
    out = []
    for e in history.events[:version]:
        if e.sealed and e.version > revealed and e.seat != seat:
            choice = sealed_choice(game, twin_state, e.seat)
            assert choice is not None
            e = Event(
                e.version,
                e.seat,
                game.action_to_json(choice),
                game.format_action(choice),
                True,
                e.by,
                e.at,
            )
        out.append(e)
    return out


def refusal(game: Game[Any, Any], state: Any, seat: int, action: Any) -> str:
    return str(refusal_error(game, state, seat, action))


def refusal_error(game: Game[Any, Any], state: Any, seat: int, action: Any) -> SpelkastError:
    try:
        game.apply(state, seat, game.action_from_json(action))
    except SpelkastError as error:
        return error
    raise AssertionError("the action was legal")


def refusal_said(game: Game[Any, Any], state: Any, seat: int, action: Any) -> tuple[Any, ...]:
    """The refusal's reason code and its words in every language (seats by number)."""
    error = refusal_error(game, state, seat, action)
    reason = reason_of(error)
    return (reason.code if reason is not None else None, refusal_words(error))


def check_messages(history: History, client: Client, rng: random.Random) -> int:
    game = history.game
    seat = client.seat
    checked = 0
    for message in client.player.received:
        kind = message["type"]
        if kind == "welcome":
            assert set(message) == {"type", "match", "game", "seat", "role"}
            assert message["seat"] == seat
            continue
        if kind == "pong":
            continue
        if kind == "presence":  # counts of connections per seat, nothing of the game
            assert set(message) == {"type", "match", "seats"}
            assert message["match"] == history.match_id
            assert client.player.state is not None
            seats = len(client.player.state["seats"])
            assert [s["seat"] for s in message["seats"]] == list(range(seats))
            assert all(set(s) == {"seat", "connected"} for s in message["seats"])
            continue
        if kind == "accepted":
            assert set(message) == {"type", "id", "version"}
            continue
        if kind == "error":
            assert set(message) <= {"type", "code", "message", "version", "id", "reason", "words"}
            if message.get("id") in client.sent:
                assert seat is not None
                action = client.sent[message["id"]]
                state = history.states[message["version"]]
                shadow = twin(game, state, seat, rng)
                assert message["message"] == refusal(game, state, seat, action)
                assert message["message"] == refusal(game, shadow, seat, action)
                # what the refusal says in words depends on nothing the seat cannot see
                said = refusal_said(game, state, seat, action)
                assert said == refusal_said(game, shadow, seat, action)
                assert message.get("reason") == said[0]
                assert set(message["words"]) == {"en", "nl", "fi"}
            continue
        assert kind == "state", message
        assert set(message) == STATE_KEYS
        assert message["seat"] == seat
        assert message["match"] == history.match_id
        for s in message["seats"]:
            assert set(s) == SEAT_KEYS
        version = message["version"]
        state = history.states[version]
        # The message is what the server's builder makes from the real state ...
        assert message == rebuilt_message(history, state, history.events[:version], message)
        # ... and from a world that differs in everything this receiver may not see.
        for _ in range(2):
            shadow = twin(game, state, seat, rng)
            events = twin_events(history, version, shadow, seat)
            assert message == rebuilt_message(history, shadow, events, message)
        # Sealed choices of other seats stay hidden until their round ends.
        revealed = history.revealed_upto(version)
        for event in message["events"]:
            truth = history.events[event["version"] - 1]
            if truth.sealed and truth.version > revealed and truth.seat != seat:
                assert event["action"] is None
                assert event["text"] is None
        checked += 1
    return checked


def secret_strings(game: Game[Any, Any], states: list[Any]) -> set[str]:
    """Text that only a whole state holds: its JSON and the JSON of its hidden parts."""
    found = set()
    for state in states:
        data = game.state_to_json(state)
        found.add(json.dumps(data))
        for key in ("piles", "hands", "pile", "deck", "pending"):
            hidden = json.dumps(data.get(key))
            if any(ch.isdigit() for ch in hidden):
                found.add(hidden)
    return found


# ------------------------------------------------------------------------- test
@pytest.mark.parametrize(("game_id", "options", "seats"), MATCHES, ids=IDS)
def test_no_message_log_or_answer_shows_a_secret(
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    game_id: str,
    options: dict[str, Any],
    seats: list[str],
) -> None:
    # Every logger at DEBUG (libraries such as SQLAlchemy set their own level: override).
    for name in ["", "sqlalchemy", "spelkast", *logging.root.manager.loggerDict]:
        caplog.set_level(logging.DEBUG, logger=name)
    database_url = f"sqlite:///{tmp_path / 'secrets.db'}"
    settings = Settings(
        database_url=database_url, bot_workers=0, rate_per_second=1e6, rate_burst=10**6
    )
    game = get_game(game_id)
    rng = random.Random(17)
    answers: list[Any] = []
    bot_calls: list[tuple[Any, ...]] = []
    with TestClient(create_app(settings)) as http:
        bots = http.app.state.lobby.bots  # type: ignore[attr-defined]
        real_choose = bots.choose

        async def recording_choose(*args: Any) -> Any:
            bot_calls.append(args)
            return await real_choose(*args)

        bots.choose = recording_choose
        match = create(http, game_id, seats, options=options, seed=SEED)
        match_id = match["id"]
        # the creator alone is told the creator's key (and a private match's secret)
        assert set(match) == MATCH_KEYS | CREATOR_KEYS
        host_key = match["host_key"]
        answers.append({k: v for k, v in match.items() if k not in CREATOR_KEYS})
        with http.websocket_connect(f"/api/matches/{match_id}/ws") as spectator_ws:
            spectator = Client(Player(spectator_ws), None)
            spectator.player.hello(None)
            humans = [i for i, s in enumerate(seats) if s == "human"]
            tokens = {}
            for seat in humans:
                response = http.post(
                    f"/api/matches/{match_id}/join", json={"name": f"P{seat}", "seat": seat}
                )
                assert response.status_code == 200
                tokens[seat] = response.json()["token"]
                answers.append(response.json()["match"])
                assert set(response.json()) == {"seat", "token", "match"}
            refused = http.get(f"/api/matches/{match_id}/history")
            assert refused.status_code == 409
            assert set(refused.json()) == {"detail"}
            with (
                http.websocket_connect(f"/api/matches/{match_id}/ws") as ws_a,
                http.websocket_connect(f"/api/matches/{match_id}/ws") as ws_b,
            ):
                clients = [Client(Player(ws_a), humans[0]), Client(Player(ws_b), humans[1])]
                for c in clients:
                    assert c.seat is not None
                    c.player.hello(tokens[c.seat])
                # HTTP answers while the game runs.
                for c in clients:
                    c.player.wait_for(lambda s: s["status"] == "running")
                answers.append(http.get(f"/api/matches/{match_id}").json())
                answers.extend(http.get("/api/matches").json())
                reconnects = play(http, game, clients, match_id, tokens, rng)
                answers.append(http.get(f"/api/matches/{match_id}").json())
                final = max(c.player.state["version"] for c in clients if c.player.state)
                for c in [*clients, spectator]:
                    drain(c, final)
        summary = http.get(f"/api/matches/{match_id}").json()
        assert summary["status"] == "finished"
        history_body = http.get(f"/api/matches/{match_id}/history").json()
    server_logs = list(caplog.records)  # before this test reads the database itself
    history = history_of(history_body, database_url, match_id, game)
    assert len(history.states) == summary["version"] + 1

    # Every message of every client.
    checked = 0
    for client in [*clients, spectator, *reconnects]:
        checked += check_messages(history, client, rng)
    assert checked >= len(history.states)

    # Bots decide from the seat's view and legal actions only: no state, no seed.
    assert bot_calls
    for (ask,) in bot_calls:
        assert ask.game == game_id
        assert str(SEED) not in ask.seed
        assert any(
            ask.view == game.view(state, ask.player)
            and ask.legal == [game.action_to_json(a) for a in game.legal_actions(state, ask.player)]
            for state in history.states
        )

    # HTTP answers: match summaries only, no state, no seed, no token.
    all_tokens = {*tokens.values(), host_key}
    for body in answers:
        assert set(body) == MATCH_KEYS
        assert body["outcome"] is None or body["status"] == "finished"
        for s in body["seats"]:
            assert set(s) == SEAT_KEYS
        encoded = json.dumps(body)
        assert not any(token in encoded for token in all_tokens)

    # Logs: no token, no state or hidden pile/hand/deck.
    secrets = secret_strings(game, history.states)
    hashes = {hashlib.sha256(t.encode()).hexdigest() for t in all_tokens}
    assert server_logs
    for record in server_logs:
        line = record.getMessage() + (record.exc_text or "")
        assert not any(token in line for token in all_tokens), line
        assert not any(digest in line for digest in hashes), line
        assert not any(secret in line for secret in secrets), line[:300]

    # The database holds only the tokens' hashes.
    engine = create_engine(database_url)
    with engine.connect() as db:
        stored = db.execute(
            text("SELECT seat, token_hash FROM seats WHERE match_id = :m"), {"m": match_id}
        ).all()
        dump = json.dumps(
            [
                [list(row) for row in db.execute(text(f"SELECT * FROM {table}")).all()]
                for table in ("matches", "seats", "actions")
            ],
            default=str,
        )
    engine.dispose()
    assert {seat: digest for seat, digest in stored if digest} == {
        seat: hashlib.sha256(token.encode()).hexdigest() for seat, token in tokens.items()
    }
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("secrets.db"))
    for token in all_tokens:
        assert token not in dump
        assert token.encode() not in raw
