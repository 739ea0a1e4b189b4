"""No module of the project passes ``LIMIT`` lines.

The rule is to split a module that grows past about 600 lines along the seams it already
has; the limit leaves some room above that, and the test names every module past it. It
covers the Python package (src), the browser app's TypeScript (web/src and web/*.ts),
the benchmarks (bench), the tools and the tests themselves, with one limit for all: a
test module is read and changed like any other.

Only generated modules are excluded (``GENERATED``, each with the reason it may be long);
the built browser app under src/spelkast/server/webapp is JavaScript and the web fixtures
are JSON, so neither is scanned.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 650
PATTERNS = (
    "src/**/*.py",
    "web/src/**/*.ts",
    "web/*.ts",
    "bench/*.py",
    "tools/**/*.py",
    "tests/**/*.py",
)
#: Generated modules (path relative to the repository -> why it may pass the limit).
GENERATED: dict[str, str] = {
    "web/src/generated/protocol.ts": "written by tools/protocol_schema.py from the server's "
    "message and API models: one type per model, as long as the protocol is",
}


def modules(root: Path) -> list[Path]:
    found = {path for pattern in PATTERNS for path in root.glob(pattern) if path.is_file()}
    return sorted(p for p in found if p.relative_to(root).as_posix() not in GENERATED)


def lines_of(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def offenders(root: Path, limit: int) -> list[str]:
    """``path: lines`` of every module of ``root`` longer than ``limit`` lines."""
    return [
        f"{path.relative_to(root).as_posix()}: {count}"
        for path in modules(root)
        if (count := lines_of(path)) > limit
    ]


def test_the_scan_finds_a_long_module_in_every_covered_place(tmp_path: Path) -> None:
    for name in ("src/pkg/a.py", "web/src/x/b.ts", "web/vite.config.ts", "bench/c.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n" * 11, encoding="utf-8")
    (tmp_path / "tools/d.py").parent.mkdir(parents=True)
    (tmp_path / "tools/d.py").write_text("x = 1\n" * 10, encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/e.py").write_text("x = 1\n" * 11, encoding="utf-8")
    assert offenders(tmp_path, 10) == [
        "bench/c.py: 11",
        "src/pkg/a.py: 11",
        "web/src/x/b.ts: 11",
        "web/vite.config.ts: 11",
    ]


def test_the_scan_covers_the_project() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in modules(ROOT)}
    for name in (
        "src/spelkast/server/live.py",
        "web/src/shell/strings.ts",
        "web/vite.config.ts",
        "bench/bench_server.py",
        "tools/ports.py",
        "tools/web_fixtures/traexx.py",
        "tests/test_module_size.py",
    ):
        assert name in names
    assert len(names) > 300


def test_no_module_is_longer_than_the_limit() -> None:
    long = offenders(ROOT, LIMIT)
    assert long == [], f"modules over {LIMIT} lines (split them along their seams): {long}"
