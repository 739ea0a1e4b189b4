"""No import cycles among the browser app's TypeScript modules (web/src).

The Python side has tests/test_imports.py; this is its counterpart for the app. Every
``import ... from``, ``export ... from`` and bare ``import "..."`` with a relative path
counts, ``import type`` included (as a Python import under ``TYPE_CHECKING`` does there).
A path resolves as TypeScript does here: ``x.ts``, else ``x/index.ts``; imports of other
files (styles, JSON fixtures, sounds) and of packages are no edges.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

WEB = Path(__file__).resolve().parents[1] / "web" / "src"

# The clause between the keyword and ``from`` holds only names, braces, commas, ``*``,
# ``as`` and ``type``: a declaration (``export const``, ``export class``) never matches.
IMPORT = re.compile(
    r"""^\s*(?:import|export)\s+[\w\s{},*$]*?\bfrom\s*["']([^"']+)["']"""
    r"""|^\s*import\s*["']([^"']+)["']""",
    re.MULTILINE,
)


def resolve(source: Path, spec: str) -> Path | None:
    """The module a relative import path names, or None (a package, a style, a fixture)."""
    if not spec.startswith("."):
        return None
    base = Path(source.parent, spec)
    for candidate in (base, base.with_name(base.name + ".ts"), base / "index.ts"):
        if candidate.suffix == ".ts" and candidate.is_file():
            return candidate.resolve()
    return None


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module (path relative to ``root``) -> the modules it imports."""
    graph: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.ts")):
        targets: set[str] = set()
        for match in IMPORT.finditer(path.read_text(encoding="utf-8")):
            target = resolve(path, match.group(1) or match.group(2))
            if target is not None:
                targets.add(target.relative_to(root.resolve()).as_posix())
        graph[path.resolve().relative_to(root.resolve()).as_posix()] = targets
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle (a path that returns to its start), or None."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path = [start]
        stack: list[Iterator[str]] = [iter(sorted(graph[start]))]
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
                done.add(path.pop())
            elif child in path:
                return [*path[path.index(child) :], child]
            elif child not in done and child in graph:
                path.append(child)
                stack.append(iter(sorted(graph[child])))
    return None


def test_the_scan_sees_every_kind_of_import_and_a_cycle(tmp_path: Path) -> None:
    (tmp_path / "shell").mkdir()
    (tmp_path / "a.ts").write_text(
        'import type { B } from "./b";\nimport "./a.css";\nimport data from "./d.json";\n'
        'import { x } from "vitest";\nexport const text = "words from \\"./c\\"";\n',
        encoding="utf-8",
    )
    (tmp_path / "b.ts").write_text(
        'import {\n  one,\n  two as three,\n} from "./shell";\nexport { c } from "./c";\n',
        encoding="utf-8",
    )
    (tmp_path / "c.ts").write_text("export const c = 1;\n", encoding="utf-8")
    (tmp_path / "shell" / "index.ts").write_text('import "../c";\n', encoding="utf-8")
    graph = import_graph(tmp_path)
    assert graph == {
        "a.ts": {"b.ts"},
        "b.ts": {"shell/index.ts", "c.ts"},
        "c.ts": set(),
        "shell/index.ts": {"c.ts"},
    }
    assert find_cycle(graph) is None
    (tmp_path / "c.ts").write_text('import { text } from "./a";\n', encoding="utf-8")
    assert find_cycle(import_graph(tmp_path)) == ["a.ts", "b.ts", "c.ts", "a.ts"]


def test_the_scan_reads_the_app() -> None:
    graph = import_graph(WEB)
    assert "shell/match/strings.ts" in graph["shell/strings.ts"]
    assert "games/traexx/panels.ts" in graph["games/traexx/board.ts"]
    assert sum(len(targets) for targets in graph.values()) > 200


def test_no_import_cycles_in_the_web_app() -> None:
    cycle = find_cycle(import_graph(WEB))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])
