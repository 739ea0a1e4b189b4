/**
 * "Learn to play": a game's courses (/learn/{game}) and one lesson
 * (/learn/{game}/{course}/{lesson}). A lesson shows its rule and what to do above the
 * game's own board, which draws the lesson's position as a match's state; the learner's
 * move goes to the server, whose verdict (from the engine) is shown: the explanation of
 * the rule a move broke, or the lesson's success line. Finished lessons are remembered in
 * this browser (progress.ts).
 */
import "./learn.css";
import { api, type GameInfo } from "../../api";
import { h } from "../../dom";
import { loadModule } from "../../games";
import type * as P from "../../generated/protocol";
import { storage } from "../../tokens";
import type { Board, BoardHost, GameModule } from "../../types";
import type { AppContext, Page } from "../context";
import { paceMs } from "../match/pace";
import { drawSeats } from "../match/views";
import { learnPath } from "./paths";
import { courseKey, isDone, markDone, readDone } from "./progress";
import { afterVerdict, canMove, type Session, startSession, stateMessage } from "./session";

function link(app: AppContext, path: string, text: string, attrs: Record<string, string> = {}): HTMLElement {
  return h(
    "a",
    {
      href: path,
      ...attrs,
      onclick: (event: Event) => {
        event.preventDefault();
        app.navigate(path);
      },
    },
    text,
  );
}

async function gameName(app: AppContext, game: string): Promise<string> {
  try {
    const info: GameInfo = await api.game(game);
    return info.names[app.lang] ?? game;
  } catch {
    return game;
  }
}

function failed(root: HTMLElement, app: AppContext, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  root.replaceChildren(
    h(
      "section",
      { class: "learn" },
      h("h1", {}, app.t("learn.title")),
      h("p", { class: "error", role: "alert" }, app.t("learn.loadError", { message })),
      h("p", {}, link(app, "/", app.t("notfound.back"))),
    ),
  );
}

/** /learn/{game}: the game's courses, each lesson a link with its done mark. */
export function learnPage(root: HTMLElement, app: AppContext, game: string): Page {
  const t = app.t;
  let alive = true;
  app.setTitle(t("learn.title"));
  root.replaceChildren(h("section", { class: "learn" }, h("h1", {}, t("learn.title"))));
  void (async () => {
    try {
      const [data, name] = await Promise.all([api.learnCourses(game, app.lang), gameName(app, game)]);
      if (!alive) return;
      const done = readDone(storage());
      app.setTitle(t("learn.titleGame", { game: name }));
      const courses = data.courses.map((course) => {
        const key = courseKey(course.game, course.variant);
        const count = course.lessons.filter((lesson) => isDone(done, key, lesson.lesson)).length;
        return h(
          "section",
          { class: "learn-course", "data-course": key },
          h("h2", {}, course.title),
          h("p", {}, course.about),
          h(
            "p",
            { class: "muted", "data-testid": "course-progress" },
            t("learn.progress", { done: count, count: course.lessons.length }),
          ),
          h(
            "ol",
            { class: "learn-lessons" },
            ...course.lessons.map((lesson) => {
              const finished = isDone(done, key, lesson.lesson);
              return h(
                "li",
                { "data-done": String(finished), "data-lesson": lesson.lesson },
                link(app, learnPath(course.game, course.variant, lesson.lesson), lesson.title, {
                  "data-testid": "lesson-link",
                }),
                " ",
                h(
                  "span",
                  { class: finished ? "learn-mark done" : "learn-mark" },
                  h("span", { "aria-hidden": "true" }, finished ? "✓" : "○"),
                  h("span", { class: "sr-only" }, finished ? t("learn.done") : t("learn.notDone")),
                ),
              );
            }),
          ),
        );
      });
      root.replaceChildren(
        h(
          "section",
          { class: "learn", "data-game": game },
          h("nav", { class: "crumbs" }, link(app, `/rules/${game}`, t("learn.rules"), { "data-testid": "learn-rules" })),
          h("h1", { "data-testid": "learn-title" }, t("learn.titleGame", { game: name })),
          ...(courses.length ? courses : [h("p", {}, t("learn.none"))]),
        ),
      );
    } catch (error) {
      if (alive) failed(root, app, error);
    }
  })();
  return {
    destroy() {
      alive = false;
    },
  };
}

