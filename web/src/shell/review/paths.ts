/** The address of a match's post-game review page. */
export function reviewPath(matchId: string): string {
  return `/review/${encodeURIComponent(matchId)}`;
}
