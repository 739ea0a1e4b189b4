import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Board, BoardHost, StateMsg } from "../../types";
import coin from "./fixtures/coin.json";
import dayMove from "./fixtures/day_move.json";
import dayShift from "./fixtures/day_shift.json";
import gamedata from "./fixtures/gamedata.json";
import nightShift from "./fixtures/night_shift.json";
import openCards from "./fixtures/open_cards.json";
import module from "./index";
import { sidesText, type LabyrinthView } from "./logic";
import { fakePanel } from "../testslots";

function msgOf(fixture: unknown): StateMsg {
  return { events: [], seats: [], outcome: null, since: null, full: true, ...(fixture as object) } as unknown as StateMsg;
}

let root: HTMLElement;
let sent: unknown[];
let board: Board;
let panel: HTMLElement;

function mount(readOnly = false): void {
  const fake = fakePanel();
  panel = fake.panel;
  const host: BoardHost = {
    lang: "en",
    t: (key, vars) =>
      (module.strings.en[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(vars?.[n] ?? "")),
    send: (action) => sent.push(action),
    seatName: (seat) => `Seat ${seat + 1}`,
    seatSlot: fake.seatSlot,
    gameData: gamedata,
    announce: () => {},
    readOnly,
    paceMs: 0,
  };
  board = module.create(root, host);
}

beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
  sent = [];
});
afterEach(() => {
  board.destroy();
  root.remove();
});

