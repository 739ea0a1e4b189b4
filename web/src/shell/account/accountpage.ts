/**
 * The account page (/account): preferences (language, turn sound, kid mode), the
 * password, passkeys, the games this browser held before signing in (added to the account
 * on request, each proved by its seat token), the data export, signing out (here or on
 * every device) and deleting the account. Signed out, it sends the browser to /signin.
 */
import { api } from "../../api";
import { h } from "../../dom";
import { ratingsApi, ratingsSection } from "../ratings/ratings";
import { heldMatches, loadTokens, storage } from "../../tokens";
import { LANGS, type Lang } from "../../types";
import type { AppContext, Page } from "../context";
import { accountApi } from "./accountapi";
import { refusalText } from "./forms";
import { createPasskey, passkeysSupported } from "./passkey";
import { type Account, loadSession, setAccount, signedIn } from "./session";

const LANG_NAMES: Record<Lang, string> = { en: "English", nl: "Nederlands", fi: "Suomi" };

type T = AppContext["t"];

function section(title: string, testid: string, ...children: (Node | null)[]): HTMLElement {
  const id = `account-${testid}`;
  return h(
    "section",
    { class: "panel account-section", "data-testid": id, "aria-labelledby": `${id}-title` },
    h("h2", { id: `${id}-title` }, title),
    ...children,
  );
}

function status(testid: string): HTMLElement {
  return h("p", { class: "status", role: "status", "data-testid": testid });
}

function preferences(t: T, account: Account): HTMLElement {
  const saved = status("prefs-status");
  const language = h(
    "select",
    { name: "language", "data-testid": "pref-language" },
    ...LANGS.map((code) => h("option", { value: code, selected: code === (account.language ?? "") }, LANG_NAMES[code])),
  );
  const sound = h("input", { type: "checkbox", name: "sound", checked: account.sound, "data-testid": "pref-sound" });
  const kid = h("input", { type: "checkbox", name: "kid_mode", checked: account.kid_mode, "data-testid": "pref-kid" });
  const save = async (change: Parameters<typeof accountApi.preferences>[0]) => {
    saved.textContent = "";
    try {
      setAccount(await accountApi.preferences(change));
      saved.textContent = t("account.saved");
    } catch (err) {
      saved.textContent = refusalText(t, err);
    }
  };
  language.addEventListener("change", () => void save({ language: language.value as Lang }));
  sound.addEventListener("change", () => void save({ sound: sound.checked }));
  kid.addEventListener("change", () => void save({ kid_mode: kid.checked }));
  return section(
    t("account.prefs"),
    "prefs",
    h("label", {}, t("account.language"), language),
    h("label", { class: "check" }, sound, t("account.sound")),
    h("label", { class: "check" }, kid, t("account.kidMode")),
    saved,
  );
}

function password(t: T): HTMLElement {
  const current = h("input", { type: "password", name: "current", autocomplete: "current-password", required: true, "data-testid": "password-current" });
  const next = h("input", { type: "password", name: "new", autocomplete: "new-password", required: true, minlength: 8, "aria-describedby": "new-password-rules", "data-testid": "password-new" });
  const said = status("password-status");
  const form = h(
    "form",
    { class: "account-form", novalidate: true },
    h("label", {}, t("account.current"), current),
    h("label", {}, t("account.new"), next, h("span", { class: "muted hint", id: "new-password-rules" }, t("signup.passwordRules"))),
    said,
    h("div", { class: "row" }, h("button", { type: "submit", "data-testid": "password-submit" }, t("account.change"))),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void (async () => {
      said.textContent = "";
      try {
        setAccount(await accountApi.password(current.value, next.value));
        said.textContent = t("account.passwordChanged");
        current.value = next.value = "";
      } catch (err) {
        said.textContent = refusalText(t, err);
      }
    })();
  });
  return section(t("account.password"), "password", form);
}

function passkeys(t: T, lang: Lang, account: Account, redraw: () => void): HTMLElement {
  const said = status("passkey-status");
  const list = account.passkeys.length
    ? h(
        "ul",
        { class: "passkey-list", "data-testid": "passkey-list" },
        ...account.passkeys.map((key) =>
          h(
            "li",
            {},
            h("span", {}, key.label, " · ", h("span", { class: "muted" }, t("account.passkeyWhen", { date: new Date(key.created_at).toLocaleDateString(lang) }))),
            h(
              "button",
              {
                type: "button",
                class: "secondary",
                onclick: () =>
                  void (async () => {
                    try {
                      await accountApi.removePasskey(key.id);
                      await loadSession();
                      redraw();
                    } catch (err) {
                      said.textContent = refusalText(t, err);
                    }
                  })(),
              },
              t("account.passkeyRemove", { label: key.label }),
            ),
          ),
        ),
      )
    : h("p", { class: "muted" }, t("account.passkeysNone"));
  const add = passkeysSupported()
    ? h(
        "button",
        {
          type: "button",
          "data-testid": "passkey-add",
          onclick: () =>
            void (async () => {
              said.textContent = "";
              try {
                const { ticket, options } = await accountApi.passkeyOptions();
                const credential = await createPasskey(options);
                const label = t("account.passkeyLabel", { n: account.passkeys.length + 1 });
                setAccount(await accountApi.addPasskey(ticket, label, credential));
                redraw();
                document.querySelector<HTMLElement>("[data-testid=passkey-status]")!.textContent = t("account.passkeyAdded");
              } catch (err) {
                said.textContent = refusalText(t, err, "error.passkey");
              }
            })(),
        },
        t("account.passkeyAdd"),
      )
    : h("p", { class: "muted" }, t("account.passkeyUnsupported"));
  return section(t("account.passkeys"), "passkeys", h("p", {}, t("account.passkeysAbout")), list, h("div", { class: "row" }, add), said);
}

