"""The server pushes presence: when a seat's player connects or leaves, everyone watching
the match (the other seat, spectators) is told how many clients act for each seat,
without asking."""

from __future__ import annotations

from fastapi.testclient import TestClient

from .wsplay import Player, create, join


def connected(player: Player, seat: int, count: int) -> None:
    """Read ``presence`` messages until one says ``seat`` has ``count`` clients (the
    wait ends with a failure, not a hang, when none comes)."""
    while True:
        message = player.receive_until("presence")
        counts = {entry["seat"]: entry["connected"] for entry in message["seats"]}
        if counts[seat] == count:
            return


def test_the_other_seat_and_a_spectator_hear_a_player_leave_and_come_back(
    client: TestClient,
) -> None:
    match = create(client, "sudoku", ["human", "human"])
    ann = join(client, match["id"], "Ann")
    bo = join(client, match["id"], "Bo")
    url = f"/api/matches/{match['id']}/ws"
    with client.websocket_connect(url) as b, client.websocket_connect(url) as c:
        waiting, watching = Player(b), Player(c)
        waiting.hello(bo)
        watching.hello(None)
        for _ in range(2):  # Ann comes, leaves, comes again, leaves again
            with client.websocket_connect(url) as a:
                Player(a).hello(ann)
                connected(waiting, 0, 1)
                connected(watching, 0, 1)
            connected(waiting, 0, 0)
            connected(watching, 0, 0)


def test_a_spectator_coming_and_going_is_no_presence_news(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"])
    bo = join(client, match["id"], "Bo")
    join(client, match["id"], "Ann")
    url = f"/api/matches/{match['id']}/ws"
    with client.websocket_connect(url) as b:
        waiting = Player(b)
        waiting.hello(bo)
        connected(waiting, 0, 1)  # its own coming (Bo joined first: seat 0)
        with client.websocket_connect(url) as c:
            Player(c).hello(None)
        waiting.send({"type": "ping", "id": "after"})
        message = waiting.receive_any()
        while message["type"] != "pong":
            assert message["type"] != "presence", message
            message = waiting.receive_any()


def test_a_connection_that_takes_another_seat_moves_its_presence(client: TestClient) -> None:
    """A hello again on the same connection with the other seat's token: the seat it
    left has no client any more, the one it took has one, and the watchers hear both."""
    match = create(client, "sudoku", ["human", "human"])
    ann = join(client, match["id"], "Ann")
    bo = join(client, match["id"], "Bo")
    url = f"/api/matches/{match['id']}/ws"
    with client.websocket_connect(url) as c, client.websocket_connect(url) as a:
        watching, switching = Player(c), Player(a)
        watching.hello(None)
        switching.hello(ann)
        connected(watching, 0, 1)
        assert switching.hello(bo)["seat"] == 1
        connected(watching, 1, 1)
        assert watching.presence == {0: 0, 1: 1}
