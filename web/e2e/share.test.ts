import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  befriend,
  createCompetition,
  freePort,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUpNamed,
  startTestApp,
  topics,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, firstPush, SERVICE_WORKER_UNREACHABLE, signInContext } from "./browser";

const DESKTOP = { width: 1280, height: 900 };
const TELEVISION = { width: 1920, height: 1080 };

/** What Chromium logs on its own while a server is down or a context offline: attempts that could not go. */
const CONNECTION_NOISE = new RegExp(
  `net::ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION_REFUSED|WebSocket connection to .* failed|Failed to load resource|${SERVICE_WORKER_UNREACHABLE}`,
);

const SET_ROUND_VALID = graphql(`
  mutation E2eShareSetRoundValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      id
    }
  }
`);

const ADD_ROUND = graphql(`
  mutation E2eShareAddRound($id: ID!) {
    addRound(competitionId: $id) {
      roundCount
      round(number: 2) {
        id
      }
    }
  }
`);

describe.skipIf(!chromiumPath)("sharing", () => {
  const browser = browserPerSuite({ ignoredErrors: CONNECTION_NOISE });
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const api = <T, V>(as: TestUser, query: TypedDocumentString<T, V>, variables?: V, url = app.url) =>
    graphqlAnswer(url, query, variables, as.cookie);

  async function friends(url = app.url): Promise<[TestUser, TestUser]> {
    const pair: [TestUser, TestUser] = [await signUpNamed(url, "ana"), await signUpNamed(url, "bob")];
    await befriend(url, ...pair);
    return pair;
  }

  async function page(as: TestUser | undefined, options: BrowserContextOptions = { viewport: DESKTOP }, url = app.url) {
    const context = await browser.newContext(options);
    if (as) await signInContext(context, url, as);
    return browser.newPage(context);
  }

  /** A competition between ana and bob that ana won 1-0, then completed. */
  async function finished(ana: TestUser, bob: TestUser, name: string) {
    const { id, rounds } = await createCompetition(app.url, ana, bob, name);
    await api(ana, SETUP_ADD_SUB_ROUND, { roundId: rounds[0].id, name: "Lap", points: 1, playerId: ana.id });
    await api(ana, SET_ROUND_VALID, { r: rounds[0].id });
    await api(ana, SETUP_UPDATE_COMPETITION_INFO, { id, status: "COMPLETE" });
    return id;
  }

  const cardLink = (on: Page, name: string) =>
    on.getByRole("link").filter({ has: on.getByRole("heading", { name, exact: true }) });

  describe("rematch", () => {
    it("starts from the Info panel, opens the new competition, and shows live on the other player's list and page", async () => {
      const [ana, bob] = await friends();
      const id = await finished(ana, bob, "Kart");
      // Bob's list, and his page of the finished competition, each follow the competitions he plays in.
      const bobsFollowers = () => app.followersOf(topics.competitionsOf(bob.id));
      const bobsList = await page(bob);
      await bobsList.goto(`${app.url}/competitions`);
      await cardLink(bobsList, "Kart").waitFor();
      await expect.poll(bobsFollowers).toBe(1);
      const bobsPage = await page(bob);
      await bobsPage.goto(`${app.url}/competitions/${id}/`);
      await bobsPage.getByRole("heading", { name: "Kart", level: 1 }).waitFor();
      await expect.poll(bobsFollowers).toBe(2);
      await bobsPage.evaluate(() => Object.assign(window, { notReloaded: true }));

      const anas = await page(ana);
      await anas.goto(`${app.url}/competitions/${id}/`);
      await anas.getByRole("button", { name: "Rematch", exact: true }).click();
      await anas.getByRole("heading", { name: "Kart (rematch)", level: 1 }).waitFor();
      await anas.getByText("Rematch of").getByRole("link", { name: "Kart", exact: true }).waitFor();
      expect(new URL(anas.url()).pathname).not.toBe(`/competitions/${id}/`);

      await cardLink(bobsList, "Kart (rematch)").waitFor();
      const rematches = bobsPage.getByRole("navigation", { name: "Rematches" });
      await rematches.getByRole("link", { name: "Kart (rematch)", exact: true }).waitFor();
      expect(await bobsPage.evaluate(() => "notReloaded" in window)).toBe(true);
    });

    it("starts from a card's menu on the list, and groups the series with its score on the rivalry page", async () => {
      const [ana, bob] = await friends();
      await finished(ana, bob, "Darts");
      const bobs = await page(bob);
      await bobs.goto(`${app.url}/competitions`);
      await bobs.getByRole("button", { name: "More for Darts" }).click();
      await bobs.getByRole("menuitem", { name: "Rematch" }).click();
      await bobs.getByRole("heading", { name: "Darts (rematch)", level: 1 }).waitFor();
      const rematchId = new URL(bobs.url()).pathname.split("/")[2];
      // Ongoing: its card has no menu; once complete (a 0-0 draw), it can be played again too.
      await api(bob, SETUP_UPDATE_COMPETITION_INFO, { id: rematchId, status: "COMPLETE" });

      await bobs.goto(`${app.url}/friends/${ana.username}`);
      const series = bobs.getByRole("region", { name: "Series: 0 wins, 1 loss, 1 draw" });
      await series.getByRole("heading", { name: `Series of 2: You 0 – 1 ${ana.username}, 1 draw` }).waitFor();
      expect(await series.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        `Series of 2: You 0 – 1 ${ana.username}, 1 draw`,
        "Darts",
        "Darts (rematch)",
      ]);
      await series.getByRole("button", { name: "More for Darts (rematch)" }).click();
      await series.getByRole("menuitem", { name: "Rematch" }).click();
      await bobs.getByRole("heading", { name: "Darts (rematch 2)", level: 1 }).waitFor();
    });
  });

  describe("TV view", () => {
    /**
     * A public competition between ana and bob, its round valid with six sub-rounds, ana ahead by a point in it: 1-0.
     */
    async function publicCompetition(ana: TestUser, bob: TestUser, url = app.url) {
      const { id, rounds } = await createCompetition(url, ana, bob, "Living Room Kart");
      await api(ana, SETUP_UPDATE_COMPETITION_INFO, { id, public: true }, url);
      for (const [index, player] of [ana, bob, ana, null, bob, ana].entries()) {
        const subRound = { roundId: rounds[0].id, name: `Track ${index + 1}`, points: 1, playerId: player?.id ?? null };
        await api(ana, SETUP_ADD_SUB_ROUND, subRound, url);
      }
      await api(ana, SET_ROUND_VALID, { r: rounds[0].id }, url);
      return { id, roundId: rounds[0].id };
    }

    /** Two points to bob in the first round: he takes it, 0-1. */
    const bobTakesIt = (bob: TestUser, roundId: string, url = app.url) =>
      api(bob, SETUP_ADD_SUB_ROUND, { roundId, name: "Comeback", points: 2, playerId: bob.id }, url);

    /** The TV, signed out at 1920×1080, once it is live; its wake-lock requests are recorded. */
    async function openTv(id: string, url = app.url): Promise<Page> {
      const tv = await page(undefined, { viewport: TELEVISION }, url);
      await tv.addInitScript(() => {
        const requests: string[] = [];
        Object.assign(window, { wakeLockRequests: requests });
        Object.defineProperty(navigator, "wakeLock", {
          value: { request: async (type: string) => (requests.push(type), { release: async () => {} }) },
        });
      });
      const live = firstPush(tv, "competitionChanged");
      await tv.goto(`${url}/competitions/${id}/tv`);
      await live;
      await tv.evaluate(() => Object.assign(window, { notReloaded: true }));
      return tv;
    }

    const scoreboard = (tv: Page) => tv.getByRole("group", { name: /^Player one \d+, Player two \d+$/ });
    const stale = (tv: Page) => tv.getByRole("status").filter({ hasText: "Reconnecting" });

    it("shows the score in digits a fifth of the screen tall, the last round's latest sub-rounds, and the watchers", async () => {
      const [ana, bob] = await friends();
      const { id } = await publicCompetition(ana, bob);
      const details = await page(ana);
      await details.goto(`${app.url}/competitions/${id}/`);
      expect(await details.getByRole("link", { name: "TV" }).getAttribute("href")).toBe(`/competitions/${id}/tv`);

      const tv = await openTv(id);
      await tv.getByRole("group", { name: "Player one 1, Player two 0" }).waitFor();
      await tv.getByRole("heading", { name: "Living Room Kart", level: 1 }).waitFor();
      for (const player of ["Player one", "Player two"]) await tv.getByRole("img", { name: player }).waitFor();
      const round = tv.getByRole("region", { name: "Round 1" });
      expect(await round.getByRole("listitem").allTextContents()).toEqual([
        "Track 21Player two",
        "Track 31Player one",
        "Track 41Draw",
        "Track 51Player two",
        "Track 61Player one",
      ]);
      const digitHeights = await tv.locator("[data-score]").evaluateAll((scores) =>
        scores.map((score) => {
          const style = getComputedStyle(score);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const digits = context.measureText("0123456789");
          return digits.actualBoundingBoxAscent + digits.actualBoundingBoxDescent;
        }),
      );
      expect(digitHeights).toHaveLength(2);
      for (const height of digitHeights) expect(height).toBeGreaterThanOrEqual(0.2 * TELEVISION.height);
      expect(await tv.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests)).toEqual([
        "screen",
      ]);
      await tv.getByText("1 watching").waitFor(); // ana, on the details page; the signed-out TV is not counted

      const flashes = await scoreboard(tv).getAttribute("data-flashes");
      const added = await api(ana, ADD_ROUND, { id });
      await tv.getByRole("region", { name: "Round 2" }).getByText("No sub-rounds yet.").waitFor();
      const roundTwo = added.addRound.round!.id;
      await api(bob, SETUP_ADD_SUB_ROUND, { roundId: roundTwo, name: "Rainbow Road", points: 3, playerId: bob.id });
      await api(bob, SET_ROUND_VALID, { r: roundTwo });
      await tv.getByRole("group", { name: "Player one 1, Player two 1" }).waitFor();
      await tv.getByRole("region", { name: "Round 2" }).getByText("Rainbow Road").waitFor();
      expect(Number(await scoreboard(tv).getAttribute("data-flashes"))).toBeGreaterThan(Number(flashes));
      expect(await stale(tv).count()).toBe(0);
      expect(await tv.evaluate(() => "notReloaded" in window)).toBe(true);
    });

    it("says it is reconnecting while the browser is offline, then catches up on its own", async () => {
      const [ana, bob] = await friends();
      const { id, roundId } = await publicCompetition(ana, bob);
      const tv = await openTv(id);
      await tv.getByRole("group", { name: "Player one 1, Player two 0" }).waitFor();
      await tv.context().setOffline(true);
      await stale(tv).waitFor();
      await bobTakesIt(bob, roundId);
      expect(await tv.locator("[data-score]").allTextContents()).toEqual(["1", "0"]);
      await tv.context().setOffline(false);
      await tv.getByRole("group", { name: "Player one 0, Player two 1" }).waitFor();
      await stale(tv).waitFor({ state: "detached" });
      expect(await tv.evaluate(() => "notReloaded" in window)).toBe(true);
    });

    it("survives a server restart: reconnecting while it is down, the score made meanwhile once it is back", async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "rivals-tv-"));
      const port = await freePort();
      const start = () => startTestApp({ port, databaseUrl: undefined, pgliteDataDir: dataDir });
      let restarting: TestApp | undefined = await start();
      try {
        const url = restarting.url;
        const [ana, bob] = await friends(url);
        const { id, roundId } = await publicCompetition(ana, bob, url);
        const tv = await openTv(id, url);
        await tv.getByRole("group", { name: "Player one 1, Player two 0" }).waitFor();

        await restarting.stop();
        restarting = undefined;
        await stale(tv).waitFor();

        restarting = await start();
        // At once, before the browser's next attempt (at least a second away): a change it is not told about.
        await bobTakesIt(bob, roundId, url);
        await tv.getByRole("group", { name: "Player one 0, Player two 1" }).waitFor();
        await stale(tv).waitFor({ state: "detached" });
        expect(await tv.evaluate(() => "notReloaded" in window)).toBe(true);
        await tv.context().close();
      } finally {
        await restarting?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
