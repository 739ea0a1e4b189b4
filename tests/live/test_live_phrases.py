"""Preset phrases in the full-screen client on a real server: a waiting player sees what
another seat said in their own language, and ``say`` (typed in their language) says one
to the table off the screen's thread."""

from __future__ import annotations

import asyncio
import json

from .drive import my_turn, typed, until
from .test_live_online import create, join, online_app, other_player


def test_a_waiting_player_hears_a_phrase_and_says_one(server: str) -> None:
    match = create(server, "sudoku", [{"kind": "human"}, {"kind": "human"}])
    ann = join(server, match["id"], "Ann")
    bo = join(server, match["id"], "Bo")

    async def play() -> None:
        with online_app(server, match["id"], bo, "nl") as app:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: app.picture is not None, "the board")
                assert not my_turn(app)
                with other_player(server, match["id"], ann) as socket:
                    await until(pilot, lambda: "Ann" in app.screen_text, "Ann at the table")
                    socket.send(json.dumps({"type": "say", "id": "g", "phrase": "good_luck"}))
                    await until(pilot, lambda: "Ann: Veel succes!" in app.screen_text, "heard")
                    await typed(pilot, "zeg wp")
                    await until(pilot, lambda: "Bo: Goed gespeeld!" in app.screen_text, "said")
                    heard = json.loads(socket.recv(timeout=30))
                    while heard["type"] != "phrase" or heard["seat"] != 1:
                        heard = json.loads(socket.recv(timeout=30))
                    said = {"type": "phrase", "match": match["id"], "seat": 1}
                    assert heard == {**said, "phrase": "well_played"}
                await typed(pilot, "q")
            assert app.return_value == "quit"

    asyncio.run(play())
