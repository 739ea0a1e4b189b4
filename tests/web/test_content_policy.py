"""The page runs under its Content-Security-Policy: the app itself breaks no rule of it
(every browser test fails on a console error, and a violation is one), and a script
slipped into the page is refused."""

from __future__ import annotations

from playwright.sync_api import Browser, ConsoleMessage

from server.realserver import ServerProcess

INJECT = """() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
}"""


def test_an_injected_inline_script_is_refused_and_the_app_breaks_no_rule(
    browser: Browser, web_server: ServerProcess
) -> None:
    context = browser.new_context(base_url=web_server.base, locale="en-GB")
    try:
        page = context.new_page()
        errors: list[str] = []

        def on_console(message: ConsoleMessage) -> None:
            if message.type == "error":
                errors.append(message.text)

        page.on("console", on_console)
        answer = page.goto("/")
        assert answer is not None
        policy = answer.headers["content-security-policy"]
        assert "script-src 'self'" in policy
        page.get_by_role("heading", level=1).wait_for()
        assert errors == []  # the lobby drew itself within the policy
        with page.expect_console_message(lambda m: "Content Security Policy" in m.text):
            page.evaluate(INJECT)
        assert page.evaluate("() => window.injected") is None
    finally:
        context.close()
