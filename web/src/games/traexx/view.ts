/**
 * The Träxx view as the board reads it (see TraexxGame.view), and what the board works out
 * from it alone: a choice's notation and whether a number would score only half.
 */
import type { Extension } from "./path";

/** One player of the view (see TraexxGame.view). */
export interface PlayerView {
  seat: number;
  start: string;
  path: string[];
  ends: string[];
  scored: { number: number; points: number }[];
  plus: number;
  unreached: number;
  chosen: boolean;
  choice: Extension | null;
}

export interface TraexxView {
  round: number;
  rounds: number;
  cards_played: number;
  card: string | null;
  played_cards: string[];
  solo: boolean;
  taken: number[];
  players: PlayerView[];
}

/** The action notation of the game (d5:c4-c5, pass). */
export function notation(action: Extension): string {
  return action.end === null || action.fields.length === 0
    ? "pass"
    : `${action.end}:${action.fields.join("-")}`;
}

/** Whether reaching number `value` would now score only half for `player`. */
export function halfNow(view: TraexxView, player: PlayerView, value: number): boolean {
  if (view.solo) return player.scored.some((s) => s.number > value);
  return view.taken.includes(value);
}
