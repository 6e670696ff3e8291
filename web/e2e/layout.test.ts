import { randomBytes } from "node:crypto";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  RENAME,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, SERVICE_WORKER_UNREACHABLE, signInContext } from "./browser";

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
const SAMPLE_ID = "00000000-0000-4000-8000-000000000001";

/** What Chromium logs on its own while a context is offline: requests and WebSocket attempts that could not go. */
const OFFLINE_NOISE = new RegExp(
  `net::ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed|${SERVICE_WORKER_UNREACHABLE}`,
);

const ROUNDS = graphql(`
  query E2eLayoutRounds($id: ID!) {
    competition(id: $id) {
      id
      rounds {
        id
      }
    }
  }
`);

const SET_ROUND_VALID = graphql(`
  mutation E2eLayoutSetRoundValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      id
    }
  }
`);

/**
 * Records every layout shift of the page from its first paint, as `PerformanceObserver` reports them to Lighthouse's
 * CLS (without those right after an input, which CLS does not count either).
 */
const RECORD_SHIFTS = `
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

/** The sum of the page's layout shifts once it has loaded: its requests done and what they brought painted. */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState("networkidle");
  // Entries of the last paint reach the observer after the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, shift) => sum + shift, 0);
}

/**
 * Text the page cuts: a box that hides what overflows it or ends it with an ellipsis, a select whose chosen option
 * is wider than the select, and the page itself wider than the screen. Hidden text for screen readers aside.
 */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const measure = document.createElement("canvas").getContext("2d")!;
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (element.getBoundingClientRect().width <= 1 || element.closest(".sr-only")) continue;
      const hides = style.textOverflow === "ellipsis" || style.overflowX === "hidden" || style.overflowX === "clip";
      if (hides && element.scrollWidth > element.clientWidth + 1) cut.push(element.outerHTML.slice(0, 160));
      if (element instanceof HTMLSelectElement) {
        measure.font = style.font;
        const text = element.selectedOptions[0]?.text ?? "";
        // The padding each side, and the select's arrow (about 1.25em) inside the right one.
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        if (measure.measureText(text).width > room) cut.push(`select showing "${text}"`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) cut.push("the page is wider than the screen");
    return cut;
  });
}

/** A panel of the page, by its heading. */
const panel = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, level: 2, exact: true }) });

/** A user with a 20-character name (`prefix`, 14 characters, and 6 random hex digits) and a 60-character e-mail. */
async function longNamedUser(url: string, prefix: string): Promise<TestUser> {
  const hex = randomBytes(3).toString("hex");
  const email = `${prefix.slice(0, 10)}.${hex}.`.padEnd(48, "x") + "@example.com";
  const user = await signUp(url, email);
  const username = `${prefix}${hex}`;
  await graphqlAnswer(url, RENAME, { username }, user.cookie);
  return { ...user, username };
}

/** Plays round 1 of `id`: a sub-round to each player (3 points to `winner`, 2 to `loser`), counted. */
async function playRound(url: string, id: string, winner: TestUser, loser: TestUser) {
  const [round] = (await graphqlAnswer(url, ROUNDS, { id }, winner.cookie)).competition.rounds;
  for (const [name, points, player] of [
    ["Rainbow Road", 3, winner],
    ["Bowser's Castle", 2, loser],
  ] as const) {
    await graphqlAnswer(
      url,
      SETUP_ADD_SUB_ROUND,
      { roundId: round.id, name, points, playerId: player.id },
      winner.cookie,
    );
  }
  await graphqlAnswer(url, SET_ROUND_VALID, { r: round.id }, winner.cookie);
}

describe.skipIf(!chromiumPath)("how pages look on a phone and a desktop", () => {
  const browser = browserPerSuite({ ignoredErrors: OFFLINE_NOISE });
  let app: TestApp;
  let ana: TestUser;
  let bob: TestUser;
  let ongoingId: string;

  beforeAll(async () => {
    app = await startTestApp({ testFriendUsername: "SampleFriend", sampleCompetitionId: SAMPLE_ID });
    [ana, bob] = [await longNamedUser(app.url, "alexandra_the_"), await longNamedUser(app.url, "bartholomew_ke")];
    await befriend(app.url, ana, bob);
    ongoingId = (await createCompetition(app.url, ana, bob, "Mario Kart")).id;
    await playRound(app.url, ongoingId, ana, bob);
    // One complete competition between them: the rivalry's rating chart has a single point.
    const { id: completeId } = await createCompetition(app.url, ana, bob, "Chess");
    await playRound(app.url, completeId, ana, bob);
    await graphqlAnswer(app.url, SETUP_UPDATE_COMPETITION_INFO, { id: completeId, status: "COMPLETE" }, ana.cookie);
  });

  afterAll(() => app?.stop());

  async function open(as: TestUser | null, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport });
    if (as) await signInContext(context, app.url, as);
    const page = await browser.newPage(context);
    await page.addInitScript(RECORD_SHIFTS);
    return { context, page };
  }

  /** Opens `path` as `as` and waits until it has loaded: its requests done. */
  async function visit(as: TestUser | null, viewport: { width: number; height: number }, path: string) {
    const opened = await open(as, viewport);
    await opened.page.goto(`${app.url}${path}`);
    await opened.page.waitForLoadState("networkidle");
    return opened;
  }

  /** Every page, opened signed in as Ana (who has a 20-character name and a 60-character e-mail) or signed out. */
  const pages: { name: string; signedIn: boolean; path: () => string }[] = [
    { name: "home, signed out", signedIn: false, path: () => "/" },
    { name: "home, signed in", signedIn: true, path: () => "/" },
    { name: "sign-in", signedIn: false, path: () => "/login" },
    { name: "sign-up", signedIn: false, path: () => "/signup" },
    { name: "profile", signedIn: true, path: () => "/profile" },
    { name: "friends", signedIn: true, path: () => "/friends" },
    { name: "rivalry", signedIn: true, path: () => `/friends/${bob.username}` },
    { name: "competitions, filtered", signedIn: true, path: () => `/competitions?friend=${bob.id}` },
    { name: "competition creation", signedIn: true, path: () => "/competition-creation" },
    { name: "competition", signedIn: true, path: () => `/competitions/${ongoingId}/` },
    { name: "competition's rounds", signedIn: true, path: () => `/competitions/${ongoingId}/rounds` },
    { name: "competition, signed out", signedIn: false, path: () => `/competitions/${SAMPLE_ID}/` },
  ];

  describe.each([
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ])("on %s, nothing moves while a page loads (CLS at most 0.02)", (_, viewport) => {
    it.each(pages)("$name", async ({ signedIn, path }) => {
      const { page } = await visit(signedIn ? ana : null, viewport, path());
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  });

  describe("at 360 px, a 20-character name and a 60-character e-mail show whole", () => {
    it.each(pages.filter((page) => page.signedIn))("$name", async ({ path }) => {
      const { page } = await visit(ana, NARROW_PHONE, path());
      expect(await cutText(page)).toEqual([]);
    });

    it("profile card", async () => {
      const { page } = await visit(ana, NARROW_PHONE, "/profile");
      for (const text of [ana.username, ana.email]) {
        const shown = page.locator("main p").getByText(text, { exact: true });
        expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    });
  });

  it("draws a single competition's rating as a point in the middle, over its own number only", async () => {
    const { page } = await visit(ana, DESKTOP, `/friends/${bob.username}`);
    const chart = panel(page, "Rating").locator("figure svg.block");
    // Drawn once its width is known.
    await chart.waitFor();
    const marker = chart.locator("path[data-outcome]");
    expect(await marker.count()).toBe(1);
    const [markerBox, chartBox] = [await marker.boundingBox(), await chart.boundingBox()];
    const middle = (markerBox!.x + markerBox!.width / 2 - chartBox!.x) / chartBox!.width;
    expect(middle).toBeGreaterThan(0.4);
    expect(middle).toBeLessThan(0.6);
    expect(await chart.locator("text.tabular-nums").allTextContents()).toContain("1");
    expect(await chart.locator("text.tabular-nums").allTextContents()).not.toContain("2");
  });

  it("draws the race after one round as points, before and after it", async () => {
    const { page } = await visit(ana, DESKTOP, `/competitions/${ongoingId}/`);
    const chart = panel(page, "Race").locator("figure svg.block");
    await chart.waitFor();
    // Two points for each player: round 0 and round 1.
    expect(await chart.locator("circle").count()).toBe(4);
    const numbers = await chart.locator("text.tabular-nums").allTextContents();
    expect(numbers.filter((n) => n === "0" || n === "1").length).toBe(numbers.length);
  });

  it("uses a desktop's width: a sub-round's name on one line at 1440 px", async () => {
    const { page } = await visit(ana, DESKTOP, `/competitions/${ongoingId}/`);
    const name = panel(page, "Rounds").getByText("Rainbow Road", { exact: true });
    const lines = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    expect((await page.locator("main").boundingBox())!.width).toBeGreaterThan(1400);
  });

  it("names who is viewing on a tap, and greys the dot while the connection is down", async () => {
    const viewers = [ana, bob]
      .map((user) => user.username)
      .sort()
      .join(", ");
    const bobPage = (await visit(bob, PHONE, `/competitions/${ongoingId}/`)).page;
    const { context, page } = await visit(ana, PHONE, `/competitions/${ongoingId}/`);
    await bobPage.getByRole("group", { name: `Viewing now: ${viewers}`, exact: true }).waitFor();
    const group = page.getByRole("group", { name: `Viewing now: ${viewers}`, exact: true });
    await group.waitFor();

    await group.getByRole("button", { name: "Who is viewing" }).click();
    await group.getByText(bob.username, { exact: true }).waitFor();
    const dot = group.locator("span").first();
    const green = await dot.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(green).not.toBe("rgba(0, 0, 0, 0)");

    await context.setOffline(true);
    const offline = page.getByRole("group", { name: `Viewing when last connected: ${viewers}`, exact: true });
    await offline.waitFor();
    expect(
      await offline
        .locator("span")
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgba(0, 0, 0, 0)");

    await context.setOffline(false);
    await group.waitFor();
    expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(green);
  });
});

describe.skipIf(!chromiumPath)("the home page's text, as the server is configured", () => {
  const browser = browserPerSuite();

  async function homeText(app: TestApp): Promise<string> {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await browser.newPage(context);
      await page.goto(app.url);
      await page.getByRole("heading", { name: "Issues", exact: true }).waitFor();
      return await page.locator("main").innerText();
    } finally {
      await context.close();
      await app.stop();
    }
  }

  it("sends no one to an issue tracker or to Google sign-in that is not configured", async () => {
    const text = await homeText(
      await startTestApp({ footer: { donationUrl: null, issuesUrl: null, sourceUrl: null } }),
    );
    expect(text).not.toContain("issue tracker");
    expect(text).not.toContain("sign in with Google");
    expect(text).toContain("Please tell whoever runs this site what you did and what you expected.");
  });

  it("points to the issue tracker and Google sign-in when they are configured", async () => {
    const text = await homeText(
      await startTestApp({
        footer: { donationUrl: null, issuesUrl: "https://example.com/issues", sourceUrl: null },
        google: {
          clientId: "client",
          clientSecret: "secret",
          authorizationUrl: "https://example.com/authorize",
          tokenUrl: "https://example.com/token",
          issuer: "https://example.com",
        },
      }),
    );
    expect(text).toContain("report it on the issue tracker");
    expect(text).toContain("or sign in with Google");
  });
});
