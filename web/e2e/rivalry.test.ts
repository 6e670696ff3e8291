import AxeBuilder from "@axe-core/playwright";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUpNamed,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, firstPush, signInContext } from "./browser";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

interface WinsLossesDraws {
  wins: number;
  losses: number;
  draws: number;
}

/** The rivalry as the API gives it, for comparing with what the page shows. */
const RIVALRY = graphql(`
  query RivalryPageRivalry($u: String!) {
    rivalry(username: $u) {
      record {
        wins
        losses
        draws
      }
      rounds {
        wins
        losses
        draws
      }
      points
      streak
      longestStreak
      rating
      opponentRating
      winProbability
      competitions
      ongoing
      timeline {
        competition {
          id
          name
        }
        score
        rating
      }
    }
  }
`);

const SET_ROUND_VALID = graphql(`
  mutation E2eRivalrySetRoundValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      id
    }
  }
`);

const written = ({ wins, losses, draws }: WinsLossesDraws) => `${wins}-${losses}-${draws}`;

/** One of the page's numbers (rivalry, profile), by its label. */
const stat = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}( \\(|$)`) }) })
    .locator("dd");

/** A record stat as it is drawn ("1-0-1"; screen readers get it in words). */
const shownRecord = (page: Page, label: string) => stat(page, label).locator('[aria-hidden="true"]');

const ratingFigure = (page: Page) => page.getByRole("figure", { name: /^Your rating after each competition/ });
const raceFigure = (page: Page) => page.getByRole("figure", { name: "Round wins after each round" });

/** The chart itself: the last picture of its figure, after the legend's. */
const chartOf = (figure: Locator) => figure.locator("svg").last();

/** A chart's table for screen readers, as rows of cell texts (header row left out). */
const tableRows = (figure: Locator) =>
  figure
    .getByRole("row")
    .evaluateAll((rows) => rows.slice(1).map((row) => [...row.children].map((cell) => cell.textContent)));

describe.skipIf(!chromiumPath)("Rivalry", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const api = <T, V>(as: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
    graphqlAnswer(app.url, query, variables, as.cookie);

  async function friends(a: string, b: string): Promise<[TestUser, TestUser]> {
    const pair: [TestUser, TestUser] = [await signUpNamed(app.url, a), await signUpNamed(app.url, b)];
    await befriend(app.url, ...pair);
    return pair;
  }

  async function addSubRound(as: TestUser, roundId: string, points: number, player: TestUser | null) {
    await api(as, SETUP_ADD_SUB_ROUND, { roundId, name: "Lap", points, playerId: player?.id ?? null });
  }

  /** Rounds start not valid (SPEC.md): only a valid one counts. */
  const makeValid = (as: TestUser, roundId: string) => api(as, SET_ROUND_VALID, { r: roundId });

  const complete = (as: TestUser, id: string) => api(as, SETUP_UPDATE_COMPETITION_INFO, { id, status: "COMPLETE" });

  /** A competition of one valid round won by `winner` (a draw when null: an empty round), then completed. */
  async function played(by: TestUser, opponent: TestUser, name: string, winner: TestUser | null) {
    const { id, rounds } = await createCompetition(app.url, by, opponent, name);
    await makeValid(by, rounds[0].id);
    if (winner) await addSubRound(by, rounds[0].id, 3, winner);
    await complete(by, id);
    return id;
  }

  const rivalryOf = async (viewer: TestUser, opponent: TestUser) =>
    (await api(viewer, RIVALRY, { u: opponent.username })).rivalry;

  async function signedIn(as: TestUser, options: BrowserContextOptions = { viewport: DESKTOP }): Promise<Page> {
    const context = await browser.newContext(options);
    await signInContext(context, app.url, as);
    return browser.newPage(context);
  }

  /** `as`'s rivalry page against `opponent`, once it is live; marked to detect a reload. */
  async function openRivalry(as: TestUser, opponent: TestUser, options?: BrowserContextOptions): Promise<Page> {
    const page = await signedIn(as, options);
    const live = firstPush(page, "meChanged");
    await page.goto(`${app.url}/friends/${opponent.username}`);
    await page.getByRole("heading", { name: `You vs ${opponent.username}`, level: 1 }).waitFor();
    await live;
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    return page;
  }

  const notReloaded = (page: Page) => page.evaluate(() => "notReloaded" in window);

  describe("a rivalry with history", () => {
    let ana: TestUser;
    let bob: TestUser;
    const ids: { chess: string; darts: string; kart: string } = { chess: "", darts: "", kart: "" };

    beforeAll(async () => {
      [ana, bob] = await friends("ana", "bob");
      ids.chess = await played(ana, bob, "Chess", ana);
      ids.darts = await played(bob, ana, "Darts", null);
      const kart = await createCompetition(app.url, ana, bob, "Kart");
      ids.kart = kart.id;
      await addSubRound(bob, kart.rounds[0].id, 2, bob);
    });

    it("shows the record, streaks, both ratings, the chance of winning, rounds and points, as the API has them", async () => {
      const page = await openRivalry(ana, bob);
      const rivalry = await rivalryOf(ana, bob);
      await expect.poll(() => page.title()).toBe(`${bob.username} · Rivals`);

      // A win then a draw, from 1500 each (K = 32): 1516 after the win; the draw moves 1.47 back to bob.
      expect([rivalry.rating, rivalry.opponentRating, Math.round(rivalry.winProbability * 100)]).toEqual([
        1515, 1485, 54,
      ]);
      expect(await shownRecord(page, "Record").textContent()).toBe("1-0-1");
      expect(await stat(page, "Record").textContent()).toContain("1 win, 0 losses, 1 draw");
      expect(await stat(page, "Current streak").textContent()).toBe("None");
      expect(await stat(page, "Longest winning streak").textContent()).toBe("1 win");
      expect(await stat(page, "Your rating").textContent()).toBe(String(rivalry.rating));
      expect(await stat(page, `${bob.username}'s rating`).textContent()).toBe(String(rivalry.opponentRating));
      expect(await stat(page, "Chance you win the next").textContent()).toBe("54%");
      expect(await shownRecord(page, "Rounds").textContent()).toBe(written(rivalry.rounds));
      expect(await stat(page, "Points").textContent()).toBe(rivalry.points.join(" - "));
      expect(await stat(page, "Competitions").textContent()).toBe("3 (1 ongoing)");
    });

    it("draws the rating after each result, marked win, loss or draw, with the same as a table", async () => {
      const page = await openRivalry(ana, bob, { viewport: PHONE });
      const figure = ratingFigure(page);
      await chartOf(figure).waitFor();
      expect(
        await chartOf(figure)
          .locator("[data-outcome]")
          .evaluateAll((marks) => marks.map((m) => m.getAttribute("data-outcome"))),
      ).toEqual(["win", "draw"]);
      const { timeline } = await rivalryOf(ana, bob);
      const rows = await tableRows(figure);
      expect(rows.map((cells) => cells.slice(1))).toEqual([
        ["Chess", "Win", "1 - 0", String(timeline[0].rating)],
        ["Darts", "Draw", "1 - 1", String(timeline[1].rating)],
      ]);
      expect(timeline.map((result) => result.rating)).toEqual([1516, 1515]);
    });

    it("lists every competition between the two, each leading to its page", async () => {
      const page = await openRivalry(ana, bob);
      for (const [name, id] of [
        ["Chess", ids.chess],
        ["Darts", ids.darts],
        ["Kart", ids.kart],
      ]) {
        const link = page.getByRole("link").filter({ has: page.getByRole("heading", { name, exact: true }) });
        expect(await link.getAttribute("href")).toBe(`/competitions/${id}/`);
      }
      await page
        .getByRole("link")
        .filter({ has: page.getByRole("heading", { name: "Kart", exact: true }) })
        .click();
      await page.getByRole("heading", { name: "Kart", level: 1 }).waitFor();
      await raceFigure(page).waitFor();
    });

    it("shows each friend's record and rating on the friends list, the name leading to the rivalry", async () => {
      const page = await signedIn(ana);
      await page.goto(`${app.url}/friends`);
      const friendsList = page.getByRole("region", { name: "Friends", exact: true });
      const row = friendsList.getByRole("listitem").filter({ hasText: bob.username });
      await row.getByText("Record 1-0-1 · Rating 1485").waitFor();
      await row.getByRole("link", { name: bob.username, exact: true }).click();
      await page.getByRole("heading", { name: `You vs ${bob.username}`, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/friends/${bob.username}`);
    });

    it("shows the user's own rating and record on the profile", async () => {
      const page = await signedIn(bob);
      await page.goto(`${app.url}/profile`);
      await page.getByRole("heading", { name: "Profile" }).waitFor();
      expect(await stat(page, "Rating").textContent()).toBe("1485");
      expect(await stat(page, "Record").textContent()).toBe("0-1-1");
    });

    it("says so for someone who is neither a friend nor an opponent", async () => {
      const stranger = await signUpNamed(app.url, "cid");
      const page = await signedIn(ana);
      await page.goto(`${app.url}/friends/${stranger.username}`);
      await page
        .getByRole("alert")
        .getByRole("heading", { name: /^Error: / })
        .waitFor();
      await expect.poll(() => page.title()).toBe("Error · Rivals");
    });
  });

  it("updates the other player's rivalry page live when a competition is completed", async () => {
    const [cid, dan] = await friends("cid", "dan");
    const { id, rounds } = await createCompetition(app.url, cid, dan, "Live Kart");
    await makeValid(cid, rounds[0].id);
    await addSubRound(cid, rounds[0].id, 4, dan);
    const page = await openRivalry(cid, dan);
    await page.getByText("No complete competitions between you yet.").waitFor();
    expect(await shownRecord(page, "Record").textContent()).toBe("0-0-0");

    const danPage = await signedIn(dan);
    await danPage.goto(`${app.url}/competitions/${id}/`);
    await danPage.getByLabel("Status").selectOption({ label: "Complete" });
    await danPage.getByRole("button", { name: "Save Info" }).click();

    await expect.poll(() => shownRecord(page, "Record").textContent()).toBe("0-1-0");
    expect(await stat(page, "Current streak").textContent()).toBe("1 loss");
    expect(await stat(page, "Your rating").textContent()).toBe("1484");
    await chartOf(ratingFigure(page)).locator('[data-outcome="loss"]').waitFor();
    expect(await notReloaded(page)).toBe(true);
  });

  it("moves the race on the details page live when the other player adds a sub-round", async () => {
    const [eve, fay] = await friends("eve", "fay");
    const { id, rounds } = await createCompetition(app.url, eve, fay, "Race Kart");
    await addSubRound(eve, rounds[0].id, 2, eve);
    const page = await signedIn(eve);
    const live = firstPush(page, "competitionChanged");
    await page.goto(`${app.url}/competitions/${id}/`);
    await live;
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const race = raceFigure(page);
    await chartOf(race).waitFor();
    // Round 1 is not valid yet: it counts for no one.
    expect(await tableRows(race)).toEqual([["1", "0", "0"]]);
    expect(await race.getByRole("columnheader").allTextContents()).toEqual(["Round", eve.username, fay.username]);

    await makeValid(fay, rounds[0].id);
    await expect.poll(() => tableRows(race)).toEqual([["1", "1", "0"]]);
    await addSubRound(fay, rounds[0].id, 5, fay);
    await expect.poll(() => tableRows(race)).toEqual([["1", "0", "1"]]);
    // 5 - 5: a drawn round counts for both.
    await addSubRound(fay, rounds[0].id, 3, eve);
    await expect.poll(() => tableRows(race)).toEqual([["1", "1", "1"]]);
    expect(await notReloaded(page)).toBe(true);
  });

  describe("accessibility (axe-core)", () => {
    let gus: TestUser;
    let hal: TestUser;
    let competitionId: string;

    beforeAll(async () => {
      [gus, hal] = await friends("gus", "hal");
      await played(gus, hal, "Chess", hal);
      await played(gus, hal, "Go", gus);
      const { id, rounds } = await createCompetition(app.url, gus, hal, "Kart");
      competitionId = id;
      await addSubRound(hal, rounds[0].id, 2, gus);
    });

    /** Serious and critical violations on the page as it is now, and any skipped heading level. */
    async function violations(page: Page, where: string): Promise<string[]> {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations
        .filter(({ impact, id }) => impact === "serious" || impact === "critical" || id === "heading-order")
        .map(({ id, impact, nodes }) => `${where}: ${impact} ${id} at ${nodes.map((node) => node.target).join(", ")}`);
    }

    for (const colorScheme of ["light", "dark"] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        it(`finds no serious violation on the rivalry page and the race, ${colorScheme}, ${viewport.width} px`, async () => {
          const page = await signedIn(gus, { viewport, colorScheme });
          const found: string[] = [];
          await page.goto(`${app.url}/friends/${hal.username}`);
          await chartOf(ratingFigure(page)).waitFor();
          await page.locator(colorScheme === "dark" ? "html.dark" : "html:not(.dark)").waitFor({ state: "attached" });
          found.push(...(await violations(page, "rivalry")));
          await page.goto(`${app.url}/competitions/${competitionId}/${viewport === PHONE ? "rounds" : ""}`);
          await chartOf(raceFigure(page)).waitFor();
          found.push(...(await violations(page, "race")));
          await page.goto(`${app.url}/friends`);
          await page.getByText("Record 1-1-0 · Rating").waitFor();
          found.push(...(await violations(page, "friends")));
          expect(found).toEqual([]);
        });
      }
    }
  });
});
