"""No import cycles in ``src/spelkast`` and the layers import only downwards.

Every module is parsed with :mod:`ast` and every import is collected wherever it occurs
(module level, inside functions, under ``if TYPE_CHECKING``), so a cycle hidden by an
import inside a function counts as a cycle. ``from package import name`` is an edge to
``package.name`` when that is a module and to ``package`` (its ``__init__``) otherwise.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
ROOT = "spelkast"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((SRC / ROOT).rglob("*.py"))}


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """Every module (inside or outside spelkast) that ``name`` imports, anywhere in it."""
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                package = name if is_package else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{node.module}" if node.module else package
            else:
                base = node.module or ""
            for alias in node.names:
                target = f"{base}.{alias.name}"
                yield target if target in modules else base


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {
        name: {t for t in imports_of(name, path, modules) if t != name}
        for name, path in modules.items()
    }


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle among the spelkast modules (as a path that returns to its start), or None."""
    inside = {name: sorted(t for t in targets if t in graph) for name, targets in graph.items()}
    done: set[str] = set()
    for start in sorted(inside):
        if start in done:
            continue
        path: list[str] = []
        on_path: set[str] = set()
        stack: list[tuple[str, Iterator[str]]] = [(start, iter(inside[start]))]
        path.append(start)
        on_path.add(start)
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                stack.pop()
                path.pop()
                on_path.discard(node)
                done.add(node)
            elif child in on_path:
                return [*path[path.index(child) :], child]
            elif child not in done:
                stack.append((child, iter(inside[child])))
                path.append(child)
                on_path.add(child)
    return None


def test_the_cycle_finder_sees_a_cycle_and_a_function_level_import() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"json"}}) is None
    source = "def f():\n    from spelkast.core import game\n"
    tree = ast.parse(source)
    assert any(isinstance(n, ast.ImportFrom) for n in ast.walk(tree))


def test_no_import_cycles_not_even_through_imports_inside_functions() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


# Which spelkast packages each layer may import (besides the standard library for all,
# and the third-party libraries listed for the upper layers).
LOWER = ("spelkast.core", "spelkast.games")
FORBIDDEN_FOR_BOTS = (
    "spelkast.cli",
    "spelkast.tui",
    "spelkast.server",
    "spelkast.web",
    "spelkast.match",
    "spelkast.arena",
    "spelkast.stats",
    "spelkast.research",
    "spelkast.review",
)
REVIEW_MAY_IMPORT = ("spelkast.core", "spelkast.games", "spelkast.bots", "spelkast.review")


def layer_of(name: str) -> str:
    parts = name.split(".")
    return ".".join(parts[:2]) if len(parts) > 1 else name


def is_stdlib(module: str) -> bool:
    return module.split(".")[0] in sys.stdlib_module_names or module == "__future__"


