/** Every game module the app knows. The shell picks one by the match's game id. */
import type { GameModule } from "../types";
import cards from "./cards";
import labyrinth from "./labyrinth";
import sudoku from "./sudoku";
import traexx from "./traexx";

export const GAME_MODULES: readonly GameModule[] = [labyrinth, cards, sudoku, traexx];

export function moduleFor(gameId: string): GameModule | undefined {
  return GAME_MODULES.find((module) => module.ids.includes(gameId));
}
