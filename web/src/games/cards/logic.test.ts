import { describe, expect, it } from "vitest";
import type { LegalEntry } from "../../types";
import gamedataJson from "./fixtures/gamedata.json";
import messagesJson from "./fixtures/messages.json";
import {
  CELL,
  MAX_W,
  MIN_W,
  cardFace,
  cellVisible,
  fitCamera,
  fitReadable,
  MIN_CARD_PX,
  isPlayable,
  mayTake,
  needsChoice,
  nextRotation,
  panBy,
  pickCard,
  pickRotation,
  playableRotations,
  readLegal,
  rotateGroup,
  rotatePoint,
  spotsAt,
  targetsFor,
  treasureStyle,
  withAspect,
  zoomAt,
  type GameData,
  type LyingCard,
  type PlaceAction,
} from "./logic";

interface Fixture {
  seat: number | null;
  view: {
    layout: LyingCard[];
    options: { taking: string };
    players: { hand: number[] | null }[];
  };
  legal: LegalEntry[];
}
const messages = messagesJson as unknown as Record<string, Fixture>;
const data = gamedataJson as unknown as GameData;

const places = (fx: Fixture) => fx.legal.map((e) => e.action).filter((a) => (a as PlaceAction).type === "place") as PlaceAction[];
const handOf = (fx: Fixture) => fx.view.players[fx.seat!]!.hand!;

