import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
  type WebSocket,
} from "playwright-core";
import { CHROMIUM_FLAGS } from "@rivals/server/test-support";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";

/** The Chromium to drive: CHROMIUM_PATH or the system one; undefined when there is none, so tests can skip. */
export const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (path): path is string => !!path && existsSync(path),
);

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** Collects the page's uncaught exceptions and console errors, so that a test can require there be none. */
function collectErrors(page: Page): string[] {
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

/** The name of the GraphQL operation a request sends, if it sends one. */
export const operationNameOf = (request: Request): string | undefined =>
  (request.postDataJSON() as { operationName?: string } | null)?.operationName;

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

/**
 * What Chromium logs when the service worker's script cannot be fetched: the app registers it once its first page
 * has shown (web/src/firstPage.ts), which may fall in a test's outage; the next page load registers it again.
 */
export const SERVICE_WORKER_UNREACHABLE = "An unknown error occurred when fetching the script\\.";

const PHONE = { width: 360, height: 740 };

/** The browser of a `describe` block, as `browserPerSuite` hands it to the block's tests. */
export interface SuiteBrowser {
  /** A new context, closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A new page in `context`: the test fails when it throws or logs an error, but for those `ignoredErrors` (by
   * default the block's) matches.
   */
  newPage(context: BrowserContext, options?: { ignoredErrors?: RegExp }): Promise<Page>;
}

/**
 * Call inside a `describe`: one browser for the block, launched while the block's other `beforeAll` (its app,
 * say) runs. Its tests open contexts and pages through it; after each test they are closed, and the test fails
 * when one of its pages threw or logged an error, but for those `ignoredErrors` matches.
 */
export function browserPerSuite({ ignoredErrors }: { ignoredErrors?: RegExp } = {}): SuiteBrowser {
  let launched: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: (() => string[])[] = [];
  beforeAll(() => {
    launched = launchBrowser();
    // A failed launch fails the first test that opens a context, and the block's end.
    launched.catch(() => {});
  });
  afterAll(async () => {
    await (await launched)?.close();
  });
  afterEach(async () => {
    const errors = pageErrors.splice(0).flatMap((errorsOfPage) => errorsOfPage());
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(errors).toEqual([]);
  });
  return {
    async newContext(options) {
      if (!launched) throw new Error("browserPerSuite: open contexts inside a test");
      const context = await (await launched).newContext(options);
      contexts.push(context);
      return context;
    },
    async newPage(context, { ignoredErrors: ignored = ignoredErrors } = {}) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      pageErrors.push(() => errors.filter((error) => !ignored?.test(error)));
      return page;
    },
  };
}

/**
 * Call inside a `describe`: one browser for the block, a fresh context and page for each test (handed to
 * `use`), and a test fails when its page threw or logged an error.
 */
export function freshPagePerTest(use: (fresh: { context: BrowserContext; page: Page }) => void, viewport = PHONE) {
  const browser = browserPerSuite();
  beforeEach(async () => {
    const context = await browser.newContext({ viewport });
    use({ context, page: await browser.newPage(context) });
  });
}
