import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  befriend,
  graphql,
  createCompetition,
  freePort,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  signUpNamed,
  startTestApp,
  type LiveStandingQuery,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, SERVICE_WORKER_UNREACHABLE, signInContext } from "./browser";

const WIDE = { width: 1280, height: 900 };

const STANDING = graphql(`
  query LiveStanding($id: ID!) {
    competition(id: $id) {
      id
      currentScore
      rounds {
        id
        score
        subRounds {
          id
          name
          points
          player {
            id
            username
          }
        }
      }
    }
  }
`);

type Standing = NonNullable<LiveStandingQuery["competition"]>;

describe.skipIf(!chromiumPath)("live co-editing", () => {
  const browser = browserPerSuite();

  const api = <T, V>(url: string, user: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
    graphqlAnswer(url, query, variables, user.cookie);

  /**
   * A page signed in as `as`, at 1280 px (the three panels side by side); its errors fail the test, but for
   * those `ignoredErrors` matches.
   */
  async function open(url: string, as: TestUser, ignoredErrors?: RegExp): Promise<Page> {
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, url, as);
    return browser.newPage(context, { ignoredErrors });
  }

  const viewingNow = (page: Page, ...users: TestUser[]) =>
    page.getByRole("group", {
      name: `Viewing now: ${users
        .map((u) => u.username)
        .sort()
        .join(", ")}`,
      exact: true,
    });

  const roundsPanel = (page: Page) =>
    page.locator("section").filter({ has: page.getByRole("heading", { name: "Rounds", level: 2 }) });

  const subRound = (page: Page, name: string) => roundsPanel(page).getByRole("listitem").filter({ hasText: name });

  /** What the rounds panel shows of round 1 and the players' scores, in the words of the API. */
  async function standingOn(page: Page, players: TestUser[]) {
    const subRounds = await roundsPanel(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => [...item.querySelectorAll("span")].map((span) => span.textContent)));
    const roundScore = await roundsPanel(page)
      .getByText(/^\d+ - \d+$/)
      .textContent();
    const currentScore = await Promise.all(
      players.map(async (player) => {
        const label = await page.getByRole("group", { name: `${player.username}: ` }).getAttribute("aria-label");
        return Number(label!.split(": ")[1]);
      }),
    );
    return { subRounds, roundScore, currentScore };
  }

  function expected({ currentScore, rounds: [round] }: Standing) {
    return {
      subRounds: round.subRounds.map(({ name, points, player }) => [
        name,
        `${points} ${points === 1 ? "point" : "points"}`,
        player?.username ?? "draw",
      ]),
      roundScore: round.score.join(" - "),
      currentScore,
    };
  }

  describe("two players on one competition", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(async () => {
      await app?.stop();
    });

    it("shows each player the other's sub-rounds added at the same moment, the same scores, and both viewers", async () => {
      const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
      await befriend(app.url, ana, bob);
      const { id } = await createCompetition(app.url, ana, bob, "Co-op Kart");
      const [anaPage, bobPage] = [await open(app.url, ana), await open(app.url, bob)];
      const pages = [anaPage, bobPage];
      await Promise.all(pages.map((page) => page.goto(`${app.url}/competitions/${id}/rounds`)));
      // Presence: each page lists both players, which also means both pages are subscribed.
      for (const page of pages) await viewingNow(page, ana, bob).waitFor();
      await viewingNow(anaPage, ana, bob).getByRole("img", { name: bob.username }).waitFor();

      const laps = 4;
      for (let lap = 1; lap <= laps; lap++) {
        const entries = [
          { page: anaPage, name: `Ana lap ${lap}`, points: lap, player: ana.username },
          { page: bobPage, name: `Bob lap ${lap}`, points: 2, player: lap % 2 ? bob.username : "draw" },
        ];
        for (const { page, name, points, player } of entries) {
          await page.getByPlaceholder("Sub-round name").fill(name);
          await page.getByLabel("Points", { exact: true }).fill(String(points));
          await page.getByLabel("Player", { exact: true }).selectOption({ label: player });
        }
        await Promise.all(entries.map(({ page }) => page.getByRole("button", { name: "Add Sub-round" }).click()));
        for (const page of pages) {
          for (const { name } of entries) await subRound(page, name).waitFor();
        }
      }
      await bobPage.getByRole("checkbox", { name: "Valid" }).check();
      // The checkbox answers at once (optimistic); the score only once the server has applied it.
      for (const page of pages) await page.getByRole("group", { name: `${ana.username}: 1`, exact: true }).waitFor();

      const { competition } = await api(app.url, ana, STANDING, { id });
      const want = expected(competition);
      expect(want.subRounds).toHaveLength(2 * laps);
      expect(want.currentScore).toEqual([1, 0]); // ana won 1+2+3+4 points, bob 2+2
      for (const page of pages) {
        await roundsPanel(page).getByText(want.roundScore, { exact: true }).waitFor();
        expect(await standingOn(page, [ana, bob])).toEqual(want);
      }
      for (const page of pages) await viewingNow(page, ana, bob).waitFor();
    });
  });

  it("reconnects after a server restart and shows an edit made while it was away, without reloading", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "rivals-live-"));
    const port = await freePort();
    const start = () => startTestApp({ port, databaseUrl: undefined, pgliteDataDir: dataDir });
    let app: TestApp | undefined = await start();
    try {
      const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
      await befriend(app.url, ana, bob);
      const { id, rounds } = await createCompetition(app.url, ana, bob, "Restart Kart");
      // Chromium reports each connection the restart refuses (WebSocket attempts and reads alike): the point here.
      const refused = new RegExp(
        `^console error: (WebSocket connection to 'ws://localhost:${port}/graphql' failed|Failed to load resource: net::ERR_CONNECTION_REFUSED$|${SERVICE_WORKER_UNREACHABLE})`,
      );
      const page = await open(app.url, ana, refused);
      await page.goto(`${app.url}/competitions/${id}/`);
      await viewingNow(page, ana).waitFor();
      // The layout's parts that load once the first page has shown, before the server goes: the status area is
      // what says "Reconnecting…", and a part whose code the outage kept away would show the error screen instead.
      await page.getByRole("contentinfo").waitFor();
      await page.getByRole("button", { name: /^Notifications/ }).waitFor();
      await page.getByRole("status").first().waitFor({ state: "attached" });
      const status = page.getByRole("status").filter({ hasText: "Reconnecting…" });
      expect(await status.count()).toBe(0);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      await app.stop();
      app = undefined;
      await status.waitFor();

      app = await start();
      // At once, before the browser's next attempt (at least a second away): a change it is not told about.
      await api(app.url, bob, SETUP_ADD_SUB_ROUND, { roundId: rounds[0].id, name: "While away", points: 2 });
      await subRound(page, "While away").waitFor();
      await roundsPanel(page).getByText("2 - 2", { exact: true }).waitFor();
      await status.waitFor({ state: "detached" });
      await viewingNow(page, ana).waitFor();
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

      // The page closes before the server stops again, so its only refused connections are those of the restart.
      await page.context().close();
    } finally {
      await app?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
