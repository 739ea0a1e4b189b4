import { LANGS, type Lang } from "../types";
import { FIGURES } from "./figures";
import { loadPages, loadRules, renderRulesIndex, rulesEntries } from "./index";
import type { Block, RulesPage, Section } from "./model";

const GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"];
const PAGES = await loadPages();
const RULES = rulesEntries(PAGES);

function blockKind(block: Block): string {
  if ("fig" in block) return `fig:${block.fig}`;
  if ("ul" in block) return `ul:${block.ul.length}`;
  if ("ol" in block) return `ol:${block.ol.length}`;
  if ("play" in block) return `play:${block.play.length}`;
  return Object.keys(block)[0]!;
}

function blockText(block: Block): string {
  if ("p" in block) return block.p;
  if ("ul" in block) return block.ul.join("\n");
  if ("ol" in block) return block.ol.join("\n");
  if ("example" in block) return block.example;
  if ("play" in block) return block.play.join("\n");
  return block.caption;
}

/** The shape of a page: section ids, nesting and the kind of every block. */
function shape(sections: Section[]): unknown {
  return sections.map((s) => ({ id: s.id, blocks: s.blocks.map(blockKind), subs: shape(s.subs ?? []) }));
}

function allSections(page: RulesPage): Section[] {
  return page.sections.flatMap((s) => [s, ...(s.subs ?? [])]);
}

describe("every game has a rules page in every language", () => {
  it.each(GAMES)("%s renders in en, nl and fi", (game) => {
    const entry = RULES[game];
    expect(entry, game).toBeDefined();
    for (const lang of LANGS) {
      const el = entry!.render(lang);
      expect(el.lang).toBe(lang);
      const pageGame = game === "sudoids" ? "sudoku" : game;
      expect(el.querySelector("h1")?.textContent).toBe(RULES[pageGame]!.title[lang]);
      expect(el.querySelectorAll("section").length).toBeGreaterThan(3);
      expect((el.textContent ?? "").length).toBeGreaterThan(1500);
    }
  });

  it("sudoids point to the Sudoids section of the sudoku page", () => {
    const entry = RULES.sudoids!;
    const el = entry.render("en");
    expect(entry.anchor).toBeDefined();
    expect(el.querySelector(`#${entry.anchor}`)).not.toBeNull();
  });
});

describe("pages have the same structure in every language", () => {
  it.each(Object.keys(PAGES))("%s: same sections, headings and blocks", (game) => {
    const pages = PAGES[game]!;
    for (const lang of ["nl", "fi"] as Lang[]) {
      expect(shape(pages[lang].sections), `${game} ${lang}`).toEqual(shape(pages.en.sections));
    }
  });

  it.each(Object.keys(PAGES))("%s: rendered heading ids match across languages", (game) => {
    const ids = (lang: Lang) =>
      [...RULES[game]!.render(lang).querySelectorAll("h2, h3")].map((h) => `${h.tagName}#${h.id}`);
    expect(ids("nl")).toEqual(ids("en"));
    expect(ids("fi")).toEqual(ids("en"));
    expect(new Set(ids("en")).size).toBe(ids("en").length);
  });

  it.each(Object.keys(PAGES))("%s: the table of contents links to every section", (game) => {
    const el = RULES[game]!.render("fi");
    const links = [...el.querySelectorAll(".rules-toc a")].map((a) => a.getAttribute("href"));
    const headings = [...el.querySelectorAll("h2, h3")].map((h) => `#${h.id}`);
    expect(links).toEqual(headings);
  });
});

describe("no page or section is empty", () => {
  it.each(Object.keys(PAGES))("%s", (game) => {
    for (const lang of LANGS) {
      const page = PAGES[game]![lang];
      expect(page.title.trim()).not.toBe("");
      expect(page.summary.trim()).not.toBe("");
      expect(page.intro.trim()).not.toBe("");
      for (const section of allSections(page)) {
        expect(section.title.trim(), `${game} ${lang} ${section.id}`).not.toBe("");
        expect(section.blocks.length, `${game} ${lang} ${section.id}`).toBeGreaterThan(0);
        for (const block of section.blocks) expect(blockText(block).trim().length).toBeGreaterThan(10);
      }
    }
  });
});

