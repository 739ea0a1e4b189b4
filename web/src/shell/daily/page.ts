/**
 * The daily challenge (/daily): today's solo challenges (the same deal for everyone, as
 * GET /api/daily says), a Play button for each (POST /api/daily/{game}/play: the
 * account's one scored attempt when signed in, unranked otherwise), the signed-in
 * account's result with its shareable line, and each game's leaderboards of the day
 * and of all time. No rules here: the match page plays the game.
 */
import { api, call } from "../../api";
import { h } from "../../dom";
import type * as P from "../../generated/protocol";
import { saveToken, storage } from "../../tokens";
import { signedIn } from "../account/session";
import { personName } from "../format";
import type { AppContext, Page } from "../context";

type T = (key: string, vars?: Record<string, string | number>) => string;

const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A small table of places, or a line saying nobody is listed. */
function standingsTable(t: T, heads: string[], rows: string[][], testid: string): HTMLElement {
  if (rows.length === 0) return h("p", { class: "muted" }, t("daily.nobody"));
  return h(
    "table",
    { class: "results", "data-testid": testid },
    h("thead", {}, h("tr", {}, ...heads.map((head) => h("th", {}, head)))),
    h("tbody", {}, ...rows.map((row) => h("tr", {}, ...row.map((cell) => h("td", {}, cell))))),
  );
}

/** What the signed-in account's attempt says: under way, scored (with the line to
 *  share and a copy button), or not scored and why. */
export function attemptView(t: T, lang: string, attempt: P.DailyAttemptOut, open: () => void): HTMLElement {
  const box = h("div", { class: "daily-attempt", "data-testid": "daily-attempt" });
  if (attempt.result === null) {
    const go = h("button", { type: "button" }, t("daily.continue"));
    go.addEventListener("click", open);
    box.append(h("p", {}, t("daily.running")), go);
  } else if (attempt.result === "scored" && attempt.score !== null) {
    box.append(h("p", { "data-testid": "daily-score" }, t("daily.scored", { score: score(attempt.score) })));
    const line = attempt.share?.[lang] ?? attempt.share?.en;
    if (line) {
      const copy = h("button", { type: "button", class: "secondary", "data-testid": "daily-copy" }, t("daily.copy"));
      copy.addEventListener("click", () => {
        void navigator.clipboard?.writeText(line).then(
          () => {
            copy.textContent = t("daily.copied");
          },
          () => undefined,
        );
      });
      box.append(h("p", { class: "daily-share", "data-testid": "daily-share" }, h("code", {}, line)), copy);
    }
  } else {
    box.append(h("p", {}, t(attempt.result === "late" ? "daily.late" : "daily.left")));
  }
  return box;
}

export function dailyPage(root: HTMLElement, app: AppContext): Page {
  const t = app.t;
  const body = h("div", { role: "status" });
  root.replaceChildren(h("div", { class: "daily-page" }, h("h1", {}, t("daily.title")), body));
  app.setTitle(t("daily.title"));
  let destroyed = false;

  async function play(game: string, name: string): Promise<void> {
    const made = await call<P.DailyPlayOut>(`/api/daily/${encodeURIComponent(game)}/play`, {
      method: "POST",
      body: JSON.stringify({ name } satisfies P.DailyPlayIn),
    });
    saveToken(storage(), made.match.id, made.seat, made.token);
    app.navigate(`/match/${made.match.id}`);
  }

  void (async () => {
    try {
      const [today, games] = await Promise.all([call<P.DailyOut>("/api/daily"), api.games()]);
      const boards = await Promise.all(
        today.challenges.map((c) =>
          Promise.all([
            call<P.DailyBoardOut>(`/api/daily/${encodeURIComponent(c.game)}/leaderboard`),
            call<P.DailyAllTimeOut>(`/api/daily/${encodeURIComponent(c.game)}/alltime`),
          ]),
        ),
      );
      if (destroyed) return;
      const gameName = (id: string) => games.find((g) => g.id === id)?.names[app.lang] ?? id;
      const parts: HTMLElement[] = [h("p", {}, t("daily.intro", { day: today.day }))];
      let nameInput: HTMLInputElement | null = null;
      if (!today.signed_in) {
        nameInput = h("input", {
          type: "text",
          name: "daily-name",
          maxlength: 40,
          autocomplete: "nickname",
          value: storage()?.getItem("spelkast.name") ?? "",
          "data-testid": "daily-name",
        }) as HTMLInputElement;
        parts.push(
          h("p", { class: "muted" }, t("daily.anonymous")),
          h("label", { class: "daily-name" }, t("daily.name"), " ", nameInput),
        );
      }
      const error = h("p", { class: "error", role: "alert", "data-testid": "daily-error" });
      parts.push(error);
      today.challenges.forEach((challenge, index) => {
        const [board, allTime] = boards[index]!;
        const name = gameName(challenge.game);
        const section = h("section", { class: "daily-game panel", "data-game": challenge.game }, h("h2", {}, name));
        if (challenge.attempt) {
          section.append(attemptView(t, app.lang, challenge.attempt, () => app.navigate(`/match/${challenge.attempt!.match}`)));
        } else {
          const button = h(
            "button",
            { type: "button", "data-testid": `daily-play-${challenge.game}` },
            t("daily.play", { game: name }),
          ) as HTMLButtonElement;
          button.addEventListener("click", () => {
            const who = nameInput ? nameInput.value.trim() : (signedIn()?.name ?? "");
            if (nameInput && !who) {
              nameInput.focus();
              return;
            }
            if (nameInput) storage()?.setItem("spelkast.name", who);
            button.disabled = true;
            play(challenge.game, who).catch((err: Error) => {
              error.textContent = t("daily.error", { message: err.message });
              button.disabled = false;
            });
          });
          section.append(button);
        }
        section.append(
          h("h3", {}, t("daily.today")),
          standingsTable(
            t,
            [t("daily.place"), t("daily.player"), t("daily.score")],
            board.standings.map((s, i) => [String(s.place), personName(t, s.name, i + 1), score(s.score)]),
            `daily-board-${challenge.game}`,
          ),
          h("h3", {}, t("daily.alltime")),
          standingsTable(
            t,
            [t("daily.place"), t("daily.player"), t("daily.points"), t("daily.days")],
            allTime.standings.map((s, i) => [String(s.place), personName(t, s.name, i + 1), score(s.points), String(s.days)]),
            `daily-alltime-${challenge.game}`,
          ),
          h("p", { class: "muted" }, t("daily.alltimeAbout", { days: allTime.min_days })),
        );
        parts.push(section);
      });
      body.replaceChildren(...parts);
    } catch (err) {
      if (!destroyed) body.textContent = t("daily.error", { message: (err as Error).message });
    }
  })();
  return {
    destroy() {
      destroyed = true;
    },
  };
}
