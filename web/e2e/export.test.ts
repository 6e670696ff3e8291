import { readFile } from "node:fs/promises";
import {
  createCompetition,
  graphqlRequest,
  SETUP_ADD_SUB_ROUND,
  startTestApp,
  twoFriends,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, freshPagePerTest, signInContext } from "./browser";

describe.skipIf(!chromiumPath)("downloads", () => {
  let app: TestApp;
  let ana: TestUser, ben: TestUser;
  let competitionId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [ana, ben] = await twoFriends(app.url);
    const competition = await createCompetition(app.url, ana, ben, "Café, Kart");
    competitionId = competition.id;
    const { body } = await graphqlRequest(
      app.url,
      SETUP_ADD_SUB_ROUND,
      { roundId: competition.rounds[0].id, name: "=Rainbow Road", points: 3, playerId: null },
      ana.cookie,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
  afterAll(() => app?.stop());

  let page: Page;
  freshPagePerTest((fresh) => (page = fresh.page));

  /** Clicks the link named `name` and waits for the file it downloads: its suggested name and its text. */
  async function download(name: string): Promise<{ fileName: string; text: string }> {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
    return { fileName: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
  }

  it("downloads the competition as CSV and JSON from its page", async () => {
    await signInContext(page.context(), app.url, ben);
    await page.goto(`${app.url}/competitions/${competitionId}`);
    expect(await download("Download CSV")).toEqual({
      fileName: "Café, Kart.csv",
      text: "round,valid,sub_round,points,player,round_winner,scoring,finish\r\n1,false,'=Rainbow Road,3,draw,MORE_POINTS,ROUNDS,\r\n",
    });
    const json = await download("Download JSON");
    expect(json.fileName).toBe("Café, Kart.json");
    expect(JSON.parse(json.text)).toMatchObject({
      competition: {
        id: competitionId,
        name: "Café, Kart",
        players: [{ username: ana.username }, { username: ben.username }],
        rounds: [{ number: 1, subRounds: [{ name: "=Rainbow Road", points: 3, player: null }] }],
      },
    });
  });

  it("downloads the account's data from the profile", async () => {
    await signInContext(page.context(), app.url, ana);
    await page.goto(`${app.url}/profile`);
    const { fileName, text } = await download("Download my data");
    expect(fileName).toBe(`rivals-${ana.username}.json`);
    expect(JSON.parse(text)).toMatchObject({
      profile: { username: ana.username, email: ana.email },
      friends: expect.arrayContaining([{ username: ben.username, status: "ACCEPTED", score: [0, 0] }]) as unknown[],
      competitions: [{ id: competitionId }],
    });
  });
});
