/** The addresses of the "Learn to play" pages. */

/** A game's course list, or (with `variant` and `lesson`) one lesson of a course. */
export function learnPath(game: string, variant?: string, lesson?: string): string {
  return variant && lesson ? `/learn/${game}/${variant}/${lesson}` : `/learn/${game}`;
}