/** This browser's seats (match, seat, token) of the matches not yet in the account. */
function localSeats(inAccount: Set<string>): { match_id: string; seat: number; token: string }[] {
  const store = storage();
  return heldMatches(store)
    .filter((id) => !inAccount.has(id))
    .flatMap((id) =>
      Object.entries(loadTokens(store, id)).map(([seat, token]) => ({ match_id: id, seat: Number(seat), token })),
    );
}

function localGames(t: T): HTMLElement {
  const body = h("div", {});
  const said = status("attach-status");
  void (async () => {
    let inAccount = new Set<string>();
    try {
      inAccount = new Set((await accountApi.games()).map((g) => g.match.id));
    } catch {
      // the account's list could not be read: offer every seat of this browser
    }
    const seats = localSeats(inAccount);
    const count = new Set(seats.map((s) => s.match_id)).size;
    if (!count) {
      body.replaceChildren(h("p", { class: "muted" }, t("account.localNone")));
      return;
    }
    const attach = h("button", { type: "button", "data-testid": "attach-seats" }, t("account.attach"));
    attach.addEventListener("click", () =>
      void (async () => {
        attach.disabled = true;
        try {
          for (let i = 0; i < seats.length; i += 10) await accountApi.attach(seats.slice(i, i + 10));
          said.textContent = t("account.attached", { count });
          attach.remove();
        } catch (err) {
          said.textContent = refusalText(t, err);
          attach.disabled = false;
        }
      })(),
    );
    body.replaceChildren(h("p", {}, t("account.localBody", { count })), h("div", { class: "row" }, attach));
  })();
  return section(t("account.local"), "local", body, said);
}

function leave(t: T, app: AppContext): HTMLElement {
  const said = status("leave-status");
  const signOut = (everywhere: boolean) => async () => {
    try {
      await (everywhere ? accountApi.signOutEverywhere() : accountApi.signOut());
      setAccount(null);
      app.navigate("/signin");
    } catch (err) {
      said.textContent = refusalText(t, err);
    }
  };
  return section(
    t("account.signOut"),
    "leave",
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", "data-testid": "sign-out", onclick: () => void signOut(false)() }, t("account.signOut")),
      h("button", { type: "button", class: "secondary", "data-testid": "sign-out-everywhere", onclick: () => void signOut(true)() }, t("account.signOutEverywhere")),
    ),
    said,
  );
}

function removal(t: T, app: AppContext): HTMLElement {
  const confirm = h("input", { type: "password", name: "confirm", autocomplete: "current-password", required: true, "data-testid": "delete-password" });
  const said = status("delete-status");
  const form = h(
    "form",
    { class: "account-form", novalidate: true },
    h("p", {}, t("account.deleteBody")),
    h("label", {}, t("account.deleteConfirm"), confirm),
    said,
    h("div", { class: "row" }, h("button", { type: "submit", class: "danger", "data-testid": "delete-account" }, t("account.deleteButton"))),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void (async () => {
      try {
        await accountApi.remove(confirm.value);
        setAccount(null);
        app.navigate("/");
      } catch (err) {
        said.textContent = refusalText(t, err);
      }
    })();
  });
  return section(t("account.delete"), "delete", form);
}

export function accountPage(root: HTMLElement, app: AppContext): Page {
  const t = app.t;
  app.setTitle(t("account.title"));
  const account = signedIn();
  if (!account) {
    queueMicrotask(() => app.navigate("/signin"));
    return { destroy() {} };
  }
  const ratingsPart = h("div", { class: "account-ratings" });
  void (async () => {
    try {
      const [ratings, games] = await Promise.all([ratingsApi.ofPlayer(account.name), api.games()]);
      const gameName = (id: string) => games.find((g) => g.id === id)?.names[app.lang] ?? id;
      ratingsPart.replaceChildren(ratingsSection(t, gameName, ratings.ratings));
    } catch {
      // no ratings to show: the rest of the page stands
    }
  })();
  const draw = () => {
    const now = signedIn();
    if (!now) return;
    root.replaceChildren(
      h(
        "div",
        { class: "account-page" },
        h("h1", {}, t("account.title")),
        h("p", { "data-testid": "signed-in-as" }, t("account.signedInAs", { name: now.name })),
        preferences(t, now),
        ratingsPart,
        passkeys(t, app.lang, now, draw),
        password(t),
        localGames(t),
        section(
          t("account.data"),
          "data",
          h("a", { class: "button secondary", href: "/api/account/export", download: "spelkast-account.json", "data-testid": "export" }, t("account.export")),
        ),
        leave(t, app),
        removal(t, app),
      ),
    );
  };
  draw();
  return { destroy() {} };
}