def under(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


@pytest.mark.parametrize("name", sorted(n for n in all_modules() if under(n, LOWER)))
def test_core_and_games_import_only_the_standard_library_and_each_other(name: str) -> None:
    modules = all_modules()
    wrong = sorted(
        t
        for t in imports_of(name, modules[name], modules)
        if not is_stdlib(t) and not under(t, LOWER)
    )
    assert wrong == []


@pytest.mark.parametrize("name", sorted(n for n in all_modules() if under(n, ("spelkast.core",))))
def test_the_core_imports_no_game(name: str) -> None:
    """The core finds the built-in games by name at run time (the registry), never by import."""
    modules = all_modules()
    assert [
        t for t in imports_of(name, modules[name], modules) if under(t, ("spelkast.games",))
    ] == []


@pytest.mark.parametrize("name", sorted(n for n in all_modules() if under(n, ("spelkast.bots",))))
def test_bots_never_import_the_layers_above_them(name: str) -> None:
    modules = all_modules()
    wrong = sorted(
        t for t in imports_of(name, modules[name], modules) if under(t, FORBIDDEN_FOR_BOTS)
    )
    assert wrong == []


@pytest.mark.parametrize(
    "name",
    sorted(n for n in all_modules() if under(n, ("spelkast.learn", "spelkast.hints"))),
)
def test_lessons_and_hints_import_only_the_rules_core(name: str) -> None:
    """Learn to play and hints are rules alone (a lesson's position, a seat's view): the
    standard library, the core and the games; no bot, server or front end."""
    package = ".".join(name.split(".")[:2])
    modules = all_modules()
    wrong = sorted(
        t
        for t in imports_of(name, modules[name], modules)
        if not is_stdlib(t) and not under(t, (*LOWER, package))
    )
    assert wrong == []


# The terminal's drawing and words (``spelkast.tui``) sit under every front end: the
# commands, the research envs and the server never reach the layer above through them.
TUI = ("spelkast.tui",)
ALLOWED_FOR_TUI = (*LOWER, "spelkast.bots", "spelkast.tui")
ABOVE_RESEARCH = ("spelkast.cli", "spelkast.server")


@pytest.mark.parametrize("name", sorted(n for n in all_modules() if under(n, TUI)))
def test_the_terminal_package_imports_only_core_games_and_bots(name: str) -> None:
    modules = all_modules()
    wrong = sorted(
        t
        for t in imports_of(name, modules[name], modules)
        if under(t, (ROOT,)) and not under(t, ALLOWED_FOR_TUI)
    )
    assert wrong == []


@pytest.mark.parametrize(
    "name", sorted(n for n in all_modules() if under(n, ("spelkast.research",)))
)
def test_research_never_imports_the_commands_or_the_server(name: str) -> None:
    modules = all_modules()
    wrong = sorted(t for t in imports_of(name, modules[name], modules) if under(t, ABOVE_RESEARCH))
    assert wrong == []


def test_the_layer_rules_see_a_wrong_import() -> None:
    """The rules above are not vacuous: they name modules, and an import they forbid is seen."""
    modules = all_modules()
    assert any(under(n, TUI) for n in modules)
    assert any(under(n, ("spelkast.research",)) for n in modules)
    assert under("spelkast.cli.play", ABOVE_RESEARCH)
    assert not under("spelkast.cli.play", ALLOWED_FOR_TUI)
    assert not under("spelkast.server.app", ALLOWED_FOR_TUI)


# The server's groups: the bots group knows no match (it is given a seat's view and legal
# actions, and answers an action), and the multi-node group is put in by the app alone.
BOTS_GROUP = ("spelkast.server.bots",)
NODES_GROUP = ("spelkast.server.nodes",)
NODES_IMPORTED_BY = ("spelkast.server.app",)


def server_imports_outside(name: str, group: tuple[str, ...]) -> list[str]:
    """What ``name`` imports of the server outside ``group``."""
    modules = all_modules()
    return sorted(
        t
        for t in imports_of(name, modules[name], modules)
        if under(t, ("spelkast.server",)) and not under(t, group)
    )


@pytest.mark.parametrize("name", sorted(n for n in all_modules() if under(n, BOTS_GROUP)))
def test_the_server_bots_group_imports_nothing_of_the_match_layer(name: str) -> None:
    """Not the live match, its turns, audience, lobby, socket, protocol, rematch,
    resignation, nor any other server module outside the group."""
    assert server_imports_outside(name, BOTS_GROUP) == []


def test_only_the_app_imports_the_node_group() -> None:
    modules = all_modules()
    importers = sorted(
        name
        for name, path in modules.items()
        if not under(name, NODES_GROUP)
        and any(under(t, NODES_GROUP) for t in imports_of(name, path, modules))
    )
    assert importers == list(NODES_IMPORTED_BY)


def test_the_group_rules_see_a_forbidden_import(tmp_path: Path) -> None:
    """The checks above find an import wherever it is (here inside a function)."""
    source = (
        "def f():\n    from spelkast.server.live import LiveMatch\n"
        "    from spelkast.server.nodes.lobby import NodeLobby\n"
    )
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    found = set(imports_of("spelkast.server.bots.probe", path, all_modules()))
    assert "spelkast.server.live" in found
    assert any(under(t, NODES_GROUP) for t in found)


@pytest.mark.parametrize("name", sorted(n for n in all_modules() if under(n, ("spelkast.review",))))
def test_the_review_imports_only_the_bots_and_below(name: str) -> None:
    """The review sits on the bots: the standard library, the core, the games, the bots."""
    modules = all_modules()
    wrong = sorted(
        t
        for t in imports_of(name, modules[name], modules)
        if not is_stdlib(t) and not under(t, REVIEW_MAY_IMPORT)
    )
    assert wrong == []
