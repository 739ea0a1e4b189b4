"""Play on a spelkast server from the terminal (``spelkast host`` / ``spelkast connect``).

The terminal client is a thin WebSocket client of the server protocol
(:class:`SocketTransport`): it draws the view it is sent with the game's terminal UI,
offers the legal actions it is sent, and sends the chosen action with the version it was
chosen on. It knows no rules. The person plays through the same loop as a local game
(:mod:`spelkast.tui.lines`), so ``log``, help, redrawing and refusals work the same
way; ``hint`` asks the server, which counts it and may refuse it, and ``say gl`` says a
preset phrase to the table (:mod:`spelkast.cli.saying`).
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from spelkast.cli import saying
from spelkast.cli.asking import Inbox, hint_text
from spelkast.core.errors import IllegalActionError, Reason, SpelkastError
from spelkast.core.game import JSON, Game
from spelkast.core.registry import get_game
from spelkast.tui import GameUI, UIState, words
from spelkast.tui.lines import LineLoop, QuitRequest, print_result
from spelkast.tui.transport import Listener, Result, Turn

LEFT = ("quit", "input ended", "interrupted")  # the loop's reasons for a person leaving
QUIET_SECONDS = 2.0  # the play loop gets control back this often while the server is quiet


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


def invite_secret(invite: str) -> str | None:
    """A private match's secret from its invite link (``…/match/ID#invite=SECRET``: in the
    fragment, which no browser sends a server), or None."""
    fragment = urllib.parse.urlsplit(invite).fragment
    found = urllib.parse.parse_qs(fragment).get("invite")
    return found[0] if found else None


def split_invite(invite: str, server: str | None) -> tuple[str, str]:
    """``http://host:port/match/ID`` or a bare ``ID`` (with ``server``) → (server, id)."""
    if "://" in invite:
        parts = urllib.parse.urlsplit(invite)
        match_id = parts.path.rstrip("/").rsplit("/", 1)[-1]
        return f"{parts.scheme}://{parts.netloc}", match_id
    if server is None:
        raise ServerError("give the whole invite link, or --server with a match id")
    return server, invite


