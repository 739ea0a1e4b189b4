"""Write the JSON Schema of what the server and the browser say to each other, made from
the server's own types: every WebSocket message the server sends
(:data:`spelkast.server.protocol.ServerMessage`) and the HTTP bodies of the lobby
(:mod:`spelkast.server.models`, the rematch answers). The browser's TypeScript types
(``web/src/generated/protocol.ts``) are generated from this file by the web app's
``npm run protocol`` (json-schema-to-typescript); both files are committed, and the tests
fail when either is stale (``tests/test_protocol_schema.py`` for the schema, the web
app's ``src/generated/protocol.test.ts`` for the types).

    uv run --frozen python tools/protocol_schema.py [--check]

Without ``--check`` it writes the schema, then the types (when the web app's packages are
installed: ``scripts/ensure_web.sh``); with ``--check`` it writes nothing and fails when
the committed schema is stale.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import TypeAdapter

from spelkast.server import learnroutes, models, protocol
from spelkast.server.accounts import models as accounts
from spelkast.server.daily import routes as dailyroutes
from spelkast.server.ratings import routes as ratingroutes
from spelkast.server.rematch import RematchIn, RematchOut
from spelkast.server.reviews import routes as reviewroutes

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
SCHEMA = WEB / "src" / "generated" / "protocol.schema.json"

#: What the server sends: its WebSocket messages and its HTTP answers.
SENT: tuple[Any, ...] = (
    *get_args(protocol.ServerMessage),
    models.GameOut,
    models.MatchOut,
    models.CreatedOut,
    models.JoinOut,
    models.HistoryOut,
    models.GameBotsOut,
    models.HealthOut,
    models.ErrorOut,
    RematchOut,
    learnroutes.LearnGameOut,
    learnroutes.LessonOut,
    learnroutes.VerdictOut,
    reviewroutes.ReviewOut,
    reviewroutes.PositionOut,
    reviewroutes.PractiseOut,
    reviewroutes.BetterOut,
    accounts.SessionOut,
    accounts.AccountOut,
    accounts.YourGameOut,
    accounts.AttachOut,
    accounts.SeatKeysOut,
    accounts.SignedOutOut,
    accounts.PasskeyOptionsOut,
    ratingroutes.LeaderboardOut,
    ratingroutes.PlayerRatingsOut,
    ratingroutes.MatchRatingsOut,
    dailyroutes.DailyOut,
    dailyroutes.DailyPlayOut,
    dailyroutes.DailyBoardOut,
    dailyroutes.DailyAllTimeOut,
)
#: What the server reads: the HTTP request bodies.
READ: tuple[Any, ...] = (
    models.CreateMatchIn,
    models.JoinIn,
    models.HandToBotIn,
    RematchIn,
    learnroutes.AttemptIn,
    reviewroutes.ReviewIn,
    reviewroutes.PractiseIn,
    dailyroutes.DailyPlayIn,
    accounts.CredentialsIn,
    accounts.PasswordChangeIn,
    accounts.DeleteAccountIn,
    accounts.PreferencesIn,
    accounts.AttachIn,
    accounts.PasskeyRegisterIn,
    accounts.PasskeySignInIn,
)


def _definitions(
    types: tuple[Any, ...], mode: Literal["validation", "serialization"]
) -> tuple[list[str], dict[str, Any]]:
    """The names of ``types`` and the definitions of everything they use."""
    union: Any = types[0]
    for kind in types[1:]:
        union = union | kind
    schema = TypeAdapter(union).json_schema(mode=mode, ref_template="#/$defs/{model}")
    names = [entry["$ref"].rsplit("/", 1)[1] for entry in schema["anyOf"]]
    return names, schema["$defs"]


def _untitled(node: Any) -> Any:
    """``node`` without the titles pydantic gives every field ("Type", "Code"): the
    TypeScript generator would make each a type of its own. Only definitions keep
    their names."""
    if isinstance(node, list):
        return [_untitled(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "title":
            continue
        if key == "properties":
            out[key] = {name: _untitled(field) for name, field in value.items()}
        else:
            out[key] = _untitled(value)
    return out


def schema() -> dict[str, Any]:
    """The schema: every type is a definition, and the root names each (so that every
    one is made a TypeScript type); ``ServerMessage`` is the union of the server's
    WebSocket messages."""
    sent, definitions = _definitions(SENT, "serialization")
    _, read = _definitions(READ, "validation")
    for name, definition in read.items():
        if definitions.setdefault(name, definition) != definition:
            raise ValueError(f"{name} reads and answers differently: give them two names")
    messages = [name for name in sent if name.endswith("Message")]
    assert len(messages) == len(get_args(protocol.ServerMessage)), messages
    definitions["ServerMessage"] = {
        "description": "A message the server sends on a match's WebSocket.",
        "anyOf": [{"$ref": f"#/$defs/{name}"} for name in messages],
    }
    names = sorted(definitions)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Protocol",
        "description": "Every type of the protocol, by its name.",
        "type": "object",
        "properties": {name: {"$ref": f"#/$defs/{name}"} for name in names},
        "required": names,
        "additionalProperties": False,
        "$defs": {name: {"title": name, **_untitled(definitions[name])} for name in names},
    }


def render() -> str:
    """The schema file's text."""
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed schema")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = SCHEMA.exists() and SCHEMA.read_text(encoding="utf-8") == text
        if not current:
            print(f"{SCHEMA.relative_to(ROOT)} is stale: run tools/protocol_schema.py")
        return 0 if current else 1
    SCHEMA.parent.mkdir(parents=True, exist_ok=True)
    SCHEMA.write_text(text, encoding="utf-8")
    print(f"wrote {SCHEMA.relative_to(ROOT)}")
    if not (WEB / "node_modules").is_dir():
        print("web/node_modules is missing (scripts/ensure_web.sh): the types were not made")
        return 1
    return subprocess.run(["npm", "run", "--silent", "protocol"], cwd=WEB, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
