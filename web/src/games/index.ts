/**
 * Every game the app can draw. A game's strings are here at once (the lobby and every page
 * name its game's parts); its board is a chunk of its own, fetched the first time a page
 * needs it, so the lobby, the rules and the bots page load no board at all.
 */
import type { GameModule, Strings } from "../types";
import { strings as cardsStrings } from "./cards/strings";
import { STRINGS as labyrinthStrings } from "./labyrinth/strings";
import { strings as sudokuStrings } from "./sudoku/strings";
import { strings as traexxStrings } from "./traexx/strings";

/** One game's entry: the ids it draws, its strings, and how to fetch its board. */
export interface GameEntry {
  readonly ids: readonly string[];
  readonly strings: Strings;
  load(): Promise<GameModule>;
}

export const GAMES: readonly GameEntry[] = [
  { ids: ["labyrinth"], strings: labyrinthStrings, load: () => import("./labyrinth").then((m) => m.default) },
  { ids: ["labyrinth-cards"], strings: cardsStrings, load: () => import("./cards").then((m) => m.default) },
  { ids: ["sudoku", "sudoids"], strings: sudokuStrings, load: () => import("./sudoku").then((m) => m.default) },
  { ids: ["traexx"], strings: traexxStrings, load: () => import("./traexx").then((m) => m.default) },
];

/** The board module of `gameId` (fetched on first use), or undefined for an unknown game. */
export async function loadModule(gameId: string): Promise<GameModule | undefined> {
  return GAMES.find((entry) => entry.ids.includes(gameId))?.load();
}
