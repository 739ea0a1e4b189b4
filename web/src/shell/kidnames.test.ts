// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { setAccount } from "./account/session";
import { personName, seatName, withoutOthersNames } from "./format";
import type { SeatInfo } from "../types";

const t = (key: string, vars?: Record<string, string | number>) =>
  key === "seat.player" ? `Player ${vars?.n}` : key;

function account(kid: boolean) {
  setAccount({
    id: "a1",
    name: "Kiki",
    language: null,
    sound: true,
    kid_mode: kid,
    created_at: "2026-11-29T00:00:00Z",
    csrf_token: "x".repeat(64),
    passkeys: [],
  });
}

const person = (seat: number, name: string): SeatInfo =>
  ({ seat, kind: "human", bot: null, name, open: false, connected: 1, played: true }) as unknown as SeatInfo;

describe("kid mode hides the names other people chose", () => {
  afterEach(() => setAccount(null));

  it("shows every name outside kid mode", () => {
    account(false);
    expect(seatName(t, person(1, "Al"), 1)).toBe("Al");
    expect(personName(t, "Bob", 3)).toBe("Bob");
    expect(withoutOthersNames(t, "Al left", [person(0, "Kiki"), person(1, "Al")], [0])).toBe("Al left");
  });

  it("names a stranger's seat by its number and keeps this browser's own", () => {
    account(true);
    expect(seatName(t, person(1, "Al"), 1)).toBe("Player 2");
    expect(seatName(t, person(0, "Kiki"), 0, true)).toBe("Kiki");
    expect(personName(t, "Bob", 3)).toBe("Player 3");
    expect(personName(t, "Kiki", 1)).toBe("Kiki");
  });

  it("takes names out of the server's sentences as whole words only", () => {
    account(true);
    const seats = [person(0, "Kiki"), person(1, "Al"), person(2, "A.B")];
    expect(withoutOthersNames(t, "Al handed Also's seat to A.B; Kiki stays", seats, [0])).toBe(
      "Player 2 handed Also's seat to Player 3; Kiki stays",
    );
  });
});
