/** The sign-in page (/signin: a name and password, or a passkey) and the sign-up page
 *  (/signup). Both send the browser to its account page once signed in. */
import { ApiError } from "../../api";
import { h } from "../../dom";
import type { AppContext, Page } from "../context";
import { accountApi } from "./accountapi";
import { passkeysSupported, usePasskey } from "./passkey";
import { setAccount, signedIn } from "./session";
import "./account.css";

type T = AppContext["t"];

/** The translated words for a refusal of the account routes. */
export function refusalText(t: T, error: unknown, badInput = "error.badPassword"): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t("error.wrong");
    if (error.status === 429) return t("error.throttled", { seconds: error.retryAfter ?? "60" });
    if (error.status === 409) return t("error.taken");
    if (error.status === 400) return t(badInput);
  }
  return t("error.other", { message: error instanceof Error ? error.message : String(error) });
}

export function pageLink(app: AppContext, path: string, text: string, testid?: string): HTMLElement {
  return h(
    "a",
    {
      href: path,
      "data-testid": testid,
      onclick: (event: Event) => {
        event.preventDefault();
        app.navigate(path);
      },
    },
    text,
  );
}

function field(label: string, input: HTMLInputElement, hint?: HTMLElement): HTMLElement {
  return h("label", {}, label, input, hint);
}

/** A name field and a password field as the forms use them. */
function credentials(newPassword: boolean) {
  const name = h("input", {
    name: "username",
    autocomplete: newPassword ? "username" : "username webauthn",
    required: true,
    maxlength: 64,
    autocapitalize: "none",
    spellcheck: "false",
    "data-testid": "account-name",
  });
  const password = h("input", {
    name: "password",
    type: "password",
    autocomplete: newPassword ? "new-password" : "current-password",
    required: true,
    maxlength: 256,
    "data-testid": "account-password",
  });
  return { name, password };
}

const NAME_SHAPE = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;

export function signInPage(root: HTMLElement, app: AppContext): Page {
  const t = app.t;
  app.setTitle(t("signin.title"));
  if (signedIn()) {
    queueMicrotask(() => app.navigate("/account"));
    return { destroy() {} };
  }
  const { name, password } = credentials(false);
  const error = h("p", { class: "error", role: "alert", "data-testid": "account-error" });
  const submit = h("button", { type: "submit", "data-testid": "signin-submit" }, t("signin.submit"));
  const form = h(
    "form",
    { class: "account-form", novalidate: true },
    field(t("signin.name"), name),
    field(t("signin.password"), password),
    error,
    h("div", { class: "row" }, submit),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void (async () => {
      submit.disabled = true;
      error.textContent = "";
      try {
        setAccount(await accountApi.signIn(name.value, password.value));
        app.navigate("/account");
      } catch (err) {
        error.textContent = refusalText(t, err);
        password.value = "";
        password.focus();
      } finally {
        submit.disabled = false;
      }
    })();
  });
  const passkey = passkeysSupported()
    ? h(
        "div",
        { class: "passkey-signin" },
        h("p", { class: "muted" }, t("signin.or")),
        h(
          "button",
          {
            type: "button",
            class: "secondary",
            "data-testid": "signin-passkey",
            onclick: () =>
              void (async () => {
                error.textContent = "";
                try {
                  const { ticket, options } = await accountApi.passkeySignInOptions();
                  setAccount(await accountApi.passkeySignIn(ticket, await usePasskey(options)));
                  app.navigate("/account");
                } catch (err) {
                  error.textContent =
                    err instanceof ApiError ? refusalText(t, err, "error.passkey") : t("error.passkey");
                }
              })(),
          },
          t("signin.passkey"),
        ),
      )
    : null;
  root.replaceChildren(
    h(
      "section",
      { class: "account-page panel" },
      h("h1", {}, t("signin.title")),
      h("p", { class: "muted" }, t("signin.optional")),
      form,
      passkey,
      h("p", {}, t("signin.noAccount"), " ", pageLink(app, "/signup", t("signin.toSignUp"), "to-signup")),
    ),
  );
  return { destroy() {} };
}

export function signUpPage(root: HTMLElement, app: AppContext): Page {
  const t = app.t;
  app.setTitle(t("signup.title"));
  const { name, password } = credentials(true);
  const nameRules = h("span", { class: "muted hint", id: "name-rules" }, t("signup.nameRules"));
  const passwordRules = h("span", { class: "muted hint", id: "password-rules" }, t("signup.passwordRules"));
  name.setAttribute("aria-describedby", "name-rules");
  password.setAttribute("aria-describedby", "password-rules");
  name.minLength = 3;
  name.maxLength = 24;
  password.minLength = 8;
  const error = h("p", { class: "error", role: "alert", "data-testid": "account-error" });
  const submit = h("button", { type: "submit", "data-testid": "signup-submit" }, t("signup.submit"));
  const form = h(
    "form",
    { class: "account-form", novalidate: true },
    field(t("signin.name"), name, nameRules),
    field(t("signin.password"), password, passwordRules),
    error,
    h("div", { class: "row" }, submit),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    error.textContent = "";
    const typed = name.value.normalize("NFKC");
    if (typed.length < 3 || typed.length > 24 || !NAME_SHAPE.test(typed)) {
      error.textContent = t("error.badName");
      name.focus();
      return;
    }
    if (password.value.length < 8) {
      error.textContent = t("error.badPassword");
      password.focus();
      return;
    }
    void (async () => {
      submit.disabled = true;
      try {
        setAccount(await accountApi.signUp(name.value, password.value));
        app.navigate("/account");
      } catch (err) {
        error.textContent = refusalText(t, err);
      } finally {
        submit.disabled = false;
      }
    })();
  });
  root.replaceChildren(
    h(
      "section",
      { class: "account-page panel" },
      h("h1", {}, t("signup.title")),
      h("p", { class: "muted" }, t("signin.optional")),
      form,
      h("p", {}, t("signup.haveAccount"), " ", pageLink(app, "/signin", t("signin.title"), "to-signin")),
    ),
  );
  return { destroy() {} };
}
