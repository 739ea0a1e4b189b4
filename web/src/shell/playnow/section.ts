/**
 * The lobby's "Play now" section: a game, a range of player counts, a move clock and
 * whether a bot may fill seats after the server's wait; then "Looking for players…" with
 * the time waited and Cancel, until the server pairs the seek into a match. The seek's
 * token is the paired seat's token, kept like any joined seat's.
 */
import { ApiError, call, type GameInfo } from "../../api";
import { h } from "../../dom";
import { saveToken, storage } from "../../tokens";
import { onSessionChange, signedIn } from "../account/session";
import type { AppContext } from "../context";

/** The move clocks the server accepts for a seek (null: no clock). */
const CLOCKS = [null, 30, 60, 120, 300] as const;
/** Seconds after which the server may fill seats with a bot, when allowed. */
const BOT_WAIT = 20;
/** How long one status request waits on the server for a change. */
const WAIT = 10;

interface Seek {
  id: string;
  status: "waiting" | "matching" | "paired" | "cancelled" | "gone";
  waited: number;
  match_id: string | null;
  seat: number | null;
}

interface SeekCreated extends Seek {
  token: string;
}

/** The section, and a function that stops any seek under way (the page is left). */
export function playNowSection(app: AppContext, games: readonly GameInfo[]): { element: HTMLElement; destroy: () => void } {
  const t = app.t;
  let active: SeekCreated | null = null;
  let ticker: number | undefined;
  let stopped = false;

  // signed in, the account's name is shown; anonymous, the name given here (as in the lobby)
  const nameInput = h("input", {
    type: "text",
    name: "playnow-name",
    maxlength: 40,
    value: storage()?.getItem("spelkast.name") ?? "",
    placeholder: t("lobby.defaultName"),
    "data-testid": "playnow-name",
  });
  const nameField = h("label", { hidden: signedIn() !== null }, t("lobby.yourName"), nameInput);
  const stopFollowing = onSessionChange(() => {
    nameField.hidden = signedIn() !== null; // the session answers after the page is drawn
  });
  const gameSelect = h(
    "select",
    { name: "playnow-game", "data-testid": "playnow-game" },
    ...games.map((g) => h("option", { value: g.id }, g.names[app.lang] ?? g.id)),
  );
  const fewest = h("select", { name: "playnow-min", "data-testid": "playnow-min" });
  const most = h("select", { name: "playnow-max", "data-testid": "playnow-max" });
  const clock = h(
    "select",
    { name: "playnow-clock", "data-testid": "playnow-clock" },
    ...CLOCKS.map((s) => h("option", { value: s ?? "" }, s === null ? t("lobby.clock.none") : t("lobby.clock.seconds", { n: s }))),
  );
  const bots = h("input", { type: "checkbox", name: "playnow-bots", "data-testid": "playnow-bots" });
  const error = h("p", { class: "error", role: "alert", "data-testid": "playnow-error" });
  const start = h("button", { type: "submit", "data-testid": "playnow-start" }, t("playnow.start"));
  const looking = h("p", { role: "status", "data-testid": "playnow-looking" });
  const cancel = h("button", { type: "button", "data-testid": "playnow-cancel" }, t("playnow.cancel"));
  const waiting = h("div", { class: "playnow-waiting", hidden: true }, looking, cancel);

  function counts(): void {
    const g = games.find((x) => x.id === gameSelect.value);
    if (!g) return;
    const range: number[] = [];
    for (let n = Math.max(2, g.min_players); n <= g.max_players; n++) range.push(n);
    fewest.replaceChildren(...range.map((n) => h("option", { value: n }, String(n))));
    most.replaceChildren(...range.map((n) => h("option", { value: n }, String(n))));
    fewest.value = String(range[0] ?? 2);
    most.value = String(range[0] ?? 2);
  }
  gameSelect.addEventListener("change", counts);
  counts();

  const form = h(
    "form",
    { class: "play-now panel", "data-testid": "play-now", "aria-labelledby": "playnow-title" },
    h("h2", { id: "playnow-title" }, t("playnow.title")),
    h("p", { class: "muted" }, t("playnow.about")),
    nameField,
    h("label", {}, t("playnow.game"), gameSelect),
    h("label", {}, t("playnow.fewest"), fewest),
    h("label", {}, t("playnow.most"), most),
    h("label", {}, t("playnow.clock"), clock),
    h("label", { class: "check" }, bots, t("playnow.bots", { n: BOT_WAIT })),
    error,
    start,
    waiting,
  );

  function showWaiting(on: boolean): void {
    waiting.hidden = !on;
    start.disabled = on;
    window.clearInterval(ticker);
    if (!on) return;
    const began = Date.now() - (active?.waited ?? 0) * 1000;
    const tick = (): void => {
      looking.textContent = t("playnow.looking", { n: Math.floor((Date.now() - began) / 1000) });
    };
    tick();
    ticker = window.setInterval(tick, 1000);
  }

  function fail(e: unknown): void {
    active = null;
    showWaiting(false);
    error.textContent = e instanceof ApiError ? e.message : String(e);
  }

  /** Ask for the seek's state until it is paired, cancelled or the page is left. */
  async function follow(seek: SeekCreated): Promise<void> {
    let now: Seek = seek;
    while (!stopped && active === seek && (now.status === "waiting" || now.status === "matching")) {
      now = await call<Seek>(`/api/seeks/${encodeURIComponent(seek.id)}?wait=${WAIT}`, {
        headers: { Authorization: `Bearer ${seek.token}` },
      });
    }
    if (stopped || active !== seek) return;
    if (now.status === "paired" && now.match_id !== null && now.seat !== null) {
      saveToken(storage(), now.match_id, now.seat, seek.token);
      active = null; // the seat is taken: leaving the page cancels nothing
      window.clearInterval(ticker);
      app.navigate(`/match/${now.match_id}`);
      return;
    }
    active = null;
    showWaiting(false);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    error.textContent = "";
    const name = nameInput.value.trim() || t("lobby.defaultName");
    if (signedIn() === null) storage()?.setItem("spelkast.name", nameInput.value.trim());
    const body = {
      game: gameSelect.value,
      min_players: Number(fewest.value),
      max_players: Number(most.value),
      move_seconds: clock.value === "" ? null : Number(clock.value),
      allow_bots: bots.checked,
      name,
    };
    start.disabled = true;
    call<SeekCreated>("/api/seeks", { method: "POST", body: JSON.stringify(body) }).then(
      (seek) => {
        active = seek;
        showWaiting(true);
        follow(seek).catch(fail);
      },
      fail,
    );
  });

  cancel.addEventListener("click", () => {
    const seek = active;
    if (!seek) return;
    active = null;
    showWaiting(false);
    call<Seek>(`/api/seeks/${encodeURIComponent(seek.id)}/cancel`, {
      method: "POST",
      headers: { Authorization: `Bearer ${seek.token}` },
    }).catch(fail);
  });

  return {
    element: form,
    destroy: () => {
      stopped = true;
      stopFollowing();
      window.clearInterval(ticker);
      const seek = active;
      active = null;
      if (seek) {
        call(`/api/seeks/${encodeURIComponent(seek.id)}/cancel`, {
          method: "POST",
          headers: { Authorization: `Bearer ${seek.token}` },
        }).catch(() => undefined);
      }
    },
  };
}
