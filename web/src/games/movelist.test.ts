import { describe, expect, it } from "vitest";
import type { BoardHost } from "../types";
import { MoveList } from "./movelist";

const finnish: Record<string, string> = { "moves.pass": "passaa", "moves.coin": "kolikko {n}" };

function host(sent: unknown[]): BoardHost {
  const made: BoardHost = {
    lang: "fi",
    t: (key, vars) => (finnish[key] ?? key).replace(/\{(\w+)\}/g, (_m, name: string) => String(vars?.[name] ?? "")),
    send: (action) => sent.push(action),
    seatName: (seat) => `P${seat + 1}`,
    seatSlot: () => null,
    gameData: null,
    announce: () => {},
    readOnly: false,
    paceMs: 0,
  };
  return made;
}

describe("the move list speaks the page's language", () => {
  it("a pass reads and hovers in Finnish, a cell notation as it is", () => {
    const sent: unknown[] = [];
    const list = new MoveList(host(sent));
    list.set([
      { text: "pass", action: { end: null, fields: [] } },
      { text: "d5:e5-e4", action: { end: "d5", fields: ["e5", "e4"] } },
      { text: "coin2", action: { coin: 2 } },
    ] as never);
    const buttons = [...list.element.querySelectorAll("button")];
    expect(buttons.map((b) => b.textContent)).toEqual(["passaa", "d5:e5-e4", "kolikko 2"]);
    expect(buttons.map((b) => b.title)).toEqual(["passaa", "d5:e5-e4", "kolikko 2"]);
    buttons[0]!.click();
    expect(sent).toEqual([{ end: null, fields: [] }]);
  });
});
