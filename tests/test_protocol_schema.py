"""The browser's types cannot drift from the server: the committed JSON Schema
(web/src/generated/protocol.schema.json, from which the web app's TypeScript types are
generated and checked by its own tests) is what the server's types give today."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

import protocol_schema
from protocol_schema import ROOT, SCHEMA, main, render, schema


def test_the_committed_schema_is_what_the_server_types_give() -> None:
    assert SCHEMA.read_text(encoding="utf-8") == render(), (
        f"{SCHEMA.relative_to(ROOT)} is stale: run uv run python tools/protocol_schema.py"
    )


def test_a_changed_server_type_makes_the_schema_stale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The check fails on a difference (here: a field the server grew)."""
    assert main(["--check"]) == 0

    class Grown(BaseModel):
        detail: str
        hint: str

    monkeypatch.setattr(
        protocol_schema,
        "SENT",
        tuple(Grown if kind.__name__ == "ErrorOut" else kind for kind in protocol_schema.SENT),
    )
    assert main(["--check"]) == 1
    assert "is stale" in capsys.readouterr().out


def test_the_schema_names_every_message_and_the_refusal_words() -> None:
    made: dict[str, Any] = schema()
    defs = made["$defs"]
    messages = [ref["$ref"].rsplit("/", 1)[1] for ref in defs["ServerMessage"]["anyOf"]]
    assert [defs[name]["properties"]["type"]["const"] for name in messages] == [
        "welcome",
        "state",
        "accepted",
        "error",
        "pong",
        "notice",
        "notice",  # a seat freed by the creator
        "rematch",
        "hint",
        "help",
        "phrase",
        "presence",
    ]
    error = defs["ErrorMessage"]
    assert error["required"] == ["type", "code", "message"]
    assert error["properties"]["words"] == {
        "type": "object",
        "additionalProperties": {"type": "string"},
    }
    assert defs["By"]["enum"] == ["seat", "bot", "clock", "resign"]
    assert defs["EventOut"]["properties"]["by"] == {"$ref": "#/$defs/By"}
    assert defs["HistoryEvent"]["properties"]["by"] == {"$ref": "#/$defs/By"}
    assert defs["MatchStatus"]["enum"] == ["open", "running", "finished", "expired"]
    assert defs["GameOut"]["properties"]["hidden_information"] == {"type": "boolean"}
    # no field keeps a title of its own (the TypeScript generator would make it a type)
    for name, definition in defs.items():
        assert definition["title"] == name
        for field, field_schema in definition.get("properties", {}).items():
            assert "title" not in field_schema, (name, field)
