"""The ``hint`` command of a match on a server: asked of the server, never of a bot here.

The server decides whether the match shows hints, counts each turn a seat used them
on and says why it refuses (:mod:`spelkast.server.hinting`), so the terminal client
sends the ``hint`` and ``help`` messages of the protocol and says their answers: the
hint, the Help proposal and the proposal as the person would type it, or the server's
refusal in the person's language.

One connection is read by whoever needs its next message (:class:`Inbox`): the play
loop waiting for the next state, or the ``hint`` command waiting for its answers. A
message the other one waits for is kept for it, so the line mode (one thread) and the
full-screen client (a reader thread, the hint asked from another) share one socket.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import deque
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection

from spelkast.cli.hints import WORDS as HINT_WORDS
from spelkast.cli.hints import said
from spelkast.core.game import JSON, Game
from spelkast.tui import get_ui

ANSWER_SECONDS = 180.0  # the longest the server may think about a hint and help
READ_SECONDS = 1.0  # one wait for a message while an answer is awaited

WORDS: dict[str, dict[str, str]] = {
    "typed": {
        "en": "to play it, type: {text}",
        "nl": "om die te spelen, typ: {text}",
        "fi": "pelataksesi sen kirjoita: {text}",
    },
    "no_answer": {
        "en": "the server did not answer the request for a hint",
        "nl": "de server gaf geen antwoord op de vraag om een hint",
        "fi": "palvelin ei vastannut vihjepyyntöön",
    },
}

_ids = itertools.count(1)


class Inbox:
    """The messages of one connection (see the module text)."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.kept: deque[dict[str, Any]] = deque()  # read while an answer was awaited
        self.answers: dict[str, dict[str, Any]] = {}
        self.asked: set[str] = set()
        self.reading = threading.Lock()  # one reader of the socket at a time
        self.arrived = threading.Condition()

    def next(self, timeout: float) -> dict[str, Any]:
        """The next message that answers no request (raises ``TimeoutError`` when none
        came within ``timeout`` seconds, ``ConnectionClosed`` when the server left)."""
        with self.reading:
            if self.kept:
                return self.kept.popleft()
            while True:
                message = json.loads(self.socket.recv(timeout=timeout))
                if not self._answered(message):
                    return dict(message)

    def _answered(self, message: dict[str, Any]) -> bool:
        """Keep ``message`` when it answers a request; whether it did."""
        with self.arrived:
            key = message.get("id")
            if not isinstance(key, str) or key not in self.asked:
                return False
            self.asked.discard(key)
            self.answers[key] = message
            self.arrived.notify_all()
            return True

    def ask(self, body: dict[str, JSON]) -> dict[str, Any] | None:
        """Send the request ``body`` and wait for its answer (None: none came)."""
        key = f"ask-{next(_ids)}"
        with self.arrived:
            self.asked.add(key)
        self.socket.send(json.dumps({**body, "id": key}))
        deadline = time.monotonic() + ANSWER_SECONDS
        while time.monotonic() < deadline:
            with self.arrived:
                if key in self.answers:
                    return self.answers.pop(key)
            if self.reading.acquire(blocking=False):  # nobody else reads: read here
                try:
                    message = json.loads(self.socket.recv(timeout=READ_SECONDS))
                    if not self._answered(message):
                        self.kept.append(message)
                except TimeoutError:
                    pass
                except ConnectionClosed:
                    return None
                finally:
                    self.reading.release()
            else:  # the reader hands the answer over
                with self.arrived:
                    if key not in self.answers:
                        self.arrived.wait(READ_SECONDS)
        with self.arrived:
            self.asked.discard(key)
        return None


def refusal(answer: dict[str, Any] | None, lang: str) -> str | None:
    """The server's refusal in ``lang`` (None when ``answer`` is no refusal)."""
    if answer is None:
        return WORDS["no_answer"][lang]
    if answer["type"] != "error":
        return None
    return str((answer.get("words") or {}).get(lang) or answer["message"])


def typed(game: Game[Any, Any], actions: list[JSON], lang: str) -> str:
    """A proposal's actions as the person would type them, one after the other."""
    ui = get_ui(game.info.id)
    state = {**ui.new_ui_state(), "lang": lang}
    texts = [ui.action_text(game, game.action_from_json(action), state) for action in actions]
    return " → ".join(texts)


def hint_text(inbox: Inbox, game: Game[Any, Any], lang: str) -> str:
    """What ``hint`` says online: the server's hint and Help proposal (counted there),
    or its refusal, in ``lang``."""
    answer = inbox.ask({"type": "hint", "push": None})
    refused = refusal(answer, lang)
    if refused is not None or answer is None:
        return refused or WORDS["no_answer"][lang]
    lines = [HINT_WORDS["hint"][lang].format(text=said(answer["hint"].get("summary"), lang))]
    proposal = inbox.ask({"type": "help"})
    refused = refusal(proposal, lang)
    if refused is not None or proposal is None:
        return "\n".join([*lines, refused or WORDS["no_answer"][lang]])
    help_ = proposal["help"]
    lines.append(HINT_WORDS["help"][lang].format(text=said(help_.get("summary"), lang)))
    actions = help_.get("actions")
    if isinstance(actions, list) and actions:
        lines.append(WORDS["typed"][lang].format(text=typed(game, actions, lang)))
    return "\n".join(lines)
