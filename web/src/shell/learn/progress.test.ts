import { describe, expect, it } from "vitest";
import { PROGRESS_KEY, firstUndone, isDone, markDone, readDone } from "./progress";

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("learn progress", () => {
  it("is empty without a record, or with one it cannot read", () => {
    expect(readDone(memory())).toEqual({});
    expect(readDone(memory({ [PROGRESS_KEY]: "{not json" }))).toEqual({});
    expect(readDone(memory({ [PROGRESS_KEY]: "[1,2]" }))).toEqual({});
    expect(readDone(null)).toEqual({});
  });

  it("keeps only lists of lesson keys", () => {
    const store = memory({ [PROGRESS_KEY]: JSON.stringify({ "a/b": ["x", 3, "y"], "c/d": "z" }) });
    expect(readDone(store)).toEqual({ "a/b": ["x", "y"] });
  });

  it("remembers a finished lesson once, per course", () => {
    const store = memory();
    markDone(store, "labyrinth/base", "push");
    markDone(store, "labyrinth/base", "push");
    const done = markDone(store, "labyrinth/young", "push");
    expect(done).toEqual({ "labyrinth/base": ["push"], "labyrinth/young": ["push"] });
    expect(readDone(store)).toEqual(done);
    expect(isDone(done, "labyrinth/base", "push")).toBe(true);
    expect(isDone(done, "labyrinth/base", "walk")).toBe(false);
  });

  it("finds the first unfinished lesson", () => {
    const done = { "sudoku/table": ["fit", "claim"] };
    expect(firstUndone(done, "sudoku/table", ["fit", "score", "claim"])).toBe("score");
    expect(firstUndone(done, "sudoku/table", ["fit", "claim"])).toBeNull();
  });

  it("survives storage that refuses writes", () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(markDone(store, "a/b", "x")).toEqual({ "a/b": ["x"] });
  });
});
