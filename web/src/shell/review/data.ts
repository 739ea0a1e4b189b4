/**
 * The review as the server sends it (`spelkast-review/1`, see src/spelkast/review) and the
 * figures the page shows from it: no estimate is made here, only read and summed.
 */
import type { Lang } from "../../types";

export type Measure = "win" | "rank" | "score";

export interface ReviewDecision {
  move: number;
  player: number;
  played: unknown[];
  best: unknown[];
  before: number;
  after: number | null;
  best_after: number;
  drop: number | null;
  mark: "inaccuracy" | "mistake" | "blunder" | null;
  words: Record<string, string>;
  better: Record<string, string>;
}

export interface ReviewLuck {
  move: number;
  player: number;
  kinds: string[];
  swing: number;
  change: number;
}

export interface PlayerSummary {
  player: number;
  accuracy: number | null;
  marks: Record<string, number>;
  series: [number, number][];
}

export interface ReviewData {
  game: string;
  num_players: number;
  players: number[];
  names: Record<string, string[]>;
  measure: Measure;
  thresholds: { inaccuracy: number; mistake: number; blunder: number };
  iterations: number;
  moves: number;
  decisions: ReviewDecision[];
  luck: ReviewLuck[];
  results: number[];
  players_summary: PlayerSummary[];
  key_moments: Record<string, { move: number; text: string }[]>;
}

export const MARKS = ["inaccuracy", "mistake", "blunder"] as const;

/** A player's name in `lang` as the review names them. */
export function reviewName(review: ReviewData, lang: Lang, seat: number): string {
  return (review.names[lang] ?? review.names.en ?? [])[seat] ?? String(seat + 1);
}

/** The review with every name and key moment passed through `hide` (kid mode hides the
 *  names other people chose). */
export function withoutOthersNamesIn(review: ReviewData, hide: (text: string) => string): ReviewData {
  const names = Object.fromEntries(Object.entries(review.names).map(([lang, list]) => [lang, list.map(hide)]));
  const key_moments = Object.fromEntries(
    Object.entries(review.key_moments).map(([lang, list]) => [lang, list.map((m) => ({ ...m, text: hide(m.text) }))]),
  );
  return { ...review, names, key_moments };
}

/** An estimate as a person reads it: a percentage, or points solo. */
export function valueText(measure: Measure, value: number): string {
  return measure === "score" ? value.toFixed(1) : `${Math.round(100 * value)}%`;
}

/** What chance did to a player (the sum of their luck swings, the deal's included) and
 *  what their own decisions cost them (the sum of their drops), kept apart. */
export function luckAndDecisions(review: ReviewData, player: number): { luck: number; lost: number } {
  const luck = review.luck.filter((l) => l.player === player).reduce((sum, l) => sum + l.swing, 0);
  const lost = review.decisions
    .filter((d) => d.player === player)
    .reduce((sum, d) => sum + (d.drop ?? 0), 0);
  return { luck, lost };
}

/** The marked decisions of `player`, by move: the positions to practise. */
export function markedOf(review: ReviewData, player: number): ReviewDecision[] {
  return review.decisions.filter((d) => d.player === player && d.mark !== null).sort((a, b) => a.move - b.move);
}

/** What the match's history says of hints: whether the match showed them, and per seat
 *  how many turns it used a hint and asked for help on. */
export interface HintsRecord {
  hints?: boolean;
  hints_used?: { hints: number; helps: number }[];
}

/** The turns `player` used hints and asked for help on, or null when the match showed
 *  no hints (a seat the record does not list used none). */
export function hintsUsedOf(record: HintsRecord, player: number): { hints: number; helps: number } | null {
  if (!record.hints) return null;
  const used = record.hints_used?.[player];
  return { hints: used?.hints ?? 0, helps: used?.helps ?? 0 };
}

/** The match version before record move `move` (the replay's position), from the
 *  versions each record move made. */
export function versionBefore(versions: number[], move: number): number {
  return move >= 2 ? (versions[move - 2] ?? 0) : 0;
}

/** The match version after record move `move`. */
export function versionAfter(versions: number[], move: number): number {
  return versions[move - 1] ?? versions[versions.length - 1] ?? 0;
}
