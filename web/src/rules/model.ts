/**
 * The shape of a rules page and how it becomes DOM.
 *
 * A page is data: sections with headings, paragraphs, lists, examples, "in spelkast"
 * boxes and figures. Text is set with textContent only; the one bit of markup allowed in a
 * string is **bold**, turned into <strong> elements here. Figures are SVG built in code
 * (figures.ts), so no HTML string ever reaches innerHTML.
 */
import type { Lang } from "../types";
import { FIGURES, type FigureId } from "./figures";

export type Block =
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { example: string }
  | { play: string[] }
  | { fig: FigureId; caption: string };

export interface Section {
  /** Stable anchor, the same in every language ("setup", "turn", ...). */
  id: string;
  title: string;
  blocks: Block[];
  subs?: Section[];
}

export interface RulesPage {
  title: string;
  /** One line for the index of all games. */
  summary: string;
  intro: string;
  sections: Section[];
}

/** The few words of the page frame itself. */
export const FRAME: Record<Lang, { contents: string; play: string; example: string; index: string; players: string; back: string }> = {
  en: {
    contents: "Contents",
    play: "In spelkast",
    example: "Example",
    index: "Rules of the games",
    players: "players",
    back: "All rules",
  },
  nl: {
    contents: "Inhoud",
    play: "In spelkast",
    example: "Voorbeeld",
    index: "Spelregels",
    players: "spelers",
    back: "Alle spelregels",
  },
  fi: {
    contents: "Sisältö",
    play: "Spelkastissa",
    example: "Esimerkki",
    index: "Pelien säännöt",
    players: "pelaajaa",
    back: "Kaikki säännöt",
  },
};

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) appendRich(node, text);
  return node;
}

/** Append text with **bold** spans as <strong>; everything else is plain text. */
export function appendRich(parent: HTMLElement, text: string): void {
  const parts = text.split("**");
  parts.forEach((part, i) => {
    if (part === "") return;
    if (i % 2 === 1) {
      const strong = document.createElement("strong");
      strong.textContent = part;
      parent.append(strong);
    } else {
      parent.append(document.createTextNode(part));
    }
  });
}

export function anchorId(game: string, section: string): string {
  return `rules-${game}-${section}`;
}

function renderBlock(block: Block, lang: Lang): HTMLElement {
  if ("p" in block) return h("p", undefined, block.p);
  if ("ul" in block || "ol" in block) {
    const list = "ul" in block ? h("ul") : h("ol");
    for (const item of "ul" in block ? block.ul : block.ol) list.append(h("li", undefined, item));
    return list;
  }
  if ("example" in block) {
    const box = h("aside", "rules-example");
    box.append(h("p", "rules-box-label", FRAME[lang].example), h("p", undefined, block.example));
    return box;
  }
  if ("play" in block) {
    const box = h("aside", "rules-play");
    box.append(h("p", "rules-box-label", FRAME[lang].play));
    const list = h("ul");
    for (const item of block.play) list.append(h("li", undefined, item));
    box.append(list);
    return box;
  }
  const figure = h("figure", "rules-figure");
  figure.dataset.figure = block.fig;
  const svg = FIGURES[block.fig](lang);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", block.caption.replace(/\*\*/g, ""));
  figure.append(svg, h("figcaption", undefined, block.caption));
  return figure;
}

function renderSection(game: string, section: Section, level: 2 | 3, lang: Lang): HTMLElement {
  const node = h("section", "rules-section");
  const heading = h(level === 2 ? "h2" : "h3", undefined, section.title);
  heading.id = anchorId(game, section.id);
  node.dataset.section = section.id;
  node.append(heading);
  for (const block of section.blocks) node.append(renderBlock(block, lang));
  for (const sub of section.subs ?? []) node.append(renderSection(game, sub, 3, lang));
  return node;
}

function renderToc(game: string, page: RulesPage, lang: Lang): HTMLElement {
  const nav = h("nav", "rules-toc");
  nav.setAttribute("aria-label", FRAME[lang].contents);
  nav.append(h("p", "rules-toc-title", FRAME[lang].contents));
  const list = h("ol");
  for (const section of page.sections) {
    const item = h("li");
    const link = h("a", undefined, section.title);
    link.href = `#${anchorId(game, section.id)}`;
    item.append(link);
    if (section.subs?.length) {
      const subList = h("ol");
      for (const sub of section.subs) {
        const subItem = h("li");
        const subLink = h("a", undefined, sub.title);
        subLink.href = `#${anchorId(game, sub.id)}`;
        subItem.append(subLink);
        subList.append(subItem);
      }
      item.append(subList);
    }
    list.append(item);
  }
  nav.append(list);
  return nav;
}

/** The whole page of one game in one language. */
export function renderPage(game: string, page: RulesPage, lang: Lang): HTMLElement {
  const article = h("article", "rules-page");
  article.lang = lang;
  article.dataset.game = game;
  article.append(h("h1", undefined, page.title), h("p", "rules-intro", page.intro));
  article.append(renderToc(game, page, lang));
  for (const section of page.sections) article.append(renderSection(game, section, 2, lang));
  return article;
}
