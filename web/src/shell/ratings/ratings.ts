/**
 * Ratings in the browser: what a finished rated match did to each account (the game-over
 * dialog), and an account's ratings per game with a small SVG history (the account page).
 * The server computes every figure (GET /api/matches/{id}/ratings,
 * GET /api/players/{name}/ratings); these only draw them.
 */
import { call } from "../../api";
import { h, svg } from "../../dom";
import type * as P from "../../generated/protocol";
import { leaderboardPath } from "./paths";
import { personName } from "../format";

type T = (key: string, vars?: Record<string, string | number>) => string;

export const ratingsApi = {
  ofMatch: (id: string) => call<P.MatchRatingsOut>(`/api/matches/${encodeURIComponent(id)}/ratings`),
  ofPlayer: (name: string) => call<P.PlayerRatingsOut>(`/api/players/${encodeURIComponent(name)}/ratings`),
};

/** A change as people write it: "+12", "−7", "±0". */
/** "12 rated games, 9 won" (one game is said as one). */
export function recordText(t: T, games: number, wins: number): string {
  return t(games === 1 ? "ratings.recordOne" : "ratings.record", { games, wins });
}

export function signed(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return "±0";
}

/** The game-over dialog's list: each account's figure before and after. */
export function changesList(t: T, changes: P.ChangeOut[]): HTMLElement {
  return h(
    "div",
    { class: "rating-changes", "data-testid": "rating-changes" },
    h("h3", {}, t("ratings.changes")),
    h(
      "ul",
      {},
      ...changes.map((c) =>
        h(
          "li",
          { "data-seat": c.seat, class: c.change >= 0 ? "up" : "down" },
          t("ratings.change", { name: personName(t, c.name, c.seat + 1), before: c.before, after: c.after, change: signed(c.change) }),
          c.provisional ? h("span", { class: "muted" }, ` · ${t("ratings.provisional")}`) : null,
        ),
      ),
    ),
  );
}

export const CHART = { width: 240, height: 64, pad: 4 };

/** The chart's points: x by game (oldest left), y by figure (best at the top). */
export function chartPoints(figures: number[]): [number, number][] {
  const { width, height, pad } = CHART;
  if (figures.length === 0) return [];
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const span = high - low || 1;
  const step = figures.length > 1 ? (width - 2 * pad) / (figures.length - 1) : 0;
  return figures.map((figure, index) => [
    Math.round((pad + index * step) * 10) / 10,
    Math.round((height - pad - ((figure - low) / span) * (height - 2 * pad)) * 10) / 10,
  ]);
}

/** A small line of the figure after each rated game, the first one's "before" first. */
export function ratingChart(t: T, gameName: string, history: P.StepOut[]): SVGSVGElement {
  const figures = history.length ? [history[0].before, ...history.map((step) => step.after)] : [];
  const points = chartPoints(figures);
  const label = t("ratings.chart", {
    game: gameName,
    count: history.length,
    first: figures[0] ?? "",
    last: figures[figures.length - 1] ?? "",
  });
  const { width, height } = CHART;
  return svg(
    "svg",
    { class: "rating-chart", viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": label },
    svg("title", {}, label),
    svg("polyline", {
      points: points.map(([x, y]) => `${x},${y}`).join(" "),
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }),
  );
}

/** The last few rated games, newest first, each linking to its match. */
export function recentGames(t: T, history: P.StepOut[], count = 5): HTMLElement | null {
  const recent = history.slice(-count).reverse();
  if (!recent.length) return null;
  return h(
    "ul",
    { class: "recent-rated", "aria-label": t("ratings.recent") },
    ...recent.map((step) =>
      h(
        "li",
        {},
        h(
          "a",
          { href: `/match/${encodeURIComponent(step.match)}` },
          t("ratings.step", { place: step.place, players: step.players, before: step.before, after: step.after }),
        ),
      ),
    ),
  );
}

/** The account page's section: per game the figure, the record and the chart. */
export function ratingsSection(
  t: T,
  gameName: (id: string) => string,
  ratings: P.GameRatingOut[],
  title: string = t("ratings.title"),
): HTMLElement {
  const items = ratings.map((r) =>
    h(
      "li",
      { "data-game": r.game },
      h(
        "p",
        {},
        h("strong", {}, t("ratings.game", { game: gameName(r.game), rating: r.rating })),
        r.provisional ? h("span", { class: "muted" }, ` · ${t("ratings.provisional")}`) : null,
      ),
      h("p", { class: "muted" }, recordText(t, r.games, r.wins)),
      ratingChart(t, gameName(r.game), r.history),
      recentGames(t, r.history),
      h("p", {}, h("a", { href: leaderboardPath(r.game) }, t("ratings.board", { game: gameName(r.game) }))),
    ),
  );
  return h(
    "section",
    { class: "panel account-section", "data-testid": "account-ratings", "aria-labelledby": "account-ratings-title" },
    h("h2", { id: "account-ratings-title" }, title),
    items.length ? h("ul", { class: "rating-list" }, ...items) : h("p", { class: "muted" }, t("ratings.none")),
  );
}
