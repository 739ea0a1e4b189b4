/** The ratings pages' addresses (no imports: the router and every page may use them). */

export function leaderboardPath(game: string): string {
  return `/ratings/${encodeURIComponent(game)}`;
}

export function profilePath(name: string): string {
  return `/players/${encodeURIComponent(name)}`;
}

/** The name in a profile address, or null when its escapes are malformed. */
export function profileName(escaped: string): string | null {
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}
