import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { route } from "../../router";
import { leaderboardView } from "./pages";
import { leaderboardPath, profilePath } from "./paths";
import { CHART, changesList, chartPoints, ratingChart, ratingsSection, recentGames, recordText, signed } from "./ratings";
import { RATING_STRINGS } from "./strings";

describe("ratings", () => {
  it("say every string in every language", () => {
    const keys = Object.keys(RATING_STRINGS.en).sort();
    expect(Object.keys(RATING_STRINGS.nl).sort()).toEqual(keys);
    expect(Object.keys(RATING_STRINGS.fi).sort()).toEqual(keys);
  });

  it("write a change with its sign", () => {
    expect([signed(12), signed(-7), signed(0)]).toEqual(["+12", "−7", "±0"]);
  });

  it("list each account's change in the game-over dialog", () => {
    const el = changesList(translator("nl"), [
      { seat: 0, name: "Ada", place: 1, before: 600, after: 690, change: 90, provisional: true },
      { seat: 1, name: "Bob", place: 2, before: 650, after: 610, change: -40, provisional: false },
    ]);
    const items = [...el.querySelectorAll("li")].map((li) => li.textContent);
    expect(items).toEqual(["Ada: 600 → 690 (+90) · voorlopig", "Bob: 650 → 610 (−40)"]);
    expect(el.querySelector("h3")?.textContent).toBe("Veranderde ratings");
  });

  it("draw the history oldest left, best at the top, within the chart", () => {
    const points = chartPoints([600, 700, 650]);
    expect(points.map(([x]) => x)).toEqual([CHART.pad, CHART.width / 2, CHART.width - CHART.pad]);
    expect(points[1][1]).toBe(CHART.pad); // the best figure at the top
    expect(points[0][1]).toBe(CHART.height - CHART.pad); // the lowest at the bottom
    expect(points[2][1]).toBeGreaterThan(points[1][1]);
    expect(chartPoints([])).toEqual([]);
    expect(chartPoints([600])).toEqual([[CHART.pad, CHART.height - CHART.pad]]);
  });

  it("label the chart for people who cannot see it", () => {
    const chart = ratingChart(translator("en"), "Träxx", [
      { match: "m1", at: "", place: 1, players: 2, before: 600, after: 690 },
      { match: "m2", at: "", place: 2, players: 2, before: 690, after: 660 },
    ]);
    expect(chart.getAttribute("aria-label")).toBe("Träxx rating over the last 2 rated games: from 600 to 660");
    expect(chart.querySelector("polyline")?.getAttribute("points")?.split(" ")).toHaveLength(3);
  });

  it("show per game the figure, the record and whether it is provisional", () => {
    const el = ratingsSection(translator("fi"), (id) => id.toUpperCase(), [
      { game: "sudoku", rating: 720, games: 3, wins: 2, provisional: true, history: [] },
    ]);
    expect(el.querySelector("li")?.textContent).toContain("SUDOKU: 720 · alustava");
    expect(el.textContent).toContain("3 pisteytettyä peliä, 2 voitettu");
    expect(ratingsSection(translator("en"), (id) => id, []).textContent).toContain("No rated games yet.");
  });

  it("list the recent rated games newest first, each linking to its match", () => {
    const steps = [1, 2, 3, 4, 5, 6].map((n) => ({ match: `m${n}`, at: "", place: 1 + (n % 2), players: 3, before: 600 + n, after: 601 + n }));
    const list = recentGames(translator("en"), steps);
    const links = [...(list?.querySelectorAll("a") ?? [])];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/match/m6", "/match/m5", "/match/m4", "/match/m3", "/match/m2"]);
    expect(links[0].textContent).toBe("place 1 of 3: 606 → 607");
    expect(recentGames(translator("en"), [])).toBeNull();
  });
});

describe("the leaderboard", () => {
  it("has its address per game", () => {
    expect(route(leaderboardPath("labyrinth-cards"))).toEqual({ page: "leaderboard", game: "labyrinth-cards" });
    expect(route("/ratings/Not_A_Game")).toEqual({ page: "notfound" });
    expect(route(profilePath("Ada.L"))).toEqual({ page: "profile", name: "Ada.L" });
    expect(route("/players/%E0%A4%A")).toEqual({ page: "notfound" });
  });

  it("lists the standings in the server's order and says who is listed", () => {
    const el = leaderboardView(translator("en"), {
      game: "sudoku",
      min_games: 10,
      active_days: 90,
      standings: [
        { place: 1, name: "Ada", rating: 1500, games: 12, wins: 9, updated_at: "" },
        { place: 2, name: "Bob", rating: 1410, games: 30, wins: 11, updated_at: "" },
      ],
    });
    expect(el.querySelector("tbody a")?.getAttribute("href")).toBe("/players/Ada");
    const rows = [...el.querySelectorAll("tbody tr")].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(rows).toEqual([
      ["1", "Ada", "1500", "12 rated games, 9 won"],
      ["2", "Bob", "1410", "30 rated games, 11 won"],
    ]);
    expect(el.textContent).toContain("at least 10 rated games and one in the last 90 days");
  });

  it("says when nobody is listed yet", () => {
    const el = leaderboardView(translator("nl"), { game: "sudoku", min_games: 10, active_days: 90, standings: [] });
    expect(el.textContent).toContain("Er staat nog niemand op de ranglijst.");
  });

  it("say one rated game as one, in every language", () => {
    expect(recordText(translator("en"), 1, 0)).toBe("1 rated game, 0 won");
    expect(recordText(translator("en"), 2, 1)).toBe("2 rated games, 1 won");
    expect(recordText(translator("nl"), 1, 1)).toBe("1 partij met rating, 1 gewonnen");
    expect(recordText(translator("fi"), 1, 0)).toBe("1 pisteytetty peli, 0 voitettu");
  });
});
