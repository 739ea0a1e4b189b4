/** The result table of a finished game, best place first. */
import type { Outcome } from "../types";

export interface ResultRow {
  seat: number;
  name: string;
  score: number;
  rank: number;
  winner: boolean;
}

export function outcomeRows(outcome: Outcome, nameOf: (seat: number) => string): ResultRow[] {
  return outcome.scores
    .map((score, seat) => ({
      seat,
      name: nameOf(seat),
      score,
      rank: outcome.ranks[seat] ?? seat + 1,
      winner: outcome.winners.includes(seat),
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

type T = (key: string) => string;

/** What the result's numbers count in `game`: its own heading where it has one
 *  ("over.score.<game>", e.g. treasures found), else points. Labyrinth with day and night
 *  counts points (a night treasure counts twice, the coin adds its value). */
export function scoreHeading(t: T, game: string, outcome: Outcome | null): string {
  const key = `over.score.${game}`;
  const own = t(key);
  if (own === key || (outcome?.details && "night" in outcome.details)) return t("over.score");
  return own;
}
