/**
 * The lobby (/): pick a game, its options and who sits where (me, another player on this
 * screen, a friend with the invite link, a bot of some level), create the match; and the
 * lists of open, running and finished matches to join, watch or replay.
 */
import { api, type GameInfo, type MatchInfo } from "../api";
import { h } from "../dom";
import { loadTokens, saveHost, saveToken, storage } from "../tokens";
import { onSessionChange, signedIn } from "./account/session";
import type { AppContext, Page } from "./context";
import { botLabel, choiceLabel, optionLabel, seatName } from "./format";
import { learnPath } from "./learn/paths";
import { loadMyGames, myGameItem, type MyGame } from "./mygames";
import { reviewPath } from "./review/paths";
import { playNowSection } from "./playnow/section";
import { gamePicture } from "./pictures";
import { seatVar } from "../seatcolours";

export type SeatChoice =
  | { kind: "me" }
  | { kind: "here"; name: string }
  | { kind: "invite" }
  | { kind: "bot"; bot: string };

export type OptionValues = Record<string, boolean | number | string>;

/** The bot a new bot seat gets, from the game's bots and its levels (weakest first, as
 *  the server lists them): a first game should be kind, so the medium level (or its
 *  greedy alias), else the weakest level, else the first bot. */
export function defaultBot(bots: readonly string[], levels: readonly string[]): string {
  for (const name of ["medium", "greedy"]) if (bots.includes(name)) return name;
  return levels[0] ?? bots[0] ?? "random";
}

/** The bots the lobby offers: the levels in the server's order (weakest to strongest),
 *  then the others; "greedy" is left out where "medium" (the same bot) exists. */
export function botChoices(bots: readonly string[], levels: readonly string[]): string[] {
  const offered = levels.filter((level) => bots.includes(level));
  const others = bots.filter(
    (bot) => !levels.includes(bot) && !(bot === "greedy" && bots.includes("medium")),
  );
  return [...offered, ...others];
}

/** Seats for a game: me first, then bots up to two players (or the minimum). */
export function defaultSeats(game: GameInfo): SeatChoice[] {
  const count = Math.max(game.min_players, Math.min(2, game.max_players));
  const seats: SeatChoice[] = [{ kind: "me" }];
  while (seats.length < count) seats.push({ kind: "bot", bot: defaultBot(game.bots, game.levels) });
  return seats;
}

export function defaultOptions(game: GameInfo): OptionValues {
  return Object.fromEntries(game.options.map((o) => [o.name, o.default]));
}

export interface CreatePlan {
  body: {
    game: string;
    seats: { kind: "human" | "bot"; bot?: string }[];
    options: OptionValues;
    move_seconds: number | null;
    /** Whether the match shows hints; absent: the server's default. */
    hints?: boolean;
    /** Every person plays at this screen (no seat is for an invited player). */
    hot_seat?: boolean;
    /** Joined only through the invite link (it holds a secret); never listed. */
    private?: boolean;
    /** A rated match (signed-in players only; it needs a move clock). */
    rated?: boolean;
  };
  /** Seats this browser joins right after creating, with the names to join as. */
  joins: { seat: number; name: string }[];
}

/** What to send to create the match, and which seats to join here. */
export function planCreate(
  game: GameInfo,
  seats: SeatChoice[],
  options: OptionValues,
  myName: string,
  moveSeconds: number | null,
  t: (key: string, vars?: Record<string, string | number>) => string,
  hints: boolean | null = null,
): CreatePlan {
  const joins: { seat: number; name: string }[] = [];
  const body = seats.map((seat, index) => {
    if (seat.kind === "bot") return { kind: "bot" as const, bot: seat.bot };
    if (seat.kind === "me") joins.push({ seat: index, name: myName.trim() || t("lobby.defaultName") });
    if (seat.kind === "here")
      joins.push({
        seat: index,
        name: seat.name.trim() || `${t("lobby.defaultName")} ${index + 1}`,
      });
    return { kind: "human" as const };
  });
  const known = new Set(game.options.map((o) => o.name));
  const sent = Object.fromEntries(Object.entries(options).filter(([name]) => known.has(name)));
  return {
    body: {
      game: game.id,
      seats: body,
      options: sent,
      move_seconds: moveSeconds,
      ...(hints === null ? {} : { hints }),
      ...(joins.length > 1 && !seats.some((s) => s.kind === "invite") ? { hot_seat: true } : {}),
    },
    joins,
  };
}