/** /learn/{game}/{course}/{lesson}: one lesson on the game's board. */
export function lessonPage(
  root: HTMLElement,
  app: AppContext,
  game: string,
  variant: string,
  lessonKey: string,
): Page {
  const page = new LessonPage(root, app, game, variant, lessonKey);
  void page.start();
  return page;
}

class LessonPage implements Page {
  private session: Session | null = null;
  private board: Board | null = null;
  private busy = false;
  private destroyed = false;
  private gameData: unknown = {};
  private readonly t: AppContext["t"];
  private readonly number = h("p", { class: "muted learn-number", "data-testid": "learn-number" });
  private readonly title = h("h1", { "data-testid": "learn-title" });
  private readonly rule = h("p", { class: "learn-rule", "data-testid": "learn-rule" });
  private readonly prompt = h("span", { "data-testid": "learn-prompt" });
  private readonly verdict = h("div", {
    class: "learn-verdict",
    role: "status",
    "aria-live": "polite",
    "data-testid": "learn-verdict",
  });
  private readonly buttons = h("div", { class: "learn-buttons" });
  private readonly boardRoot = h("div", { class: "board", "data-testid": "board" });
  private readonly seatsList = h("ul", { class: "seats", "data-testid": "seats" });
  private readonly live = h("div", { class: "sr-only", "aria-live": "polite" });
  private typeBox: HTMLElement = h("form");
  private readonly typed = h("input", { name: "move", autocomplete: "off", "data-testid": "learn-typed" });

  constructor(
    private readonly root: HTMLElement,
    private readonly app: AppContext,
    private readonly game: string,
    private readonly variant: string,
    private readonly lessonKey: string,
  ) {
    this.t = app.t;
  }

  async start(): Promise<void> {
    const { app, t } = this;
    app.setTitle(t("learn.title"));
    let lesson: P.LessonOut;
    let module: GameModule | undefined;
    try {
      [lesson, this.gameData, module] = await Promise.all([
        api.lesson(this.game, this.variant, this.lessonKey, app.lang),
        api.gameData(this.game),
        loadModule(this.game),
      ]);
    } catch (error) {
      if (!this.destroyed) failed(this.root, app, error);
      return;
    }
    if (this.destroyed || !module) return;
    app.setTitle(lesson.title);
    this.title.textContent = lesson.title;
    this.number.textContent = t("learn.lessonOf", { n: lesson.number, count: lesson.count });
    this.rule.textContent = lesson.rule;
    this.prompt.textContent = lesson.prompt;
    this.root.replaceChildren(
      h(
        "section",
        { class: "learn learn-lesson", "data-game": this.game, "data-lesson": lesson.lesson },
        h(
          "nav",
          { class: "crumbs" },
          link(app, learnPath(this.game), `← ${t("learn.back")}`, { "data-testid": "learn-back" }),
        ),
        this.number,
        this.title,
        this.rule,
        h("p", { class: "learn-prompt" }, h("strong", {}, `${t("learn.task")}: `), this.prompt),
        this.verdict,
        this.buttons,
        h(
          "div",
          { class: "match-main" },
          h(
            "div",
            { class: "board-wrap" },
            h("h2", { class: "sr-only" }, t("match.board")),
            this.boardRoot,
            this.typeForm(),
          ),
          h("aside", { class: "match-side" }, h("h2", {}, t("match.seats")), this.seatsList),
        ),
        this.live,
      ),
    );
    this.board = module.create(this.boardRoot, this.host());
    this.show(startSession(lesson));
  }

