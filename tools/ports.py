"""A free TCP port on 127.0.0.1, for the throwaway servers of the tests and benchmarks."""

from __future__ import annotations

import socket


def free_port() -> int:
    """A port nothing listens on right now (the OS picks it; another process may still
    take it before it is used, so callers that start a server retry on failure)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port
