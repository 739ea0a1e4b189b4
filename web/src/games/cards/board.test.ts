import { beforeEach, describe, expect, it } from "vitest";
import type { BoardHost, LegalEntry, StateMsg } from "../../types";
import module from "./index";
import gamedata from "./fixtures/gamedata.json";
import messagesJson from "./fixtures/messages.json";
import { nextRotation, readLegal, targetsFor, type PlaceAction } from "./logic";
import { fakePanel } from "../testslots";

const messages = messagesJson as unknown as Record<string, Partial<StateMsg> & { legal: LegalEntry[] }>;

function msgOf(name: string): StateMsg {
  return {
    type: "state",
    match: "m",
    version: 1,
    since: null,
    full: true,
    status: name === "over" ? "finished" : "running",
    events: [],
    seats: [],
    outcome: null,
    ...messages[name],
  } as StateMsg;
}

function mount(readOnly = false) {
  const sent: unknown[] = [];
  const root = document.createElement("div");
  document.body.replaceChildren(root);
  const { panel, seatSlot } = fakePanel();
  const host: BoardHost = {
    lang: "en",
    t: (key, vars) => (module.strings.en[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(vars?.[n] ?? "")),
    send: (a) => sent.push(a),
    seatName: (s) => ["Anna", "Bot", "Cleo"][s] ?? `P${s}`,
    seatSlot,
    gameData: gamedata,
    announce: () => {},
    readOnly,
    paceMs: 0,
  };
  const board = module.create(root, host);
  return { root, board, sent, panel };
}

const targets = (root: HTMLElement) => [...root.querySelectorAll<SVGGElement>('[data-testid="cards-target"]')];
const selectedCard = (root: HTMLElement) => Number(root.querySelector('[data-testid="cards-hand"][aria-pressed="true"]')!.getAttribute("data-card"));

describe("the board", () => {
  beforeEach(() => document.body.replaceChildren());

  it("draws every lying card and highlights exactly the legal cells of the selected card", () => {
    const { root, board } = mount();
    const msg = msgOf("start");
    board.update(msg, null);
    expect(root.querySelectorAll(".cards-lying").length).toBe(msg.view.layout.length);
    const card = selectedCard(root);
    const rotation = Number(root.querySelector(`[data-testid="cards-hand"][data-card="${card}"]`)!.getAttribute("data-rotation"));
    const want = targetsFor(readLegal(msg.legal), card, rotation).map((t) => `${t.x},${t.y}`);
    expect(targets(root).map((g) => g.getAttribute("data-cell"))).toEqual(want);
    expect(targets(root).every((g) => g.getAttribute("data-legal") === "true")).toBe(true);
  });

  it("clicking a placement without a choice sends that legal action", () => {
    const { root, board, sent } = mount();
    const msg = msgOf("start");
    board.update(msg, null);
    const plain = targets(root).find((g) => g.getAttribute("data-choice") === "false")!;
    plain.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(sent).toHaveLength(1);
    const action = sent[0] as PlaceAction;
    expect(msg.legal.some((e) => JSON.stringify(e.action) === JSON.stringify(action))).toBe(true);
    expect(`${action.x},${action.y}`).toBe(plain.getAttribute("data-cell"));
  });

  it("R turns the selected card and the highlighted cells follow the new rotation", () => {
    const { root, board } = mount();
    const msg = msgOf("start");
    board.update(msg, null);
    const card = selectedCard(root);
    const handButton = () => root.querySelector(`[data-testid="cards-hand"][data-card="${card}"]`)!;
    const before = Number(handButton().getAttribute("data-rotation"));
    root.querySelector<HTMLElement>(".cards-board")!.dispatchEvent(new KeyboardEvent("keydown", { key: "r", bubbles: true }));
    const rotations = (gamedata as { cards: Record<string, { rotations: number[] }> }).cards[String(card)]!.rotations;
    const after = Number(handButton().getAttribute("data-rotation"));
    expect(after).toBe(nextRotation(rotations, before, 1));
    const want = targetsFor(readLegal(msg.legal), card, after).map((t) => `${t.x},${t.y}`);
    expect(targets(root).map((g) => g.getAttribute("data-cell"))).toEqual(want);
    expect(targets(root).every((g) => g.getAttribute("data-rotation") === String(after))).toBe(true);
  });

  it("where several sets may be taken, a chooser offers each and sends the chosen one", () => {
    const { root, board, sent } = mount();
    const msg = msgOf("free_choice");
    board.update(msg, null);
    const moves = readLegal(msg.legal);
    // Find a hand card and rotation with a choice, select and turn it there.
    let found: { card: number; rotation: number } | null = null;
    for (const [key, cells] of moves.places) {
      if ([...cells.values()].some((t) => t.options.length > 1)) {
        const [card, rotation] = key.split("/").map(Number) as [number, number];
        found = { card, rotation };
        break;
      }
    }
    expect(found).not.toBeNull();
    root.querySelector<HTMLButtonElement>(`[data-testid="cards-hand"][data-card="${found!.card}"]`)!.click();
    for (let i = 0; i < 4 && !targets(root).some((g) => g.getAttribute("data-choice") === "true"); i++) {
      root.querySelector<HTMLButtonElement>('[data-testid="cards-rotate-right"]')!.click();
    }
    const choice = targets(root).find((g) => g.getAttribute("data-choice") === "true")!;
    // Focusing previews: some lying cards are marked as possibly taken.
    choice.dispatchEvent(new FocusEvent("focus"));
    expect(root.querySelectorAll('.cards-lying[data-taking="true"]').length).toBeGreaterThan(0);
    choice.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(sent).toHaveLength(0);
    const options = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="cards-take-option"]')];
    const [x, y] = choice.getAttribute("data-cell")!.split(",").map(Number);
    expect(Number(choice.getAttribute("data-card"))).toBe(found!.card);
    const rotation = Number(choice.getAttribute("data-rotation"));
    const target = targetsFor(moves, found!.card, rotation).find((t) => t.x === x && t.y === y)!;
    expect(options.map((b) => b.getAttribute("data-take"))).toEqual(target.options.map((o) => o.take.join(",")));
    options[options.length - 1]!.click();
    expect(sent).toEqual([target.options[target.options.length - 1]!.action]);
  });

  it("offers discards (and no cells) when no card can be placed", () => {
    const { root, board, sent } = mount();
    board.update(msgOf("discard_only"), null);
    expect(targets(root)).toHaveLength(0);
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="cards-discard"]')];
    expect(buttons.map((b) => b.getAttribute("data-card"))).toEqual(["2", "7"]);
    buttons[1]!.click();
    expect(sent).toEqual([{ type: "discard", card: 7 }]);
  });

  it("offers nothing when read-only, and shows every player's collected pile in the players panel", () => {
    const { root, board, panel } = mount(true);
    const msg = msgOf("maximal_3p");
    board.update(msg, null);
    expect(targets(root)).toHaveLength(0);
    expect(root.querySelectorAll('[data-legal="true"]')).toHaveLength(0);
    expect(root.querySelectorAll(".cards-player")).toHaveLength(0);
    const rows = [...panel.querySelectorAll<HTMLElement>("[data-slot]")];
    expect(rows).toHaveLength(3);
    rows.forEach((row, seat) => {
      const taken = msg.view.players[seat].taken as number[];
      expect(row.querySelector(".cards-player")!.getAttribute("data-score")).toBe(String(taken.length));
      expect(row.querySelectorAll(".cards-pile-card")).toHaveLength(taken.length);
    });
  });

  it("a spectator sees no hand", () => {
    const { root, board } = mount(true);
    board.update(msgOf("spectator"), null);
    expect(root.querySelectorAll('[data-testid="cards-hand"]')).toHaveLength(0);
  });
});