  /** A move typed in the game's notation: any move, also one the rules refuse, which
   *  the server then explains. */
  private typeForm(): HTMLElement {
    const form = (this.typeBox = h(
      "form",
      { class: "learn-type" },
      h("label", {}, this.t("learn.type"), " ", this.typed),
      h("button", { type: "submit", class: "secondary", "data-testid": "learn-try" }, this.t("learn.try")),
    ));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = this.typed.value.trim();
      if (text) void this.send(null, text);
    });
    return form;
  }

  private host(): BoardHost {
    const page = this;
    return {
      lang: this.app.lang,
      t: this.t,
      gameData: this.gameData,
      seatName: (seat) => this.seatName(seat),
      seatSlot: (seat) => this.seatsList.querySelector<HTMLElement>(`li[data-seat="${seat}"] .seat-game`),
      announce: (text) => {
        this.live.textContent = text;
      },
      get readOnly() {
        return page.busy || !page.session || !canMove(page.session);
      },
      get paceMs() {
        return paceMs();
      },
      send: (action) => void this.send(action),
    };
  }

  private seatName(seat: number): string {
    return seat === this.session?.lesson.seat ? this.t("learn.you") : this.t("lobby.seat", { n: seat + 1 });
  }

  /** Draw the session: the board, the players panel, the verdict and the buttons. */
  private show(session: Session): void {
    this.session = session;
    const msg = stateMessage(session);
    const seats = msg.seats.map((seat) => ({ ...seat, name: this.seatName(seat.seat) }));
    drawSeats(this.seatsList, this.t, seats, [session.lesson.seat], msg);
    // a lesson's seats are no people online: no tags
    for (const tags of this.seatsList.querySelectorAll(".seat-tags")) tags.replaceChildren();
    if (session.outcome !== "refused") this.typed.value = "";
    this.typeBox.hidden = !canMove(session);
    this.boardRoot.dataset.version = String(msg.version);
    this.board?.update(msg, null);
    this.drawVerdict(session);
  }

  private drawVerdict(session: Session): void {
    const { t, app } = this;
    const outcome = session.outcome;
    this.verdict.dataset.outcome = outcome ?? "";
    this.verdict.dataset.code = session.code ?? "";
    const head: Record<string, string> = {
      refused: t("learn.refused"),
      missed: t("learn.missed"),
      next: t("learn.nextStep"),
      done: t("learn.success"),
    };
    this.verdict.className = `learn-verdict ${outcome ?? ""}`;
    this.verdict.replaceChildren(
      ...(outcome ? [h("strong", {}, head[outcome] ?? "")] : []),
      ...(session.said ? [" ", h("span", { "data-testid": "learn-said" }, session.said)] : []),
    );
    const buttons: HTMLElement[] = [];
    if (outcome === "refused" || outcome === "missed" || outcome === "done" || session.played.length > 0) {
      const again = h("button", { type: "button", class: "secondary", "data-testid": "learn-again" }, t("learn.again"));
      again.addEventListener("click", () => void this.restart());
      buttons.push(again);
    }
    if (outcome === "done") {
      const lesson = session.lesson;
      if (lesson.next) {
        buttons.push(
          link(app, learnPath(this.game, this.variant, lesson.next), t("learn.next"), {
            class: "button",
            "data-testid": "learn-next",
          }),
        );
      } else {
        buttons.unshift(h("p", { "data-testid": "learn-finished" }, t("learn.finished")));
        buttons.push(link(app, learnPath(this.game), t("learn.back"), { class: "button secondary", "data-testid": "learn-all" }));
        buttons.push(link(app, "/", t("learn.play"), { class: "button", "data-testid": "learn-play" }));
      }
    }
    this.buttons.replaceChildren(...buttons);
    const focus = this.buttons.querySelector<HTMLElement>("[data-testid=learn-next], [data-testid=learn-play]");
    if (outcome === "done") focus?.focus();
  }

  private async send(action: unknown, text: string | null = null): Promise<void> {
    const session = this.session;
    if (!session || this.busy || !canMove(session)) return;
    this.busy = true;
    this.verdict.replaceChildren(this.t("learn.checking"));
    try {
      const verdict = await api.attempt(this.game, this.variant, this.lessonKey, {
        lang: this.app.lang,
        played: session.played,
        ...(text === null ? { action } : { text }),
      });
      if (this.destroyed) return;
      if (verdict.outcome === "done") {
        markDone(storage(), courseKey(this.game, this.variant), session.lesson.lesson);
      }
      this.busy = false;
      this.show(afterVerdict(session, verdict));
    } catch (error) {
      this.busy = false;
      if (this.destroyed) return;
      const message = error instanceof Error ? error.message : String(error);
      this.verdict.replaceChildren(h("span", { role: "alert" }, this.t("learn.loadError", { message })));
    }
  }

  private async restart(): Promise<void> {
    try {
      const lesson = await api.lesson(this.game, this.variant, this.lessonKey, this.app.lang);
      if (this.destroyed) return;
      this.show(startSession(lesson, (this.session?.version ?? 0) + 1));
    } catch (error) {
      if (!this.destroyed) failed(this.root, this.app, error);
    }
  }

  destroy(): void {
    this.destroyed = true;
    this.board?.destroy();
  }
}
