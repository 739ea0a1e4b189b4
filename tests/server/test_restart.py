"""A real server process killed with ``kill -9`` in the middle of games, and started
again on the same database, resumes every match exactly where it was: the same version,
the same views and events for reconnecting players and spectators, bots that carry on
by themselves, move clocks that still run out, and games that can be played to the end.

To have bots "caught" at their turn, the bot worker processes are frozen (SIGSTOP) just
before the last moves before the kill: from then on no bot move can complete, so the
kill finds some bots to move, deterministically.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from spelkast.core.registry import all_games, get_game
from spelkast.server.db import make_engine
from spelkast.server.store import Store, StoredMatch

from .realserver import ServerProcess, WsClient

GAMES = [game.info.id for game in all_games()]
CLOCK_SECONDS = 5.0


@dataclass
class Table:
    """One match of the test and its clients."""

    id: str
    game: str
    seats: list[str]  # "human" or "bot:<name>"
    tokens: dict[int, str] = field(default_factory=dict)
    humans: list[WsClient] = field(default_factory=list)
    spectator: WsClient | None = None
    made: int = 0  # actions the human clients made
    # Recorded just before the kill:
    version: int = 0
    to_move: list[int] = field(default_factory=list)
    last: dict[int | None, dict[str, Any]] = field(default_factory=dict)  # seat -> state
    events: dict[int | None, dict[int, dict[str, Any]]] = field(default_factory=dict)
    deadlines: dict[int, float | None] = field(default_factory=dict)

    @property
    def bot_seats(self) -> set[int]:
        return {seat for seat, kind in enumerate(self.seats) if kind != "human"}

    def clients(self) -> list[WsClient]:
        return [*self.humans, *([self.spectator] if self.spectator else [])]

    def connect(self, server: ServerProcess, since: int | None = None) -> None:
        """(Re)connect every human seat and a spectator."""
        self.humans = []
        for _seat, token in sorted(self.tokens.items()):
            client = WsClient(server, self.id, self.game)
            client.hello(token, since)
            self.humans.append(client)
        self.spectator = WsClient(server, self.id, self.game)
        self.spectator.hello(None, since)

    def close(self) -> None:
        for client in self.clients():
            client.close()


def open_table(server: ServerProcess, game: str, seats: list[str], seed: int, **kw: Any) -> Table:
    match = server.create(game, seats, seed=seed, **kw)
    table = Table(match["id"], game, seats)
    for seat, kind in enumerate(seats):
        if kind == "human":
            table.tokens[seat] = server.join(match["id"], f"P{seat}", seat)
    table.connect(server)
    return table


def sync(table: Table) -> dict[str, Any]:
    """Bring every client of the table to the newest version any of them has seen."""
    clients = table.clients()
    latest = max(c.state["version"] for c in clients if c.state is not None)
    for client in clients:
        client.wait_for(lambda s: s["version"] >= latest)
    state = clients[0].state
    assert state is not None
    return state


def drive(table: Table, done: Any, *, bots_first: bool = True) -> None:
    """Play the human seats (a sensible bot chooses) until ``done(state)`` or the end.
    With ``bots_first`` people let bots go first in a simultaneous round."""
    for _ in range(5000):
        state = sync(table)
        if state["status"] == "finished" or done(state):
            return
        mover = next((c for c in table.humans if c.state and c.state["legal"]), None)
        if mover is None or (bots_first and table.bot_seats & set(state["to_move"])):
            # A bot (or the clock) is to move: wait for it.
            table.clients()[0].receive_until("state")
            continue
        answer = mover.act(mover.choose())
        if answer["type"] == "error":  # a bot of a simultaneous round got in first
            assert answer["code"] == "stale", answer
            continue
        table.made += 1
    raise AssertionError(f"the {table.game} match did not get there")


def settle(server: ServerProcess, table: Table) -> bool:
    """Record the server's current version once every client has it; ``False`` (and
    nothing recorded for good) if the match moved on meanwhile."""
    summary = server.get(f"/api/matches/{table.id}")
    table.version = summary["version"]
    table.deadlines = {seat["seat"]: seat["deadline"] for seat in summary["seats"]}
    for client in table.clients():
        state = client.wait_for(lambda s: s["version"] >= table.version)
        if state["version"] != table.version:  # a bot move committed just now
            return False
        table.last[client.seat] = state
        table.events[client.seat] = dict(client.events)
    table.to_move = summary_to_move(table)
    return True


def settle_all(server: ServerProcess, tables: list[Table]) -> None:
    """Settle every table, again after a round trip through every connection, until a
    pass finds no change. A bot move a worker had decided just before it was frozen may
    still commit at any time, even after this: the checks after the kill allow one such
    move per match (:func:`late_bot_move`)."""
    for _ in range(10):
        before = [table.version for table in tables]
        for table in tables:
            for client in table.clients():
                client.ping()
        settled = [settle(server, table) for table in tables]
        if all(settled) and before == [table.version for table in tables]:
            return
    raise AssertionError("the matches kept moving after the bots were frozen")


def late_bot_move(table: Table, stored: StoredMatch) -> bool:
    """Whether the database holds one action more than the clients were last shown: a
    bot (or clock bot) move decided before the freeze and committed after the last look
    (never a person's move, never more than one: the frozen workers decide nothing new)."""
    if stored.version == table.version:
        return False
    assert stored.version == table.version + 1, (table.game, stored.version, table.version)
    last = stored.actions[-1]
    assert last.seat in table.to_move, last
    if last.by == "clock":  # the clock bot plays in a worker too
        assert table.deadlines.get(last.seat), last
    else:
        assert last.by == "bot", last
        assert last.seat in table.bot_seats, last
    return True


def summary_to_move(table: Table) -> list[int]:
    assert table.spectator is not None
    assert table.spectator.state is not None
    return list(table.spectator.state["to_move"])


def check_events(table: Table, seat: int | None, state: dict[str, Any], since: int) -> None:
    """The events a reconnecting client gets are the ones it was shown before the kill
    (a simultaneous choice sealed then may be revealed by now)."""
    got = {event["version"]: event for event in state["events"]}
    assert sorted(got) == list(range(since + 1, state["version"] + 1))
    for version in range(since + 1, table.version + 1):
        old, new = table.events[seat][version], got[version]
        assert (new["seat"], new["by"], new["at"]) == (old["seat"], old["by"], old["at"])
        if not old["sealed"] or new["sealed"]:
            assert new == old


@pytest.mark.slow
def test_a_killed_server_resumes_every_match(database_url: str, tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    server = ServerProcess(database_url, log)
    tables: list[Table] = []
    try:
        # A match per game with two people and a bot, an all-bot match, and a person
        # with a move clock against a bot.
        games = [
            open_table(server, game, ["human", "human", "bot:greedy"], seed=20 + index)
            for index, game in enumerate(GAMES)
        ]
        for table in games:
            drive(table, lambda s, t=table: t.made >= 2 and not t.bot_seats & set(s["to_move"]))
        # The all-bot match and the clocked one are opened just before the bots are
        # frozen, however long the games above took: the all-bot match (about 70 actions
        # in all) is still running when they are, and the clock (with seconds to spare)
        # runs out only after they are (or after the kill): the person never moves
        # before the kill.
        all_bots = open_table(server, "labyrinth", ["bot:greedy", "bot:greedy"], seed=11)
        assert all_bots.spectator is not None
        all_bots.spectator.wait_for(lambda s: s["version"] >= 3)
        clocked = open_table(
            server, "sudoku", ["human", "bot:greedy"], seed=7, move_seconds=CLOCK_SECONDS
        )
        tables = [all_bots, *games, clocked]
        drive(clocked, lambda s: s["to_move"] == [0])
        server.freeze_bots()
        assert all_bots.spectator.state is not None
        assert all_bots.spectator.state["status"] == "running"
        # Half the games: the people move until only a bot is to move (it cannot: frozen;
        # in a simultaneous round the people's choices wait sealed for the bot's).
        caught = [
            t for i, t in enumerate(games) if i % 2 == 0 or get_game(t.game).info.simultaneous
        ]
        for table in caught:
            drive(table, lambda s, t=table: set(s["to_move"]) <= t.bot_seats, bots_first=False)
        # A bot move a worker had decided just before it was frozen may still commit:
        # settle until one whole pass over the tables finds nothing moved.
        settle_all(server, tables)
        server.kill()
    finally:
        server.stop()
        for table in tables:
            table.close()

    # Every action anyone was told of is in the database, one per version.
    engine = make_engine(database_url)
    try:
        store = Store(engine)
        for table in tables:
            stored = store.load_match(table.id)
            assert stored is not None
            assert [a.version for a in stored.actions] == list(range(1, stored.version + 1))
            late_bot_move(table, stored)
    finally:
        engine.dispose()

    bot_turn = [t for t in tables if t.bot_seats & set(t.to_move)]
    clock_turn = [t for t in tables if any(t.deadlines.get(s) for s in t.to_move)]
    standing = [t for t in tables if t not in bot_turn and t not in clock_turn]
    assert all_bots in bot_turn
    assert {t.id for t in caught} <= {t.id for t in bot_turn}
    # In a simultaneous round, people's choices wait sealed for the frozen bot's.
    assert any(t.events[None][t.version]["sealed"] for t in caught if t.version)
    assert clocked in clock_turn
    assert standing, "some match must wait for a person at the kill"

    server = ServerProcess(database_url, log)
    try:
        # Matches waiting for a person stand exactly where they were.
        for table in standing:
            assert server.get(f"/api/matches/{table.id}")["version"] == table.version
        # Reconnecting clients get the same state and the events they missed.
        for table in tables:
            since = max(
                0,
                table.version - 3,
                *(min(e, default=table.version + 1) - 1 for e in table.events.values()),
            )
            table.connect(server, since)
            for client in table.clients():
                state = client.state
                assert state is not None
                assert state["version"] >= table.version
                check_events(table, client.seat, state, since)
                if table in standing:
                    before = table.last[client.seat]
                    assert state["version"] == table.version
                    for key in ("view", "legal", "to_move", "status", "seat"):
                        assert state[key] == before[key], key
        # Bots whose turn it was move by themselves; so does the clock, once time is up.
        for table in [*bot_turn, *clock_turn]:
            assert table.spectator is not None
            table.spectator.wait_for(lambda s, t=table: s["version"] > t.version)
            first = table.spectator.events[table.version + 1]
            if table in clock_turn:
                assert (first["by"], first["seat"]) == ("clock", 0)
                deadline = table.deadlines[0]
                assert deadline is not None
                assert first["at"] >= deadline
            else:
                assert first["by"] == "bot"
                assert first["seat"] in table.bot_seats & set(table.to_move)
        # Every game is played to the end.
        for table in tables:
            drive(table, lambda s: False)
            summary = server.get(f"/api/matches/{table.id}")
            assert summary["status"] == "finished"
            history = server.get(f"/api/matches/{table.id}/history")
            assert len(history["events"]) == summary["version"]
            # The spectator view at the kill is the one the history holds for it.
            assert history["views"][table.version] == table.last[None]["view"]
    finally:
        server.stop()
        for table in tables:
            table.close()
