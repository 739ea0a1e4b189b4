import { describe, expect, it } from "vitest";
import type { GameInfo, MatchInfo } from "../api";
import { BACKOFF, Connection, websocketUrl } from "../connection";
import { fill, initialLang, mergeStrings, translator } from "../i18n";
import { route } from "../router";
import { forgetMatch, heldMatches, loadTokens, saveToken } from "../tokens";
import type { StateMsg } from "../types";
import { FakeSocket, FakeTimers } from "./fakes";
import { needsHandover, seatToShow } from "./hotseat";
import { optionLabel } from "./format";
import { botChoices, defaultBot, defaultSeats, planCreate } from "./lobby";
import { orderMyGames } from "./mygames";
import { outcomeRows, scoreHeading } from "./outcome";
import { gameOverBox } from "./match/dialogs";
import { SHELL_STRINGS } from "./strings";

describe("hot-seat: which seat the page shows", () => {
  it("keeps the shown seat while it is to move", () => {
    expect(seatToShow([0, 2], 2, [0, 2])).toBe(2);
  });
  it("moves to the next local seat to move, in seat order after the shown one", () => {
    expect(seatToShow([0, 1, 3], 1, [0, 3])).toBe(3);
    expect(seatToShow([0, 1, 3], 3, [0, 1])).toBe(0);
  });
  it("stays on the shown seat while no local seat is to move", () => {
    expect(seatToShow([0, 1], 1, [2])).toBe(1);
    expect(seatToShow([0, 1], null, [2])).toBe(0);
  });
  it("shows nothing for a spectator", () => {
    expect(seatToShow([], null, [0])).toBeNull();
  });
  it("asks for a hand-over only with several people, secrets, and a new seat", () => {
    expect(needsHandover(2, true, 0, 1)).toBe(true);
    expect(needsHandover(2, true, 1, 1)).toBe(false);
    expect(needsHandover(1, true, null, 0)).toBe(false);
    expect(needsHandover(2, false, 0, 1)).toBe(false);
    expect(needsHandover(3, true, null, 0)).toBe(true);
  });
});

describe("router", () => {
  it("maps addresses to pages", () => {
    expect(route("/")).toEqual({ page: "lobby" });
    expect(route("/match/abc_D-9")).toEqual({ page: "match", id: "abc_D-9" });
    expect(route("/rules/")).toEqual({ page: "rules", game: null });
    expect(route("/rules/labyrinth-cards")).toEqual({ page: "rules", game: "labyrinth-cards" });
    expect(route("/match/<script>")).toEqual({ page: "notfound" });
    expect(route("/learn/traexx")).toEqual({ page: "learn", game: "traexx" });
    expect(route("/learn/labyrinth/day-night/push/")).toEqual({
      page: "lesson",
      game: "labyrinth",
      variant: "day-night",
      lesson: "push",
    });
    expect(route("/learn/labyrinth/base")).toEqual({ page: "notfound" });
    expect(route("/bots")).toEqual({ page: "bots" });
    expect(route("/nothing")).toEqual({ page: "notfound" });
  });
});

describe("languages", () => {
  it("has every shell string in Dutch and Finnish too", () => {
    const en = Object.keys(SHELL_STRINGS.en).sort();
    expect(Object.keys(SHELL_STRINGS.nl).sort()).toEqual(en);
    expect(Object.keys(SHELL_STRINGS.fi).sort()).toEqual(en);
  });
  it("keeps the same placeholders in every language", () => {
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(SHELL_STRINGS.en)) {
      expect(holes(SHELL_STRINGS.nl[key]!), key).toEqual(holes(SHELL_STRINGS.en[key]!));
      expect(holes(SHELL_STRINGS.fi[key]!), key).toEqual(holes(SHELL_STRINGS.en[key]!));
    }
  });
  it("fills placeholders and falls back to English, then to the key", () => {
    const t = translator("fi", mergeStrings({ en: { a: "A {x}", b: "B" }, nl: {}, fi: { a: "Ä {x}" } }));
    expect(t("a", { x: 1 })).toBe("Ä 1");
    expect(t("b")).toBe("B");
    expect(t("c")).toBe("c");
    expect(fill("{a}{b}", { a: "1" })).toBe("1{b}");
  });
  it("remembers the chosen language, else takes the browser's", () => {
    const stored = (value: string | null) => ({ getItem: () => value });
    expect(initialLang(stored("fi"), ["nl-NL"])).toBe("fi");
    expect(initialLang(stored("xx"), ["nl-BE", "en"])).toBe("nl");
    expect(initialLang(stored(null), ["de-DE"])).toBe("en");
  });
});

