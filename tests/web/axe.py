"""axe-core in the browser tests: inject the axe.min.js that npm installed under
web/node_modules (a devDependency of the app, see web/package.json) into a page, run it
and fail with a readable list of what it found.

    from .axe import assert_accessible
    assert_accessible(page, "lobby, dark")

Every rule axe-core runs by default is checked (WCAG 2.0/2.1 A and AA, the WCAG 2.2 ones it
runs, and axe's best practices), and ``ALSO_CHECKED`` adds rules axe-core leaves off by
default. A rule may be switched off only where it cannot apply; ``NOT_APPLICABLE`` says
which and why (none is).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
AXE_JS = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"

#: Rules switched off, each with the reason it does not apply to this app.
NOT_APPLICABLE: dict[str, str] = {}

#: Rules axe-core 4.14 leaves off by default, checked here too.
ALSO_CHECKED: dict[str, str] = {
    "target-size": "WCAG 2.2 AA 2.5.8: every pointer target is at least 24 x 24 px or far "
    "enough from the next one (off by default in axe-core; the app meets it, and phones "
    "need it)",
}

RUN = """
async ([disabled, enabled]) => {
  const rules = {};
  for (const id of enabled) rules[id] = { enabled: true };
  for (const id of disabled) rules[id] = { enabled: false };
  const result = await window.axe.run(document, { rules, resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' '),
      summary: n.failureSummary || '',
      html: n.html,
    })),
  }));
}
"""


def axe_violations(page: Page, disabled: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Run axe-core over the whole page as it is now; its violations (rule, impact, help
    and per element the CSS target, the failure summary and the element's HTML)."""
    assert AXE_JS.is_file(), (
        f"{AXE_JS} is missing: run scripts/ensure_web.sh (./test does), which installs "
        "the web app's npm packages"
    )
    if not page.evaluate("() => typeof window.axe === 'object'"):
        # evaluated through the browser's debugging protocol, as a test's own code: the
        # page's Content-Security-Policy (script-src 'self') rightly refuses a <script>
        # element added with axe's source inline
        page.evaluate(AXE_JS.read_text(encoding="utf-8") + "\n;undefined")
    found: list[dict[str, Any]] = page.evaluate(
        RUN, [[*NOT_APPLICABLE, *disabled], list(ALSO_CHECKED)]
    )
    return found


def describe(violations: list[dict[str, Any]]) -> str:
    """One paragraph per violated rule: its id, impact and help, then each element (its
    target and why it fails, the summary's lines joined)."""
    lines: list[str] = []
    for violation in violations:
        lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"]:
            summary = " ".join(
                part.strip() for part in node["summary"].splitlines() if part.strip()
            )
            lines.append(f"    {node['target']}: {summary}")
    return "\n".join(lines)


def assert_accessible(page: Page, where: str, disabled: tuple[str, ...] = ()) -> None:
    """Fail when axe-core finds any violation on ``page``; the message lists them."""
    violations = axe_violations(page, disabled)
    if violations:
        count = sum(len(v["nodes"]) for v in violations)
        raise AssertionError(
            f"axe-core: {len(violations)} rules violated ({count} elements) on {where}:\n"
            + describe(violations)
        )
