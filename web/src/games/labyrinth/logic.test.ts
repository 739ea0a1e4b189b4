import { describe, expect, it } from "vitest";
import type { LegalEntry } from "../../types";
import coin from "./fixtures/coin.json";
import dayMove from "./fixtures/day_move.json";
import dayShift from "./fixtures/day_shift.json";
import gamedata from "./fixtures/gamedata.json";
import nightShift from "./fixtures/night_shift.json";
import openCards from "./fixtures/open_cards.json";
import over from "./fixtures/over.json";
import tiles12 from "./fixtures/tiles_12_16_6.json";
import {
  allOrientations,
  arrowSpot,
  cellName,
  coinChoices,
  decodeTile,
  hintKey,
  initialOrientation,
  justShifted,
  moveTargets,
  nextOrientation,
  parseCell,
  previewShift,
  rotateSides,
  shiftAction,
  shiftChoices,
  sidesFromText,
  sidesText,
  soughtCells,
  withOpen,
  type LabyrinthData,
  type LabyrinthView,
} from "./logic";

const data = gamedata as unknown as LabyrinthData;
const viewOf = (msg: { view: unknown }) => msg.view as LabyrinthView;
const legalOf = (msg: { legal: unknown }) => msg.legal as LegalEntry[];

/** The distinct rotations of some open sides (computed here, independently of legal). */
function rotations(open: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < 4; k++) {
    const text = sidesText(rotateSides(open, k));
    if (!out.includes(text)) out.push(text);
  }
  return out.sort();
}

describe("tile codes", () => {
  it("decode the fixed corner tiles as the start squares' corridors", () => {
    const board = viewOf(dayShift).board;
    expect(decodeTile(board[0]!, data)).toEqual({ open: 2 | 4, treasure: null, night: null });
    expect(decodeTile(board[48]!, data)).toEqual({ open: 1 | 8, treasure: null, night: null });
  });

  it("hold every day treasure exactly once on the board and spare", () => {
    for (const msg of [dayShift, openCards, tiles12, nightShift]) {
      const view = viewOf(msg);
      const ids = [...view.board, view.spare]
        .map((c) => decodeTile(c, data).treasure)
        .filter((t) => t !== null)
        .sort((a, b) => a! - b!);
      expect(ids).toEqual(data.treasures.map((t) => t.id));
    }
  });

  it("show night treasures only at night", () => {
    const nights = (view: LabyrinthView) =>
      [...view.board, view.spare].map((c) => decodeTile(c, data).night).filter((t) => t !== null);
    expect(nights(viewOf(dayShift))).toEqual([]);
    expect(viewOf(nightShift).phase).toBe("night");
    expect(nights(viewOf(nightShift)).sort((a, b) => a! - b!)).toEqual(
      data.night_treasures.map((t) => t.id),
    );
  });

  it("keep their treasures when turned", () => {
    const code = viewOf(dayShift).spare;
    const turned = withOpen(code, rotateSides(code & 15, 1), data);
    expect(decodeTile(turned, data).treasure).toBe(decodeTile(code, data).treasure);
    expect(decodeTile(turned, data).open).toBe(rotateSides(code & 15, 1));
  });

  it("sides text round-trips and rotates clockwise", () => {
    for (let open = 0; open < 16; open++) expect(sidesFromText(sidesText(open))).toBe(open);
    expect(sidesText(rotateSides(sidesFromText("NE"), 1))).toBe("ES");
    expect(sidesText(rotateSides(sidesFromText("NE"), -1))).toBe("NW");
    expect(sidesText(rotateSides(sidesFromText("NS"), 1))).toBe("EW");
  });
});

describe("cells", () => {
  it("are named a1 top left to g7 bottom right", () => {
    expect(cellName(0)).toBe("a1");
    expect(cellName(48)).toBe("g7");
    expect(cellName(10)).toBe("d2");
    for (let i = 0; i < 49; i++) expect(parseCell(cellName(i))).toBe(i);
  });
});

describe("shift choices from the legal actions", () => {
  it("offer every arrow but the forbidden one", () => {
    const view = viewOf(dayShift);
    expect(view.forbidden).not.toBeNull();
    const choices = shiftChoices(legalOf(dayShift));
    expect(choices.size).toBe(11);
    const forbidden = data.arrows[view.forbidden!]!.name;
    expect(choices.has(forbidden)).toBe(false);
    for (const arrow of data.arrows) {
      if (arrow.name !== forbidden) expect(choices.has(arrow.name)).toBe(true);
    }
  });

  it("offer the spare's distinct orientations at each arrow", () => {
    for (const msg of [dayShift, openCards, tiles12, nightShift]) {
      const choices = shiftChoices(legalOf(msg));
      const expected = rotations(viewOf(msg).spare & 15);
      for (const list of choices.values()) expect([...list].sort()).toEqual(expected);
      expect(allOrientations(choices).sort()).toEqual(expected);
    }
  });

  it("start with the spare as it lies and rotate through the offered orientations", () => {
    const view = viewOf(dayShift);
    const offered = allOrientations(shiftChoices(legalOf(dayShift)));
    const start = initialOrientation(view.spare & 15, offered)!;
    expect(start).toBe(sidesText(view.spare & 15));
    let o = start;
    const seen: string[] = [];
    for (let i = 0; i < offered.length; i++) {
      o = nextOrientation(o, offered, 1);
      seen.push(o);
      expect(nextOrientation(o, offered, -1)).not.toBe(o);
    }
    expect(o).toBe(start);
    expect([...seen].sort()).toEqual([...offered].sort());
    expect(nextOrientation("NS", ["NS", "EW"], 1)).toBe("EW");
    expect(nextOrientation("EW", ["NS", "EW"], -1)).toBe("NS");
    expect(nextOrientation("NE", ["NE", "ES", "SW", "NW"], -1)).toBe("NW");
  });

  it("find the action of a chosen arrow and orientation, none for the forbidden arrow", () => {
    const legal = legalOf(dayShift);
    const view = viewOf(dayShift);
    const open = sidesText(view.spare & 15);
    expect(shiftAction(legal, "Nd", open) ?? shiftAction(legal, "Nb", open)).toBeTruthy();
    expect(shiftAction(legal, data.arrows[view.forbidden!]!.name, open)).toBeUndefined();
  });

  it("are empty when it is not a shift", () => {
    expect(shiftChoices(legalOf(dayMove)).size).toBe(0);
    expect(shiftChoices(legalOf(coin)).size).toBe(0);
  });
});

