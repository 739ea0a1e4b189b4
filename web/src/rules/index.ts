/**
 * The rules pages: one per game, in every language, in our own words.
 *
 * Each game's text is a chunk of its own, fetched when its page is opened
 * (`loadRules(id)`); the index at /rules fetches them all for their titles and summaries
 * (`loadPages()`, then `renderRulesIndex`). Sudoids are the children's side of the Sudoku
 * board game: their entry renders the Sudoku page, opened at its Sudoids section.
 */
import type { Lang } from "../types";
import { anchorId, appendRich, FRAME, renderPage, type RulesPage } from "./model";
import "./rules.css";

export interface RulesEntry {
  title: Record<Lang, string>;
  render(lang: Lang): HTMLElement;
  /** The anchor the page should be scrolled to, when the entry is a section of another page. */
  anchor?: string;
}

/** Game id -> its pages in the three languages (the id whose page is rendered). */
export type Pages = Record<string, Record<Lang, RulesPage>>;

/** Game id -> how to fetch its pages. */
const LOADERS: Record<string, () => Promise<Record<Lang, RulesPage>>> = {
  labyrinth: () => import("./labyrinth").then((m) => m.LABYRINTH),
  "labyrinth-cards": () => import("./labyrinth-cards").then((m) => m.LABYRINTH_CARDS),
  sudoku: () => import("./sudoku").then((m) => m.SUDOKU),
  traexx: () => import("./traexx").then((m) => m.TRAEXX),
};

/** The games that have a page of their own, in the index's order. */
export const PAGE_GAMES: readonly string[] = Object.keys(LOADERS);

/** Fetch the pages of `ids` (every game's by default). */
export async function loadPages(ids: readonly string[] = PAGE_GAMES): Promise<Pages> {
  const loaded = await Promise.all(ids.map((id) => LOADERS[id]!()));
  return Object.fromEntries(ids.map((id, i) => [id, loaded[i]!]));
}
function titles(pages: Record<Lang, RulesPage>): Record<Lang, string> {
  return { en: pages.en.title, nl: pages.nl.title, fi: pages.fi.title };
}

function entry(id: string, pages: Record<Lang, RulesPage>): RulesEntry {
  return { title: titles(pages), render: (lang) => renderPage(id, pages[lang], lang) };
}

const SUDOIDS_TITLE: Record<Lang, string> = { en: "Sudoids", nl: "Sudoids", fi: "Sudoids" };
const SUDOIDS_SUMMARY: Record<Lang, string> = {
  en: "The children's side of the Sudoku board: a 6 × 6 grid with six animals, never twice in a row, column or block. 1–4 players.",
  nl: "De kinderkant van het Sudoku-bord: een rooster van 6 × 6 met zes dieren, nooit twee keer in een rij, kolom of blok. 1–4 spelers.",
  fi: "Sudokulaudan lasten puoli: 6 × 6 -ruudukko ja kuusi eläintä, ei koskaan kahdesti samalla rivillä, sarakkeessa tai lohkossa. 1–4 pelaajaa.",
};

/** The entries of the fetched `pages`, Sudoids with Sudoku's. */
export function rulesEntries(pages: Pages): Record<string, RulesEntry> {
  const entries = Object.fromEntries(Object.entries(pages).map(([id, own]) => [id, entry(id, own)]));
  const sudoku = pages.sudoku;
  if (sudoku) {
    // Sudoids are the other side of the Sudoku board: the Sudoku page, at its Sudoids section.
    entries.sudoids = {
      title: SUDOIDS_TITLE,
      anchor: anchorId("sudoku", "sudoids"),
      render(lang) {
        const page = renderPage("sudoku", sudoku[lang], lang);
        page.dataset.focus = anchorId("sudoku", "sudoids");
        return page;
      },
    };
  }
  return entries;
}

/** The rules entry of `gameId` (fetching its page), or undefined for a game without one. */
export async function loadRules(gameId: string): Promise<RulesEntry | undefined> {
  const owner = gameId === "sudoids" ? "sudoku" : gameId;
  if (!(owner in LOADERS)) return undefined;
  return rulesEntries(await loadPages([owner]))[gameId];
}

/** The list of all games with a one-line summary each, linking to /rules/<id>. */
export function renderRulesIndex(lang: Lang, pages: Pages): HTMLElement {
  const article = document.createElement("article");
  article.className = "rules-page rules-index";
  article.lang = lang;
  const heading = document.createElement("h1");
  heading.textContent = FRAME[lang].index;
  article.append(heading);
  const list = document.createElement("ul");
  list.className = "rules-index-list";
  const items = Object.keys(pages).flatMap((id) => {
    const page = pages[id]![lang];
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
