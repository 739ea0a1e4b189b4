// TEMPORARY (replaced by the rules pages): the contract only.
import type { Lang } from "../types";

export interface RulesPage {
  title: Record<Lang, string>;
  render(lang: Lang): HTMLElement;
}

export const RULES: Record<string, RulesPage> = {};

export function renderRulesIndex(lang: Lang): HTMLElement {
  const list = document.createElement("ul");
  for (const [id, page] of Object.entries(RULES)) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `/rules/${id}`;
    link.textContent = page.title[lang];
    item.append(link);
    list.append(item);
  }
  return list;
}
