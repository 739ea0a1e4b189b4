import { afterEach, describe, expect, it, vi } from "vitest";
import { revealOrder } from "./motion";
import { PathReveal } from "./traexx/reveal";

describe("revealOrder", () => {
  it("shows a path that grew at its back from the old end outwards", () => {
    expect(revealOrder(["a1", "a2", "a3", "a4"], new Set(["a3", "a4"]))).toEqual(["a3", "a4"]);
  });
  it("shows a path that grew at its front from the old end outwards", () => {
    expect(revealOrder(["b1", "b2", "a1", "a2"], new Set(["b1", "b2"]))).toEqual(["b2", "b1"]);
  });
  it("shows a wholly new path from its start", () => {
    expect(revealOrder(["c1", "c2", "c3"], new Set(["c1", "c2", "c3"]))).toEqual(["c1", "c2", "c3"]);
  });
  it("has nothing to show without new fields", () => {
    expect(revealOrder(["c1", "c2"], new Set())).toEqual([]);
  });
});

describe("PathReveal", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one more new field per step, every seat's path side by side", () => {
    vi.useFakeTimers();
    let draws = 0;
    const reveal = new PathReveal(() => (draws += 1));
    reveal.start(
      [
        { seat: 1, path: ["a1", "a2", "a3", "a4"], fresh: ["a2", "a3", "a4"] },
        { seat: 2, path: ["b1", "b2", "b3"], fresh: ["b2", "b3"] },
      ],
      700,
    );
    expect([...reveal.hidden(1)]).toEqual(["a3", "a4"]);
    expect([...reveal.hidden(2)]).toEqual(["b3"]);
    vi.advanceTimersByTime(700);
    expect([...reveal.hidden(1)]).toEqual(["a4"]);
    expect(reveal.hidden(2).size).toBe(0);
    vi.advanceTimersByTime(700);
    expect(reveal.hidden(1).size).toBe(0);
    expect(draws).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(draws).toBe(2);
  });

  it("shows everything at once with the pace off", () => {
    const reveal = new PathReveal(() => undefined);
    reveal.start([{ seat: 1, path: ["a1", "a2", "a3"], fresh: ["a2", "a3"] }], 0);
    expect(reveal.hidden(1).size).toBe(0);
  });
});
