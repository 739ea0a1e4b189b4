"""Play on a spelkast server from the terminal (``spelkast host`` / ``spelkast connect``).

The terminal client is a thin WebSocket client of the server protocol: it draws the view
it is sent with the game's terminal UI, offers the legal actions it is sent, and sends
the chosen action with the version it was chosen on. It knows no rules.
"""

from __future__ import annotations

import json
import random
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.text import Text
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from spelkast.bots import available_bots, get_bot
from spelkast.core.errors import SpelkastError
from spelkast.core.registry import get_game
from spelkast.tui import Handled, get_ui, words

QUIT = ("q", "quit", "exit")


class ServerError(SpelkastError):
    """The server refused a request or could not be reached."""


def request(server: str, method: str, path: str, body: Any = None) -> Any:
    """One JSON request to the lobby API."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    req = urllib.request.Request(
        server.rstrip("/") + path,
        data=data,
        method=method,
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        try:
            detail = json.loads(error.read()).get("detail", error.reason)
        except ValueError:
            detail = error.reason
        raise ServerError(f"the server said: {detail}") from None
    except (urllib.error.URLError, OSError) as error:
        raise ServerError(f"cannot reach {server}: {error}") from None


def split_invite(invite: str, server: str | None) -> tuple[str, str]:
    """``http://host:port/match/ID`` or a bare ``ID`` (with ``server``) → (server, id)."""
    if "://" in invite:
        parts = urllib.parse.urlsplit(invite)
        match_id = parts.path.rstrip("/").rsplit("/", 1)[-1]
        return f"{parts.scheme}://{parts.netloc}", match_id
    if server is None:
        raise ServerError("give the whole invite link, or --server with a match id")
    return server, invite