describe("Dutch and Finnish are translated, not copied from the English", () => {
  it.each(Object.keys(PAGES))("%s: every text differs from the English one", (game) => {
    const pages = PAGES[game]!;
    for (const lang of ["nl", "fi"] as Lang[]) {
      expect(pages[lang].summary).not.toBe(pages.en.summary);
      expect(pages[lang].intro).not.toBe(pages.en.intro);
      const en = allSections(pages.en);
      allSections(pages[lang]).forEach((section, i) => {
        section.blocks.forEach((block, j) => {
          const where = `${game} ${lang} ${section.id} block ${j}`;
          expect(blockText(block), where).not.toBe(blockText(en[i]!.blocks[j]!));
          if ("ul" in block || "ol" in block || "play" in block) {
            const items = "ul" in block ? block.ul : "ol" in block ? block.ol : block.play;
            const enBlock = en[i]!.blocks[j]! as Record<string, string[]>;
            const enItems = Object.values(enBlock)[0]!;
            items.forEach((item, k) => expect(item, `${where} item ${k}`).not.toBe(enItems[k]));
          }
        });
      });
    }
  });

  it("common English words do not appear in the Dutch and Finnish pages", () => {
    const english = /\b(the|and|your|you|player|turn|tile|card|points?|with|when)\b/i;
    for (const game of Object.keys(PAGES)) {
      for (const lang of ["nl", "fi"] as Lang[]) {
        const text = RULES[game]!.render(lang).textContent ?? "";
        const hit = text.match(english);
        expect(hit?.[0], `${game} ${lang}: …${hit ? text.slice(Math.max(0, hit.index! - 40), hit.index! + 40) : ""}…`).toBeUndefined();
      }
    }
  });
});

describe("pictures", () => {
  it.each(Object.keys(FIGURES))("%s serialises to SVG that parses", (id) => {
    for (const lang of LANGS) {
      const svg = FIGURES[id as keyof typeof FIGURES](lang);
      const xml = new XMLSerializer().serializeToString(svg);
      const doc = new DOMParser().parseFromString(xml, "image/svg+xml");
      expect(doc.getElementsByTagName("parsererror").length, id).toBe(0);
      expect(doc.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
      expect(doc.documentElement.getAttribute("viewBox")).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
      expect(svg.childElementCount).toBeGreaterThan(3);
    }
  });

  it("every figure is used on some page, and every page figure exists", () => {
    const used = new Set<string>();
    for (const pages of Object.values(PAGES)) {
      for (const section of allSections(pages.en)) {
        for (const block of section.blocks) if ("fig" in block) used.add(block.fig);
      }
    }
    expect([...used].sort()).toEqual(Object.keys(FIGURES).sort());
  });

  it("rendered figures carry an accessible label", () => {
    const el = RULES.labyrinth!.render("nl");
    const svgs = [...el.querySelectorAll("figure svg")];
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      expect(svg.getAttribute("role")).toBe("img");
      expect((svg.getAttribute("aria-label") ?? "").length).toBeGreaterThan(10);
    }
  });

  it("the Labyrinth move picture marks exactly the squares joined by mutual openings", () => {
    // Worked out by hand from the grid in figures.ts (row,column from the top left): the
    // pawn's corridor runs a1-b1-c1, down c2, left to b2, down b3, left a3, up a2 back to a1.
    // c3 is a north-south straight facing the wall of c2, and row 4 faces walls only.
    const svg = FIGURES["lab-move"]("en");
    expect(svg.dataset.reachable).toBe("0,0 0,1 0,2 1,0 1,1 1,2 2,0 2,1");
    expect(svg.querySelectorAll(".fig-reach").length).toBe(8);
  });
});

describe("each page is fetched on its own", () => {
  it.each(GAMES)("%s: its entry, with the page's own title", async (game) => {
    const entry = await loadRules(game);
    expect(entry?.title).toEqual(RULES[game]!.title);
    expect(entry?.render("nl").querySelector("h1")?.textContent).toBe(RULES[game === "sudoids" ? "sudoku" : game]!.title.nl);
  });

  it("a game without rules has no entry", async () => {
    expect(await loadRules("chess")).toBeUndefined();
  });
});

describe("the index of all games", () => {
  it.each(LANGS)("lists every game page with a link and a summary (%s)", (lang) => {
    const el = renderRulesIndex(lang, PAGES);
    const items = [...el.querySelectorAll("li[data-game]")];
    expect(items.map((li) => (li as HTMLElement).dataset.game)).toEqual(GAMES);
    for (const li of items) {
      const link = li.querySelector("a")!;
      expect(link.getAttribute("href")).toBe(`/rules/${(li as HTMLElement).dataset.game}`);
      expect((li.querySelector("p")?.textContent ?? "").length).toBeGreaterThan(20);
    }
  });
});

describe("text is set safely", () => {
  it("**bold** becomes <strong> and markup characters stay text", () => {
    const el = RULES.labyrinth!.render("en");
    expect(el.querySelectorAll("strong").length).toBeGreaterThan(3);
    expect(el.textContent).not.toContain("**");
    expect(el.querySelector("script")).toBeNull();
  });
});
