/**
 * The ratings' pages: a game's leaderboard (/ratings/{game}: the accounts with enough
 * recent rated games, best shown rating first, as GET /api/ratings/{game} chooses and
 * orders them) and a player's public profile (/players/{name}).
 */
import { api, call } from "../../api";
import { h } from "../../dom";
import type * as P from "../../generated/protocol";
import type { AppContext, Page } from "../context";
import { profilePath } from "./paths";
import { ratingsApi, ratingsSection, recordText } from "./ratings";
import { kidMode } from "../account/session";
import { personName } from "../format";

type T = (key: string, vars?: Record<string, string | number>) => string;


/** A player's public ratings (/players/{name}); an account in kid mode has none (404). */
export function profilePage(root: HTMLElement, app: AppContext, name: string): Page {
  const t = app.t;
  const body = h("div", { role: "status" });
  root.replaceChildren(h("div", { class: "profile-page" }, h("h1", {}, name), body));
  app.setTitle(t("ratings.profile", { name }));
  let destroyed = false;
  void (async () => {
    try {
      const [player, games] = await Promise.all([ratingsApi.ofPlayer(name), api.games()]);
      if (destroyed) return;
      const gameName = (id: string) => games.find((g) => g.id === id)?.names[app.lang] ?? id;
      body.replaceChildren(ratingsSection(t, gameName, player.ratings, t("ratings.profile", { name: player.name })));
    } catch (err) {
      if (!destroyed) body.textContent = t("ratings.error", { message: (err as Error).message });
    }
  })();
  return {
    destroy() {
      destroyed = true;
    },
  };
}

/** The leaderboard's table (or a line saying nobody is listed yet) and who is listed. */
export function leaderboardView(t: T, board: P.LeaderboardOut): HTMLElement {
  const about = h("p", { class: "muted" }, t("ratings.listed", { games: board.min_games, days: board.active_days }));
  if (board.standings.length === 0) return h("div", {}, h("p", {}, t("ratings.nobody")), about);
  return h(
    "div",
    {},
    h(
      "table",
      { class: "results leaderboard", "data-testid": "leaderboard" },
      h(
        "thead",
        {},
        h("tr", {}, h("th", {}, t("ratings.place")), h("th", {}, t("ratings.player")), h("th", {}, t("ratings.rating")), h("th", {}, t("ratings.played"))),
      ),
      h(
        "tbody",
        {},
        ...board.standings.map((s) =>
          h(
            "tr",
            {},
            h("td", {}, String(s.place)),
            h("td", {}, kidMode() ? personName(t, s.name, s.place) : h("a", { href: profilePath(s.name) }, s.name)),
            h("td", {}, String(s.rating)),
            h("td", {}, recordText(t, s.games, s.wins)),
          ),
        ),
      ),
    ),
    about,
  );
}

export function leaderboardPage(root: HTMLElement, app: AppContext, game: string): Page {
  const t = app.t;
  const title = h("h1", {}, t("ratings.board", { game }));
  const body = h("div", { role: "status" });
  root.replaceChildren(h("div", { class: "leaderboard-page" }, title, body));
  app.setTitle(t("ratings.board", { game }));
  let destroyed = false;
  void (async () => {
    try {
      const [board, info] = await Promise.all([
        call<P.LeaderboardOut>(`/api/ratings/${encodeURIComponent(game)}`),
        api.game(game),
      ]);
      if (destroyed) return;
      const name = info.names[app.lang] ?? info.names.en ?? game;
      title.textContent = t("ratings.board", { game: name });
      app.setTitle(title.textContent);
      body.replaceChildren(leaderboardView(t, board));
    } catch (err) {
      if (!destroyed) body.textContent = t("ratings.error", { message: (err as Error).message });
    }
  })();
  return {
    destroy() {
      destroyed = true;
    },
  };
}
