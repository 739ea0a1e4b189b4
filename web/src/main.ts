/** The app: header (navigation, language), and the page for the address. */
import "./style.css";
import "./touch.css";
import "./phone.css";
import { h } from "./dom";
import { initialLang, rememberLang, translator } from "./i18n";
import { route } from "./router";
import { accountPage } from "./shell/account/accountpage";
import { leaderboardPage, profilePage } from "./shell/ratings/pages";
import { accountApi } from "./shell/account/accountapi";
import { signInPage, signUpPage } from "./shell/account/forms";
import { loadSession, onSessionChange, setAccount, signedIn } from "./shell/account/session";
import { botsPage } from "./shell/botspage";
import { dailyPage } from "./shell/daily/page";
import type { AppContext, Page } from "./shell/context";
import { learnPage, lessonPage } from "./shell/learn/page";
import { lobbyPage } from "./shell/lobby";
import { matchPage } from "./shell/match";
import { soundOn, soundToggle } from "./shell/play/sound";
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

/** The header's sound toggle also saves the choice in the account, when signed in. */
function accountSound(toggle: HTMLElement): HTMLElement {
  toggle.addEventListener("click", () => {
    if (signedIn()) void accountApi.preferences({ sound: soundOn() }).then(setAccount, () => undefined);
  });
  return toggle;
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
    if (signedIn()) void accountApi.preferences({ language: lang }).then(setAccount, () => undefined);
    draw();
  });
  const account = signedIn();
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
      link("/daily", ctx.t("daily.nav")),
      account
        ? link("/account", `${ctx.t("nav.account")}: ${account.name}`, "account-link")
        : link("/signin", ctx.t("nav.signIn"), "account-link"),
    ),
    accountSound(soundToggle(ctx.t)),
    select,
  );
}

/** Whether a page was drawn before the server said who this browser is signed in as. */
let drawnBeforeSession = false;
let sessionKnown = false;

function draw(): void {
  if (!sessionKnown) drawnBeforeSession = true;
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
    case "daily":
      current = dailyPage(main, ctx);
      break;
    case "account":
      current = accountPage(main, ctx);
      break;
    case "signin":
      current = signInPage(main, ctx);
      break;
    case "signup":
      current = signUpPage(main, ctx);
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
    case "leaderboard":
      current = leaderboardPage(main, ctx, where.game);
      break;
    case "profile":
      current = profilePage(main, ctx, where.name);
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

/** The account's language wins over this browser's; a change of who is signed in or of
 *  the language redraws the page, any other change of the account only the header. */
function followAccount(): void {
  const account = signedIn();
  const firstAnswer = !sessionKnown;
  sessionKnown = true;
  if (account?.language && account.language !== lang) {
    lang = account.language;
    rememberLang(storage(), lang);
    draw();
    return;
  }
  // A page drawn before the first answer named people as anyone sees them: in kid mode
  // it is drawn again without the names other people chose.
  if (firstAnswer && drawnBeforeSession && account?.kid_mode) {
    draw();
    return;
  }
  const top = app.querySelector("header.top");
  if (top) top.replaceWith(header(context()));
}

window.addEventListener("popstate", draw);
onSessionChange(followAccount);
// The account is asked for first (its CSRF token makes the seats taken here its own),
// but the page never waits for it: anonymous play starts at once.
const session = loadSession();
if (route(window.location.pathname).page === "account") void session.then(draw);
else draw();
