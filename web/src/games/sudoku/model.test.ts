import { describe, expect, it } from "vitest";
import type { StateMsg } from "../../types";
import {
  type SudokuView,
  boardModel,
  cellIndex,
  cellName,
  claimAction,
  endText,
  eventText,
  initialCursor,
  moveCursor,
  newEvent,
  placeActions,
  playerModels,
  trackSlots,
  turnText,
} from "./model";
import tableStart from "./fixtures/sudoku_table_start.json";
import midWaiting from "./fixtures/sudoku_table_mid_waiting.json";
import midToMove from "./fixtures/sudoku_table_mid_to_move.json";
import overSpectator from "./fixtures/sudoku_over_spectator.json";
import overSeat0 from "./fixtures/sudoku_over_seat0.json";
import sudoidsMid from "./fixtures/sudoids_assisted_mid.json";
import sudoidsOver from "./fixtures/sudoids_over.json";
import soloOver from "./fixtures/sudoku_solo_over.json";

const msg = (data: unknown) => data as StateMsg;
const view = (data: unknown) => msg(data).view as SudokuView;

describe("cell names", () => {
  it("name cells by column letter and row number from the top left, as the engine does", () => {
    expect(cellName(0, 9)).toBe("a1");
    expect(cellName(8, 9)).toBe("i1");
    expect(cellName(40, 9)).toBe("e5");
    expect(cellName(35, 6)).toBe("f6");
    for (let c = 0; c < 81; c++) expect(cellIndex(cellName(c, 9), 9)).toBe(c);
  });
  it("reject names off the board", () => {
    expect(cellIndex("g1", 6)).toBe(-1);
    expect(cellIndex("a7", 6)).toBe(-1);
    expect(cellIndex("z", 9)).toBe(-1);
  });
});

