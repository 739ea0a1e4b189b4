/** The Sudoku board game and its 6x6 children's side Sudoids. */
import type { GameModule } from "../../types";
import { SudokuBoard } from "./board";
import { strings } from "./strings";
import "./sudoku.css";

const module: GameModule = {
  ids: ["sudoku", "sudoids"],
  // Each player's tile in hand is secret.
  strings,
  create(root, host) {
    return new SudokuBoard(root, host);
  },
};
export default module;