const GAME: GameInfo = {
  id: "labyrinth",
  names: { en: "Labyrinth" },
  min_players: 2,
  max_players: 4,
  simultaneous: false,
  hidden_information: true,
  summary: { en: "" },
  options: [
    { name: "day_night", kind: "bool", default: false, description: { en: "" }, choices: [], minimum: null, maximum: null },
  ],
  bots: ["random", "greedy"],
  levels: [],
};
const t = translator("en");

describe("lobby", () => {
  const levels = ["easy", "medium", "hard", "expert"];
  it("labels an option from the catalogue, else by the server's words in the page's language", () => {
    const fi = translator("fi");
    expect(optionLabel(fi, GAME.options[0]!, "fi")).toBe(SHELL_STRINGS.fi["opt.day_night"]);
    const unknown = { ...GAME.options[0]!, name: "new_rule", description: { en: "a new rule", fi: "uusi sääntö" } };
    expect(optionLabel(fi, unknown, "fi")).toBe("uusi sääntö");
    expect(optionLabel(translator("nl"), unknown, "nl")).toBe("a new rule");
  });
  it("gives a new bot seat the medium level, else the weakest level the server offers", () => {
    expect(defaultBot(["random", "greedy"], [])).toBe("greedy");
    expect(defaultBot(["easy", "expert", "hard", "medium", "random"], levels)).toBe("medium");
    expect(defaultBot(["expert", "hard", "random"], ["hard", "expert"])).toBe("hard");
    expect(defaultBot(["random"], [])).toBe("random");
  });
  it("offers the levels in the server's order and hides the greedy alias of medium", () => {
    expect(botChoices(["easy", "greedy", "medium", "random"], levels)).toEqual(["easy", "medium", "random"]);
    expect(botChoices(["random", "greedy"], [])).toEqual(["random", "greedy"]);
    expect(botChoices(["easy", "expert", "greedy", "hard", "medium", "random"], levels)).toEqual([
      "easy",
      "medium",
      "hard",
      "expert",
      "random",
    ]);
  });
  it("starts with me against bots up to the minimum and at least two players", () => {
    expect(defaultSeats(GAME)).toEqual([{ kind: "me" }, { kind: "bot", bot: "greedy" }]);
    expect(defaultSeats({ ...GAME, min_players: 1 })).toHaveLength(2);
    expect(defaultSeats({ ...GAME, min_players: 3 })).toHaveLength(3);
  });
  it("creates human seats for me, here and invite, and joins only the seats on this screen", () => {
    const plan = planCreate(
      GAME,
      [{ kind: "me" }, { kind: "bot", bot: "greedy" }, { kind: "here", name: " Ben " }, { kind: "invite" }],
      { day_night: true, unknown: 1 },
      "Anna",
      60,
      t,
    );
    expect(plan.body).toEqual({
      game: "labyrinth",
      seats: [{ kind: "human" }, { kind: "bot", bot: "greedy" }, { kind: "human" }, { kind: "human" }],
      options: { day_night: true },
      move_seconds: 60,
    });
    expect(plan.joins).toEqual([
      { seat: 0, name: "Anna" },
      { seat: 2, name: "Ben" },
    ]);
  });
  it("names nameless players", () => {
    const plan = planCreate(GAME, [{ kind: "me" }, { kind: "here", name: "" }], {}, "  ", null, t);
    expect(plan.joins).toEqual([
      { seat: 0, name: "Player" },
      { seat: 1, name: "Player 2" },
    ]);
  });
  it("says when every person plays at this screen, and sends hints only when chosen", () => {
    const here = planCreate(GAME, [{ kind: "me" }, { kind: "here", name: "Ben" }], {}, "Anna", null, t);
    expect(here.body.hot_seat).toBe(true);
    expect("hints" in here.body).toBe(false); // the server's default
    const invited = planCreate(GAME, [{ kind: "me" }, { kind: "invite" }], {}, "Anna", null, t, false);
    expect("hot_seat" in invited.body).toBe(false);
    expect(invited.body.hints).toBe(false);
  });
});

