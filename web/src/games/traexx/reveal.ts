/**
 * Other seats' paths grow field by field when a round's choices are revealed: the new
 * fields of each path come one per step of the pace (games/motion.ts), outwards from
 * the part that was there before; all seats' paths grow side by side. With the pace off
 * (or under reduced motion) everything shows at once.
 */
import { revealOrder } from "../motion";

export class PathReveal {
  private order = new Map<number, string[]>();
  private shown = 0;
  private longest = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly redraw: () => void) {}

  /** Start showing the new fields (`fresh`) of each seat's `path`. */
  start(paths: { seat: number; path: readonly string[]; fresh: readonly string[] }[], stepMs: number): void {
    this.stop();
    this.order.clear();
    if (stepMs <= 0) return;
    for (const { seat, path, fresh } of paths) {
      const order = revealOrder(path, new Set(fresh));
      if (order.length > 1) this.order.set(seat, order);
    }
    this.longest = Math.max(0, ...[...this.order.values()].map((o) => o.length));
    if (this.longest === 0) return;
    // the first new field at once, then one more per step (each step timed from the
    // last, so that a late one never makes the next come early)
    this.shown = 1;
    const next = () => {
      this.timer = setTimeout(() => {
        this.shown += 1;
        if (this.shown >= this.longest) this.stop();
        else next();
        this.redraw();
      }, stepMs);
    };
    next();
  }

  /** The fields of a seat's path not shown yet. */
  hidden(seat: number): Set<string> {
    const order = this.order.get(seat);
    if (!order || this.shown >= order.length) return new Set();
    return new Set(order.slice(this.shown));
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.shown >= this.longest) this.order.clear();
  }
}
