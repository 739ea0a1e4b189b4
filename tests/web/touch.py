"""Helpers of the phone and keyboard tests: a phone's browser context, the page's
interactive targets with their sizes, and what lies inside the viewport."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import BrowserContext, Page

#: A phone: 390×844 CSS px, touch, mobile viewport.
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
}
#: The smallest touch target, in CSS px (both sides).
MIN_TARGET = 44

#: Every visible interactive element: what it is, its box, and its hit box (the box a tap
#: lands in: the element's own box, or its label's for a wrapped input). Elements inside
#: another interactive element count as part of it. Disabled controls and parts with
#: ``pointer-events: none`` are not targets.
TARGETS_JS = """() => {
  const sel = 'button, [role=button], a[href], input, select, textarea, summary, [tabindex]';
  const found = new Set(document.querySelectorAll(sel));
  for (const node of document.querySelectorAll('body *')) {
    const style = getComputedStyle(node);
    if (style.cursor === 'pointer' && style.pointerEvents !== 'none') found.add(node);
  }
  const list = [...found].filter((node) => {
    if (node.getAttribute('tabindex') === '-1' && !node.matches('button, a[href], input, select')) return false;
    if (node.disabled || node.getAttribute('aria-disabled') === 'true') return false;
    if (node.closest('[inert], [hidden]')) return false;
    if (getComputedStyle(node).pointerEvents === 'none') return false;
    // a focusable region (a list that scrolls by keys) is not something to tap
    if (node instanceof HTMLElement && getComputedStyle(node).cursor !== 'pointer' &&
        !node.matches('button, a[href], input, select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=menuitem], [role=option]'))
      return false;
    const details = node.closest('details');
    if (details && !details.open && !(node.tagName === 'SUMMARY' && node.parentElement === details)) return false;
    if (typeof node.checkVisibility === 'function' && !node.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    return true;
  });
  const inner = (node) => {
    // a part of an interactive element counts as that element; parts of a focusable
    // <svg> (a board that takes keys) are targets of their own
    for (let up = node.parentElement; up; up = up.parentElement)
      if (list.includes(up) && up.tagName.toLowerCase() !== 'svg') return true;
    return false;
  };
  const out = [];
  for (const node of list) {
    if (inner(node)) continue;
    let box = node.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    // parked off-screen until focused (the skip link)
    if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0) continue;
    // A control in a label is tapped through its label.
    const label = node.tagName === 'INPUT' ? (node.closest('label') || (node.id && document.querySelector(`label[for="${node.id}"]`))) : null;
    let hit = box;
    if (label) {
      const l = label.getBoundingClientRect();
      if (l.width * l.height > box.width * box.height) hit = l;
    }
    // An SVG part is clipped by its <svg>: only what shows counts.
    const owner = node instanceof SVGElement ? node.ownerSVGElement : null;
    if (owner) {
      const o = owner.getBoundingClientRect();
      const x0 = Math.max(hit.left, o.left), x1 = Math.min(hit.right, o.right);
      const y0 = Math.max(hit.top, o.top), y1 = Math.min(hit.bottom, o.bottom);
      if (x1 <= x0 || y1 <= y0) continue;
      hit = { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
    }
    const name = node.getAttribute('aria-label') || node.getAttribute('data-testid') ||
      (node.textContent || '').trim().slice(0, 30) || node.getAttribute('class') || '';
    const tag = node.tagName.toLowerCase();
    const data = Object.entries(node.dataset || {}).slice(0, 2).map(([k, v]) => `${k}=${v}`).join(',');
    out.push({ what: `${tag}${data ? '[' + data + ']' : ''} "${name}"`, width: hit.width, height: hit.height,
               left: hit.left + scrollX, top: hit.top + scrollY });
  }
  return out;
}"""


def targets(page: Page) -> list[dict[str, Any]]:
    """The page's interactive targets (see TARGETS_JS), in document coordinates."""
    found: list[dict[str, Any]] = page.evaluate(TARGETS_JS)
    return found


def small_targets(page: Page, minimum: float = MIN_TARGET) -> list[str]:
    """The targets narrower or lower than ``minimum`` CSS px, described for a failure."""
    return [
        f"{t['what']}: {t['width']:.1f}×{t['height']:.1f} at ({t['left']:.0f}, {t['top']:.0f})"
        for t in targets(page)
        if t["width"] < minimum - 0.01 or t["height"] < minimum - 0.01
    ]


def in_viewport(page: Page, selector: str) -> bool:
    """Whether every element matching ``selector`` lies wholly inside the viewport now
    (false when none matches)."""
    result: bool = page.evaluate(
        """(sel) => {
        const nodes = [...document.querySelectorAll(sel)];
        return nodes.length > 0 && nodes.every((n) => {
          const b = n.getBoundingClientRect();
          return b.width > 0 && b.top >= -0.5 && b.left >= -0.5 &&
                 b.bottom <= innerHeight + 0.5 && b.right <= innerWidth + 0.5;
        });
        }""",
        selector,
    )
    return result


def phone_context(new_context: Callable[..., BrowserContext]) -> BrowserContext:
    return new_context(**PHONE, color_scheme="light")
