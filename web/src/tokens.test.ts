import { describe, expect, it } from "vitest";
import { forgetMatch, inviteFromHash, inviteLink, loadHost, saveHost } from "./tokens";

class MemoryStorage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const SECRET = "Zm9vYmFyYmF6cXV4LXNlY3JldF9vZi10aGUtaW52aXRl";

describe("private invites", () => {
  it("keeps the secret in the link's fragment and reads it back", () => {
    const link = inviteLink("https://play.example", "ab12", SECRET);
    expect(link).toBe(`https://play.example/match/ab12#invite=${SECRET}`);
    expect(inviteFromHash(new URL(link).hash)).toBe(SECRET);
    expect(inviteLink("https://play.example", "ab12", null)).toBe("https://play.example/match/ab12");
  });

  it("reads no secret from another fragment", () => {
    for (const hash of ["", "#", "#invite=", "#invite=short", "#other=" + SECRET, `#invite=${SECRET}&x`])
      expect(inviteFromHash(hash)).toBeNull();
  });

  it("remembers the creator's key and secret per match, and forgets them with the match", () => {
    const store = new MemoryStorage() as unknown as Storage;
    expect(loadHost(store, "ab12")).toBeNull();
    saveHost(store, "ab12", { key: "k", invite: SECRET });
    saveHost(store, "cd34", { key: "k2", invite: null });
    expect(loadHost(store, "ab12")).toEqual({ key: "k", invite: SECRET });
    expect(loadHost(store, "cd34")).toEqual({ key: "k2", invite: null });
    forgetMatch(store, "ab12");
    expect(loadHost(store, "ab12")).toBeNull();
    store.setItem("spelkast.host.bad", "{not json");
    expect(loadHost(store, "bad")).toBeNull();
  });
});