describe("the labyrinth board", () => {
  it("names every arrow in words for a screen reader, never by its notation", () => {
    mount();
    board.update(msgOf(dayShift), null);
    const view = dayShift.view as unknown as LabyrinthView;
    const labels = new Map(
      [...root.querySelectorAll<SVGElement>("[data-arrow]")].map((a) => [a.dataset.arrow!, a.getAttribute("aria-label") ?? ""]),
    );
    expect(labels.size).toBe(12);
    const forbidden = gamedata.arrows[view.forbidden!]!.name;
    const words: Record<string, string> = {
      Nb: "Push column b in from the top",
      Sd: "Push column d in from the bottom",
      W2: "Push row 2 in from the left",
      E6: "Push row 6 in from the right",
    };
    for (const [name, text] of Object.entries(words)) {
      expect(labels.get(name)).toBe(name === forbidden ? `${text}: not allowed, it would undo the last push` : text);
    }
    for (const [name, label] of labels) {
      expect(label).toMatch(/^Push (row [1-7]|column [a-g]) in from the (top|bottom|left|right)/);
      expect(label).not.toContain(name);
      expect(root.querySelector(`[data-arrow="${name}"] title`)?.textContent).toBe(label);
    }
  });

  it("enables every arrow but the forbidden one on your shift, and pushes with the spare as shown", () => {
    mount();
    board.update(msgOf(dayShift), null);
    const view = dayShift.view as unknown as LabyrinthView;
    const arrows = [...root.querySelectorAll<SVGElement>("[data-arrow]")];
    expect(arrows).toHaveLength(12);
    const off = arrows.filter((a) => a.dataset.legal !== "true");
    expect(off.map((a) => a.dataset.arrow)).toEqual([gamedata.arrows[view.forbidden!]!.name]);
    expect(off[0]!.getAttribute("aria-disabled")).toBe("true");
    const on = arrows.find((a) => a.dataset.legal === "true")!;
    on.dispatchEvent(new MouseEvent("click"));
    expect(sent).toEqual([{ type: "shift", arrow: on.dataset.arrow, open: sidesText(view.spare & 15) }]);
  });

  it("says a push and a step in words for the page's confirm step", () => {
    mount();
    board.update(msgOf(dayShift), null);
    expect(board.moveWords?.({ type: "shift", arrow: "W2", open: "NES" })).toBe("Push row 2 in from the left");
    expect(board.moveWords?.({ type: "shift", arrow: "Nb", open: "NES" })).toBe("Push column b in from the top");
    expect(board.moveWords?.({ type: "move", to: "c4" })).toBe("Move to c4");
    expect(board.moveWords?.({ type: "coin", coin: 2 })).toBeNull();
  });

  it("turns the spare with R and Shift+R and pushes it turned", () => {
    mount();
    board.update(msgOf(dayShift), null);
    const spare = root.querySelector<SVGElement>("[data-testid=spare]")!;
    const start = spare.dataset.open!;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "r" }));
    const turned = spare.dataset.open!;
    expect(turned).not.toBe(start);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "R", shiftKey: true }));
    expect(spare.dataset.open).toBe(start);
    root.querySelector<HTMLButtonElement>("[data-testid=rotate-right]")!.click();
    expect(spare.dataset.open).toBe(turned);
    const arrow = root.querySelector<SVGElement>('[data-arrow][data-legal="true"]')!;
    arrow.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(sent).toEqual([{ type: "shift", arrow: arrow.dataset.arrow, open: turned }]);
  });

  it("previews the push on hover: the line moves and the pushed-out tile shows", () => {
    mount();
    board.update(msgOf(dayShift), null);
    const arrow = root.querySelector<SVGElement>('[data-arrow][data-legal="true"]')!;
    arrow.dispatchEvent(new MouseEvent("pointerenter")); // a mouse (no pointerType: not a tap)
    expect(root.querySelector(".lab-ejected")).not.toBeNull();
    expect(root.querySelector(".lab-line-outline")).not.toBeNull();
    arrow.dispatchEvent(new MouseEvent("pointerleave"));
    expect(root.querySelector(".lab-ejected")).toBeNull();
  });

  it("on touch, a first tap previews the push and a second tap on the same arrow plays it", () => {
    mount();
    board.update(msgOf(dayShift), null);
    const tap = (node: Element) => {
      const event = new MouseEvent("click", { bubbles: true });
      Object.defineProperty(event, "pointerType", { value: "touch" });
      node.dispatchEvent(event);
    };
    const arrows = [...root.querySelectorAll<SVGElement>('[data-arrow][data-legal="true"]')];
    const confirm = root.querySelector<HTMLButtonElement>("[data-testid=lab-confirm]")!;
    tap(arrows[0]!);
    expect(sent).toEqual([]);
    expect(root.querySelector<SVGElement>("svg.lab-board")!.dataset.preview).toBe(arrows[0]!.dataset.arrow);
    expect(root.querySelector(".lab-ejected")).not.toBeNull();
    expect(confirm.hidden).toBe(false);
    // another arrow: its push is shown instead, still nothing sent
    const other = root.querySelector<SVGElement>(`[data-arrow="${arrows[3]!.dataset.arrow}"]`)!;
    tap(other);
    expect(sent).toEqual([]);
    expect(root.querySelector<SVGElement>("svg.lab-board")!.dataset.preview).toBe(arrows[3]!.dataset.arrow);
    tap(root.querySelector(`[data-arrow="${arrows[3]!.dataset.arrow}"]`)!);
    expect(sent).toHaveLength(1);
    expect((sent[0] as { arrow: string }).arrow).toBe(arrows[3]!.dataset.arrow);
  });

  it("lights exactly the reachable cells after the push, and a click moves there", () => {
    mount();
    board.update(msgOf(dayMove), msgOf(dayShift));
    const lit = [...root.querySelectorAll<SVGElement>('[data-cell][data-legal="true"]')];
    const legal = (dayMove.legal as { action: { to: string } }[]).map((e) => e.action.to).sort();
    expect(lit.map((c) => c.dataset.cell).sort()).toEqual(legal);
    expect(root.querySelectorAll('[data-arrow][data-legal="true"]')).toHaveLength(0);
    lit[0]!.dispatchEvent(new MouseEvent("click"));
    expect(sent).toEqual([{ type: "move", to: lit[0]!.dataset.cell }]);
  });

  it("shows your own card but no other seat's", () => {
    mount();
    board.update(msgOf(dayShift), null);
    const view = dayShift.view as unknown as LabyrinthView;
    const mine = view.players[view.viewer!]!.seeking!.ids[0]!;
    const cards = [...root.querySelectorAll<HTMLElement>("[data-testid=lab-secret]")];
    expect(cards.map((c) => c.dataset.treasure)).toEqual([gamedata.treasures[mine]!.key]);
    expect(root.querySelectorAll("[data-testid=cards-left]")).toHaveLength(0);
    expect(panel.querySelectorAll("[data-testid=cards-left]")).toHaveLength(2);
  });

  it("with open cards shows the other seats' cards", () => {
    mount();
    board.update(msgOf(openCards), null);
    expect(panel.querySelector(".lab-seat-cards")).not.toBeNull();
  });

  it("draws the night maze with night treasures and pawn symbols", () => {
    mount();
    board.update(msgOf(nightShift), null);
    expect(root.querySelector(".lab")!.classList.contains("lab-night")).toBe(true);
    expect(root.querySelectorAll(".lab-badge-night").length).toBeGreaterThan(0);
    expect(root.querySelectorAll(".lab-pawn .lab-pawn-sym")).toHaveLength(2);
  });

  it("offers the coins at the end of Day & Night", () => {
    mount();
    board.update(msgOf(coin), null);
    const coins = [...root.querySelectorAll<HTMLButtonElement>("[data-coin]")];
    expect(coins.map((c) => c.dataset.legal)).toEqual(["true", "true", "true"]);
    coins[1]!.click();
    expect(sent).toEqual([{ type: "coin", coin: 2 }]);
  });

  it("offers nothing when read-only", () => {
    mount(true);
    board.update(msgOf(dayShift), null);
    expect(root.querySelectorAll('[data-legal="true"]')).toHaveLength(0);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "r" }));
    expect(sent).toEqual([]);
  });
});
