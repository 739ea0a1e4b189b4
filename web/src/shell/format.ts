/** Small formatting helpers shared by the pages. */
import type { SeatInfo } from "../types";

type T = (key: string, vars?: Record<string, string | number>) => string;

export function botLabel(t: T, bot: string): string {
  const key = `bot.${bot}`;
  const label = t(key);
  return label === key ? bot : label;
}

/** The name the server gives the seats of a deleted account (said in the page's language). */
export const DELETED_PLAYER = "deleted player";

/** A seat's display name: the player's name, "medium bot" for a bot (in the page's
 *  language; the server's own name for a bot it does not know; a deleted account's seat
 *  as "deleted player" in the page's language). */
export function seatName(t: T, seat: SeatInfo | undefined, index: number): string {
  if (!seat) return t("lobby.seat", { n: index + 1 });
  if (seat.kind === "bot") {
    const key = `botName.${seat.bot ?? ""}`;
    const name = t(key);
    return name === key ? seat.name : name;
  }
  if (seat.open) return `${t("lobby.seat", { n: index + 1 })} (${t("match.open")})`;
  if (seat.name === DELETED_PLAYER) return t("seat.deleted");
  return seat.name;
}

/** "Anna", "Anna and Ben", "Anna, Ben and Cy" in the page's language. */
export function joinNames(lang: string, names: string[]): string {
  try {
    return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/** Seconds left until `deadline` (epoch seconds), never negative. */
export function secondsLeft(deadline: number, nowMs: number): number {
  return Math.max(0, Math.ceil(deadline - nowMs / 1000));
}
