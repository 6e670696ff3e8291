import {
  createCompetition,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  startTestApp,
  storedRounds,
  twoFriends,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

const WIDE = { width: 1280, height: 900 };

describe.skipIf(!chromiumPath)("the ledger: activity and undo", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  /** A page signed in as `user` on the competition's rounds, showing round `round`. */
  async function open(user: TestUser, id: string, round: number): Promise<Page> {
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, app.url, user);
    const page = await browser.newPage(context);
    await page.goto(`${app.url}/competitions/${id}/rounds?round=${round}`);
    await page.getByRole("heading", { name: "Rounds", level: 2 }).waitFor();
    return page;
  }

  const call = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables: V) =>
    graphqlAnswer(app.url, query, variables, user.cookie);

  const addSubRound = (user: TestUser, roundId: string, name: string) =>
    call(user, SETUP_ADD_SUB_ROUND, { roundId, name, points: 1 });

  /** Ana and Ben's competition: round 1 with Ana's "Lap one", round 2 with Ana's "Lap two". */
  async function twoRounds() {
    const [ana, ben] = await twoFriends(app.url);
    const { id, rounds } = await createCompetition(app.url, ana, ben, "Ledger Kart");
    await addSubRound(ana, rounds[0].id, "Lap one");
    const ADD_ROUND = graphql(`
      mutation LedgerPageAddRound($id: ID!) {
        addRound(competitionId: $id) {
          id
          rounds {
            id
          }
        }
      }
    `);
    const added = await call(ana, ADD_ROUND, { id });
    await addSubRound(ana, added.addRound.rounds[1].id, "Lap two");
    return { ana, ben, id, firstRoundId: rounds[0].id };
  }

  const roundOptions = (page: Page) =>
    page.getByRole("combobox", { name: "Round", exact: true }).locator("option").allTextContents();
  const subRound = (page: Page, name: string) =>
    page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Rounds" }) })
      .getByText(name);
  const activity = (page: Page) =>
    page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Activity" }) })
      .getByRole("listitem");

  it("undoes a deleted round from the toast, and the other player sees the round come back", async () => {
    const { ana, ben, id } = await twoRounds();
    const [anaPage, benPage] = [await open(ana, id, 2), await open(ben, id, 2)];
    await subRound(benPage, "Lap two").waitFor();

    await anaPage.getByRole("button", { name: "Delete Round" }).click();
    const toast = anaPage.getByRole("status").filter({ hasText: "Round 2 deleted." });
    await expect.poll(() => roundOptions(benPage)).toEqual(["Round 1"]);

    await toast.getByRole("button", { name: "Undo" }).click();
    await anaPage.getByText("Undone: deleted round 2 with its 1 sub-round").waitFor();
    await expect.poll(() => roundOptions(benPage)).toEqual(["Round 1", "Round 2"]);
    await benPage.getByRole("combobox", { name: "Round", exact: true }).selectOption("Round 2");
    await subRound(benPage, "Lap two").waitFor();
  });

  it("calls undoing an undo Redo, in the activity, in the toast and on Ctrl+Shift+Z, and each takes back the last", async () => {
    const { ana, id } = await twoRounds();
    const page = await open(ana, id, 2);
    await page.getByRole("button", { name: "Show activity" }).click();
    await activity(page).filter({ hasText: "added sub-round “Lap two”" }).waitFor();
    const toast = (text: string, action: "Undo" | "Redo") =>
      page.getByRole("status").filter({ hasText: text }).getByRole("button", { name: action, exact: true });
    const lapTwo = () => subRound(page, "Lap two").waitFor();
    const noLapTwo = () => subRound(page, "Lap two").waitFor({ state: "detached" });

    await page.locator("body").press("Control+z");
    await noLapTwo();
    await toast("Undone: added sub-round “Lap two”", "Redo").waitFor();
    const undoEntry = activity(page).first().filter({ hasText: "undid: added sub-round “Lap two”" });
    const redoButton = undoEntry.getByRole("button", { name: /^Redo: added sub-round “Lap two”/ });
    expect(await redoButton.textContent()).toBe("Redo");
    expect(await undoEntry.getByRole("button", { name: /^Undo/ }).count()).toBe(0);

    await redoButton.click();
    await lapTwo();
    await toast("Redone: added sub-round “Lap two”", "Undo").waitFor();
    await activity(page)
      .first()
      .filter({ hasText: "redid: added sub-round “Lap two”" })
      .getByRole("button", { name: /^Undo: added sub-round “Lap two”/ })
      .waitFor();

    await page.locator("body").press("Control+z");
    await noLapTwo();
    await toast("Undone: added sub-round “Lap two”", "Redo").waitFor();
    await page.locator("body").press("Control+Shift+Z");
    await lapTwo();
    await toast("Redone: added sub-round “Lap two”", "Undo").click();
    await noLapTwo();
    await toast("Undone: added sub-round “Lap two”", "Redo").click();
    await lapTwo();
  });

  it("shows the activity live, offers Undo only on your own entries, and Ctrl+Z undoes your latest", async () => {
    const { ana, ben, id, firstRoundId } = await twoRounds();
    await addSubRound(ben, firstRoundId, "Ben's lap");
    const [anaPage, benPage] = [await open(ana, id, 2), await open(ben, id, 2)];
    for (const page of [anaPage, benPage]) await page.getByRole("button", { name: "Show activity" }).click();

    const bensEntry = activity(anaPage).filter({ hasText: "added sub-round “Ben's lap”" });
    await bensEntry.waitFor();
    expect(await bensEntry.getByRole("button", { name: /Undo/ }).count()).toBe(0);
    await activity(anaPage)
      .filter({ hasText: "added sub-round “Lap two”" })
      .getByRole("button", { name: /Undo/ })
      .waitFor();

    await anaPage.locator("body").press("Control+z");
    await subRound(benPage, "Lap two").waitFor({ state: "detached" });
    await activity(benPage).filter({ hasText: "undid: added sub-round “Lap two”" }).waitFor();
    await activity(anaPage).filter({ hasText: "undid: added sub-round “Lap two”" }).waitFor();
    expect(await storedRounds(app.url, ana, id)).toEqual([["Lap one", "Ben's lap"], []]);
  });
});