describe("results", () => {
  const actions = { replay: () => undefined, close: () => undefined, lobby: () => undefined };

  it("says a tie as a shared win, and one winner as the winner, in every language", () => {
    const tie = { scores: [2, 2], ranks: [1, 1], winners: [0, 1], reason: "" };
    const one = { scores: [3, 2], ranks: [1, 2], winners: [0], reason: "" };
    const names = (s: number) => ["Tester", "easy bot"][s]!;
    const headline = (lang: "en" | "nl" | "fi", outcome: typeof tie) =>
      gameOverBox(translator(lang), lang, outcome, names, actions).querySelector(".headline")!.textContent;
    expect(headline("en", tie)).toBe("Tester and easy bot share the win!");
    expect(headline("nl", tie)).toBe("Tester en easy bot delen de overwinning!");
    expect(headline("fi", tie)).toBe("Tester ja easy bot jakavat voiton!");
    expect(headline("en", one)).toBe("Tester wins!");
  });

  it("lists the hints of the players who used them, and no list when nobody did", () => {
    const en = translator("en");
    const plain = { scores: [0, 0], ranks: [1, 2], winners: [1], reason: "" };
    const names = (seat: number) => ["Anna", "easy bot"][seat]!;
    const used = { on: true, used: [{ hints: 2, helps: 1 }, { hints: 0, helps: 0 }] };
    const items = gameOverBox(en, "en", plain, names, actions, used).querySelectorAll("[data-testid=over-hints] li");
    expect([...items].map((li) => li.textContent)).toEqual(["Anna: hints used: 2, help asked: 1"]);
    const nobody = { on: true, used: [{ hints: 0, helps: 0 }, { hints: 0, helps: 0 }] };
    expect(gameOverBox(en, "en", plain, names, actions, nobody).querySelector("[data-testid=over-hints]")).toBeNull();
  });

  it("heads the numbers with what the game counts", () => {
    const en = translator("en");
    const plain = { scores: [0, 0], ranks: [1, 2], winners: [0], reason: "" };
    expect(scoreHeading(en, "labyrinth", plain)).toBe("Treasures found");
    expect(scoreHeading(translator("fi"), "labyrinth", plain)).toBe("Löydetyt aarteet");
    expect(scoreHeading(en, "labyrinth", { ...plain, details: { day: [1, 0], night: [0, 1], coin: 3 } })).toBe("Points");
    expect(scoreHeading(en, "labyrinth-cards", plain)).toBe("Cards collected");
    expect(scoreHeading(en, "traexx", plain)).toBe("Points");
    const box = gameOverBox(en, "en", plain, String, actions, null, scoreHeading(en, "labyrinth", plain));
    expect(box.querySelector("thead")!.textContent).toContain("Treasures found");
  });

  it("orders by place and marks the winners", () => {
    const rows = outcomeRows(
      { scores: [3, 7, 7], ranks: [3, 1, 1], winners: [1, 2], reason: "" },
      (s) => `P${s}`,
    );
    expect(rows.map((r) => [r.seat, r.rank, r.winner])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [0, 3, false],
    ]);
  });
});

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe("seat tokens", () => {
  it("keeps each match's seats apart and survives bad stored data", () => {
    const store = memoryStorage();
    saveToken(store, "m1", 0, "t0");
    saveToken(store, "m1", 2, "t2");
    saveToken(store, "m2", 1, "u1");
    expect(loadTokens(store, "m1")).toEqual({ 0: "t0", 2: "t2" });
    expect(loadTokens(store, "m2")).toEqual({ 1: "u1" });
    store.setItem("spelkast.seats.m3", "{not json");
    expect(loadTokens(store, "m3")).toEqual({});
    store.setItem("spelkast.seats.m4", JSON.stringify({ x: "a", 1: 5, 2: "ok" }));
    expect(loadTokens(store, "m4")).toEqual({ 2: "ok" });
  });
});

function state(version: number): StateMsg {
  return {
    type: "state",
    match: "m",
    version,
    since: null,
    full: true,
    status: "running",
    seat: 0,
    to_move: [0],
    view: {},
    events: [],
    seats: [],
    outcome: null,
    legal: [],
  };
}

