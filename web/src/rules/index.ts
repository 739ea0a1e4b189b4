/**
 * The rules pages: one per game, in every language, in our own words.
 *
 * The shell mounts `RULES[id].render(lang)` at /rules/<id> and `renderRulesIndex(lang)` at
 * /rules. Sudoids are the children's side of the Sudoku board game: their entry renders the
 * Sudoku page, opened at its Sudoids section.
 */
import type { Lang } from "../types";
import { LABYRINTH } from "./labyrinth";
import { LABYRINTH_CARDS } from "./labyrinth-cards";
import { SUDOKU } from "./sudoku";
import { TRAEXX } from "./traexx";
import { anchorId, appendRich, FRAME, renderPage, type RulesPage } from "./model";
import "./rules.css";

export interface RulesEntry {
  title: Record<Lang, string>;
  render(lang: Lang): HTMLElement;
  /** The anchor the page should be scrolled to, when the entry is a section of another page. */
  anchor?: string;
}

/** Game id -> its pages in the three languages (the id whose page is rendered). */
export const PAGES: Record<string, Record<Lang, RulesPage>> = {
  labyrinth: LABYRINTH,
  "labyrinth-cards": LABYRINTH_CARDS,
  sudoku: SUDOKU,
  traexx: TRAEXX,
};

function titles(pages: Record<Lang, RulesPage>): Record<Lang, string> {
  return { en: pages.en.title, nl: pages.nl.title, fi: pages.fi.title };
}

function entry(id: string): RulesEntry {
  const pages = PAGES[id]!;
  return { title: titles(pages), render: (lang) => renderPage(id, pages[lang], lang) };
}

const SUDOIDS_TITLE: Record<Lang, string> = { en: "Sudoids", nl: "Sudoids", fi: "Sudoids" };
const SUDOIDS_SUMMARY: Record<Lang, string> = {
  en: "The children's side of the Sudoku board: a 6 × 6 grid with six animals, never twice in a row, column or block. 1–4 players.",
  nl: "De kinderkant van het Sudoku-bord: een rooster van 6 × 6 met zes dieren, nooit twee keer in een rij, kolom of blok. 1–4 spelers.",
  fi: "Sudokulaudan lasten puoli: 6 × 6 -ruudukko ja kuusi eläintä, ei koskaan kahdesti samalla rivillä, sarakkeessa tai lohkossa. 1–4 pelaajaa.",
};

export const RULES: Record<string, RulesEntry> = {
  ...Object.fromEntries(Object.keys(PAGES).map((id) => [id, entry(id)])),
  // Sudoids are the other side of the Sudoku board: the Sudoku page, at its Sudoids section.
  sudoids: {
    title: SUDOIDS_TITLE,
    anchor: anchorId("sudoku", "sudoids"),
    render(lang) {
      const page = renderPage("sudoku", PAGES.sudoku![lang], lang);
      page.dataset.focus = anchorId("sudoku", "sudoids");
      return page;
    },
  },
};

/** The list of all games with a one-line summary each, linking to /rules/<id>. */
export function renderRulesIndex(lang: Lang): HTMLElement {
  const article = document.createElement("article");
  article.className = "rules-page rules-index";
  article.lang = lang;
  const heading = document.createElement("h1");
  heading.textContent = FRAME[lang].index;
  article.append(heading);
  const list = document.createElement("ul");
  list.className = "rules-index-list";
  const items = Object.keys(PAGES).flatMap((id) => {
    const page = PAGES[id]![lang];
    const own = { id, title: page.title, summary: page.summary };
    return id === "sudoku" ? [own, { id: "sudoids", title: SUDOIDS_TITLE[lang], summary: SUDOIDS_SUMMARY[lang] }] : [own];
  });
  for (const page of items) {
    const id = page.id;
    const item = document.createElement("li");
    item.dataset.game = id;
    const link = document.createElement("a");
    link.href = `/rules/${id}`;
    link.textContent = page.title;
    const summary = document.createElement("p");
    appendRich(summary, page.summary);
    item.append(link, summary);
    list.append(item);
  }
  article.append(list);
  return article;
}

export { anchorId };
