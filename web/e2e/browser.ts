import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type WebSocket } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";

/** The Chromium to drive: CHROMIUM_PATH or the system one; undefined when there is none, so tests can skip. */
export const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (path): path is string => !!path && existsSync(path),
);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Collects the page's uncaught exceptions and console errors, so that a test can require there be none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

/**
 * Resolves once the page's WebSocket has received the first push of its subscription to `field`: the app's live
 * pages subscribe with `current: true`, so that push comes as soon as the subscription is live. Call before
 * the page opens.
 */
export async function firstPush(page: Page, field: string): Promise<void> {
  await nextPush(await page.waitForEvent("websocket"), field);
}

/** Resolves once `socket` receives its next push of a subscription to `field`. */
export async function nextPush(socket: WebSocket, field: string): Promise<void> {
  const pushed = (payload: string | Buffer) => String(payload).includes(`"type":"next","payload":{"data":{"${field}"`);
  await socket.waitForEvent("framereceived", { predicate: ({ payload }) => pushed(payload) });
}

/** Signs a browser context in as a user made through the API: it gets that user's session cookie. */
export async function signInContext(context: BrowserContext, url: string, user: { cookie: string }): Promise<void> {
  const [name, ...value] = user.cookie.split("=");
  await context.addCookies([{ name, value: value.join("="), url }]);
}

/** A section of the page, by the heading that names it. */
export const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The items of a list that show `text`. */
export const listItem = (list: Locator, text: string) => list.getByRole("listitem").filter({ hasText: text });

/** A competition's card in a list, found by its name. */
export const competitionCard = (page: Page, name: string) =>
  page.getByRole("link").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A picture the test app at `url` serves (the app's icon), so that thumbnails load without the internet. */
export async function servedPicture(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
  if (!icon) throw new Error("no icon in index.html");
  return new URL(icon, url).toString();
}

/** The claims of a Google account signing in for the first time, without an email (startGoogleProvider). */
export const newGoogleAccount = () => ({ sub: `google-${randomBytes(4).toString("hex")}`, email: null });

const PHONE = { width: 360, height: 740 };

/**
 * Call inside a `describe`: one browser for the block, a fresh context and page for each test (handed to
 * `use`), and a test fails when its page threw or logged an error.
 */
export function freshPagePerTest(use: (fresh: { context: BrowserContext; page: Page }) => void, viewport = PHONE) {
  let browser: Browser;
  let context: BrowserContext;
  let errors: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport });
    const page = await context.newPage();
    errors = collectErrors(page);
    use({ context, page });
  });
  afterEach(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });
}
