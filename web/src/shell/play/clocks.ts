/**
 * Clock faces: where a match has a move clock, one face per person (bots have no clock)
 * with their name and the time left; the running clock is marked, and a running clock
 * with little time left warns. Seats that wait show the full time of a move (the clock
 * starts afresh for every decision).
 */
import "./play.css";
import { h } from "../../dom";
import type { StateMsg } from "../../types";
import { secondsLeft } from "../format";

type T = (key: string, vars?: Record<string, string | number>) => string;

export interface ClockFace {
  seat: number;
  seconds: number;
  running: boolean;
  low: boolean;
}

/** A running clock is low at 10 seconds, or at half the move's time if that is less. */
export function lowAt(moveSeconds: number): number {
  return Math.min(10, Math.floor(moveSeconds / 2));
}

/** The faces for `msg` (none without a clock or once the match is not running). */
export function clockFaces(msg: StateMsg | null, moveSeconds: number | null, nowMs: number): ClockFace[] {
  if (!msg || moveSeconds === null || msg.status !== "running") return [];
  return msg.seats
    .filter((seat) => seat.kind === "human")
    .map((seat) => {
      const running = seat.deadline !== null && msg.to_move.includes(seat.seat);
      const seconds = running ? secondsLeft(seat.deadline!, nowMs) : Math.ceil(moveSeconds);
      return { seat: seat.seat, seconds, running, low: running && seconds <= lowAt(moveSeconds) };
    });
}

/** "1:05", "0:07". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Draw `faces` into `box` (hidden when there are none). */
export function drawClockFaces(box: HTMLElement, t: T, faces: ClockFace[], nameOf: (seat: number) => string): void {
  box.hidden = faces.length === 0;
  box.replaceChildren(
    ...faces.map((face) => {
      const time = clockTime(face.seconds);
      const label = [t("clock.face", { name: nameOf(face.seat), time })];
      if (face.running) label.push(t("clock.running"));
      if (face.low) label.push(t("clock.low"));
      return h(
        "div",
        {
          class: ["clock-face", face.running ? "running" : "", face.low ? "low" : ""].join(" ").trim(),
          "data-testid": "clock-face",
          "data-seat": face.seat,
          "data-seconds": face.seconds,
          "data-running": String(face.running),
          "data-low": String(face.low),
          role: "timer",
          "aria-label": label.join(", "),
        },
        h("span", { class: "clock-name", "aria-hidden": "true" }, nameOf(face.seat)),
        h("span", { class: "clock-time", "aria-hidden": "true" }, time),
      );
    }),
  );
}
