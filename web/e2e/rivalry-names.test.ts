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
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

const SET_ROUND_VALID = graphql(`
  mutation E2eNamesSetRoundValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      id
    }
  }
`);

/** The rivalry page's table by sub-round name, as rows of cell texts (header row left out). */
const nameRows = (page: Page) =>
  page
    .getByRole("table", { name: /by sub-round name$/ })
    .getByRole("row")
    .evaluateAll((rows) => rows.slice(1).map((row) => [...row.children].map((cell) => cell.textContent)));

describe.skipIf(!chromiumPath)("Sub-round names across a rivalry", () => {
  const browser = browserPerSuite();
  let app: TestApp;
  let ana: TestUser;
  let bob: TestUser;
  let competitionId: string;

  const api = <T, V>(as: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
    graphqlAnswer(app.url, query, variables, as.cookie);

  async function addSubRounds(roundId: string, name: string, player: TestUser | null, times: number) {
    for (let i = 0; i < times; i++) {
      await api(ana, SETUP_ADD_SUB_ROUND, { roundId, name, points: 2, playerId: player?.id ?? null });
    }
  }

  beforeAll(async () => {
    app = await startTestApp();
    [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const { id, rounds } = await createCompetition(app.url, ana, bob, "Kart");
    competitionId = id;
    const roundId = rounds[0].id;
    await addSubRounds(roundId, "Rainbow Road", ana, 7);
    await addSubRounds(roundId, "Rainbow Road", bob, 2);
    await addSubRounds(roundId, "rainbow  road", bob, 1);
    await addSubRounds(roundId, "Rainbow Road", null, 1);
    await addSubRounds(roundId, "Moo Moo Meadows", bob, 2);
    await api(ana, SET_ROUND_VALID, { r: roundId });
  });

  afterAll(() => app?.stop());

  async function signedIn(as: TestUser): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, app.url, as);
    return browser.newPage(context);
  }

  async function openRivalry(as: TestUser, opponent: TestUser): Promise<Page> {
    const page = await signedIn(as);
    await page.goto(`${app.url}/friends/${opponent.username}`);
    await page.getByRole("heading", { name: "By name", level: 2 }).waitFor();
    return page;
  }

  it("shows each name's wins and losses from the viewer's side, draws, plays and points, most played first", async () => {
    const page = await openRivalry(ana, bob);
    // Won–lost, draws, played, points (yours–theirs; a draw's count for both).
    expect(await nameRows(page)).toEqual([
      ["Rainbow Road", "7–3", "1", "11", "16–8"],
      ["Moo Moo Meadows", "0–2", "0", "2", "0–4"],
    ]);
    const bobsPage = await openRivalry(bob, ana);
    expect((await nameRows(bobsPage))[0]).toEqual(["Rainbow Road", "3–7", "1", "11", "8–16"]);
  });

  it("suggests the names used before on the sub-round form", async () => {
    const page = await signedIn(bob);
    await page.goto(`${app.url}/competitions/${competitionId}/`);
    const name = page.getByPlaceholder("Sub-round name");
    await name.focus();
    const listId = await name.getAttribute("list");
    const list = page.locator(`datalist[id="${listId}"]`);
    const options = () => list.locator("option").evaluateAll((all) => all.map((o) => o.getAttribute("value")));
    await list.locator('option[value="Moo Moo Meadows"]').waitFor({ state: "attached" });
    expect(await options()).toEqual(["Rainbow Road", "Moo Moo Meadows"]);
    // A name added since is suggested the next time the name is chosen.
    await name.fill("Coconut Mall");
    await page.getByRole("button", { name: "Add Sub-round" }).click();
    await page.getByText("Coconut Mall", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Add Sub-round" }).focus();
    await name.focus();
    await list.locator('option[value="Coconut Mall"]').waitFor({ state: "attached" });
    expect(await options()).toEqual(["Rainbow Road", "Moo Moo Meadows", "Coconut Mall"]);
  });

  it("shows a long list a page at a time, and finds a name in it", async () => {
    const [cid, dan] = [await signUpNamed(app.url, "cid"), await signUpNamed(app.url, "dan")];
    await befriend(app.url, cid, dan);
    const { rounds } = await createCompetition(app.url, cid, dan, "Cups");
    for (let cup = 1; cup <= 12; cup++) {
      await api(cid, SETUP_ADD_SUB_ROUND, { roundId: rounds[0].id, name: `Cup ${cup}`, points: cup, playerId: cid.id });
    }
    await api(cid, SET_ROUND_VALID, { r: rounds[0].id });
    const page = await openRivalry(cid, dan);
    expect(await nameRows(page)).toHaveLength(10);
    const row = (name: string) => page.getByRole("rowheader", { name, exact: true });
    await page.getByRole("button", { name: "Show 2 more of 12" }).click();
    await row("Cup 9").waitFor();
    expect(await nameRows(page)).toHaveLength(12);
    await page.getByRole("searchbox", { name: "Find a name" }).fill("cup 1");
    await row("Cup 2").waitFor({ state: "detached" });
    expect((await nameRows(page)).map((cells) => cells[0])).toEqual(["Cup 1", "Cup 10", "Cup 11", "Cup 12"]);
    await page.getByRole("searchbox", { name: "Find a name" }).fill("Rainbow");
    await page.getByText("No name matches “Rainbow”.").waitFor();
  });
});
