import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { route } from "../../router";
import type { SeatInfo } from "../../types";
import { DELETED_PLAYER, seatName } from "../format";
import { ACCOUNT_STRINGS } from "./strings";

describe("account pages", () => {
  it("have their addresses", () => {
    expect(route("/account")).toEqual({ page: "account" });
    expect(route("/signin/")).toEqual({ page: "signin" });
    expect(route("/signup")).toEqual({ page: "signup" });
  });
  it("say every string in every language", () => {
    const keys = Object.keys(ACCOUNT_STRINGS.en).sort();
    expect(Object.keys(ACCOUNT_STRINGS.nl).sort()).toEqual(keys);
    expect(Object.keys(ACCOUNT_STRINGS.fi).sort()).toEqual(keys);
  });
});

describe("a deleted account's seat", () => {
  const seat = { kind: "human", name: DELETED_PLAYER, open: false } as unknown as SeatInfo;
  it("is named in the page's language", () => {
    expect(seatName(translator("fi"), seat, 0)).toBe("poistettu pelaaja");
    expect(seatName(translator("nl"), seat, 0)).toBe("verwijderde speler");
  });
  it("leaves other names as they are", () => {
    expect(seatName(translator("fi"), { ...seat, name: "Anna" }, 0)).toBe("Anna");
  });
});
