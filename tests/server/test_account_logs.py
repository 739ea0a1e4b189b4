"""No password, session id, CSRF token or seat token reaches a log line or a URL: a
real server process logs at DEBUG (the access log and the app) through a whole session
of an account (sign-up, sign-out, sign-in, a seat taken and a move played, a password
change, an export, a sign-out), and both the log and every address requested are
searched for each secret."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from .realserver import ServerProcess, WsClient
from .wsplay import TIMEOUT

FIRST = "first secret passphrase 7"
SECOND = "second secret passphrase 8"


def test_a_full_session_leaves_no_secret_in_logs_or_urls(tmp_path: Path) -> None:
    server = ServerProcess(
        f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "server.log", log_level="debug"
    )
    urls: list[str] = []
    secrets: set[str] = {FIRST, SECOND}

    def remember(request: httpx.Request) -> None:
        urls.append(str(request.url))

    http = httpx.Client(
        base_url=server.base,
        timeout=TIMEOUT,
        trust_env=False,
        event_hooks={"request": [remember]},
    )

    def call(method: str, path: str, body: Any = None, csrf: str | None = None) -> Any:
        headers = {"X-CSRF-Token": csrf} if csrf else {}
        response = http.request(method, path, json=body, headers=headers)
        assert response.status_code < 300, response.text
        if session := response.cookies.get("spelkast_session"):
            secrets.add(session)
        if response.status_code == 204:
            return None
        answer = response.json()
        if isinstance(answer, dict) and "csrf_token" in answer:
            secrets.add(answer["csrf_token"])
        return answer

    try:
        account = call("POST", "/api/account/signup", {"name": "Ada", "password": FIRST})
        call("POST", "/api/account/signout", csrf=account["csrf_token"])
        account = call("POST", "/api/account/signin", {"name": "ada", "password": FIRST})
        server.seed_file.write_text("5")
        match = call(
            "POST",
            "/api/matches",
            {"game": "sudoku", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]},
        )
        joined = call(
            "POST", f"/api/matches/{match['id']}/join", {"name": "Ada"}, account["csrf_token"]
        )
        token = joined["token"]
        secrets.add(token)
        player = WsClient(server, match["id"], "sudoku")
        try:
            player.hello(token)
            assert player.state is not None
            player.wait_for(lambda state: bool(state["legal"]))
            assert player.act(player.choose())["type"] == "accepted"
        finally:
            player.close()
        assert [g["match"]["id"] for g in call("GET", "/api/account/games")] == [match["id"]]
        account = call(
            "POST",
            "/api/account/password",
            {"current": FIRST, "new": SECOND},
            account["csrf_token"],
        )
        call("GET", "/api/account/export")
        call("POST", "/api/account/signout", csrf=account["csrf_token"])
        failed = http.post("/api/account/signin", json={"name": "ada", "password": FIRST})
        assert failed.status_code == 401
    finally:
        http.close()
        server.stop()
    log = server.log_path.read_text(errors="replace")
    assert "POST /api/account/signin" in log  # the access log was written at all
    assert "DEBUG" in log  # ... and debug lines
    assert len(secrets) >= 8  # two passwords, three sessions and their CSRF tokens, a seat
    for secret in secrets:
        assert secret not in log
        assert all(secret not in url for url in urls)