class OnlineClient:
    """One seat (or a spectator) of one match, played at the terminal."""

    def __init__(
        self,
        server: str,
        match_id: str,
        token: str | None,
        out: Console,
        read: Callable[[str], str],
        lang: str = "en",
    ) -> None:
        self.server = server.rstrip("/")
        self.match_id = match_id
        self.token = token
        self.out = out
        self.read = read
        self.lang = lang
        self.names: dict[int, str] = {}

    def websocket_url(self) -> str:
        base = "ws" + self.server[4:] if self.server.startswith("http") else self.server
        return f"{base}/api/matches/{self.match_id}/ws"

    def run(self) -> str:
        """Play until the game ends ("over") or the person leaves ("left", also by
        Ctrl-C while waiting)."""
        try:
            return self._run()
        except KeyboardInterrupt:
            self.out.print()
            return "left"

    def _run(self) -> str:
        with connect(self.websocket_url(), max_size=1 << 22) as ws:
            ws.send(json.dumps({"type": "hello", "token": self.token}))
            game = None
            ui = None
            ui_state: dict[str, Any] = {"lang": self.lang}
            seat: int | None = None
            waiting_shown = False
            while True:
                try:
                    message = json.loads(ws.recv())
                except ConnectionClosed:
                    self.out.print(words.text("on_closed", self.lang), style="red", markup=False)
                    return "closed"
                kind = message["type"]
                if kind == "welcome":
                    game = get_game(message["game"])
                    ui = get_ui(game.info.id)
                    ui_state = {**ui.new_ui_state(), "lang": self.lang}
                    seat = message["seat"]
                    role = (
                        words.text("on_spectator", self.lang)
                        if seat is None
                        else words.text("on_seat", self.lang, number=seat + 1)
                    )
                    name = game.info.name(self.lang)
                    self.out.print(
                        words.text("on_connected", self.lang, game=name, role=role), markup=False
                    )
                    continue
                if kind == "error":
                    self.out.print(f"[yellow]✗[/] {message['message']}", highlight=False)
                    continue
                if kind != "state" or game is None or ui is None:
                    continue
                self.names = {
                    s["seat"]: s["name"] or f"seat {s['seat'] + 1}" for s in message["seats"]
                }
                for event in message["events"]:
                    self.out.print(f"  {self.event_line(event)}", markup=False, highlight=False)
                if message["status"] == "open":
                    if not waiting_shown:
                        open_seats = sum(1 for s in message["seats"] if s["open"])
                        link = f"{self.server}/match/{self.match_id}"
                        self.out.print(
                            words.text("on_waiting_open", self.lang, count=open_seats, link=link),
                            markup=False,
                        )
                        waiting_shown = True
                    continue
                legal = [game.action_from_json(item["action"]) for item in message["legal"]]
                if message["status"] == "finished":
                    ui_state["screen"] = (self.out.width, self.out.height)
                    self.out.print(ui.render(game, message["view"], (), ui_state))
                    self.print_outcome(message["outcome"])
                    return "over"
                if not legal:
                    if seat is not None:
                        movers = ", ".join(self.names.get(p, str(p)) for p in message["to_move"])
                        waiting = words.text("on_waiting_for", self.lang, names=movers)
                        self.out.print(waiting, style="dim", markup=False)
                    continue
                ui_state["screen"] = (self.out.width, self.out.height)
                self.out.print(ui.render(game, message["view"], legal, ui_state))
                action = self.ask(game, ui, message["view"], legal, ui_state)
                if action is None:
                    return "left"
                ws.send(
                    json.dumps(
                        {
                            "type": "action",
                            "version": message["version"],
                            "action": game.action_to_json(action),
                        }
                    )
                )

    def ask(
        self, game: Any, ui: Any, view: dict[str, Any], legal: list[Any], ui_state: dict[str, Any]
    ) -> Any:
        while True:
            try:
                line = self.read(ui.prompt(game, view, ui_state))
            except (EOFError, KeyboardInterrupt):
                return None
            word = line.strip().lower()
            if word in QUIT:
                return None
            if word in ("?", "help"):
                self.out.print(ui.help_text(game, ui_state), markup=False)
                self.out.print(words.text("on_help", self.lang), markup=False)
                continue
            if word == "hint":
                names = available_bots(game.info.id)
                bot = get_bot(game.info.id, "greedy" if "greedy" in names else "random")
                seat = int(view.get("viewer", 0))
                suggestion = bot.choose(game, seat, view, legal, random.Random())
                shown = ui.action_text(game, suggestion, ui_state)
                self.out.print(words.text("on_hint", self.lang, action=shown), markup=False)
                continue
            if not line.strip():
                ui_state["screen"] = (self.out.width, self.out.height)
                self.out.print(ui.render(game, view, legal, ui_state))
                continue
            try:
                result = ui.interpret(game, view, legal, line, ui_state)
            except SpelkastError as error:  # said in the client's language, as at home
                said = ui.explain(game, view, error, ui_state)
                self.out.print(Text.assemble(("✗ ", "yellow"), said))
                continue
            if isinstance(result, Handled):
                ui_state["screen"] = (self.out.width, self.out.height)
                self.out.print(ui.render(game, view, legal, ui_state))
                if result.message:
                    self.out.print(result.message, markup=False)
                continue
            if result not in legal:
                self.out.print(f"[yellow]✗[/] {words.text('on_not_legal', self.lang)}")
                continue
            return result

    def event_line(self, event: dict[str, Any]) -> str:
        """A move as the server sent it: the engine's words in the terminal's language
        (the server sends none for a sealed choice), else who and the notation."""
        who = self.names.get(event["seat"], f"seat {event['seat'] + 1}")
        if event["sealed"]:
            return f"{who}: {words.text('sealed_choice', self.lang)}"
        said = (event.get("words") or {}).get(self.lang)
        return str(said) if said else f"{who}: {event['text']}"

    def print_outcome(self, outcome: dict[str, Any] | None) -> None:
        if not outcome:
            return
        joined = words.text("and", self.lang)
        winners = joined.join(self.names.get(p, str(p)) for p in outcome.get("winners", []))
        winner = words.text("winner", self.lang, names=winners)
        self.out.print(winner, style="bold green", markup=False, highlight=False)
        said = (outcome.get("reason_words") or {}).get(self.lang) or outcome.get("reason")
        if said:
            self.out.print(said, markup=False)
        for seat, score in enumerate(outcome.get("scores", [])):
            score = int(score) if float(score).is_integer() else score
            place = outcome.get("ranks", [None] * (seat + 1))[seat]
            self.out.print(
                "  "
                + words.text(
                    "on_score",
                    self.lang,
                    name=self.names.get(seat, str(seat)),
                    points=score,
                    place=place,
                ),
                markup=False,
            )