class SocketTransport:
    """One seat (or a spectator) of a match on a server, over its WebSocket protocol:
    the transport of the terminal's play loop (:mod:`spelkast.tui.transport`).

    The server sends news while a person chooses (``pushes``); a player who comes to
    the table or leaves it is said as a notice (the seats' connections in each state, and
    in the ``presence`` message the server sends when a seat's player connects or leaves)."""

    pushes = True

    def __init__(
        self,
        socket: ClientConnection | None,
        game: Game[Any, Any],
        seat: int | None,
        names: dict[int, str],
        link: str = "",
    ) -> None:
        self.socket = socket
        self.inbox = Inbox(socket) if socket is not None else None
        self.game = game
        self.seat = seat
        self.names = names  # by seat, as the server last named them
        self.link = link  # the invite link, said while seats are open
        self.state: dict[str, Any] = {}  # the last state message
        self.legal_now: list[Any] = []
        self.sent_on: int | None = None  # the state version this seat's last move answered
        self._status: str | None = None
        self.waiting_shown = False
        self.present: dict[int, bool] | None = None  # each person's seat: connected?
        self.waited: tuple[int, tuple[int, ...]] | None = None  # the wait last said
        self.told: set[tuple[int, bool]] = set()  # the events said: (version, sealed)

    @property
    def seats(self) -> tuple[int, ...]:
        return () if self.seat is None else (self.seat,)

    def status(self) -> str | None:
        return self._status

    def next_turn(self, listener: Listener) -> Turn | None:
        """Read the server's next message; a turn when it offers this seat actions."""
        assert self.inbox is not None, "no connection"
        try:
            message = self.inbox.next(QUIET_SECONDS)
        except TimeoutError:  # quiet: the loop looks whether the person quit meanwhile
            return self.turn_now()  # a seat still choosing keeps its turn on the screen
        except ConnectionClosed:
            listener.notice(words.text("on_closed", listener.lang), "red")
            self._status = "closed"
            return None
        kind = message["type"]
        if kind == "error":
            said = (message.get("words") or {}).get(listener.lang)
            listener.refused(str(said or message["message"]))
            self.sent_on = None  # the move was refused: the seat chooses again
            return self.turn_now()
        if kind == "phrase":  # this seat's own phrase was said when it was sent
            name = seat_label(self.names, message["seat"], listener.lang)
            line = saying.heard_line(message, name, listener.lang)
            if line is not None and message["seat"] != self.seat:
                listener.notice(line)
            return None
        if kind == "presence" and self.state:
            counts = {entry["seat"]: entry["connected"] for entry in message["seats"]}
            seats = [
                {**seat, "connected": counts.get(seat["seat"], seat["connected"])}
                for seat in self.state["seats"]
            ]
            self.state = {**self.state, "seats": seats}
            self.note_presence(seats, listener)
            return self.turn_now()
        if kind != "state":
            return None
        self.names.clear()
        self.names.update(
            {
                s["seat"]: s["name"] or seat_label({}, s["seat"], listener.lang)
                for s in message["seats"]
            }
        )
        for event in message["events"]:
            key = (event["version"], event["sealed"])  # a full resync sends them again
            if key not in self.told:
                self.told.add(key)
                listener.moved(event["seat"], event_line(event, self.names, listener.lang))
        self.note_presence(message["seats"], listener)
        self.state = message
        self.legal_now = [self.game.action_from_json(item["action"]) for item in message["legal"]]
        if message["status"] == "open":
            if not self.waiting_shown:
                count = sum(1 for s in message["seats"] if s["open"])
                text = words.text("on_waiting_open", listener.lang, count=count, link=self.link)
                listener.notice(text)
                self.waiting_shown = True
            return None
        if message["status"] == "finished":
            self._status = "over"
            return None
        if not self.legal_now or self.seat is None:
            waiting = (message["version"], tuple(message["to_move"]))
            if self.seat is not None and waiting != self.waited:
                self.waited = waiting
                movers = ", ".join(
                    seat_label(self.names, p, listener.lang) for p in message["to_move"]
                )
                listener.notice(words.text("on_waiting_for", listener.lang, names=movers), "dim")
            return None
        return self.turn_now()

    def turn_now(self) -> Turn | None:
        """This seat's turn if the last state offers it actions in a running match and
        the seat has not sent its move on that state yet (the server's answer is awaited)."""
        running = self.state.get("status") == "running"
        answered = self.sent_on is not None and self.sent_on == self.state.get("version")
        if running and self.legal_now and self.seat is not None and not answered:
            return Turn(self.seat)
        return None

    def note_presence(self, seats: list[dict[str, Any]], listener: Listener) -> None:
        """Say who of the other people came to the table or left it since the last state."""
        present = {s["seat"]: s["connected"] > 0 for s in seats if s["kind"] == "human"}
        if self.present is not None:
            for seat, here in present.items():
                if seat != self.seat and here != self.present.get(seat, False):
                    name = seat_label(self.names, seat, listener.lang)
                    listener.notice(
                        words.text("lv_back" if here else "lv_left", listener.lang, name=name)
                    )
        self.present = present

    def close(self) -> None:
        """Hang up (a reader waiting for the server's next message stops)."""
        if self.socket is not None:
            self.socket.close()

    def view(self, seat: int | None) -> dict[str, JSON]:
        view: dict[str, JSON] = self.state.get("view", {})
        return view

    def legal(self, seat: int) -> Sequence[Any]:
        return self.legal_now

    def check(self, seat: int, action: Any) -> None:
        if action not in self.legal_now:
            raise IllegalActionError(
                Reason("ui.not_legal_now", "that is not one of your legal actions now")
            )

    def submit(self, seat: int, action: Any) -> None:
        assert self.socket is not None, "no connection"
        version = self.state["version"]
        self.sent_on = version
        body = {"type": "action", "version": version, "action": self.game.action_to_json(action)}
        self.socket.send(json.dumps(body))

    def seat_names(self, lang: str) -> list[str]:
        count = len(self.state.get("seats", ())) or max(self.names, default=-1) + 1
        return [seat_label(self.names, p, lang) for p in range(count)]

    def result(self, lang: str) -> Result | None:
        return result_of(self.state.get("outcome"), self.names, lang)

    def commands_help(self, lang: str) -> str:
        return f"{words.text('on_help', lang)}\n{saying.WORDS['help'][lang]}"

    def hint_text(self, seat: int, lang: str) -> str | None:
        """What ``hint`` says: the server's hint and Help proposal for this seat, counted
        there, or its refusal (see :mod:`spelkast.cli.asking`)."""
        if self.inbox is None:
            return None
        return hint_text(self.inbox, self.game, lang)

    def say_text(self, text: str, lang: str) -> str | None:
        """What ``say`` says: the phrase ``text`` names said to the table (see
        :mod:`spelkast.cli.saying`), the list of phrases, or the server's refusal."""
        if self.inbox is None:
            return None
        name = seat_label(self.names, self.seat, lang) if self.seat is not None else ""
        return saying.say_text(self.inbox, text, name, lang)


def seat_label(names: dict[int, str], seat: int, lang: str) -> str:
    """The name of ``seat`` as the server gave it, else "seat 2" in ``lang``."""
    return names.get(seat) or words.text("on_seat", lang, number=seat + 1)


