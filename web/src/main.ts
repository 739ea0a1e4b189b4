/** The app: header (navigation, language), and the page for the address. */
import "./style.css";
import "./touch.css";
import { h } from "./dom";
import { initialLang, rememberLang, translator } from "./i18n";
import { route } from "./router";
import { botsPage } from "./shell/botspage";
import type { AppContext, Page } from "./shell/context";
import { learnPage, lessonPage } from "./shell/learn/page";
import { lobbyPage } from "./shell/lobby";
import { matchPage } from "./shell/match";
import { soundToggle } from "./shell/play/sound";
import { reviewPage } from "./shell/review/page";
import { rulesPage } from "./shell/rulespage";
import { installSeatColours } from "./seatcolours";
import { storage } from "./tokens";
import { LANGS, type Lang } from "./types";

const LANG_NAMES: Record<Lang, string> = { en: "English", nl: "Nederlands", fi: "Suomi" };

let lang: Lang = initialLang(storage(), navigator.languages ?? [navigator.language]);
let current: Page | null = null;

const app = document.getElementById("app")!;
installSeatColours(document.documentElement);
const main = h("main", { id: "content", tabindex: -1 });

function context(): AppContext {
  return {
    lang,
    t: translator(lang),
    navigate(path: string) {
      if (path !== window.location.pathname) history.pushState(null, "", path);
      draw();
      main.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    },
    setTitle(title: string) {
      document.title = `${title} · spelkast`;
    },
  };
}

function header(ctx: AppContext): HTMLElement {
  const link = (path: string, text: string, cls = "") =>
    h(
      "a",
      {
        href: path,
        class: cls,
        "aria-current": window.location.pathname === path ? "page" : null,
        onclick: (event: Event) => {
          event.preventDefault();
          ctx.navigate(path);
        },
      },
      text,
    );
  const select = h(
    "select",
    { name: "lang", "aria-label": ctx.t("lang.label"), "data-testid": "lang" },
    ...LANGS.map((code) => h("option", { value: code, selected: code === lang }, LANG_NAMES[code])),
  );
  select.addEventListener("change", () => {
    lang = select.value as Lang;
    rememberLang(storage(), lang);
    draw();
  });
  return h(
    "header",
    { class: "top" },
    h("a", { href: "#content", class: "skip" }, ctx.t("nav.skip")),
    link("/", "spelkast", "brand"),
    h("span", { class: "tagline muted" }, ctx.t("app.tagline")),
    h(
      "nav",
      { "aria-label": ctx.t("nav.label") },
      link("/", ctx.t("nav.lobby")),
      link("/rules", ctx.t("nav.rules")),
      link("/bots", ctx.t("nav.bots")),
    ),
    soundToggle(ctx.t),
    select,
  );
}

function draw(): void {
  current?.destroy();
  current = null;
  const ctx = context();
  document.documentElement.lang = lang;
  app.replaceChildren(header(ctx), main);
  const where = route(window.location.pathname);
  switch (where.page) {
    case "lobby":
      current = lobbyPage(main, ctx);
      break;
    case "match":
      current = matchPage(main, ctx, where.id);
      break;
    case "rules":
      current = rulesPage(main, ctx, where.game);
      break;
    case "bots":
      current = botsPage(main, ctx);
      break;
    case "learn":
      current = learnPage(main, ctx, where.game);
      break;
    case "lesson":
      current = lessonPage(main, ctx, where.game, where.variant, where.lesson);
      break;
    case "review":
      current = reviewPage(main, ctx, where.id);
      break;
    default:
      ctx.setTitle(ctx.t("notfound.title"));
      main.replaceChildren(
        h(
          "section",
          {},
          h("h1", { "data-testid": "notfound" }, ctx.t("notfound.title")),
          h("p", {}, ctx.t("notfound.body")),
          h("p", {}, h("a", { href: "/", "data-testid": "back-to-lobby" }, ctx.t("notfound.back"))),
        ),
      );
  }
}

window.addEventListener("popstate", draw);
draw();
