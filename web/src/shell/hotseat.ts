/**
 * Which of this browser's seats the match page shows. With several human seats on one
 * screen (hot-seat), the page follows the seat whose turn it is, and covers the board with
 * a hand-over screen before it shows a different seat's secrets.
 */

/** The seat to show: the shown seat while it is to move, else the next local seat (in
 *  seat order, after the shown one) that is to move, else the shown seat. */
export function seatToShow(
  local: readonly number[],
  shown: number | null,
  toMove: readonly number[],
): number | null {
  if (local.length === 0) return null;
  const sorted = [...local].sort((a, b) => a - b);
  const candidates = sorted.filter((seat) => toMove.includes(seat));
  if (shown !== null && candidates.includes(shown)) return shown;
  if (candidates.length > 0) {
    if (shown === null) return candidates[0]!;
    return candidates.find((seat) => seat > shown) ?? candidates[0]!;
  }
  return shown ?? sorted[0]!;
}

/** Whether showing `next` needs a hand-over screen first: several people share this
 *  screen, the game has secrets, and `next` is not the seat whose view was last revealed. */
export function needsHandover(
  localCount: number,
  hasSecrets: boolean,
  revealed: number | null,
  next: number | null,
): boolean {
  return localCount > 1 && hasSecrets && next !== null && next !== revealed;
}
