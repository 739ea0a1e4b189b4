/** The rules pages (/rules and /rules/{game}): content from src/rules, in the page's language. */
import { h } from "../dom";
import { RULES, renderRulesIndex } from "../rules";
import type { AppContext, Page } from "./context";
import { learnPath } from "./learn/paths";

export function rulesPage(root: HTMLElement, app: AppContext, gameId: string | null): Page {
  const t = app.t;
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
    app.setTitle(t("rules.title"));
    const index = renderRulesIndex(app.lang);
    // keep navigation inside the app
    for (const a of index.querySelectorAll<HTMLAnchorElement>("a[href^='/rules/']")) {
      a.addEventListener("click", (event) => {
        event.preventDefault();
        app.navigate(a.getAttribute("href")!);
      });
    }
    root.replaceChildren(h("section", { class: "rules" }, h("h1", {}, t("rules.title")), index));
    return { destroy() {} };
  }
  const rules = RULES[gameId];
  if (!rules) {
    root.replaceChildren(
      h("section", { class: "rules" }, h("h1", {}, t("notfound.title")), linkTo("/rules", t("rules.back"))),
    );
    return { destroy() {} };
  }
  app.setTitle(rules.title[app.lang]);
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
      rules.render(app.lang),
    ),
  );
  const target = window.location.hash ? window.location.hash.slice(1) : rules.anchor;
  if (target) requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView());
  return { destroy() {} };
}
