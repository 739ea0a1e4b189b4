/** What the server sends with a move to play it back in steps (the engine's `motion`). */
import type { MatchEvent } from "../types";

/** The cells a move's pawn walks through, start first (Labyrinth), else none. */
export function walkOf(event: Pick<MatchEvent, "motion">): string[] {
  const motion = event.motion as { path?: unknown } | null | undefined;
  const path = motion?.path;
  return Array.isArray(path) && path.every((c) => typeof c === "string") ? (path as string[]) : [];
}

/** Of a step's time, what one cell of a pawn's walk takes. */
export const WALK_SHARE = 0.35;

/** Play `frames` on `node` over `ms` milliseconds (one step of the pace; nothing at 0,
 *  i.e. with the pace off or under reduced motion, or without Web Animations). While it
 *  plays the node carries `data-arriving`. */
export function playIn(node: Element, frames: Keyframe[], ms: number): Animation | null {
  const target = node as Element & { animate?: Element["animate"] };
  if (ms <= 0 || typeof target.animate !== "function") return null;
  node.setAttribute("data-arriving", "true");
  const animation = target.animate(frames, { duration: ms, easing: "cubic-bezier(0.25, 0.7, 0.3, 1)" });
  const done = () => node.removeAttribute("data-arriving");
  animation.onfinish = done;
  animation.oncancel = done;
  return animation;
}

/** The order in which a path's new fields are shown one by one: outwards from the part
 *  that was there before (a path grows at one of its two ends), or from its start when
 *  all of it is new. */
export function revealOrder(path: readonly string[], fresh: ReadonlySet<string>): string[] {
  const old = path.map((f, i) => (fresh.has(f) ? -1 : i)).filter((i) => i >= 0);
  if (old.length === 0) return [...path];
  const front = path.slice(0, old[0]).reverse();
  const back = path.slice(old[old.length - 1]! + 1);
  return [...front, ...back];
}