describe("the shift preview", () => {
  it("is the board, spare and pawns the engine produced for the same shift", () => {
    const before = viewOf(dayShift);
    const after = viewOf(dayMove);
    const [arrowIndex, open] = after.last_shift!;
    const preview = previewShift(
      before.board,
      withOpen(before.spare, open, data),
      data.arrows[arrowIndex]!,
      before.players.map((p) => p.pawn),
    );
    expect(preview.board).toEqual(after.board);
    expect(preview.ejected).toBe(after.spare);
    expect(preview.pawns).toEqual(after.players.map((p) => p.pawn));
    expect(justShifted(before, after)).toBe(arrowIndex);
    expect(justShifted(after, after)).toBeNull();
    expect(justShifted(null, after)).toBeNull();
  });

  it("pushes a pawn that falls off onto the new tile", () => {
    const arrow = data.arrows[0]!;
    const board = Array.from({ length: 49 }, (_, i) => i);
    const last = arrow.cells[6]!;
    const preview = previewShift(board, 99, arrow, [last, 0]);
    expect(preview.pawns).toEqual([arrow.cells[0], 0]);
    expect(preview.board[arrow.cells[0]!]).toBe(99);
    expect(preview.ejected).toBe(last);
  });

  it("draws the arrows outside the board, one per line end", () => {
    const spots = data.arrows.map((a) => arrowSpot(a));
    const keys = new Set(spots.map((s) => `${s.row},${s.col}`));
    expect(keys.size).toBe(12);
    for (const [i, s] of spots.entries()) {
      const outside = s.row === -1 || s.row === 7 || s.col === -1 || s.col === 7;
      expect(outside).toBe(true);
      const first = data.arrows[i]!.cells[0]!;
      const dist = Math.abs(Math.floor(first / 7) - s.row) + Math.abs((first % 7) - s.col);
      expect(dist).toBe(1);
    }
  });
});

describe("moves and coins from the legal actions", () => {
  it("reachable cells include staying on the pawn's cell", () => {
    const view = viewOf(dayMove);
    const targets = moveTargets(legalOf(dayMove));
    expect(targets.size).toBeGreaterThan(0);
    expect(targets.has(cellName(view.players[view.current!]!.pawn))).toBe(true);
    for (const name of targets.keys()) expect(cellName(parseCell(name))).toBe(name);
  });

  it("the coin step offers the three coins", () => {
    expect(viewOf(coin).step).toBe("coin");
    expect(coinChoices(legalOf(coin))).toEqual([1, 2, 3]);
    expect(coinChoices(legalOf(dayShift))).toEqual([]);
    expect(viewOf(over).coin_taken).not.toBeNull();
  });
});

describe("the hint line", () => {
  it("says what to do on your step and whose step it is otherwise", () => {
    const shift = viewOf(dayShift);
    expect(hintKey(shift, shift.current)).toBe("labyrinth.hint.shift");
    expect(hintKey(shift, 1 - shift.current!)).toBe("labyrinth.hint.wait_shift");
    expect(hintKey(shift, null)).toBe("labyrinth.hint.wait_shift");
    const move = viewOf(dayMove);
    expect(hintKey(move, move.current)).toBe("labyrinth.hint.move");
    expect(hintKey(move, 1 - move.current!)).toBe("labyrinth.hint.wait_move");
    const c = viewOf(coin);
    expect(hintKey(c, c.current)).toBe("labyrinth.hint.coin");
    expect(hintKey(viewOf(over), 0)).toBe("labyrinth.hint.over");
  });
});

describe("the sought treasure", () => {
  it("is on one cell, or on the spare, for your own card", () => {
    const view = viewOf(dayShift);
    const me = view.players[view.viewer!]!;
    expect(me.seeking!.kind).toBe("treasure");
    const cells = soughtCells(view.board, me.seeking, me.home, data);
    const onSpare = me.seeking!.ids.includes(decodeTile(view.spare, data).treasure ?? -1);
    expect(cells.length).toBe(onSpare ? 0 : 1);
    expect(view.players[1 - view.viewer!]!.seeking).toBeNull();
    expect(soughtCells(view.board, null, 0, data)).toEqual([]);
  });

  it("with open cards is every card left, and everybody's cards are shown", () => {
    const view = viewOf(openCards);
    for (const p of view.players) {
      expect(p.cards).not.toBeNull();
      expect(p.seeking!.ids).toEqual(p.cards);
    }
  });

  it("at night is on the night treasures", () => {
    const view = viewOf(nightShift);
    const me = view.players[view.viewer!]!;
    if (me.seeking!.kind === "night") {
      const cells = soughtCells(view.board, me.seeking, me.home, data);
      for (const c of cells) expect(me.seeking!.ids).toContain(decodeTile(view.board[c]!, data).night);
    } else {
      expect(soughtCells(view.board, me.seeking, me.home, data)).toEqual([me.home]);
    }
  });
});
