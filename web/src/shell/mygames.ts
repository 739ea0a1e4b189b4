/**
 * "Your games" in the lobby: the matches this browser holds a seat of (seat tokens in
 * localStorage), running ones where it is your turn first, then the other running and
 * open ones, then the finished ones with winner, scores and date; each with Resume (or
 * its result). A match the server no longer has is forgotten.
 */
import { api, ApiError, type MatchInfo } from "../api";
import { h } from "../dom";
import { forgetMatch, heldMatches, loadTokens, storage } from "../tokens";
import { accountApi } from "./account/accountapi";
import { signedIn } from "./account/session";
import type { Lang } from "../types";
import { joinNames, seatName } from "./format";
import { reviewPath } from "./review/paths";

type T = (key: string, vars?: Record<string, string | number>) => string;

export interface MyGame {
  match: MatchInfo;
  seats: number[];
  /** False for a game of the account whose seat keys only another device holds (a seat
   *  attached from before signing in): this browser can watch it, and play it where the
   *  seat was taken. A seat taken while signed in plays on every device. */
  here?: boolean;
}

/** Your turn first, then running and open, then finished; newest first in each. */
export function orderMyGames(games: MyGame[]): MyGame[] {
  const rank = (g: MyGame) => {
    if (g.match.status === "running" && (g.match.to_move ?? []).some((s) => g.seats.includes(s))) return 0;
    if (g.match.status === "running" || g.match.status === "open") return 1;
    return 2;
  };
  return [...games].sort(
    (a, b) => rank(a) - rank(b) || b.match.created_at.localeCompare(a.match.created_at),
  );
}

/** The matches of this browser's seats, fetched (the ones the server lost forgotten), and
 *  when signed in the account's matches from the server too (on every device). */
export async function loadMyGames(limit = 20): Promise<MyGame[]> {
  const store = storage();
  const ids = heldMatches(store).slice(-limit);
  const accountGames: MyGame[] = signedIn()
    ? (await accountApi.games().catch(() => [])).map((g) => ({ ...g, here: g.anywhere.length > 0 }))
    : [];
  const found = await Promise.all(
    ids.map(async (id) => {
      try {
        const match = await api.match(id);
        const seats = Object.keys(loadTokens(store, id)).map(Number);
        return { match, seats, here: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) forgetMatch(store, id);
        return null;
      }
    }),
  );
  const mine = new Map<string, MyGame>();
  for (const game of [...accountGames.slice(0, limit), ...found]) {
    if (game === null) continue;
    const known = mine.get(game.match.id);
    const seats = [...new Set([...(known?.seats ?? []), ...game.seats])].sort((a, b) => a - b);
    mine.set(game.match.id, { match: game.match, seats, here: (known?.here ?? false) || game.here !== false });
  }
  return orderMyGames([...mine.values()]);
}

/** One line of "Your games". */
export function myGameItem(
  t: T,
  lang: Lang,
  game: MyGame,
  gameName: string,
  open: (id: string) => void,
  review?: (id: string) => void,
): HTMLElement {
  const { match, seats } = game;
  const nameOf = (s: number) => seatName(t, match.seats[s], s, seats.includes(s));
  const others = match.seats.map((_, s) => s).filter((s) => !seats.includes(s));
  const versus = others.map(nameOf).join(", ");
  let state: string;
  let mine = false;
  if (match.status === "finished") {
    const winners = (match.outcome?.winners ?? []).map(nameOf);
    const scores = (match.outcome?.scores ?? []).map((s, seat) => `${nameOf(seat)} ${s}`).join(" – ");
    const date = new Date(match.created_at).toLocaleDateString(lang);
    state = `${winners.length ? t("mine.won", { names: joinNames(lang, winners) }) : t("over.noWinner")} · ${scores} · ${date}`;
  } else if (match.status === "expired") {
    state = t("mine.expired");
  } else if (match.status === "open") {
    state = t("match.waitingPlayers");
  } else {
    const toMove = match.to_move ?? [];
    mine = toMove.some((s) => seats.includes(s));
    state = mine ? t("mine.yourTurn") : t("mine.theirTurn", { names: joinNames(lang, toMove.map(nameOf)) });
  }
  const action =
    match.status === "finished"
      ? t("lobby.replay")
      : match.status === "expired" || game.here === false
        ? t("lobby.watch")
        : t("lobby.resume");
  return h(
    "li",
    { "data-match": match.id, "data-status": match.status, class: mine ? "my-turn" : "" },
    h(
      "a",
      {
        href: `/match/${match.id}`,
        onclick: (event: Event) => {
          event.preventDefault();
          open(match.id);
        },
      },
      h("span", { class: "game-name" }, gameName),
      h("span", { class: "muted" }, versus ? t("mine.versus", { names: versus }) : ""),
      h("span", { class: mine ? "badge mine" : "badge" }, state),
      h("span", { class: "go" }, action),
    ),
    match.status === "finished"
      ? h(
          "a",
          {
            href: reviewPath(match.id),
            class: "review-link",
            "data-testid": "mine-review",
            onclick: (event: Event) => {
              event.preventDefault();
              if (review) review(match.id);
              else window.location.assign(reviewPath(match.id));
            },
          },
          t("review.link"),
        )
      : null,
  );
}
