"""An error line shows its message as written, square brackets included."""

from __future__ import annotations

import pytest

from spelkast.cli.common import fail


def test_brackets_in_an_error_are_text_not_markup(capsys: pytest.CaptureFixture[str]) -> None:
    fail("install the cluster extra (pip install 'spelkast[cluster]'), or type [q]")
    printed = capsys.readouterr().err
    assert "'spelkast[cluster]'" in printed
    assert "[q]" in printed
