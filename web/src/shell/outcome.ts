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