const CLOCKS = [null, 30, 60, 120, 300];

export function lobbyPage(root: HTMLElement, app: AppContext): Page {
  const t = app.t;
  let destroyed = false;
  let games: GameInfo[] = [];
  let game: GameInfo | null = null;
  let seats: SeatChoice[] = [];
  let options: OptionValues = {};
  let refreshTimer: number | undefined;
  let playNow: ReturnType<typeof playNowSection> | null = null;

  const gamePicker = h("fieldset", { class: "game-picker", "data-testid": "game-picker" }, h("legend", {}, t("lobby.games")));
  const formTitle = h("h2", {}, t("lobby.new"));
  const seatsBox = h("fieldset", { class: "seats-editor" });
  const optionsBox = h("fieldset", { class: "options" });
  /** Hints: the server's default (on against bots and with young children's options,
   *  off online between people), or on, or off. */
  const hintsSelect = h(
    "select",
    { name: "hints", "data-testid": "hints-option" },
    ...["auto", "on", "off"].map((choice) => h("option", { value: choice }, t(`lobby.hints.${choice}`))),
  );
  const hintsField = h(
    "div",
    { class: "hints-option" },
    h("label", {}, t("lobby.hints"), hintsSelect),
    h("p", { class: "muted" }, t("lobby.hints.about")),
  );
  const myName = h("input", {
    type: "text",
    name: "player-name",
    maxlength: 40,
    value: storage()?.getItem("spelkast.name") ?? "",
    placeholder: t("lobby.defaultName"),
  });
  const clock = h(
    "select",
    { name: "move-seconds" },
    ...CLOCKS.map((seconds) =>
      h(
        "option",
        { value: seconds ?? "" },
        seconds === null ? t("lobby.clock.none") : t("lobby.clock.seconds", { n: seconds }),
      ),
    ),
  );
  const privateBox = h("input", { type: "checkbox", name: "private", "data-testid": "private" });
  // a rated match is for signed-in players only (the server checks the rest and says why)
  const ratedBox = h("input", { type: "checkbox", name: "rated", "data-testid": "rated" });
  const ratedChoice = h("label", { class: "check rated-choice", hidden: !signedIn() }, ratedBox, t("ratings.rated"));
  const stopFollowing = onSessionChange(() => {
    ratedChoice.hidden = !signedIn(); // the session answers after the page is drawn
  });
  const error = h("p", { class: "error", role: "alert", "data-testid": "lobby-error" });
  const create = h("button", { type: "submit", "data-testid": "create" }, t("lobby.create"));
  const form = h(
    "form",
    { class: "new-match panel", "data-testid": "new-match" },
    formTitle,
    h("label", { class: "my-name" }, t("lobby.yourName"), myName),
    seatsBox,
    optionsBox,
    h("label", {}, t("lobby.clock"), clock),
    h("label", { class: "check private-choice" }, privateBox, t("lobby.private")),
    ratedChoice,
    // the Create button stays in view while the form is (sticky at the bottom)
    h("div", { class: "create-bar" }, error, create),
  );
  const lists = h("div", { class: "match-lists" });
  /** The form's neighbour: "Play now" on top, then the lists. On a phone the columns stack,
   *  so "Play now" comes right after the form, not after every list. */
  const side = h("div", { class: "lobby-side" }, lists);
  /** This browser's games, first on the page (on a phone too: above the new-match form). */
  const mineBox = h("div", { class: "my-games-box" });
  /** Matches this browser holds a seat of: listed as Resume, not Watch. */
  let held = new Set<string>();
  const page = h("section", { class: "lobby", "aria-busy": "true" }, h("h1", {}, t("lobby.title")));
  root.replaceChildren(page);
  /** The games and the form come in one piece when the games have arrived: nothing drawn
   *  before them moves. */
  function showPage(): void {
    page.removeAttribute("aria-busy");
    page.append(mineBox, gamePicker, h("div", { class: "lobby-grid" }, form, side));
  }
  app.setTitle(t("nav.lobby"));

  /** The games as tiles: a picture, the name (as on the rules pages), the number of
   *  players, picking the game for the form below; and "Play against the computer",
   *  which starts a match against a medium bot with the default options at once. */
  function drawGames(): void {
    gamePicker.replaceChildren(
      h("legend", {}, t("lobby.games")),
      ...games.map((g) => {
        const name = g.names[app.lang] ?? g.id;
        const radio = h("input", {
          type: "radio",
          name: "game",
          value: g.id,
          checked: g.id === game?.id,
        });
        radio.addEventListener("change", () => selectGame(g));
        const quick = h(
          "button",
          {
            type: "button",
            class: "quick-play",
            "data-testid": `quick-play-${g.id}`,
            "aria-label": t("lobby.quickPlayGame", { game: name }),
          },
          t("lobby.quickPlay"),
        );
        quick.addEventListener("click", () => {
          const plan = planCreate(g, defaultSeats(g), defaultOptions(g), myName.value, null, t);
          void start(plan, quick, t("lobby.quickPlay"));
        });
        return h(
          "div",
          { class: "game-tile", "data-game": g.id },
          h(
            "label",
            { class: "game-card", "data-game": g.id },
            radio,
            gamePicture(g.id),
            h(
              "span",
              { class: "game-text" },
              h("span", { class: "game-name" }, name),
              h("span", { class: "muted" }, t("lobby.playersRange", { min: g.min_players, max: g.max_players })),
            ),
          ),
          quick,
          h(
            "a",
            {
              href: learnPath(g.id),
              class: "learn-link",
              "data-testid": `learn-${g.id}`,
              "aria-label": t("learn.linkGame", { game: name }),
              onclick: (event: Event) => {
                event.preventDefault();
                app.navigate(learnPath(g.id));
              },
            },
            t("learn.link"),
          ),
        );
      }),
    );
  }

  function selectGame(g: GameInfo): void {
    game = g;
    seats = defaultSeats(g);
    options = defaultOptions(g);
    try {
      storage()?.setItem("spelkast.lastGame", g.id);
    } catch {
      // storage disabled
    }
    formTitle.textContent = t("lobby.newFor", { game: g.names[app.lang] ?? g.id });
    drawSeats();
    drawOptions();
  }

  function drawSeats(): void {
    if (!game) return;
    const g = game;
    const rows = seats.map((seat, index) => {
      const select = h("select", { name: `seat-${index}`, "aria-label": t("lobby.seat", { n: index + 1 }) });
      const choices: [string, string][] = [];
      if (index === 0 || seat.kind === "me") choices.push(["me", t("lobby.seat.me")]);
      choices.push(["here", t("lobby.seat.here")], ["invite", t("lobby.seat.invite")]);
      for (const bot of botChoices(g.bots, g.levels)) choices.push([`bot:${bot}`, t("lobby.seat.bot", { bot: botLabel(t, bot) })]);
      const current = seat.kind === "bot" ? `bot:${seat.bot}` : seat.kind;
      for (const [value, label] of choices)
        select.append(h("option", { value, selected: value === current }, label));
      select.addEventListener("change", () => {
        const value = select.value;
        seats[index] =
          value === "me"
            ? { kind: "me" }
            : value === "here"
              ? { kind: "here", name: "" }
              : value === "invite"
                ? { kind: "invite" }
                : { kind: "bot", bot: value.slice(4) };
        drawSeats();
      });
      const name =
        seat.kind === "here"
          ? h("input", {
              type: "text",
              name: `seat-name-${index}`,
              maxlength: 40,
              value: seat.name,
              placeholder: `${t("lobby.defaultName")} ${index + 1}`,
              "aria-label": t("lobby.hereName", { n: index + 1 }),
              oninput: (event: Event) => {
                (seat as { name: string }).name = (event.target as HTMLInputElement).value;
              },
            })
          : null;
      const remove =
        seats.length > g.min_players && index > 0
          ? h(
              "button",
              {
                type: "button",
                class: "icon secondary",
                "data-testid": `remove-seat-${index}`,
                "aria-label": t("lobby.removeSeat", { n: index + 1 }),
                onclick: () => {
                  seats.splice(index, 1);
                  drawSeats();
                },
              },
              "×",
            )
          : null;
      return h(
        "div",
        { class: "seat-row", "data-testid": `seat-${index}` },
        h(
          "span",
          { class: "seat-mark", "aria-hidden": "true", style: `background: ${seatVar(index)}; color: ${seatVar(index, "ink")}` },
          String(index + 1),
        ),
        select,
        name,
        remove,
      );
    });
    const add =
      seats.length < g.max_players
        ? h(
            "button",
            {
              type: "button",
              class: "secondary",
              "data-testid": "add-seat",
              onclick: () => {
                seats.push({ kind: "bot", bot: defaultBot(g.bots, g.levels) });
                drawSeats();
              },
            },
            `+ ${t("lobby.addSeat")}`,
          )
        : null;
    seatsBox.replaceChildren(h("legend", {}, t("lobby.players")), ...rows, ...(add ? [add] : []));
  }

  function drawOptions(): void {
    if (!game) return;
    const fields = game.options.map((option) => {
      const name = `opt-${option.name}`;
      if (option.kind === "bool") {
        const box = h("input", { type: "checkbox", name, checked: options[option.name] === true });
        box.addEventListener("change", () => {
          options[option.name] = box.checked;
        });
        return h("label", { class: "check" }, box, optionLabel(t, option, app.lang));
      }
      if (option.choices.length > 0) {
        const select = h(
          "select",
          { name },
          ...option.choices.map((choice) =>
            h(
              "option",
              { value: choice, selected: String(options[option.name]) === choice },
              choiceLabel(t, option, choice),
            ),
          ),
        );
        select.addEventListener("change", () => {
          options[option.name] = select.value;
        });
        return h("label", {}, optionLabel(t, option, app.lang), select);
      }
      const input = h("input", {
        type: option.kind === "int" ? "number" : "text",
        name,
        value: String(options[option.name] ?? ""),
        min: option.minimum,
        max: option.maximum,
      });
      input.addEventListener("change", () => {
        options[option.name] = option.kind === "int" ? Number(input.value) : input.value;
      });
      return h("label", {}, optionLabel(t, option, app.lang), input);
    });
    const rules = h(
      "a",
      {
        href: `/rules/${game.id}`,
        class: "rules-link",
        onclick: (event: Event) => {
          event.preventDefault();
          app.navigate(`/rules/${game!.id}`);
        },
      },
      t("lobby.rulesLink", { game: game.names[app.lang] ?? game.id }),
    );
    optionsBox.hidden = false;
    optionsBox.replaceChildren(h("legend", {}, t("lobby.options")), ...fields, hintsField, rules);
  }

  /** Create the match of `plan`, join its seats here and go to it; `button` shows the
   *  progress and comes back with `label` on an error. */
  async function start(plan: CreatePlan, button: HTMLButtonElement, label: string): Promise<void> {
    error.textContent = "";
    button.disabled = true;
    button.textContent = t("lobby.creating");
    try {
      if (myName.value.trim()) storage()?.setItem("spelkast.name", myName.value.trim());
    } catch {
      // storage disabled
    }
    try {
      const match = await api.create(plan.body);
      saveHost(storage(), match.id, { key: match.host_key, invite: match.invite_secret });
      for (const join of plan.joins) {
        const joined = await api.join(match.id, join.name, join.seat, match.invite_secret);
        saveToken(storage(), match.id, joined.seat, joined.token);
      }
      app.navigate(`/match/${match.id}`);
    } catch (err) {
      error.textContent = t("lobby.error", { message: (err as Error).message });
      button.disabled = false;
      button.textContent = label;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!game) return;
    const moveSeconds = clock.value === "" ? null : Number(clock.value);
    const hints = hintsSelect.value === "auto" ? null : hintsSelect.value === "on";
    const plan = planCreate(game, seats, options, myName.value, moveSeconds, t, hints);
    plan.body.private = privateBox.checked;
    if (signedIn() && ratedBox.checked) plan.body.rated = true;
    void start(plan, create, t("lobby.create"));
  });

  function matchItem(match: MatchInfo): HTMLElement {
    const gameName = games.find((g) => g.id === match.game)?.names[app.lang] ?? match.game_name;
    const mine = Object.keys(loadTokens(storage(), match.id)).map(Number);
    const names = match.seats.map((s, i) => (s.open ? "…" : seatName(t, s, i, mine.includes(i)))).join(", ");
    const open = match.seats.filter((s) => s.open).length;
    const action = held.has(match.id) && match.status !== "finished"
      ? "lobby.resume"
      : match.status === "open" ? "lobby.join" : match.status === "running" ? "lobby.watch" : "lobby.replay";
    return h(
      "li",
      { "data-match": match.id },
      h(
        "a",
        {
          href: `/match/${match.id}`,
          onclick: (event: Event) => {
            event.preventDefault();
            app.navigate(`/match/${match.id}`);
          },
        },
        h("span", { class: "game-name" }, gameName),
        h("span", { class: "muted" }, names),
        match.status === "open"
          ? h("span", { class: "badge" }, t("lobby.seatsSummary", { open, total: match.players }))
          : null,
        match.hints ? h("span", { class: "badge hints-badge", "data-testid": "hints-badge" }, t("hints.on")) : null,
        match.rated ? h("span", { class: "badge rated-badge", "data-testid": "rated-badge" }, t("ratings.badge")) : null,
        h("span", { class: "go" }, t(action)),
      ),
    );
  }

  /** Fetch and draw the lists (your games, open, running, finished); `ready`: what the
   *  drawing waits for besides (the games, for their names in the page's language). */
  async function drawLists(ready: Promise<unknown> = Promise.resolve()): Promise<void> {
    const sections: [string, string[]][] = [
      ["lobby.open", ["open"]],
      ["lobby.running", ["running"]],
      ["lobby.finished", ["finished"]],
    ];
    const mineLoaded = loadMyGames().catch(() => [] as MyGame[]);
    let found: MatchInfo[][];
    let mine: MyGame[];
    try {
      [found, mine] = await Promise.all([
        Promise.all(sections.map(([, statuses]) => api.matches(statuses, 15))),
        mineLoaded,
      ]);
    } catch (err) {
      if (!destroyed)
        lists.replaceChildren(h("p", { class: "error" }, t("lobby.loadError", { message: (err as Error).message })));
      return;
    }
    await ready.catch(() => undefined);
    if (destroyed) return;
    held = new Set(mine.map((g) => g.match.id));
    const myGames = mine.length
      ? h(
          "section",
          { class: "panel match-list my-games", "data-testid": "list-mine" },
          h("h2", {}, t("mine.title")),
          h(
            "ul",
            {},
            ...mine.map((g) =>
              myGameItem(
                t,
                app.lang,
                g,
                games.find((x) => x.id === g.match.game)?.names[app.lang] ?? g.match.game_name,
                (id) => app.navigate(`/match/${id}`),
                (id) => app.navigate(reviewPath(id)),
              ),
            ),
          ),
        )
      : null;
    mineBox.replaceChildren(...(myGames ? [myGames] : []));
    lists.replaceChildren(
      ...sections.map(([key, statuses], index) =>
        h(
          "section",
          { class: "panel match-list", "data-testid": `list-${statuses[0]}` },
          h("h2", {}, t(key)),
          found[index]!.length
            ? h("ul", {}, ...found[index]!.map(matchItem))
            : h("p", { class: "muted" }, t("lobby.none")),
        ),
      ),
    );
  }

  void (async () => {
    const loading = api.games().then((found) => {
      games = found;
    });
    // the first lists come with the games: the page appears in one piece, your games first
    const first = drawLists(loading);
    try {
      await loading;
    } catch (err) {
      if (destroyed) return;
      showPage();
      error.textContent = t("lobby.loadError", { message: (err as Error).message });
      return;
    }
    await first;
    if (destroyed) return;
    showPage();
    playNow = playNowSection(app, games);
    side.prepend(playNow.element); // beside the new-match form, whose Create stays in view
    const last = storage()?.getItem("spelkast.lastGame");
    game = games.find((g) => g.id === last) ?? games[0] ?? null;
    drawGames();
    if (game) selectGame(game);
  })();
  refreshTimer = window.setInterval(() => void drawLists(), 5000);

  return {
    destroy() {
      destroyed = true;
      playNow?.destroy();
      stopFollowing();
      window.clearInterval(refreshTimer);
    },
  };
}
