import {
  createCompetition,
  graphqlAnswer,
  SETUP_ADD_RULE,
  SETUP_ADD_SUB_ROUND,
  startTestApp,
  twoFriends,
  type TestApp,
} from "@rivals/server/test-support";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, firstPush, operationNameOf, signInContext } from "./browser";

const WIDE = { width: 1280, height: 900 };

/** A panel of the competition's page, by its title. */
const panel = (page: Page, name: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name, level: 2, exact: true }) });

/**
 * The other player's page after a rival's edit (issue 30, item 19): the push carries the change, so the page shows
 * it without asking the server again; only a push past a missed one (a gap in `version`) makes it read.
 */
describe.skipIf(!chromiumPath)("a rival's edit, as the other player's page receives it", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  /**
   * The viewer's page on the competition's rounds, live, and the GraphQL requests it sends over HTTP from now on.
   * `dropPush` drops that (1-based) push of the competition's changes, as a socket that lost it would.
   */
  async function viewerPage(
    user: { cookie: string },
    id: string,
    dropPush?: number,
  ): Promise<{ page: Page; reads: Request[] }> {
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, app.url, user);
    const page = await browser.newPage(context);
    if (dropPush) {
      let changes = 0;
      await page.routeWebSocket(/\/graphql$/, (socket) => {
        const server = socket.connectToServer();
        server.onMessage((message) => {
          const change = String(message).includes('"data":{"competitionChanged"');
          if (change && ++changes === dropPush) return;
          socket.send(message);
        });
      });
    }
    // Opening the page reads it and the footer, and subscribes: what comes after is what the edits cost.
    const opened = Promise.all([
      firstPush(page, "competitionChanged"),
      page.waitForResponse((response) => operationNameOf(response.request()) === "Footer"),
    ]);
    await page.goto(`${app.url}/competitions/${id}/rounds`);
    await opened;
    await panel(page, "Rounds").getByRole("combobox", { name: "Round", exact: true }).waitFor();
    const reads: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") reads.push(request);
    });
    return { page, reads };
  }

  /**
   * Every request the page sent before this resolves: the page fetches a marker after what it did so far, and
   * requests are seen in the order they leave.
   */
  async function settled(page: Page): Promise<void> {
    const marker = page.waitForRequest((request) => request.url().endsWith("/healthz?settled"));
    await page.evaluate(() => fetch("/healthz?settled").then((response) => response.text()));
    await marker;
  }

  it("shows each rival edit from its push alone: no request per edit", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id, rounds } = await createCompetition(app.url, ana, ben, "Push Kart");
    const { page, reads } = await viewerPage(ben, id);

    for (const lap of ["Lap one", "Lap two", "Lap three"]) {
      await graphqlAnswer(app.url, SETUP_ADD_SUB_ROUND, { roundId: rounds[0].id, name: lap, points: 1 }, ana.cookie);
      await panel(page, "Rounds").getByText(lap).waitFor();
    }
    await graphqlAnswer(app.url, SETUP_ADD_RULE, { competitionId: id, text: "No blue shells" }, ana.cookie);
    await panel(page, "Rules").getByText("- No blue shells").waitFor();
    await settled(page);
    expect(reads.map(operationNameOf)).toEqual([]);
  });

  it("reads the competition again once, after a push that came past a missed one", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id, rounds } = await createCompetition(app.url, ana, ben, "Gap Kart");
    // The first push is the competition as it is when the page subscribes; the second, Ana's first lap, is lost.
    const { page, reads } = await viewerPage(ben, id, 2);

    await graphqlAnswer(
      app.url,
      SETUP_ADD_SUB_ROUND,
      { roundId: rounds[0].id, name: "Lost lap", points: 1 },
      ana.cookie,
    );
    await graphqlAnswer(app.url, SETUP_ADD_RULE, { competitionId: id, text: "After the gap" }, ana.cookie);
    await panel(page, "Rules").getByText("- After the gap").waitFor();
    await panel(page, "Rounds").getByText("Lost lap").waitFor();
    await settled(page);
    expect(reads.map(operationNameOf)).toEqual(["Competition"]);
  });
});
