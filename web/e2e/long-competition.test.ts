import {
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  signUpNamed,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rounds, subRounds } from "../../server/src/db/schema";
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

const WIDE = { width: 1280, height: 900 };
const ROUNDS = 300;

/**
 * Issue 18: a competition of a year of rounds. The page loads one round, edits and pushes carry one round, and
 * both players' screens still show every change without a reload.
 */
describe.skipIf(!chromiumPath)("a 300-round competition, two players", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const api = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
    graphqlAnswer(app.url, query, variables, user.cookie);

  /**
   * Ana against Bob, 300 rounds: round n has one sub-round "Track n", a point to Ana, and is not valid (so the
   * score stays 0-0). Round 1 is made through the API, the others straight in the database.
   */
  async function longCompetition() {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const { id, rounds: first } = await createCompetition(app.url, ana, bob, "A year of Kart");
    await api(ana, SETUP_ADD_SUB_ROUND, { roundId: first[0].id, name: "Track 1", points: 1, playerId: ana.id });
    const { db } = app.database;
    const more = await db
      .insert(rounds)
      .values(
        Array.from({ length: ROUNDS - 1 }, (_, i) => ({
          competitionId: id,
          position: i + 2,
          scoreOne: 1,
          scoreTwo: 0,
        })),
      )
      .returning({ id: rounds.id, position: rounds.position });
    await db.insert(subRounds).values(
      more.map((round) => ({
        roundId: round.id,
        position: 1,
        name: `Track ${round.position}`,
        points: 1,
        playerId: ana.id,
      })),
    );
    return { id, ana, bob };
  }

  /** A page signed in as `as`, at 1280 px (the three panels side by side); its errors fail the test. */
  async function open(as: TestUser): Promise<Page> {
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, app.url, as);
    return browser.newPage(context);
  }

  /** Shows round `number` of the competition. */
  async function show(page: Page, id: string, number: number) {
    if (!page.url().includes(id)) await page.goto(`${app.url}/competitions/${id}/?round=${number}`);
    else await roundSelect(page).selectOption(String(number));
    await expect.poll(() => roundSelect(page).inputValue()).toBe(String(number));
  }

  /** Waits until the page lists both players as viewing: both pages are live. */
  const live = (page: Page, ...players: TestUser[]) =>
    page
      .getByRole("group", {
        name: `Viewing now: ${players
          .map((u) => u.username)
          .sort()
          .join(", ")}`,
        exact: true,
      })
      .waitFor();

  const roundsPanel = (page: Page) =>
    page.locator("section").filter({ has: page.getByRole("heading", { name: "Rounds", level: 2 }) });
  const roundSelect = (page: Page) => roundsPanel(page).getByRole("combobox", { name: "Round", exact: true });
  const roundCount = (page: Page) => roundSelect(page).locator("option").count();
  const subRound = (page: Page, name: string) => roundsPanel(page).getByRole("listitem").filter({ hasText: name });
  const roundScore = (page: Page, score: string) => roundsPanel(page).getByText(score, { exact: true });

  async function addRule(page: Page, rule: string) {
    await page.getByPlaceholder("New Rule").fill(rule);
    await page.getByRole("button", { name: "Add rule" }).click();
    await page.getByText(`- ${rule}`).waitFor();
  }

  async function addSubRound(page: Page, name: string, points: number, player: string) {
    await page.getByPlaceholder("Sub-round name").fill(name);
    await page.getByLabel("Points", { exact: true }).fill(String(points));
    await page.getByLabel("Player", { exact: true }).selectOption({ label: player });
    await page.getByRole("button", { name: "Add Sub-round" }).click();
  }

  it("shows sub-rounds added and deleted, validity, a new round and a deleted middle round on both screens", async () => {
    const { id, ana, bob } = await longCompetition();
    const [anaPage, bobPage] = [await open(ana), await open(bob)];
    const pages = [anaPage, bobPage];
    for (const page of pages) await show(page, id, ROUNDS);
    for (const page of pages) await live(page, ana, bob);
    for (const page of pages) {
      await subRound(page, `Track ${ROUNDS}`).waitFor();
      expect(await roundCount(page)).toBe(ROUNDS);
    }

    await addSubRound(anaPage, "Rainbow Road", 5, ana.username);
    for (const page of pages) await roundScore(page, "6 - 0").waitFor();
    for (const page of pages) await subRound(page, "Rainbow Road").waitFor();

    await bobPage.getByRole("button", { name: "Delete sub-round Rainbow Road" }).click();
    for (const page of pages) await subRound(page, "Rainbow Road").waitFor({ state: "detached" });
    for (const page of pages) await roundScore(page, "1 - 0").waitFor();

    await bobPage.getByRole("checkbox", { name: "Valid" }).check();
    for (const page of pages) {
      await page.getByRole("group", { name: `${ana.username}: 1`, exact: true }).waitFor();
      await expect.poll(() => roundsPanel(page).getByRole("checkbox", { name: "Valid" }).isChecked()).toBe(true);
    }

    await anaPage.getByRole("button", { name: "Add Round" }).click();
    for (const page of pages) await expect.poll(() => roundCount(page)).toBe(ROUNDS + 1);
    await expect.poll(() => roundSelect(anaPage).inputValue()).toBe(String(ROUNDS + 1));
    await roundsPanel(anaPage).getByText("No sub-rounds yet").waitFor();
    await show(bobPage, id, ROUNDS + 1);
    await roundsPanel(bobPage).getByText("No sub-rounds yet").waitFor();

    // Bob looks at round 151 while Ana deletes round 150: his round 151 is the former 152 now.
    await show(anaPage, id, 150);
    await show(bobPage, id, 151);
    await subRound(anaPage, "Track 150").waitFor();
    await subRound(bobPage, "Track 151").waitFor();
    await anaPage.getByRole("button", { name: "Delete Round" }).click();
    await subRound(anaPage, "Track 149").waitFor();
    await subRound(bobPage, "Track 152").waitFor();
    for (const page of pages) await expect.poll(() => roundCount(page)).toBe(ROUNDS);
    await show(bobPage, id, 150);
    await subRound(bobPage, "Track 151").waitFor();

    const ROUND_150 = graphql(`
      query LongRound150($id: ID!) {
        competition(id: $id) {
          roundCount
          round(number: 150) {
            subRounds {
              name
            }
          }
        }
      }
    `);
    const { competition } = await api(ana, ROUND_150, { id });
    expect(competition).toEqual({ roundCount: ROUNDS, round: { subRounds: [{ name: "Track 151" }] } });
  });

  it("catches up by reading the page again when one change never reached it", async () => {
    const { id, ana, bob } = await longCompetition();
    const anaPage = await open(ana);
    const bobPage = await open(bob);
    // Bob's socket passes everything on, but the one change push it is told to withhold.
    let withhold: (() => void) | undefined;
    await bobPage.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (withhold && typeof message === "string" && message.includes('"competitionChanged"')) {
          withhold();
          withhold = undefined;
          return;
        }
        socket.send(message);
      });
    });
    await show(anaPage, id, ROUNDS);
    await show(bobPage, id, ROUNDS);
    for (const page of [anaPage, bobPage]) await live(page, ana, bob);
    await subRound(bobPage, `Track ${ROUNDS}`).waitFor();

    const withheld = new Promise<void>((resolve) => (withhold = resolve));
    await addSubRound(anaPage, "Missed lap", 2, ana.username);
    await withheld;
    await subRound(anaPage, "Missed lap").waitFor();

    // The next change is a rule: its push carries no round, only a version two past what Bob's page has seen.
    await addRule(anaPage, "No blue shells");
    await bobPage.getByText("- No blue shells").waitFor();
    await subRound(bobPage, "Missed lap").waitFor();
    await roundScore(bobPage, "3 - 0").waitFor();
  });

  it("keeps a change pushed while it read itself again, when that read answers last with what it read before", async () => {
    const { id, ana, bob } = await longCompetition();
    const anaPage = await open(ana);
    const bobPage = await open(bob);
    let withhold: (() => void) | undefined;
    let passedOn = 0;
    await bobPage.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        const push = typeof message === "string" && message.includes('"competitionChanged"');
        if (push && withhold) {
          withhold();
          withhold = undefined;
          return;
        }
        if (push) passedOn++;
        socket.send(message);
      });
    });
    await show(anaPage, id, ROUNDS);
    await show(bobPage, id, ROUNDS);
    for (const page of [anaPage, bobPage]) await live(page, ana, bob);
    await subRound(bobPage, `Track ${ROUNDS}`).waitFor();

    // Bob's page reads itself again after the gap; the server answers at once, the answer is held back.
    const held: Promise<unknown>[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await bobPage.route(`${app.url}/graphql`, async (route) => {
      if (!route.request().postData()?.includes('"operationName":"Competition"')) return route.continue();
      const answer = route.fetch();
      held.push(answer);
      await released;
      await route.fulfill({ response: await answer });
    });
    const withheld = new Promise<void>((resolve) => (withhold = resolve));
    const pushedBefore = passedOn;
    await addSubRound(anaPage, "Missed lap", 2, ana.username);
    await withheld;
    await addRule(anaPage, "No blue shells");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held);

    // A change after that read is pushed (and applied), then the read's older answer lands.
    await addRule(anaPage, "Mirror mode");
    await expect.poll(() => passedOn - pushedBefore).toBe(2);
    release();
    await subRound(bobPage, "Missed lap").waitFor();
    await bobPage.getByText("- Mirror mode").waitFor();
  });
});
