import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SHELL_STRINGS } from "../shell/strings";
import { KeysHelp } from "./keyshelp";

const t = (key: string) => SHELL_STRINGS.en[key] ?? key;
let help: KeysHelp;
let outside: HTMLButtonElement;

beforeEach(() => {
  help = new KeysHelp(t, "Tab: to an arrow\nR: turn the spare\n");
  outside = document.createElement("button");
  document.body.append(help.element, outside);
});
afterEach(() => {
  help.destroy();
  document.body.replaceChildren();
});

const button = () => help.element.querySelector<HTMLButtonElement>('[data-testid="keys-help"]')!;
const pop = () => help.element.querySelector<HTMLElement>('[data-testid="keys-help-pop"]')!;

describe("the keys help", () => {
  it("is a button that opens a named dialog listing the keys, one a line", () => {
    expect(button().textContent).toContain("Keys");
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(pop().hidden).toBe(true);
    button().click();
    expect(pop().hidden).toBe(false);
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(button().getAttribute("aria-controls")).toBe(pop().id);
    expect(pop().getAttribute("role")).toBe("dialog");
    const title = document.getElementById(pop().getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Keys");
    expect([...pop().querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Tab: to an arrow", "R: turn the spare"]);
    expect(document.activeElement).toBe(pop());
  });

  it("closes with Escape (the board does not see that Escape) and gives the focus back", () => {
    let boardSaw = 0;
    const count = () => boardSaw++;
    document.addEventListener("keydown", count);
    button().click();
    pop().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    document.removeEventListener("keydown", count);
    expect(pop().hidden).toBe(true);
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button());
    expect(boardSaw).toBe(0);
  });

  it("closes with its close button and with a click elsewhere", () => {
    button().click();
    const close = help.element.querySelector<HTMLButtonElement>('[data-testid="keys-help-close"]')!;
    expect(close.getAttribute("aria-label")).toBe("Close the list of keys");
    close.click();
    expect(pop().hidden).toBe(true);
    button().click();
    outside.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(pop().hidden).toBe(true);
  });

  it("lists new lines when the board's keys change", () => {
    help.set("Arrow keys: move\nEnter: place\nC: claim");
    expect(pop().querySelectorAll("li")).toHaveLength(3);
  });
});
