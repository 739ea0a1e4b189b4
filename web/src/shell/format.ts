/** Small formatting helpers shared by the pages. */
import type { SeatInfo } from "../types";
import { kidMode, signedIn } from "./account/session";

type T = (key: string, vars?: Record<string, string | number>) => string;

export function botLabel(t: T, bot: string): string {
  const key = `bot.${bot}`;
  const label = t(key);
  return label === key ? bot : label;
}

/** A game option's label in the page's language (“Day & Night variant”); an option the
 *  catalogue has no label for is named by what the server says it does, in `lang`, or else
 *  by its name. */
export function optionLabel(
  t: T,
  option: { name: string; description?: Partial<Record<string, string>> },
  lang: string,
): string {
  const key = `opt.${option.name}`;
  const label = t(key);
  if (label !== key) return label;
  return option.description?.[lang] ?? option.description?.en ?? option.name;
}

/** The label of one of an option's choices (“random”, “seat 2”); the choice itself when
 *  the catalogue has none. */
export function choiceLabel(t: T, option: { name: string }, choice: string): string {
  const key = `opt.${option.name}.${choice}`;
  const label = t(key);
  if (label !== key) return label;
  if (option.name === "first_player" && /^\d+$/.test(choice)) return t("opt.first_player.n", { n: choice });
  return choice;
}

/** The name the server gives the seats of a deleted account (said in the page's language). */
export const DELETED_PLAYER = "deleted player";

/** A seat's display name: the player's name, "medium bot" for a bot (in the page's
 *  language; the server's own name for a bot it does not know; a deleted account's seat
 *  as "deleted player" in the page's language). In kid mode no name another person chose
 *  is shown: a person's seat not played from this browser (`here` false) is "Player 2". */
export function seatName(t: T, seat: SeatInfo | undefined, index: number, here = false): string {
  if (!seat) return t("lobby.seat", { n: index + 1 });
  if (seat.kind === "bot") {
    const key = `botName.${seat.bot ?? ""}`;
    const name = t(key);
    return name === key ? seat.name : name;
  }
  if (seat.open) return `${t("lobby.seat", { n: index + 1 })} (${t("match.open")})`;
  if (seat.name === DELETED_PLAYER) return t("seat.deleted");
  return here || !kidMode() ? seat.name : t("seat.player", { n: index + 1 });
}

/** An account's name in a list of accounts (a leaderboard, rating changes): in kid mode
 *  only the signed-in account's own name; another is "Player n" (`n`: its row or seat). */
export function personName(t: T, name: string, n: number): string {
  return !kidMode() || name === signedIn()?.name ? name : t("seat.player", { n });
}

/** `text` (written by the server, naming people) with the names of the people whose seats
 *  are not played from this browser put as `seatName` puts them: unchanged but in kid mode. */
export function withoutOthersNames(
  t: T,
  text: string,
  seats: readonly (SeatInfo | undefined)[],
  here: readonly number[],
): string {
  if (!kidMode()) return text;
  let out = text;
  seats.forEach((seat, index) => {
    if (seat?.kind !== "human" || seat.open || here.includes(index) || seat.name.length === 0) return;
    if (seat.name === DELETED_PLAYER) return;
    const escaped = seat.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu");
    out = out.replace(whole, () => seatName(t, seat, index));
  });
  return out;
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