describe("legal actions sorted into placements", () => {
  it("puts every legal placement under its card, rotation and cell exactly once", () => {
    for (const fx of Object.values(messages)) {
      const moves = readLegal(fx.legal);
      let count = 0;
      for (const [key, cells] of moves.places) {
        for (const target of cells.values()) {
          for (const option of target.options) {
            count++;
            expect(`${option.action.card}/${option.action.rotation}`).toBe(key);
            expect([option.action.x, option.action.y]).toEqual([target.x, target.y]);
            expect(option.take).toEqual(option.action.take);
          }
        }
      }
      expect(count + moves.discards.length).toBe(fx.legal.length);
    }
  });

  it("offers for a card and rotation exactly the cells the legal list has", () => {
    const fx = messages.start!;
    const moves = readLegal(fx.legal);
    for (const card of handOf(fx)) {
      for (const rotation of [0, 1, 2, 3]) {
        const expected = new Set(places(fx).filter((a) => a.card === card && a.rotation === rotation).map((a) => `${a.x},${a.y}`));
        const got = targetsFor(moves, card, rotation).map((t) => `${t.x},${t.y}`);
        expect(new Set(got)).toEqual(expected);
        expect(got.length).toBe(expected.size);
      }
    }
  });

  it("never offers a cell already holding a card", () => {
    for (const fx of Object.values(messages)) {
      const occupied = new Set(fx.view.layout.map((c) => `${c.x},${c.y}`));
      const moves = readLegal(fx.legal);
      for (const cells of moves.places.values()) for (const cell of cells.keys()) expect(occupied.has(cell)).toBe(false);
    }
  });

  it("with free taking a placement can leave a choice, biggest set first", () => {
    const fx = messages.free_choice!;
    expect(fx.view.options.taking).toBe("free");
    const moves = readLegal(fx.legal);
    const targets = [...moves.places.values()].flatMap((cells) => [...cells.values()]);
    const choosing = targets.filter(needsChoice);
    expect(choosing.length).toBeGreaterThan(0);
    for (const target of choosing) {
      const sizes = target.options.map((o) => o.take.length);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      // "may": taking nothing is one of the choices under free taking
      expect(target.options.some((o) => o.take.length === 0)).toBe(true);
      expect(mayTake(target)).toEqual([...new Set(target.options.flatMap((o) => o.take))].sort((a, b) => a - b));
    }
  });

  it("with maximal taking every option of a cell is a different set", () => {
    const fx = messages.maximal_3p!;
    expect(fx.view.options.taking).toBe("maximal");
    const moves = readLegal(fx.legal);
    for (const cells of moves.places.values()) {
      for (const target of cells.values()) {
        const keys = target.options.map((o) => o.take.join(","));
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it("offers discards only when no card can be placed", () => {
    const fx = messages.discard_only!;
    const moves = readLegal(fx.legal);
    expect(moves.places.size).toBe(0);
    expect(moves.discards.map((d) => d.card)).toEqual(handOf(fx));
    expect(handOf(fx).some((card) => isPlayable(moves, card))).toBe(false);
    expect(pickCard(moves, handOf(fx), null)).toBe(handOf(fx)[0]);
  });

  it("a finished game offers nothing", () => {
    const moves = readLegal(messages.over!.legal);
    expect(moves.places.size + moves.discards.length).toBe(0);
  });
});

describe("selecting and turning a hand card", () => {
  it("selects a playable card and keeps the selection while it is in hand", () => {
    const fx = messages.free_choice!;
    const moves = readLegal(fx.legal);
    const hand = handOf(fx);
    const first = pickCard(moves, hand, null);
    expect(first).not.toBeNull();
    expect(isPlayable(moves, first!)).toBe(true);
    expect(pickCard(moves, hand, hand[1]!)).toBe(hand[1]);
    expect(pickCard(moves, hand, 999)).toBe(first);
    expect(pickCard(moves, [], null)).toBeNull();
  });

  it("turns through the card's distinct rotations and wraps", () => {
    expect(nextRotation([0, 1, 2, 3], 3, 1)).toBe(0);
    expect(nextRotation([0, 1, 2, 3], 0, -1)).toBe(3);
    expect(nextRotation([0, 1], 1, 1)).toBe(0); // a straight
    expect(nextRotation([0], 0, 1)).toBe(0); // a crossing
    expect(nextRotation([0, 1], 3, 1)).toBe(0);
  });

  it("shows a playable rotation when the current one has no cell", () => {
    const fx = messages.start!;
    const moves = readLegal(fx.legal);
    for (const card of handOf(fx)) {
      const playable = playableRotations(moves, card);
      for (const r of [0, 1, 2, 3]) {
        const picked = pickRotation(moves, card, r);
        if (playable.length) expect(playable).toContain(picked);
        if (playable.includes(r)) expect(picked).toBe(r);
      }
    }
  });
});

describe("card faces", () => {
  it("turning the unrotated groups gives what the view sends for every lying card", () => {
    for (const fx of Object.values(messages)) {
      for (const lying of fx.view.layout) {
        const card = data.cards[String(lying.card)]!;
        expect(card.groups.map((g) => rotateGroup(g, lying.rotation))).toEqual(lying.groups);
        expect(card.treasures).toEqual(lying.treasures);
      }
    }
  });

  it("draws one corridor per group and puts the two treasures apart, on the card", () => {
    for (const card of Object.values(data.cards)) {
      const face = cardFace(card.groups);
      expect(face.paths.length).toBe(card.groups.length);
      const { a, b } = face.spots;
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(25);
      for (const p of [a, b]) for (const v of p) expect(Math.abs(v)).toBeLessThanOrEqual(36);
    }
  });

  it("a treasure on a corridor arm turns with the card", () => {
    const face = cardFace(["NSab"]);
    expect(face.spots.a).toEqual([0, -27]);
    expect(spotsAt(face, 1).a).toEqual([27, 0]);
    expect(rotatePoint([0, -27], 2)).toEqual([0, 27]);
    expect(rotatePoint([5, 7], 4)).toEqual([5, 7]);
  });

  it("gives every treasure its own shape-and-hue pair besides its letter", () => {
    const looks = Object.keys(data.treasures).map((l) => JSON.stringify(treasureStyle(l)));
    expect(new Set(looks).size).toBe(25);
  });
});

describe("camera", () => {
  const cells = messages.free_choice!.view.layout;

  it("fit shows every card at the asked aspect", () => {
    for (const aspect of [0.5, 1, 16 / 9]) {
      const cam = fitCamera(cells, aspect);
      expect(cam.w / cam.h).toBeCloseTo(aspect, 6);
      for (const c of cells) expect(cellVisible(cam, c.x, c.y)).toBe(true);
    }
    expect(fitCamera([], 0).w).toBeGreaterThan(0);
  });

  it("a fitted card is never drawn smaller than MIN_CARD_PX: a wide table is shown around what matters", () => {
    const wide = [...Array(12).keys()].map((i) => ({ x: i, y: 0 }));
    const aspect = 1.5;
    // room enough: the whole table, as fitCamera shows it
    expect(fitReadable(wide, [], aspect, 5000)).toEqual(fitCamera(wide, aspect));
    // a 390 px wide element: cards at MIN_CARD_PX, the focus cell in view, the far end not
    const cam = fitReadable(wide, [{ x: 11, y: 0 }], aspect, 390);
    expect((390 / cam.w) * CELL).toBeCloseTo(MIN_CARD_PX, 6);
    expect(cam.w / cam.h).toBeCloseTo(aspect, 6);
    expect(cellVisible(cam, 11, 0)).toBe(true);
    expect(cellVisible(cam, 0, 0)).toBe(false);
  });

  it("zooming keeps the point under the pointer in place and stays within limits", () => {
    const cam = { x: -100, y: -50, w: 800, h: 400 };
    const z = zoomAt(cam, 2, 0.25, 0.75);
    expect(z.w).toBe(400);
    expect(z.h).toBe(200);
    expect(z.x + 0.25 * z.w).toBeCloseTo(cam.x + 0.25 * cam.w, 9);
    expect(z.y + 0.75 * z.h).toBeCloseTo(cam.y + 0.75 * cam.h, 9);
    expect(zoomAt(cam, 1000).w).toBe(MIN_W);
    expect(zoomAt(cam, 0.0001).w).toBe(MAX_W);
    const back = zoomAt(z, 0.5, 0.25, 0.75);
    expect(back.x).toBeCloseTo(cam.x, 9);
  });

  it("panning moves the view; a resize keeps the width and centre", () => {
    const cam = { x: 0, y: 0, w: 600, h: 300 };
    expect(panBy(cam, CELL, -CELL)).toEqual({ x: CELL, y: -CELL, w: 600, h: 300 });
    const tall = withAspect(cam, 0.5);
    expect(tall.w).toBe(600);
    expect(tall.h).toBe(1200);
    expect(tall.y + tall.h / 2).toBe(cam.y + cam.h / 2);
    expect(withAspect(cam, 0)).toEqual(cam);
  });
});
