/**
 * Lighthouse for many pages in one process and one Chromium (tests/web/test_lighthouse.py).
 *
 * Starting Node.js, loading Lighthouse and starting Chromium cost about as much as
 * measuring a page, so this script does them once and then measures one page per line it
 * reads on stdin: `{"url": ..., "preset": "mobile" | "desktop", "out": path}`. Each
 * measurement opens a fresh tab and Lighthouse clears the page's storage and the browser
 * cache first, as a run of the `lighthouse` command does in its own browser. The JSON
 * report goes to `out`, and one line answers on stdout: `{"ok": true}` or
 * `{"error": message}`. Chromium is closed when stdin closes, and on SIGTERM (sent to a run
 * that hangs).
 *
 * The full-page screenshot (a picture for the HTML report, no audit reads it) is left out.
 */
import { writeFile } from "node:fs/promises";
import { createInterface } from "node:readline";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

const chromePath = process.env.CHROME_PATH;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
});

process.on("SIGTERM", () => {
  chrome.kill();
  process.exit(1);
});

function answer(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function measure({ url, preset, out }) {
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "silent",
    disableFullPageScreenshot: true,
  };
  const config = preset === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  await writeFile(out, result.report);
}

try {
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    try {
      await measure(JSON.parse(line));
      answer({ ok: true });
    } catch (error) {
      answer({ error: String(error?.stack ?? error) });
    }
  }
} finally {
  chrome.kill();
}
