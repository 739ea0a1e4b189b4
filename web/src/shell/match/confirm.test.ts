import { describe, expect, it } from "vitest";
import { confirmDefault, confirmWanted, MoveConfirm } from "./confirm";

function rig(on: boolean) {
  const sent: [number, unknown][] = [];
  let redraws = 0;
  const confirm = new MoveConfirm(
    on,
    (seat, action) => sent.push([seat, action]),
    () => redraws++,
  );
  return { confirm, sent, redraws: () => redraws };
}

describe("the confirm step", () => {
  it("sends at once when it is off (one click, one move)", () => {
    const { confirm, sent } = rig(false);
    confirm.offer(0, { push: 3 }, 5);
    expect(sent).toEqual([[0, { push: 3 }]]);
    expect(confirm.held).toBeNull();
  });

  it("holds the move when it is on, and sends it on confirm", () => {
    const { confirm, sent, redraws } = rig(true);
    confirm.offer(1, { tile: "a1" }, 7);
    expect(sent).toEqual([]);
    expect(confirm.held).toEqual({ seat: 1, action: { tile: "a1" }, version: 7 });
    expect(redraws()).toBe(1);
    expect(confirm.confirm()).toBe(true);
    expect(sent).toEqual([[1, { tile: "a1" }]]);
    expect(confirm.held).toBeNull();
    // a second Enter sends nothing more
    expect(confirm.confirm()).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it("drops the move on cancel", () => {
    const { confirm, sent } = rig(true);
    confirm.offer(0, { card: 2 }, 1);
    expect(confirm.cancel()).toBe(true);
    expect(confirm.held).toBeNull();
    expect(confirm.confirm()).toBe(false);
    expect(sent).toEqual([]);
    expect(confirm.cancel()).toBe(false);
  });

  it("keeps the last choice when the player clicks another move", () => {
    const { confirm, sent } = rig(true);
    confirm.offer(0, { push: 1 }, 4);
    confirm.offer(0, { push: 2 }, 4);
    confirm.confirm();
    expect(sent).toEqual([[0, { push: 2 }]]);
  });

  it("drops a held move once the game moved on, keeps it while it did not", () => {
    const { confirm, sent } = rig(true);
    confirm.offer(0, { push: 1 }, 4);
    confirm.moved(1, 9); // another seat's connection: not this move's
    confirm.moved(0, 4);
    expect(confirm.held).not.toBeNull();
    confirm.moved(0, 5);
    expect(confirm.held).toBeNull();
    confirm.offer(0, { push: 1 }, 5);
    confirm.moved(0, null); // the seat may not act any more (the match ended)
    expect(confirm.held).toBeNull();
    expect(sent).toEqual([]);
  });

  it("turning it off drops a held move and sends the next click at once", () => {
    const { confirm, sent } = rig(true);
    confirm.offer(0, { push: 1 }, 4);
    confirm.setOn(false);
    expect(confirm.held).toBeNull();
    confirm.offer(0, { push: 2 }, 4);
    expect(sent).toEqual([[0, { push: 2 }]]);
  });
});

describe("whether moves are confirmed", () => {
  it("is on by default with a young-children option or in kid mode, else off", () => {
    expect(confirmDefault({}, false)).toBe(false);
    expect(confirmDefault({ open_cards: false, no_return: false, day_night: true }, false)).toBe(false);
    expect(confirmDefault({ open_cards: true }, false)).toBe(true);
    expect(confirmDefault({ no_return: true }, false)).toBe(true);
    expect(confirmDefault({}, true)).toBe(true);
  });

  it("follows the remembered choice over the default", () => {
    expect(confirmWanted(null, { open_cards: true }, false)).toBe(true);
    expect(confirmWanted("0", { open_cards: true }, true)).toBe(false);
    expect(confirmWanted("1", {}, false)).toBe(true);
    expect(confirmWanted(null, {}, false)).toBe(false);
  });
});
