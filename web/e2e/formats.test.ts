import {
  createCompetition,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  startTestApp,
  twoFriends,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, operationNameOf, signInContext } from "./browser";

const WIDE = { width: 1280, height: 900 };

const CREATE_BEST_OF_ONE = graphql(`
  mutation FormatsPageCreate($o: ID!) {
    createCompetition(
      name: "Best of one"
      opponentId: $o
      format: { roundWinner: FEWER_POINTS, scoring: ROUNDS, finish: { kind: BEST_OF, count: 1 } }
    ) {
      id
      rounds {
        id
      }
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation FormatsPageAddSubRound($r: ID!, $p: ID!) {
    addSubRound(roundId: $r, name: "Hole 1", points: 3, playerId: $p) {
      id
    }
  }
`);
const SET_VALID = graphql(`
  mutation FormatsPageSetValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      status
    }
  }
`);

describe.skipIf(!chromiumPath)("formats", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  /** A page signed in as `user` on the competition's Info panel. */
  async function open(user: TestUser, id: string): Promise<Page> {
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, app.url, user);
    const page = await browser.newPage(context);
    await page.goto(`${app.url}/competitions/${id}/`);
    await page.getByTestId("format").waitFor();
    return page;
  }

  const call = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables: V) =>
    graphqlAnswer(app.url, query, variables, user.cookie);

  it("shows the format, and both players see live who won once the deciding edit finishes it", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { createCompetition } = await call(ana, CREATE_BEST_OF_ONE, { o: ben.id });
    const roundId = createCompetition.rounds[0].id;
    // Ben's 3 strokes: the fewer points win the round, so Ana wins it once it counts.
    await call(ana, ADD_SUB_ROUND, { r: roundId, p: ben.id });
    const [anasPage, bensPage] = await Promise.all([open(ana, createCompetition.id), open(ben, createCompetition.id)]);
    const format = "Best of 1 · rounds won · fewer points win a round";
    await Promise.all([anasPage, bensPage].map((page) => page.getByTestId("format").getByText(format).waitFor()));
    expect(await call(ben, SET_VALID, { r: roundId })).toEqual({ setRoundValid: { status: "COMPLETE" } });
    await Promise.all([anasPage, bensPage].map((page) => page.getByText(`${ana.username} won!`).waitFor()));
    expect(await anasPage.getByRole("button", { name: "Change format" }).count()).toBe(0);
  });
  it("changes the format from the Info panel, and both players see the score and the race counted in points", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id, rounds } = await createCompetition(app.url, ana, ben, "Points Kart");
    const add = (name: string, points: number, player: TestUser) =>
      call(ana, SETUP_ADD_SUB_ROUND, { roundId: rounds[0].id, name, points, playerId: player.id });
    await add("Rainbow Road", 5, ana);
    await add("Koopa Beach", 3, ben);
    await call(ana, SET_VALID, { r: rounds[0].id });
    const [anasPage, bensPage] = await Promise.all([open(ana, id), open(ben, id)]);
    /** A player's score as the Info panel shows it (each player's group is named "<name>: <score>"). */
    const scored = (page: Page, score: number) => page.getByRole("group", { name: new RegExp(`: ${score}$`) }).first();
    /** The race chart's table, as screen readers get it: its caption and each round's row. */
    const race = (page: Page) =>
      page.evaluate(() => {
        const table = document.querySelector<HTMLTableElement>("figure table");
        const cells = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent).join(" ");
        return table && { caption: table.caption?.textContent, rows: [...table.tBodies[0].rows].map(cells) };
      });
    /** How many times Ben's page read the race's points: once, when the chart first counts points. */
    let pointsReads = 0;
    bensPage.on("request", (request) => {
      if (operationNameOf(request) === "RaceScores") pointsReads += 1;
    });
    // Rounds won: Ana won round 1, 1-0.
    await Promise.all([scored(anasPage, 1).waitFor(), scored(anasPage, 0).waitFor()]);
    await expect.poll(() => race(anasPage)).toEqual({ caption: "Round wins after each round", rows: ["1 1 0"] });

    await anasPage.getByRole("button", { name: "Change format" }).click();
    await anasPage.getByLabel("The score counts").selectOption("POINTS");
    await anasPage.getByRole("button", { name: "Save format" }).click();
    for (const page of [anasPage, bensPage]) {
      await page.getByTestId("format").getByText("No set end · points · more points win a round").waitFor();
      await Promise.all([scored(page, 5).waitFor(), scored(page, 3).waitFor()]);
      await expect.poll(() => race(page)).toEqual({ caption: "Points after each round", rows: ["1 5 3"] });
    }

    // A change follows from its push alone: the changed round's points, not the race read again.
    await add("Moo Moo Meadows", 4, ben);
    for (const page of [anasPage, bensPage]) {
      await expect.poll(() => race(page)).toEqual({ caption: "Points after each round", rows: ["1 5 7"] });
    }
    expect(pointsReads).toBe(1);

    // An undo reads the page again on its author's screen, and the race its points; the rival's follows the push.
    await anasPage.keyboard.press("Control+z");
    for (const page of [anasPage, bensPage]) {
      await expect.poll(() => race(page)).toEqual({ caption: "Points after each round", rows: ["1 5 3"] });
    }
  });
});
