/**
 * The turn sound: off by default; a toggle in the header turns it on (remembered in
 * localStorage). When it becomes this browser's turn (see match/alert.ts) a short chime
 * plays, made by scripts/make_turn_sound.py and shipped with the app.
 */
import turnWav from "../../assets/turn.wav";
import { h } from "../../dom";
import { readSetting, writeSetting } from "../../tokens";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** localStorage key: "on" plays the turn sound; anything else (or nothing) is off. */
export const SOUND_KEY = "spelkast.sound";

export function soundOn(): boolean {
  return readSetting(SOUND_KEY) === "on";
}

let audio: HTMLAudioElement | null = null;

/** Play the chime if the sound is on (a browser that refuses to play stays silent). */
export function playTurnSound(): void {
  if (!soundOn()) return;
  audio ??= new Audio(turnWav);
  audio.currentTime = 0;
  const played = audio.play() as Promise<void> | undefined;
  played?.catch(() => undefined);
}

/** The header's toggle: a button pressed while the sound is on. */
export function soundToggle(t: T): HTMLElement {
  const state = h("span", { class: "sound-state", "aria-hidden": "true" });
  const button = h(
    "button",
    { type: "button", class: "secondary sound-toggle", "data-testid": "sound-toggle" },
    h("span", { "aria-hidden": "true" }, "♪ "),
    t("sound.label"),
    " ",
    state,
  );
  const draw = () => {
    const on = soundOn();
    button.setAttribute("aria-pressed", String(on));
    state.textContent = on ? t("sound.on") : t("sound.off");
  };
  button.addEventListener("click", () => {
    writeSetting(SOUND_KEY, soundOn() ? "off" : "on");
    draw();
  });
  draw();
  return button;
}
