import { beforeEach, describe, expect, it } from "vitest";
import type { BoardHost, StateMsg } from "../../types";
import { createBoard } from "./board";
import fixtures from "./fixtures/traexx.json";
import gameData from "./fixtures/gamedata.json";
import { strings } from "./strings";
import { fakePanel } from "../testslots";

const all = fixtures as unknown as Record<string, { msg: StateMsg; first: Record<string, string[]> }>;

let panel: HTMLElement;

function makeHost(readOnly = false): BoardHost & { sent: unknown[]; said: string[] } {
  const fake = fakePanel();
  panel = fake.panel;
  const sent: unknown[] = [];
  const said: string[] = [];
  return {
    lang: "en",
    t: (key, vars) =>
      (strings.en[key] ?? key).replace(/\{(\w+)\}/g, (_m, name: string) => String(vars?.[name] ?? "")),
    send: (action) => sent.push(action),
    seatName: (seat) => `P${seat + 1}`,
    seatSlot: fake.seatSlot,
    gameData,
    announce: (text) => said.push(text),
    readOnly,
    paceMs: 0,
    sent,
    said,
  };
}

function lit(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[data-testid="traexx-board"] [data-legal="true"]')].map(
    (node) => node.getAttribute("data-field")!,
  );
}

function clickField(root: HTMLElement, id: string): void {
  const node = root.querySelector(`[data-testid="traexx-board"] [data-field="${id}"]`)!;
  node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

function submit(root: HTMLElement): HTMLButtonElement {
  return root.querySelector('[data-testid="traexx-submit"]') as HTMLButtonElement;
}

let root: HTMLElement;
beforeEach(() => {
  document.body.replaceChildren();
  root = document.createElement("div");
  document.body.append(root);
});

describe("the board draws the legal first steps and submits a drawn path", () => {
  it("lights exactly the engine's first fields, draws, undoes and submits", () => {
    const host = makeHost();
    const board = createBoard(root, host);
    const fixture = all.first_round!;
    board.update(fixture.msg, null);
    expect(lit(root).sort()).toEqual(Object.keys(fixture.first).sort());
    expect(submit(root).disabled).toBe(true);
    const ext = fixture.msg.legal
      .map((e) => e.action as { end: string; fields: string[] })
      .reduce((a, b) => (b.fields.length > a.fields.length ? b : a));
    expect(ext.fields.length).toBeGreaterThan(1);
    for (const field of ext.fields) clickField(root, field);
    expect(submit(root).disabled).toBe(false);
    // words, not the notation
    expect(submit(root).textContent).toBe(`Submit the path (fields: ${ext.fields.length})`);
    expect(submit(root).textContent).not.toContain(ext.fields.join("-"));
    (root.querySelector('[data-testid="traexx-undo"]') as HTMLButtonElement).click();
    expect(lit(root)).toContain(ext.fields.at(-1));
    clickField(root, ext.fields.at(-1)!);
    submit(root).click();
    expect(host.sent).toEqual([{ end: ext.end, fields: ext.fields }]);
  });

  it("passes when the legal list allows it", () => {
    const host = makeHost();
    const board = createBoard(root, host);
    board.update(all.mid_game!.msg, null);
    (root.querySelector('[data-testid="traexx-pass"]') as HTMLButtonElement).click();
    expect(host.sent).toEqual([{ end: null, fields: [] }]);
  });

  it("lit fields are the only focusable ones, and Enter/Backspace draw and undo", () => {
    const host = makeHost();
    const board = createBoard(root, host);
    board.update(all.first_round!.msg, null);
    const focusable = [...root.querySelectorAll('[data-testid="traexx-board"] [tabindex="0"]')];
    expect(focusable.map((n) => n.getAttribute("data-field")).sort()).toEqual(lit(root).sort());
    const first = focusable[0] as SVGGElement;
    const id = first.getAttribute("data-field")!;
    first.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(submit(root).disabled).toBe(false);
    expect(root.querySelector(`[data-field="${id}"]`)!.getAttribute("data-legal")).toBeNull();
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Backspace", bubbles: true }));
    expect(submit(root).disabled).toBe(true);
    expect(lit(root)).toContain(id);
  });
});

describe("waiting, others and the end", () => {
  it("after choosing nothing is lit and the others still choosing are named", () => {
    const board = createBoard(root, makeHost());
    board.update(all.waiting!.msg, null);
    expect(lit(root)).toEqual([]);
    const status = root.querySelector('[data-testid="traexx-status"]')!.textContent!;
    expect(status).toContain("Your choice:");
    expect(status).toContain("Waiting for P2");
    expect(root.querySelectorAll(".traexx-other").length).toBe(1);
  });

  it("a read-only board offers nothing", () => {
    const board = createBoard(root, makeHost(true));
    board.update(all.mid_game!.msg, null);
    expect(lit(root)).toEqual([]);
    expect((root.querySelector(".traexx-controls") as HTMLElement).hidden).toBe(true);
  });

  it("every colour on the card carries its letter and a pattern", () => {
    const board = createBoard(root, makeHost());
    const msg = all.second_round!.msg;
    board.update(msg, null);
    const chips = [...root.querySelectorAll('[data-testid="traexx-card"] .traexx-chip')];
    expect(chips.map((c) => c.getAttribute("data-colour")).join("")).toBe(msg.view.card);
    for (const chip of chips) {
      expect(chip.querySelector("text")!.textContent).toBe(chip.getAttribute("data-colour"));
      expect(chip.querySelector('polygon[fill^="url(#"]')).not.toBeNull();
    }
  });

  it("the players panel shows plus, unreached and total for everybody at the end", () => {
    const board = createBoard(root, makeHost());
    const msg = all.game_over!.msg;
    board.update(msg, null);
    expect(root.querySelectorAll('[data-testid="traexx-score"]')).toHaveLength(0);
    const rows = [...panel.querySelectorAll('[data-testid="traexx-score"]')];
    expect(rows.length).toBe(msg.view.players.length);
    msg.view.players.forEach((p: { plus: number; unreached: number }, i: number) => {
      expect(rows[i]!.getAttribute("data-total")).toBe(String(p.plus - p.unreached));
      expect(rows[i]!.querySelector(".traexx-totalcell")!.textContent).toBe(`${p.plus - p.unreached} points`);
    });
    expect(msg.outcome!.scores).toEqual(msg.view.players.map((p: { plus: number; unreached: number }) => p.plus - p.unreached));
  });

  it("each seat's minus points say why: one for every field its path has not reached", () => {
    const board = createBoard(root, makeHost());
    const msg = all.first_round!.msg;
    board.update(msg, null);
    const rows = [...panel.querySelectorAll('[data-testid="traexx-score"]')];
    expect(rows.length).toBe(msg.view.players.length);
    msg.view.players.forEach((p: { unreached: number }, i: number) => {
      expect(p.unreached).toBeGreaterThan(0);
      const why = rows[i]!.querySelector('[data-testid="traexx-why"]')!;
      expect(why.textContent).toBe(`−${p.unreached}: one minus point for each field of the board the path has not reached yet.`);
      expect(rows[i]!.querySelector(".traexx-parts")!.getAttribute("title")).toBe(why.textContent);
    });
  });
});

describe("the other players' boards, full size", () => {
  it("a tab shows another player's board in place of yours, with its path and letters, and back", () => {
    const board = createBoard(root, makeHost());
    const msg = all.mid_game!.msg;
    board.update(msg, null);
    const me = msg.seat!;
    const other = msg.view.players.find((p: { seat: number }) => p.seat !== me) as { seat: number; path: string[] };
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => t.querySelector(".traexx-tab-name")!.textContent)).toEqual(["Your board", `P${other.seat + 1}`]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    const before = lit(root);
    expect(before.length).toBeGreaterThan(0);

    tabs[1]!.click();
    const large = root.querySelector<SVGSVGElement>('[data-testid="traexx-other-board"]')!;
    expect(large).not.toBeNull();
    expect(large.dataset.seat).toBe(String(other.seat));
    // full size: the same drawing as your own board (letters on), not the small multiple's
    expect(large.classList.contains("traexx-mini")).toBe(false);
    expect(large.querySelectorAll(".traexx-letter").length).toBeGreaterThan(0);
    expect(large.dataset.shown).toBe(String(other.path.length));
    expect(large.querySelectorAll(".traexx-onpath").length).toBe(other.path.length);
    // your board and your controls wait; nothing on theirs is clickable
    expect(root.querySelector('[data-testid="traexx-board"]')).toBeNull();
    expect(large.querySelectorAll('[data-legal="true"]').length).toBe(0);
    expect((root.querySelector(".traexx-controls") as HTMLElement).hidden).toBe(true);
    expect(root.querySelector(".traexx-title")!.textContent).toContain(`Board of P${other.seat + 1}`);
    expect(root.querySelector('[data-testid="traexx-status"]')!.textContent).toContain("your own board");

    root.querySelector<HTMLButtonElement>(`[data-testid="traexx-tab-${me}"]`)!.click();
    expect(root.querySelector('[data-testid="traexx-other-board"]')).toBeNull();
    expect(lit(root)).toEqual(before);
    expect((root.querySelector(".traexx-controls") as HTMLElement).hidden).toBe(false);
  });

  it("says a path and a pass in words for the page's confirm step", () => {
    const board = createBoard(root, makeHost());
    expect(board.moveWords?.({ end: "d5", fields: ["e5", "e4"] })).toBe("a path of 2 fields");
    expect(board.moveWords?.({ end: null, fields: [] })).toBe("Pass");
    expect(board.moveWords?.({ type: "shift" })).toBeNull();
  });

  it("a click on a small board opens it, and arrow keys move between the tabs", () => {
    const board = createBoard(root, makeHost());
    const msg = all.mid_game!.msg;
    board.update(msg, null);
    const mini = root.querySelector<HTMLElement>(".traexx-other")!;
    mini.click();
    expect(root.querySelector<SVGSVGElement>('[data-testid="traexx-other-board"]')!.dataset.seat).toBe(mini.dataset.seat);
    expect(mini.classList.contains("traexx-other-shown")).toBe(true);
    const selected = root.querySelector<HTMLButtonElement>('[role="tab"][aria-selected="true"]')!;
    selected.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(root.querySelector('[data-testid="traexx-other-board"]')).toBeNull();
    expect(root.querySelector('[role="tab"][aria-selected="true"]')!.getAttribute("data-tab-seat")).toBe(String(msg.seat));
    // the tabs name seats without data-seat: the players panel stays the one list of players
    expect(root.querySelectorAll('[role="tab"]').length).toBeGreaterThan(1);
    expect(root.querySelector('[role="tab"][data-seat]')).toBeNull();
  });
});

