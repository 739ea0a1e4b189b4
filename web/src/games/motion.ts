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