describe("connection", () => {
  it("builds the WebSocket address from the page's", () => {
    expect(websocketUrl({ protocol: "https:", host: "x.org" }, "ab")).toBe("wss://x.org/api/matches/ab/ws");
    expect(websocketUrl({ protocol: "http:", host: "h:1" }, "ab")).toBe("ws://h:1/api/matches/ab/ws");
  });

  it("says hello, follows versions, reconnects with `since` and backs off", () => {
    const sockets: FakeSocket[] = [];
    const timers = new FakeTimers();
    const seen: number[] = [];
    const statuses: string[] = [];
    const conn = new Connection(
      "ws://x",
      "tok",
      { state: (m) => seen.push(m.version), status: (s) => statuses.push(s), error: () => undefined },
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      timers,
    );
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ type: "hello", token: "tok", since: 0 });
    sockets[0]!.receive({ type: "welcome", seat: 0 });
    sockets[0]!.receive(state(5));
    expect(conn.status).toBe("online");
    expect(conn.act(5, { x: 1 })).toMatch(/^a\d+$/);
    expect(sockets[0]!.sent[1]).toMatchObject({ type: "action", version: 5, action: { x: 1 } });
    sockets[0]!.drop();
    expect(conn.status).toBe("reconnecting");
    expect(conn.act(5, {})).toBeNull();
    const delays = [timers.runNext()];
    sockets[1]!.drop();
    delays.push(timers.runNext());
    sockets[2]!.drop();
    delays.push(timers.runNext());
    expect(delays).toEqual(BACKOFF.slice(0, 3));
    sockets[3]!.open();
    expect(sockets[3]!.sent[0]).toEqual({ type: "hello", token: "tok", since: 5 });
    sockets[3]!.receive(state(6));
    expect(seen).toEqual([5, 6]);
    expect(statuses).toEqual(["online", "reconnecting", "online"]);
    conn.close();
    expect(conn.status).toBe("offline");
  });

  it("passes refused actions on and gives up on a bad token", () => {
    const errors: string[] = [];
    const socket = new FakeSocket();
    const timers = new FakeTimers();
    const conn = new Connection(
      "ws://x",
      "bad",
      { state: () => undefined, status: () => undefined, error: (e) => errors.push(e.code) },
      () => socket,
      timers,
    );
    socket.open();
    socket.receive({ type: "error", code: "illegal", message: "no" });
    expect(conn.status).toBe("connecting");
    socket.receive({ type: "error", code: "bad_token", message: "no" });
    expect(errors).toEqual(["illegal", "bad_token"]);
    expect(conn.status).toBe("offline");
    socket.drop();
    expect(timers.queue).toHaveLength(0);
  });
});

describe("your games", () => {
  const info = (id: string, status: "open" | "running" | "finished", created: string, toMove: number[] = []) =>
    ({ id, status, created_at: created, to_move: toMove }) as unknown as MatchInfo;
  it("puts your turn first, then running and open games, then finished ones, newest first", () => {
    const order = orderMyGames([
      { match: info("done-old", "finished", "2026-01-01"), seats: [0] },
      { match: info("theirs", "running", "2026-01-05", [1]), seats: [0] },
      { match: info("done-new", "finished", "2026-01-09"), seats: [0] },
      { match: info("mine-old", "running", "2026-01-02", [0]), seats: [0] },
      { match: info("open", "open", "2026-01-08"), seats: [0] },
      { match: info("mine-new", "running", "2026-01-07", [2]), seats: [0, 2] },
    ]).map((g) => g.match.id);
    expect(order).toEqual(["mine-new", "mine-old", "open", "theirs", "done-new", "done-old"]);
  });

  it("finds the matches this browser holds a seat of and forgets one", () => {
    const store = new Map<string, string>();
    const storage = {
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      clear: () => store.clear(),
    } as Storage;
    saveToken(storage, "m1", 0, "a");
    saveToken(storage, "m2", 1, "b");
    storage.setItem("spelkast.lang", "nl");
    expect(heldMatches(storage).sort()).toEqual(["m1", "m2"]);
    forgetMatch(storage, "m1");
    expect(heldMatches(storage)).toEqual(["m2"]);
  });
});
