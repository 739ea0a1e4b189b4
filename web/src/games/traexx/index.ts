/** The Träxx board module (game id "traexx"). */
import type { GameModule } from "../../types";
import { createBoard } from "./board";
import { strings } from "./strings";
import "./traexx.css";

const module: GameModule = {
  ids: ["traexx"],
  // This round's choice of a seat is sealed until everybody has chosen.
  strings,
  create: createBoard,
};
export default module;
