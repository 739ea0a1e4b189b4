"""The research tests need the optional ``research`` extra (``./test`` installs it);
without it this folder is skipped rather than failing to import."""

import importlib.util

collect_ignore_glob = (
    []
    if importlib.util.find_spec("pettingzoo") and importlib.util.find_spec("pyspiel")
    else ["test_*.py"]
)
