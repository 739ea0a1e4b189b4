/** The rules pages (/rules and /rules/{game}): content from src/rules, in the page's
 *  language. The rules are a chunk of their own and each game's text another, fetched
 *  when the page is opened. */
import { h } from "../dom";
import type { AppContext, Page } from "./context";
import { learnPath } from "./learn/paths";

export function rulesPage(root: HTMLElement, app: AppContext, gameId: string | null): Page {
  let destroyed = false;
  app.setTitle(app.t("rules.title"));
  root.replaceChildren(h("section", { class: "rules", "aria-busy": "true" }));
  void draw(root, app, gameId, () => destroyed);
  return {
    destroy() {
      destroyed = true;
    },
  };
}

async function draw(root: HTMLElement, app: AppContext, gameId: string | null, gone: () => boolean): Promise<void> {
  const t = app.t;
  const rules = await import("../rules");
  const linkTo = (path: string, text: string) =>
    h(
      "a",
      {
        href: path,
        onclick: (event: Event) => {
          event.preventDefault();
          app.navigate(path);
        },
      },
      text,
    );
  if (gameId === null) {
    const pages = await rules.loadPages();
    if (gone()) return;
    const index = rules.renderRulesIndex(app.lang, pages);
    // keep navigation inside the app
    for (const a of index.querySelectorAll<HTMLAnchorElement>("a[href^='/rules/']")) {
      a.addEventListener("click", (event) => {
        event.preventDefault();
        app.navigate(a.getAttribute("href")!);
      });
    }
    root.replaceChildren(h("section", { class: "rules" }, h("h1", {}, t("rules.title")), index));
    return;
  }
  const entry = await rules.loadRules(gameId);
  if (gone()) return;
  if (!entry) {
    root.replaceChildren(
      h("section", { class: "rules" }, h("h1", {}, t("notfound.title")), linkTo("/rules", t("rules.back"))),
    );
    return;
  }
  app.setTitle(entry.title[app.lang]);
  root.replaceChildren(
    h(
      "section",
      { class: "rules", "data-game": gameId },
      h(
        "nav",
        { class: "crumbs" },
        linkTo("/rules", `← ${t("rules.back")}`),
        " · ",
        linkTo(learnPath(gameId), t("learn.link")),
      ),
      entry.render(app.lang),
    ),
  );
  const target = window.location.hash ? window.location.hash.slice(1) : entry.anchor;
  if (target) requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView());
}
