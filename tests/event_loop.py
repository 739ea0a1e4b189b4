"""Run a coroutine to its end from a plain (non-async) test.

``asyncio.run`` refuses to start when an event loop is already running in the calling
thread, and Playwright's synchronous API (the browser tests' session fixtures) leaves one
running in the main thread. A test that calls ``asyncio.run`` directly therefore passes or
fails depending on which tests ran before it. :func:`run` starts the loop in a thread of
its own, so the order of the tests does not matter.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coroutine)`` in a fresh thread; returns its result or raises its error."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
