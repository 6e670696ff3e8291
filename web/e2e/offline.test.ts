import { readFileSync } from "node:fs";
import { appendFile, cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  befriend,
  createCompetition,
  graphqlRequest,
  SETUP_ADD_SUB_ROUND,
  signUp,
  startTestApp,
  storedSubRounds,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserPerSuite,
  chromiumPath,
  competitionCard,
  listItem,
  region,
  SERVICE_WORKER_UNREACHABLE,
  signInContext,
} from "./browser";

const WIDE = { width: 1280, height: 900 };
/** The web app's build: which file holds each module. */
const builtWeb = JSON.parse(
  readFileSync(fileURLToPath(new URL("../dist/.vite/manifest.json", import.meta.url)), "utf8"),
) as Record<string, { file: string }>;

/** What Chromium logs on its own while a context is offline: requests and WebSocket attempts that could not go. */
const OFFLINE_NOISE = new RegExp(
  `net::ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed|Failed to load resource|${SERVICE_WORKER_UNREACHABLE}`,
);

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe.skipIf(!chromiumPath)("installable, and starting offline", () => {
  const browser = browserPerSuite({ ignoredErrors: OFFLINE_NOISE });
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  async function newContext(as?: TestUser): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: WIDE });
    if (as) await signInContext(context, app.url, as);
    return context;
  }

  async function open(context: BrowserContext, path: string): Promise<Page> {
    const page = await browser.newPage(context);
    await page.goto(`${app.url}${path}`);
    return page;
  }

  /** Waits until the service worker controls the page: from then on it starts with no network. */
  async function controlled(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /**
   * The data kept offline in this browser: its owner, the ids of what it holds (the Apollo cache's keys), the
   * queries it answers (the root fields) and the fields its entries hold.
   */
  const kept = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ owner: unknown; ids: string[]; queries: string[]; fields: string[] }>((resolve, reject) => {
          const request = indexedDB.open("rivals-kept");
          request.onerror = () => reject(request.error ?? new Error("rivals-kept did not open"));
          request.onsuccess = () => {
            const read = request.result.transaction("data").objectStore("data");
            const owner = read.get("owner");
            const cache = read.get("cache");
            read.transaction.oncomplete = () => {
              request.result.close();
              const data = (cache.result ?? {}) as Record<string, object>;
              const queries = Object.keys(data.ROOT_QUERY ?? {});
              const fields = [...new Set(Object.values(data).flatMap((entry) => Object.keys(entry)))];
              resolve({ owner: owner.result, ids: Object.keys(data), queries, fields });
            };
          };
        }),
    );

  /**
   * Resolves once the data kept offline answers the query of this competition's page (written a moment after the
   * page got it, with everything the cache held by then).
   */
  const keptHolds = (page: Page, competitionId: string) => keptAnswers(page, `competition({"id":"${competitionId}"`);

  /** Resolves once the data kept offline answers a query whose root field starts `field`. */
  const keptAnswers = (page: Page, field: string) =>
    expect.poll(async () => (await kept(page)).queries.some((query) => query.startsWith(field))).toBe(true);

  async function players() {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, bob);
    const competition = await createCompetition(app.url, ana, bob, "Offline Kart");
    return { ana, bob, competition };
  }

  /** A first visit online: the list, the friends and one competition's rounds, all kept. */
  async function firstVisit(context: BrowserContext, id: string): Promise<Page> {
    const page = await open(context, "/competitions");
    await controlled(page);
    await competitionCard(page, "Offline Kart").waitFor();
    // Each page is a load of its own here, so each waits until what it showed is kept before the next.
    await keptAnswers(page, "competitions");
    await page.goto(`${app.url}/friends`);
    await region(page, "Friends").waitFor();
    await expect.poll(async () => (await kept(page)).fields).toContain("friends");
    await page.goto(`${app.url}/competitions/${id}/rounds`);
    await roundsPanel(page).getByRole("button", { name: "Add Sub-round" }).waitFor();
    await keptHolds(page, id);
    return page;
  }

  const roundsPanel = (page: Page) =>
    page.locator("section").filter({ has: page.getByRole("heading", { name: "Rounds", level: 2 }) });

  const subRound = (page: Page, name: string) => roundsPanel(page).getByRole("listitem").filter({ hasText: name });

  it("installs: the manifest is linked with every icon, and the service worker controls the page", async () => {
    const page = await open(await newContext(), "/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = (await (await fetch(`${app.url}${href}`)).json()) as WebManifest;
    expect(manifest).toMatchObject({ name: "Rivals", short_name: "Rivals", start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = (purpose?: string) => manifest.icons.filter((icon) => icon.purpose === purpose).map((i) => i.sizes);
    expect(sizes()).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes("maskable")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const response = await fetch(`${app.url}${icon.src}`);
      expect(response.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await response.arrayBuffer());
      // A PNG's width and height, in its header.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    for (const media of ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]) {
      await page.locator(`meta[name="theme-color"][media="${media}"]`).waitFor({ state: "attached" });
    }

    await controlled(page);
    // The API is never the service worker's to answer; the page is, from the network while online.
    const [graphqlResponse] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/graphql")),
      page.reload(),
    ]);
    expect(graphqlResponse.fromServiceWorker()).toBe(false);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${app.url}/sw.js`);
  });

  it("registers the service worker once back online when its code could not load the first time", async () => {
    const context = await newContext();
    let reachable = false;
    // The module main.tsx imports once the first page has shown, to register the service worker.
    const registering = `/${builtWeb["src/pwa/serviceWorker.ts"].file}`;
    await context.route(
      (url) => url.pathname === registering,
      (route) => (reachable ? route.continue() : route.abort("internetdisconnected")),
    );
    const page = await browser.newPage(context);
    const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith(registering));
    await page.goto(`${app.url}/`);
    await failed;
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);

    reachable = true;
    await context.setOffline(true);
    await context.setOffline(false);
    await controlled(page);
  });

  it("starts offline after a first visit: the competitions, friends and the competition opened, marked offline", async () => {
    const { ana, bob, competition } = await players();
    const context = await newContext(ana);
    await (await firstVisit(context, competition.id)).close();

    await context.setOffline(true);
    const page = await open(context, "/competitions");
    await competitionCard(page, "Offline Kart").waitFor();
    await page
      .getByRole("status")
      .getByText(/^Offline: showing Rivals as of \d/)
      .waitFor();
    await page.goto(`${app.url}/friends`);
    await listItem(region(page, "Friends"), bob.username).waitFor();
    await page.goto(`${app.url}/competitions/${competition.id}/rounds`);
    await roundsPanel(page).getByRole("button", { name: "Add Sub-round" }).waitFor();
    await page
      .getByRole("status")
      .getByText(/^Offline: showing Rivals as of \d/)
      .waitFor();
  });

  it("edits offline, then sends the edits on reconnecting and shows the rival's edits made meanwhile", async () => {
    const { ana, bob, competition } = await players();
    const context = await newContext(ana);
    await (await firstVisit(context, competition.id)).close();

    await context.setOffline(true);
    const page = await open(context, `/competitions/${competition.id}/rounds`);
    await page.getByPlaceholder("Sub-round name").fill("Ana offline");
    await page.getByRole("button", { name: "Add Sub-round" }).click();
    await subRound(page, "Ana offline").getByText("pending", { exact: true }).waitFor();
    const rival = await graphqlRequest(
      app.url,
      SETUP_ADD_SUB_ROUND,
      { roundId: competition.rounds[0].id, name: "Bob meanwhile", points: 1, playerId: bob.id },
      bob.cookie,
    );
    expect(rival.body.errors).toBeUndefined();

    await context.setOffline(false);
    await subRound(page, "Bob meanwhile").waitFor();
    await subRound(page, "Ana offline").getByText("pending", { exact: true }).waitFor({ state: "detached" });
    await page
      .getByRole("status")
      .getByText(/^Offline/)
      .waitFor({ state: "detached" });
    expect((await storedSubRounds(app.url, ana, competition.id)).sort()).toEqual(["Ana offline", "Bob meanwhile"]);
    expect(await subRound(page, "Ana offline").count()).toBe(1);
    expect(await subRound(page, "Bob meanwhile").count()).toBe(1);
  });

  it("erases the kept data on signing out: offline, a signed-out visitor sees none of it", async () => {
    const { ana, competition } = await players();
    const context = await newContext(ana);
    const page = await firstVisit(context, competition.id);
    expect((await kept(page)).owner).toBe(ana.id);

    await page.goto(`${app.url}/profile`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();
    expect(await kept(page)).toEqual({ owner: undefined, ids: [], queries: [], fields: [] });

    await context.setOffline(true);
    // Not collecting its errors: with nothing kept and no network, the page's failure to load is the point.
    const offline = await context.newPage();
    await offline.goto(`${app.url}/competitions`);
    await offline.getByText("Can't reach Rivals right now", { exact: false }).first().waitFor();
    expect(await competitionCard(offline, "Offline Kart").count()).toBe(0);
  });

  it("erases one user's kept data when another signs in on the same browser", async () => {
    const { ana, competition } = await players();
    const carol = await signUp(app.url);
    const context = await newContext(ana);
    const page = await firstVisit(context, competition.id);
    await context.clearCookies();
    await signInContext(context, app.url, carol);

    await page.goto(`${app.url}/competitions`);
    await page.getByText("No competitions yet").waitFor();
    await expect.poll(async () => (await kept(page)).owner).toBe(carol.id);
    expect((await kept(page)).ids).not.toContain(`Competition:${competition.id}`);
  });

  it("offers to reload for a new version once one is deployed, and takes it only when asked", async () => {
    // A deployment of its own, whose files the next deploy replaces.
    const dist = await mkdtemp(path.join(tmpdir(), "rivals-web-"));
    await cp(app.config.webDistDir, dist, { recursive: true });
    const deployed = await startTestApp({ webDistDir: dist });
    try {
      const context = await newContext();
      const page = await browser.newPage(context);
      await page.goto(`${deployed.url}/`);
      await controlled(page);
      const waiting = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

      // The next deploy: a service worker whose bytes differ, found when the page looks for one.
      await appendFile(path.join(dist, "sw.js"), "\n// the next deploy\n");
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const reload = page.getByRole("button", { name: "Reload for the new version" });
      await reload.waitFor();
      // Until the user asks, the new version waits and the page keeps the one it started with.
      expect(await waiting()).toBe(true);

      await Promise.all([page.waitForEvent("load"), reload.click()]);
      await controlled(page);
      await expect.poll(waiting).toBe(false);
      expect(await reload.count()).toBe(0);
    } finally {
      await deployed.stop();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
