/**
 * The match page's side parts drawn from the controller: the status line, the clocks,
 * the players list, the invite box and the move history.
 */
import { h } from "../../dom";
import type { Lang, MatchEvent, SeatInfo, StateMsg } from "../../types";
import { seatVar } from "../../seatcolours";
import { botLabel, joinNames, seatName } from "../format";
import type { TurnInfo } from "./controller";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The status line's text for a turn. */
export function turnText(t: T, lang: Lang, turn: TurnInfo, nameOf: (seat: number) => string): string {
  let text: string;
  switch (turn.kind) {
    case "open":
      text = t("match.waitingPlayers");
      break;
    case "finished":
      text = t("over.title");
      break;
    case "mine":
      text = t("match.yourTurn", { name: nameOf(turn.seats[0]!) });
      break;
    case "choosing":
      text = t("match.choosing", { names: joinNames(lang, turn.seats.map(nameOf)) });
      break;
    case "waiting":
      text = t("match.waitingFor", { name: nameOf(turn.seats[0]!) });
      break;
    default:
      text = "";
  }
  if (turn.spectating) text += ` · ${t("match.spectating")}`;
  return text;
}

/** The players panel, the only one of the page: per seat its colour (with its number),
 *  name, tags (you, bot level, online/away) and a part the board fills with the seat's
 *  game details (`.seat-game`, see `BoardHost.seatSlot`). The rows are kept from one
 *  drawing to the next so that the board's parts stay. */
export function drawSeats(
  list: HTMLElement,
  t: T,
  seats: SeatInfo[],
  local: number[],
  msg: StateMsg | null,
  free: ((seat: number) => void) | null = null,
): void {
  const toMove = msg?.status === "running" ? msg.to_move : [];
  const winners = msg?.outcome?.winners ?? [];
  while (list.children.length > seats.length) list.lastElementChild!.remove();
  seats.forEach((seat, index) => {
    let row = list.children[index] as HTMLElement | undefined;
    if (!row) {
      row = h(
        "li",
        { "data-seat": index, style: `--seat: ${seatVar(index)}; --seat-ink: ${seatVar(index, "ink")}` },
        h(
          "div",
          { class: "seat-head" },
          h("span", { class: "seat-mark", "data-testid": "seat-swatch", "aria-hidden": "true" }, String(index + 1)),
          h("span", { class: "seat-name" }),
          h("span", { class: "seat-turn" }),
          h("span", { class: "seat-tags" }),
          h("button", { type: "button", class: "secondary seat-free", "data-testid": `free-seat-${index}`, hidden: true }, t("match.free")),
        ),
        h("div", { class: "seat-game", "data-testid": `seat-game-${index}` }),
      );
      list.append(row);
    }
    const tags: string[] = [];
    if (local.includes(index)) tags.push(t("match.you"));
    if (seat.kind === "bot" && seat.bot) tags.push(`${t("match.bot")} · ${botLabel(t, seat.bot)}`);
    if (seat.kind === "human" && !seat.open) tags.push(seat.connected > 0 ? t("match.online") : t("match.away"));
    row.className = [
      "seat",
      toMove.includes(index) ? "to-move" : "",
      winners.includes(index) ? "winner" : "",
      seat.open ? "open" : "",
    ].join(" ");
    const name = row.querySelector<HTMLElement>(".seat-name")!;
    name.textContent = seatName(t, seat, index, local.includes(index));
    const turn = row.querySelector<HTMLElement>(".seat-turn")!;
    turn.textContent = toMove.includes(index) ? `▶ ${t("match.toMove")}` : "";
    const tagBox = row.querySelector<HTMLElement>(".seat-tags")!;
    tagBox.textContent = tags.join(" · ");
    tagBox.hidden = tags.length === 0;
    // The creator may free a stranger's seat until a move was made for it.
    const button = row.querySelector<HTMLButtonElement>(".seat-free")!;
    const freeable =
      free !== null &&
      msg?.status !== "finished" &&
      seat.kind === "human" &&
      !seat.open &&
      !seat.played &&
      !local.includes(index);
    button.hidden = !freeable;
    button.setAttribute("aria-label", t("match.freeLabel", { name: seatName(t, seat, index, local.includes(index)) }));
    button.onclick = freeable ? () => free(index) : null;
  });
}

/** Empty the board's parts of the players panel (the board that drew them is gone). */
export function clearSeatSlots(list: HTMLElement): void {
  for (const slot of list.querySelectorAll(".seat-game")) slot.replaceChildren();
}

/** The invite box (filled once, while a seat is open); a private match's link holds its
 *  secret, which the box says to send only to the players invited. */
export function drawInvite(box: HTMLElement, t: T, open: boolean, link: string, secret = false): void {
  box.hidden = !open;
  if (!open || box.childElementCount > 0) return;
  const input = h("input", {
    type: "text",
    readonly: true,
    value: link,
    "data-testid": "invite-link",
    "aria-label": t("match.invite"),
  });
  const copy = h("button", { type: "button", class: "secondary" }, t("match.copy"));
  copy.addEventListener("click", () => {
    input.select();
    void navigator.clipboard?.writeText(link).then(
      () => {
        copy.textContent = t("match.copied");
      },
      () => undefined,
    );
  });
  box.append(h("h2", {}, t("match.invite")), h("div", { class: "row" }, input, copy));
  if (secret) box.append(h("p", { class: "muted", "data-testid": "invite-private" }, t("match.invitePrivate")));
}

/** A move as the history says it: the engine's words in the page's language, else (or
 *  with `notation`) the player's name and the engine notation. */
export function moveText(
  event: Pick<MatchEvent, "seat" | "text" | "words">,
  lang: Lang,
  nameOf: (seat: number) => string,
  notation = false,
): string {
  const words = event.words?.[lang];
  if (words && !notation) return words;
  return `${nameOf(event.seat)} ${event.text ?? ""}`.trim();
}

/** The move history: numbered moves in words (the notation as a tooltip, or instead of
 *  the words with `notation`). */
export function drawHistory(
  list: HTMLElement,
  t: T,
  lang: Lang,
  events: MatchEvent[],
  nameOf: (seat: number) => string,
  notation: boolean,
): void {
  if (events.length === 0) {
    list.replaceChildren(h("li", { class: "muted" }, t("match.noMoves")));
    return;
  }
  list.replaceChildren(
    ...events.map((event) => {
      const sealed = event.sealed || event.text === null;
      const text = sealed ? `${nameOf(event.seat)} ${t("match.sealed")}` : moveText(event, lang, nameOf, notation);
      const item = h(
        "li",
        { "data-version": event.version, "data-seat": event.seat, style: `--seat: ${seatVar(event.seat)}` },
        h("span", { class: "move-no", "aria-hidden": "true" }, `${event.version}.`),
        h("span", { class: "move-text" }, text, event.by === "clock" ? ` ${t("match.byClock")}` : ""),
      );
      if (!sealed && event.text) {
        item.title = event.text;
        item.dataset.notation = event.text;
      }
      return item;
    }),
  );
  const last = list.lastElementChild;
  if (last instanceof HTMLElement) scrollListTo(list, last);
}

/** Scroll the list (only the list, never the page) so that `item` shows. */
export function scrollListTo(list: HTMLElement, item: HTMLElement): void {
  const top = item.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = top + item.offsetHeight - list.clientHeight;
}
