"""A real server in this process (real HTTP and WebSockets) for the online tests of the
full-screen client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from inprocess_server import running_server


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with running_server(tmp_path) as address:
        yield address
