// TEMPORARY (replaced by the board of this game): the move list only.
import type { GameModule } from "../../types";
import { MoveList } from "../movelist";

const module: GameModule = {
  ids: ["sudoku", "sudoids"],
  hasSecrets: true,
  strings: { en: {}, nl: {}, fi: {} },
  create(root, host) {
    const moves = new MoveList(host);
    root.append(moves.element);
    return {
      update(msg) {
        moves.set(host.readOnly ? [] : msg.legal);
      },
      destroy() {},
    };
  },
};
export default module;
