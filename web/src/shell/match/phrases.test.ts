// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { setAccount } from "../account/session";
import { FakeTimers } from "../fakes";
import { SPECTATOR } from "./controller";
import { BUBBLE_MS, PHRASE_IDS, PhraseBar } from "./phrases";
import { PHRASE_STRINGS } from "./phrasestrings";
import { rig, state } from "./testrig";

/** The page's translator for `lang`, over the phrases' own strings. */
const tr =
  (lang: "en" | "nl" | "fi") =>
  (key: string, vars: Record<string, string | number> = {}) =>
    (PHRASE_STRINGS[lang]![key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

function kid(on: boolean): void {
  setAccount({
    id: "a1",
    name: "Kiki",
    language: null,
    sound: true,
    kid_mode: on,
    created_at: "2026-11-29T00:00:00Z",
    csrf_token: "x".repeat(64),
    passkeys: [],
  });
}

/** A page's players panel (rows as the match page draws them) with a phrase bar whose
 *  controller hears over fake sockets. */
function page(tokens: Record<number, string>, lang: "en" | "nl" | "fi" = "en") {
  const list = document.createElement("ul");
  for (const seat of [0, 1]) {
    const row = document.createElement("li");
    row.dataset.seat = String(seat);
    row.append(Object.assign(document.createElement("div"), { className: "seat-head" }));
    list.append(row);
  }
  const names = ["Anna", "Ben"];
  const timers = new FakeTimers();
  let bar: PhraseBar | null = null;
  const r = rig(tokens, false, 0, () => bar?.draw());
  bar = new PhraseBar(tr(lang), () => r.ctl, (seat) => names[seat]!, (seat) => list.querySelector(`li[data-seat="${seat}"]`), timers);
  const hear = () => {
    for (const [seat, phrase] of r.heard.splice(0)) bar!.heard(seat, phrase as (typeof PHRASE_IDS)[number]);
  };
  return { ...r, bar, list, timers, hear };
}

describe("preset phrases on the match page", () => {
  afterEach(() => setAccount(null));

  it("offers the five phrases to a seat and sends only the chosen id", () => {
    const { bar, socket } = page({ 0: "t0" });
    socket(0).receive(state(1, [0]));
    expect(bar.control.hidden).toBe(false);
    const buttons = [...bar.control.querySelectorAll<HTMLButtonElement>("button")];
    expect(buttons.map((b) => b.textContent)).toEqual(["Hello!", "Good luck!", "Well played!", "Thanks!", "Oops!"]);
    buttons[1]!.click();
    expect(socket(0).sent.at(-1)).toMatchObject({ type: "say", phrase: "good_luck" });
  });

  it("says what a seat said by its name, in this page's language, and lets the bubble go", () => {
    const { bar, socket, list, timers, hear } = page({ 0: "t0" }, "nl");
    socket(0).receive(state(1, [0]));
    socket(0).receive({ type: "phrase", match: "m", seat: 1, phrase: "good_luck" });
    hear();
    expect(bar.heardLine.textContent).toBe("Ben: Veel succes!");
    expect(bar.heardLine.getAttribute("aria-live")).toBe("polite");
    const bubble = () => list.querySelector('li[data-seat="1"] .seat-phrase');
    expect(bubble()?.textContent).toBe("Veel succes!");
    expect(timers.queue.at(-1)?.ms).toBe(BUBBLE_MS);
    timers.runNext();
    expect(bubble()).toBeNull();
  });

  it("lets a spectator hear phrases but gives it nothing to say them with", () => {
    const { bar, socket, hear } = page({});
    socket(SPECTATOR).receive(state(1, [0], [], { seat: null }));
    expect(bar.control.hidden).toBe(true);
    socket(SPECTATOR).receive({ type: "phrase", match: "m", seat: 0, phrase: "hello" });
    hear();
    expect(bar.heardLine.textContent).toBe("Anna: Hello!");
  });

  it("hears a phrase once when this browser plays two seats", () => {
    const { socket, heard } = page({ 0: "t0", 1: "t1" });
    const said = { type: "phrase", match: "m", seat: 0, phrase: "thanks" };
    socket(0).receive(said);
    socket(1).receive(said);
    expect(heard).toEqual([[0, "thanks"]]);
  });

  it("shows neither the menu nor what anyone said in kid mode", () => {
    kid(true);
    const { bar, socket, list, hear } = page({ 0: "t0" });
    socket(0).receive(state(1, [0]));
    expect(bar.control.hidden).toBe(true);
    bar.heard(1, "oops");
    hear();
    expect(bar.heardLine.hidden).toBe(true);
    expect(bar.heardLine.textContent).toBe("");
    expect(list.querySelector(".seat-phrase")).toBeNull();
  });

  it("puts a refusal of too many phrases up politely and leaves a move in flight alone", () => {
    const { ctl, socket } = page({ 0: "t0" });
    socket(0).receive(state(3, [0]));
    ctl.send(0, { a: 1 });
    const move = ctl.pending;
    expect(move).not.toBeNull();
    ctl.sayPhrase("hello");
    const said = socket(0).sent.at(-1) as { id: string };
    socket(0).receive({ type: "accepted", id: said.id, version: 3 });
    expect(ctl.pending).toBe(move);
    ctl.sayPhrase("oops");
    const again = socket(0).sent.at(-1) as { id: string };
    const words = { en: "You can say at most 3 phrases in 10 seconds.", nl: "Je kunt hoogstens 3 zinnetjes per 10 seconden zeggen." };
    socket(0).receive({ type: "error", code: "phrase_limit", message: "too many", id: again.id, words });
    expect(ctl.notice).toMatchObject({ code: "phrase_limit", words });
    expect(ctl.pending).toBe(move);
  });
});
