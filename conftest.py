"""Pytest set-up for the whole repository.

The research environments (``src/spelkast/research``) need the optional ``research``
extra; ``./test`` installs it. Without it their modules' doctests are not collected (the
tests in ``tests/research`` skip themselves), so the rest of the suite still runs in the
default environment.
"""

import importlib.util

collect_ignore_glob = (
    []
    if importlib.util.find_spec("pettingzoo") and importlib.util.find_spec("pyspiel")
    else ["src/spelkast/research/*.py"]
)
