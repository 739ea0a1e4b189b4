/**
 * Focus across a board's redraws: a board that redraws its controls would
 * drop the keyboard's focus to <body>. `FocusKeeper.around(draw)` notes the focused control
 * (by its data attributes), draws, and then puts focus back on the same control if it is
 * still there, else on the board's next sensible control, else parks it on the board
 * itself (so that the next turn can pick it up again). Focus outside the board (the header,
 * a dialog) is never taken; focus on <body> (nothing chosen yet) is.
 */

/** The attributes that name a control across redraws. */
const KEYS = ["testid", "arrow", "cell", "card", "field", "coin", "value", "action"];

function selectorOf(node: Element): string | null {
  const data = (node as HTMLElement | SVGElement).dataset;
  if (!data) return null;
  const parts = KEYS.filter((k) => data[k] !== undefined).map((k) => `[data-${k}="${data[k]!.replace(/["\\]/g, "\\$&")}"]`);
  return parts.length ? parts.join("") : null;
}

function focusable(node: Element | null): node is HTMLElement | SVGElement {
  return !!node && node.isConnected && typeof (node as HTMLElement).focus === "function" && !(node as HTMLButtonElement).disabled;
}

export class FocusKeeper {
  /**
   * @param root the board's element
   * @param park where focus waits when there is no control to go to (tabindex -1 or 0)
   * @param next the next sensible control after a new state (null: none)
   */
  constructor(
    private readonly root: Element,
    private readonly parking: () => HTMLElement | SVGElement,
    private readonly next: () => Element | null,
  ) {}

  /** Run `draw` and look after the focus. `newState`: the draw shows a new state (then
   *  focus lost goes to `next`); otherwise it goes back to the same control if possible. */
  around(draw: () => void, newState: boolean): void {
    const park = this.parking();
    const before = document.activeElement;
    // <body> or the page's <main> (focused by the app on a new page) hold no control
    const lostBefore = !before || before === park || before.contains(this.root);
    const inside = !!before && this.root.contains(before) && before !== park;
    const key = inside ? selectorOf(before!) : null;
    draw();
    if (!this.root.isConnected) return;
    const now = document.activeElement;
    // (a control that became disabled loses focus at the next frame)
    if (now && now !== park && focusable(now) && !now.contains(this.root)) return;
    if (!inside && !lostBefore) return;
    const same = key ? this.root.querySelector(key) : null;
    if (!newState && focusable(same)) {
      same.focus({ preventScroll: true });
      return;
    }
    const target = this.next();
    if (focusable(target)) target.focus({ preventScroll: true });
    else if (focusable(same)) same.focus({ preventScroll: true });
    else park.focus({ preventScroll: true });
  }
}
