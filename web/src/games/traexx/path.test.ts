import { describe, expect, it } from "vitest";
import type { LegalEntry } from "../../types";
import fixtures from "./fixtures/traexx.json";
import {
  EMPTY,
  actionOf,
  canPass,
  click,
  endsFor,
  extensionsOf,
  isComplete,
  nextFields,
  revalidate,
  selectableEnds,
  undo,
  type Draft,
} from "./path";

interface Walk {
  end: string;
  fields: string[];
  next: string[];
  complete: boolean;
}
interface Fixture {
  note: string;
  msg: { legal: LegalEntry[]; view: { players: { ends: string[] }[] }; seat: number };
  walks: Walk[];
  first: Record<string, string[]>;
}
const all = fixtures as unknown as Record<string, Fixture>;
const playing = Object.entries(all).filter(([, f]) => f.msg.legal.length > 0);

describe("the next fields after a drawn prefix are the engine's", () => {
  it.each(playing)("%s", (_name, fixture) => {
    const exts = extensionsOf(fixture.msg.legal);
    expect(fixture.walks.length).toBeGreaterThan(0);
    for (const walk of fixture.walks) {
      const draft: Draft = { end: walk.end, fields: walk.fields, pinned: true };
      expect([...nextFields(exts, draft)].sort()).toEqual(walk.next);
      expect(isComplete(exts, draft)).toBe(walk.complete);
    }
  });
});

describe("before drawing, the first steps from every end are enabled", () => {
  it.each(playing)("%s", (_name, fixture) => {
    const exts = extensionsOf(fixture.msg.legal);
    expect([...nextFields(exts, EMPTY)].sort()).toEqual(Object.keys(fixture.first).sort());
    for (const [field, ends] of Object.entries(fixture.first)) {
      expect([...endsFor(exts, field)].sort()).toEqual(ends);
    }
  });
});

describe("every legal action can be drawn by clicks and is then complete", () => {
  it.each(playing)("%s", (_name, fixture) => {
    const exts = extensionsOf(fixture.msg.legal);
    for (const ext of exts) {
      let draft: Draft = EMPTY;
      // Pick the end first when the first field would be ambiguous.
      if (endsFor(exts, ext.fields[0]!).length > 1) draft = click(exts, draft, ext.end!)!;
      for (const field of ext.fields) {
        expect(nextFields(exts, draft)).toContain(field);
        draft = click(exts, draft, field)!;
        expect(draft).not.toBeNull();
        expect(isComplete(exts, draft)).toBe(true); // every prefix of a legal path is legal
      }
      expect(actionOf(draft)).toEqual(ext);
    }
  });
});

describe("a field that is not enabled is refused", () => {
  it("a field that is not a next field changes nothing", () => {
    const exts = extensionsOf(all.first_round!.msg.legal);
    const enabled = nextFields(exts, EMPTY);
    const start = all.first_round!.msg.view.players[0]!.ends[0]!;
    expect(enabled).not.toContain(start);
    expect(click(exts, EMPTY, start)).toBeNull();
    expect(click(exts, EMPTY, "a1")).toBeNull(); // a corner, far from every start
  });
});

describe("choosing the end", () => {
  const fixture = all.both_ends!;
  const exts = extensionsOf(fixture.msg.legal);
  const [field, ends] = Object.entries(fixture.first).find(([, e]) => e.length > 1)!;

  it("with one end there is nothing to pick", () => {
    const one = extensionsOf(all.first_round!.msg.legal);
    expect(selectableEnds(one, EMPTY)).toEqual([]);
  });

  it("with two ends both can be picked before drawing, not after", () => {
    expect([...selectableEnds(exts, EMPTY)].sort()).toEqual([...fixture.msg.view.players[0]!.ends].sort());
    const picked = click(exts, EMPTY, ends[1]!)!;
    expect(picked).toEqual({ end: ends[1], fields: [], pinned: true });
    const drawn = click(exts, picked, field)!;
    expect(selectableEnds(exts, drawn)).toEqual([]);
  });

  it("a picked end limits the next fields to its own first steps", () => {
    const picked = click(exts, EMPTY, ends[0]!)!;
    const next = nextFields(exts, picked);
    for (const f of next) expect(endsFor(exts, f)).toContain(ends[0]);
  });

  it("clicking the picked end again lets it go", () => {
    const picked = click(exts, EMPTY, ends[0]!)!;
    expect(click(exts, picked, ends[0]!)).toEqual(EMPTY);
  });

  it("a field next to both ends takes the preferred end, else the first named", () => {
    expect(click(exts, EMPTY, field, ends[1]!)!.end).toBe(ends[1]);
    expect(click(exts, EMPTY, field, ends[0]!)!.end).toBe(ends[0]);
    expect(click(exts, EMPTY, field)!.end).toBe(endsFor(exts, field)[0]);
  });

  it("a picked end wins over the preference", () => {
    const picked = click(exts, EMPTY, ends[0]!)!;
    expect(click(exts, picked, field, ends[1]!)!.end).toBe(ends[0]);
  });
});

describe("undo steps back one click", () => {
  const exts = extensionsOf(all.mid_game!.msg.legal);
  const longest = exts.reduce((a, b) => (b.fields.length > a.fields.length ? b : a));

  it("removes the last field, and the end with the first when it was not picked", () => {
    let draft: Draft = { end: longest.end, fields: longest.fields, pinned: false };
    for (let k = longest.fields.length - 1; k >= 1; k--) {
      draft = undo(draft);
      expect(draft.fields).toEqual(longest.fields.slice(0, k));
      expect(draft.end).toBe(longest.end);
    }
    expect(undo(draft)).toEqual(EMPTY);
    expect(undo(EMPTY)).toEqual(EMPTY);
  });

  it("keeps a picked end after the last field, then lets it go", () => {
    const draft: Draft = { end: longest.end, fields: [longest.fields[0]!], pinned: true };
    const back = undo(draft);
    expect(back).toEqual({ end: longest.end, fields: [], pinned: true });
    expect(undo(back)).toEqual(EMPTY);
  });

  it("undo then the same click again gives the same draft", () => {
    const draft: Draft = { end: longest.end, fields: longest.fields, pinned: false };
    const again = click(exts, undo(draft), longest.fields.at(-1)!);
    expect(again).toEqual(draft);
  });
});

describe("pass and waiting", () => {
  it("pass is offered exactly when the legal list holds it", () => {
    expect(canPass(all.first_round!.msg.legal)).toBe(true);
    expect(canPass(all.waiting!.msg.legal)).toBe(false);
    expect(canPass(all.game_over!.msg.legal)).toBe(false);
  });

  it("after choosing nothing is enabled", () => {
    const exts = extensionsOf(all.waiting!.msg.legal);
    expect(exts).toEqual([]);
    expect(nextFields(exts, EMPTY)).toEqual([]);
    expect(selectableEnds(exts, EMPTY)).toEqual([]);
  });

  it("a draft that the new legal actions no longer allow is dropped", () => {
    const before = extensionsOf(all.other_waiting!.msg.legal);
    const ext = before[before.length - 1]!;
    const draft: Draft = { end: ext.end, fields: ext.fields, pinned: false };
    expect(revalidate(before, draft)).toEqual(draft);
    expect(revalidate(extensionsOf(all.waiting!.msg.legal), draft)).toEqual(EMPTY);
  });
});
