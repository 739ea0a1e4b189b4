import { describe, expect, it } from "vitest";
import type { BoardHost, StateMsg } from "../../types";
import module from "./index";
import type { SudokuView } from "./model";
import midWaiting from "./fixtures/sudoku_table_mid_waiting.json";
import midToMove from "./fixtures/sudoku_table_mid_to_move.json";
import overSpectator from "./fixtures/sudoku_over_spectator.json";
import sudoidsMid from "./fixtures/sudoids_assisted_mid.json";
import { fakePanel } from "../testslots";

const msg = (data: unknown) => data as StateMsg;

function mount(data: unknown, readOnly = false) {
  const { panel, seatSlot } = fakePanel();
  const sent: unknown[] = [];
  const said: string[] = [];
  const strings = module.strings.en;
  const host: BoardHost = {
    lang: "en",
    t: (key, vars = {}) =>
      (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)),
    send: (action) => sent.push(action),
    seatName: (seat) => `Seat${seat + 1}`,
    seatSlot,
    gameData: {},
    announce: (text) => said.push(text),
    readOnly,
    paceMs: 0,
  };
  const root = document.createElement("div");
  document.body.append(root);
  const board = module.create(root, host);
  board.update(msg(data), null);
  return { root, board, sent, said, panel };
}

describe("the Sudoku board", () => {
  it("has every string key in all three languages", () => {
    const en = Object.keys(module.strings.en).sort();
    expect(Object.keys(module.strings.nl).sort()).toEqual(en);
    expect(Object.keys(module.strings.fi).sort()).toEqual(en);
  });

  it("draws one cell per board square, golden cells marked by attribute and a star", () => {
    const { root } = mount(midToMove);
    const size = msg(midToMove).view.size as number;
    expect(root.querySelectorAll("[data-cell]").length).toBe(size * size);
    const golden = root.querySelectorAll("[data-golden='true']");
    expect(golden.length).toBe(size);
    for (const g of golden) expect(g.querySelector(".sudoku-star")).not.toBeNull();
  });

  it("sends the place action of a clicked legal cell, and nothing for a filled cell", () => {
    const { root, sent } = mount(midToMove);
    const legal = root.querySelector<SVGGElement>("[data-legal='true'][data-cell]")!;
    legal.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(sent).toEqual([{ type: "place", cell: legal.getAttribute("data-cell") }]);
    const filled = root.querySelector<SVGGElement>("[data-cell][data-value]")!;
    filled.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(sent.length).toBe(1);
  });

  it("shows the claim button under table rules and sends the claim", () => {
    const { root, sent } = mount(midToMove);
    const button = root.querySelector<HTMLButtonElement>("[data-testid='sudoku-claim']")!;
    expect(button.hidden).toBe(false);
    button.click();
    expect(sent).toEqual([{ type: "claim" }]);
  });

  it("hides the claim button in assisted mode and highlights the legal cells", () => {
    const { root } = mount(sudoidsMid);
    expect(root.querySelector<HTMLButtonElement>("[data-testid='sudoku-claim']")!.hidden).toBe(true);
    const hinted = [...root.querySelectorAll(".is-hint")].map((e) => e.getAttribute("data-cell")).sort();
    expect(hinted).toEqual(msg(sudoidsMid).legal.map((e) => e.text).sort());
  });

  it("moves a cursor with the arrow keys and places with Enter", () => {
    const { root, sent } = mount(sudoidsMid);
    const grid = root.querySelector<SVGSVGElement>("[data-testid='sudoku-grid']")!;
    const start = grid.dataset["cursor"]!;
    expect(root.querySelector(`[data-cell='${start}']`)!.getAttribute("data-legal")).toBe("true");
    grid.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(sent).toEqual([{ type: "place", cell: start }]);
    grid.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(grid.dataset["cursor"]).toBe(`${start[0]}${Number(start[1]) + 1}`);
  });

  it("offers nothing when read-only", () => {
    const { root, sent } = mount(midToMove, true);
    expect(root.querySelectorAll("[data-legal='true']").length).toBe(0);
    const grid = root.querySelector<SVGSVGElement>("[data-testid='sudoku-grid']")!;
    grid.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    root.querySelector<SVGGElement>("[data-cell]")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(sent).toEqual([]);
  });

  it("shows your tile and only backs for the other players' tiles", () => {
    const { root, panel } = mount(midWaiting);
    const view = msg(midWaiting).view as SudokuView;
    const hand = root.querySelector("[data-testid='sudoku-hand'] [data-tile]")!;
    expect(hand.getAttribute("data-tile")).toBe(String(view.hand));
    expect(root.querySelectorAll(".sudoku-player")).toHaveLength(0);
    const tiles = [...panel.querySelectorAll(".sudoku-player")].map((li) => [
      li.getAttribute("data-seat"),
      li.querySelector("[data-tile]")!.getAttribute("data-tile"),
    ]);
    for (const [seat, tile] of tiles)
      expect(tile).toBe(Number(seat) === msg(midWaiting).seat ? String(view.hand) : "hidden");
  });

  it("lists the recent events, newest first, and draws a pawn for every player", () => {
    const { root } = mount(midWaiting);
    const kinds = [...root.querySelectorAll("[data-testid='sudoku-recent'] [data-kind]")].map((e) =>
      e.getAttribute("data-kind"),
    );
    expect(kinds).toEqual(["placed", "claim-wrong", "broke"]);
    const view = msg(midWaiting).view as SudokuView;
    for (const p of view.players)
      expect(root.querySelector(`[data-pawn='${p.seat}']`)!.getAttribute("data-track")).toBe(String(p.track));
  });

  it("states the end and its reason", () => {
    const { root } = mount(overSpectator, true);
    const banner = root.querySelector("[data-testid='sudoku-banner']")!;
    expect(banner.getAttribute("data-end")).toBe("claim");
    expect(banner.textContent).toContain("Seat2");
    expect(banner.textContent).toContain("fits nowhere");
  });

  it("announces a new event once", () => {
    const { board, said } = mount(midWaiting);
    const view = msg(midWaiting).view as SudokuView;
    const before = { ...msg(midWaiting), view: { ...view, turn: view.turn - 1 } } as StateMsg;
    board.update(msg(midWaiting), before);
    expect(said.some((s) => s.startsWith("Seat3 placed 2 on h2"))).toBe(true);
  });
});
