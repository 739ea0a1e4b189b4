import { describe, expect, it } from "vitest";
import { GAMES, loadModule } from "./index";

describe("the games' boards are fetched when a page needs them", () => {
  it.each(GAMES.flatMap((entry) => entry.ids.map((id) => [id, entry] as const)))(
    "%s: the fetched board draws the ids and has the strings of its entry",
    async (id, entry) => {
      const module = await loadModule(id);
      expect(module?.ids).toEqual(entry.ids);
      expect(module?.strings).toBe(entry.strings);
      expect(typeof module?.create).toBe("function");
    },
  );

  it("every id is drawn by exactly one entry", () => {
    const ids = GAMES.flatMap((entry) => entry.ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]));
  });

  it("an unknown game has no board", async () => {
    expect(await loadModule("chess")).toBeUndefined();
  });
});