def event_line(event: dict[str, Any], names: dict[int, str], lang: str) -> str:
    """A move as the server sent it: the engine's words in the terminal's language (the
    server sends none for a sealed choice), else who and the notation."""
    who = seat_label(names, event["seat"], lang)
    if event["sealed"]:
        return f"{who}: {words.text('sealed_choice', lang)}"
    said = (event.get("words") or {}).get(lang)
    return str(said) if said else f"{who}: {event['text']}"


def result_of(outcome: dict[str, Any] | None, names: dict[int, str], lang: str) -> Result | None:
    """A finished match's outcome as the server sent it, in words."""
    if not outcome:
        return None
    winners = tuple(seat_label(names, p, lang) for p in outcome.get("winners", []))
    said = (outcome.get("reason_words") or {}).get(lang) or outcome.get("reason")
    scores = []
    for seat, score in enumerate(outcome.get("scores", [])):
        score = int(score) if float(score).is_integer() else score
        place = outcome.get("ranks", [None] * (seat + 1))[seat]
        name = seat_label(names, seat, lang)
        scores.append(words.text("on_score", lang, name=name, points=score, place=place))
    return Result(winners, str(said) if said else None, tuple(scores))


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
        invite: str | None = None,
        full_screen: bool = False,
    ) -> None:
        self.full_screen = full_screen  # the full-screen client, else the line mode
        self.server = server.rstrip("/")
        self.match_id = match_id
        self.invite = invite  # a private match's secret: said in the invite link
        self.token = token
        self.out = out
        self.read = read
        self.lang = lang
        self.names: dict[int, str] = {}

    def websocket_url(self) -> str:
        base = "ws" + self.server[4:] if self.server.startswith("http") else self.server
        return f"{base}/api/matches/{self.match_id}/ws"

    def run(self) -> str:
        """Play until the game ends ("over"), the server closes ("closed") or the person
        leaves ("left", also by Ctrl-C while waiting)."""
        try:
            return self._run()
        except KeyboardInterrupt:
            self.out.print()
            return "left"

    def _run(self) -> str:
        with connect(self.websocket_url(), max_size=1 << 22) as socket:
            socket.send(json.dumps({"type": "hello", "token": self.token}))
            transport = self.welcome(socket)
            if transport is None:
                return "closed"
            if self.full_screen:
                from spelkast.tui.live.app import LiveApp

                reason = LiveApp(transport, self.lang).run() or "quit"
                result = transport.result(self.lang)
                if reason == "over" and result is not None:
                    print_result(result, self.out, self.lang)
            else:
                loop = LineLoop(transport, self.out, self.lang, self.read)
                reason = loop.run()
                if reason == "over":
                    loop.end_screen()
            return "left" if reason in LEFT else reason

    def welcome(self, socket: ClientConnection) -> SocketTransport | None:
        """Wait for the server's welcome: the game and this connection's seat."""
        while True:
            try:
                message = json.loads(socket.recv())
            except ConnectionClosed:
                self.out.print(words.text("on_closed", self.lang), style="red", markup=False)
                return None
            if message["type"] != "welcome":
                continue
            game = get_game(message["game"])
            seat = message["seat"]
            role = (
                words.text("on_spectator", self.lang)
                if seat is None
                else words.text("on_seat", self.lang, number=seat + 1)
            )
            name = game.info.name(self.lang)
            connected = words.text("on_connected", self.lang, game=name, role=role)
            self.out.print(connected, markup=False)
            link = f"{self.server}/match/{self.match_id}"
            if self.invite is not None:
                link += f"#invite={self.invite}"
            return SocketTransport(socket, game, seat, self.names, link)

    def ask(
        self,
        game: Game[Any, Any],
        ui: GameUI,
        view: dict[str, Any],
        legal: list[Any],
        ui_state: UIState,
    ) -> Any:
        """Read one action for ``view`` as the play loop does (``None``: the person left)."""
        seat = int(view.get("viewer", 0))
        transport = SocketTransport(None, game, seat, self.names)
        transport.state = {"view": view}
        transport.legal_now = list(legal)
        loop = LineLoop(transport, self.out, self.lang, self.read)
        loop.ui_states[seat] = ui_state
        try:
            return loop.read_action(seat, redraw=False)
        except QuitRequest:
            return None

    def event_line(self, event: dict[str, Any]) -> str:
        return event_line(event, self.names, self.lang)

    def print_outcome(self, outcome: dict[str, Any] | None) -> None:
        result = result_of(outcome, self.names, self.lang)
        if result is not None:
            print_result(result, self.out, self.lang)
