"""Shared helpers for the command-line tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from typer.testing import CliRunner, Result

from spelkast.cli.app import app

Run = Callable[..., Result]


@pytest.fixture
def run() -> Run:
    """Run ``spelkast ARGS`` (with optional stdin text) in-process; returns the Result."""
    runner = CliRunner()

    def invoke(args: Sequence[str], stdin: str | None = None) -> Result:
        return runner.invoke(app, list(args), input=stdin, catch_exceptions=False)

    return invoke