describe("the board model", () => {
  it("shows the board of the view, with the golden starting tiles marked", () => {
    const m = boardModel(msg(tableStart), false);
    const v = view(tableStart);
    expect(m.size).toBe(9);
    expect(m.cells.map((c) => c.value)).toEqual(v.board);
    const golden = m.cells.filter((c) => c.golden);
    expect(golden.map((c) => c.index)).toEqual(v.golden);
    // The starting tiles show every value once.
    expect(golden.map((c) => c.value).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("offers exactly the cells of the legal place actions (table rules: every empty cell)", () => {
    const m = boardModel(msg(tableStart), false);
    const offered = m.cells.filter((c) => c.action !== null).map((c) => c.name);
    const legal = msg(tableStart).legal.filter((e) => (e.action as { type: string }).type === "place");
    expect(offered.sort()).toEqual(legal.map((e) => e.text).sort());
    expect(m.cells.filter((c) => c.value === 0).length).toBe(offered.length);
  });

  it("highlights no cell under table rules, though every empty cell can be chosen", () => {
    const m = boardModel(msg(midToMove), false);
    expect(m.assisted).toBe(false);
    expect(m.cells.some((c) => c.hint)).toBe(false);
    expect(m.cells.some((c) => c.action !== null)).toBe(true);
  });

  it("highlights in assisted mode exactly the cells given as legal, nothing else", () => {
    const data = msg(sudoidsMid);
    const m = boardModel(data, false);
    expect(m.assisted).toBe(true);
    const hinted = m.cells.filter((c) => c.hint).map((c) => c.name);
    expect(hinted.sort()).toEqual(data.legal.map((e) => e.text).sort());
    // Fewer cells than the empty ones: the rule rules some out.
    expect(hinted.length).toBeLessThan(m.cells.filter((c) => c.value === 0).length);
    expect(m.claim).toBeNull();
  });

  it("offers nothing to a seat that is not to move, or when read-only", () => {
    expect(boardModel(msg(midWaiting), false).cells.some((c) => c.action)).toBe(false);
    const ro = boardModel(msg(midToMove), true);
    expect(ro.cells.some((c) => c.action || c.hint)).toBe(false);
    expect(ro.claim).toBeNull();
  });

  it("marks the cells of recent placements and of a broken rule, and the last one", () => {
    const m = boardModel(msg(midWaiting), false);
    const v = view(midWaiting);
    const marked = m.cells.filter((c) => c.recent);
    const withCells = v.recent.filter((e) => e.cell);
    expect(marked.map((c) => c.name).sort()).toEqual(withCells.map((e) => e.cell!).sort());
    const broke = m.cells.find((c) => c.recent?.kind === "broke")!;
    expect(broke.value).toBe(0); // the tile was set aside, the cell stays empty
    const last = m.cells.filter((c) => c.last);
    expect(last.map((c) => c.name)).toEqual([v.last!.cell]);
    expect(last[0]!.value).toBe(v.last!.value);
  });
});

describe("the claim", () => {
  it("is offered under table rules to the seat to move", () => {
    expect(claimAction(msg(midToMove).legal)).toEqual({ type: "claim" });
    expect(boardModel(msg(midToMove), false).claim).toEqual({ type: "claim" });
  });
  it("is not offered in assisted mode nor to a waiting seat", () => {
    expect(claimAction(msg(sudoidsMid).legal)).toBeNull();
    expect(claimAction(msg(midWaiting).legal)).toBeNull();
  });
  it("is not mistaken for a placement", () => {
    expect([...placeActions(msg(midToMove).legal).keys()]).not.toContain("claim");
  });
});

describe("the cursor", () => {
  it("moves one cell per arrow and stops at the edges", () => {
    expect(moveCursor(40, "ArrowUp", 9)).toBe(31);
    expect(moveCursor(40, "ArrowDown", 9)).toBe(49);
    expect(moveCursor(40, "ArrowLeft", 9)).toBe(39);
    expect(moveCursor(40, "ArrowRight", 9)).toBe(41);
    expect(moveCursor(0, "ArrowUp", 9)).toBe(0);
    expect(moveCursor(0, "ArrowLeft", 9)).toBe(0);
    expect(moveCursor(80, "ArrowDown", 9)).toBe(80);
    expect(moveCursor(80, "ArrowRight", 9)).toBe(80);
    expect(moveCursor(5, "ArrowRight", 6)).toBe(5); // f1 is the right edge of Sudoids
    expect(moveCursor(5, "ArrowDown", 6)).toBe(11);
  });
  it("jumps to the row's ends with Home and End, and ignores other keys", () => {
    expect(moveCursor(40, "Home", 9)).toBe(36);
    expect(moveCursor(40, "End", 9)).toBe(44);
    expect(moveCursor(40, "x", 9)).toBe(40);
  });
  it("starts on the first cell that can be chosen", () => {
    const m = boardModel(msg(sudoidsMid), false);
    const start = initialCursor(m);
    expect(m.cells[start]!.action).not.toBeNull();
    expect(m.cells.slice(0, start).every((c) => c.action === null)).toBe(true);
  });
});

describe("the players", () => {
  it("show your own tile and only backs for the others' tiles", () => {
    const data = msg(midWaiting);
    const players = playerModels(data);
    const v = view(midWaiting);
    const me = players.find((p) => p.you)!;
    expect(me.seat).toBe(data.seat);
    expect(me.tile).toBe(v.hand);
    for (const p of players.filter((p) => !p.you)) {
      expect(p.tile).toBeNull();
      expect(p.back).toBe(true);
    }
  });
  it("mark the one player to move", () => {
    const players = playerModels(msg(midWaiting));
    expect(players.filter((p) => p.toMove).map((p) => p.seat)).toEqual([view(midWaiting).current]);
  });
  it("split scores into round tokens of 40 and a track position", () => {
    for (const p of playerModels(msg(soloOver))) {
      expect(p.tokens * 40 + p.track).toBe(p.score);
      expect(p.track).toBeLessThan(40);
    }
    expect(playerModels(msg(soloOver))[0]!.tokens).toBeGreaterThan(0);
  });
  it("show the winners and nobody to move once the game is over", () => {
    const players = playerModels(msg(overSeat0));
    expect(players.some((p) => p.toMove)).toBe(false);
    expect(players.filter((p) => p.winner).map((p) => p.seat)).toEqual(msg(overSeat0).outcome!.winners);
  });
  it("share a track space between pawns without overlap", () => {
    const slots = trackSlots([
      { seat: 0, track: 5 },
      { seat: 1, track: 5 },
      { seat: 2, track: 7 },
    ] as never);
    expect(slots.get(0)).toEqual({ space: 5, slot: 0, of: 2 });
    expect(slots.get(1)).toEqual({ space: 5, slot: 1, of: 2 });
    expect(slots.get(2)).toEqual({ space: 7, slot: 0, of: 1 });
  });
});

describe("texts", () => {
  it("tell whose turn it is", () => {
    expect(turnText(msg(midToMove))!.key).toBe("sudoku.turn.you");
    const other = turnText(msg(midWaiting))!;
    expect(other.key).toBe("sudoku.turn.other");
    expect(other.vars["seat"]).toBe(view(midWaiting).current);
    expect(turnText(msg(overSeat0))).toBeNull();
    // a resigned match: the position has a player to move, the match is over
    expect(turnText({ ...msg(midToMove), status: "finished" })).toBeNull();
  });
  it("name each kind of event", () => {
    const kinds = view(midWaiting).recent.map((e) => eventText(e).key);
    expect(kinds).toEqual(["sudoku.event.broke", "sudoku.event.claimWrong", "sudoku.event.placed"]);
    const placed = view(midWaiting).recent[2]!;
    expect(eventText(placed).vars).toMatchObject({ cell: placed.cell!, points: placed.points });
  });
  it("give the reason of the end: a right claim shows the tile that fits nowhere", () => {
    const v = view(overSpectator);
    const text = endText(v)!;
    expect(v.end).toBe("claim");
    expect(text.key).toBe("sudoku.end.claim");
    expect(text.vars["seat"]).toBe(v.ended_by!);
    expect(text.vars["value"]).toBe(v.players[v.ended_by!]!.tile!);
  });
  it("give the reason of a stuck end in assisted mode", () => {
    const v = view(sudoidsOver);
    expect(v.end).toBe("stuck");
    expect(endText(v)!.key).toBe("sudoku.end.stuck");
    expect(endText(view(midWaiting))).toBeNull();
  });
  it("announce an event only when the turn moved on", () => {
    expect(newEvent(msg(midWaiting), null)).toBeNull();
    expect(newEvent(msg(midWaiting), msg(midWaiting))).toBeNull();
    const before = { ...msg(midWaiting), view: { ...view(midWaiting), turn: view(midWaiting).turn - 1 } };
    expect(newEvent(msg(midWaiting), before as StateMsg)).toEqual(view(midWaiting).last);
  });
});
