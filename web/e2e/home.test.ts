import { graphql, graphqlRequest, signUp, startTestApp, type TestApp } from "@rivals/server/test-support";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, freshPagePerTest, signInContext } from "./browser";

const SAMPLE_ID = "00000000-0000-4000-8000-000000000001";
const SAMPLE_NAME = "Mario Kart: the sample season";

const ME = graphql(`
  query E2eHomeMe {
    me {
      id
    }
  }
`);

describe.skipIf(!chromiumPath)("home page", () => {
  let app: TestApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp({ testFriendUsername: "SampleFriend", sampleCompetitionId: SAMPLE_ID });
  });

  afterAll(async () => {
    await app?.stop();
  });

  freshPagePerTest((fresh) => ({ context, page } = fresh));

  it("shows the sample competition card signed out, without the players' names, and the info sections", async () => {
    await page.goto(app.url);
    await page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();
    const card = page.getByRole("link", { name: new RegExp(SAMPLE_NAME) });
    await card.waitFor();
    expect(await card.getAttribute("href")).toBe(`/competitions/${SAMPLE_ID}/`);
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Ongoing");
    expect(text).toContain("1-1");
    expect(text).not.toContain("SampleFriend");
    expect(text).not.toContain("Challenger");
    await card.getByRole("img", { name: "Player one" }).waitFor();
    await card.getByRole("img", { name: "Player two" }).waitFor();

    for (const section of [
      "Making an account",
      "Making friends",
      "Creating your first competition",
      "Issues",
      "Suggestions",
      "Deleting your account",
      "How it is built",
    ]) {
      await page.getByRole("heading", { name: section, exact: true }).waitFor();
    }
    const built = await page.getByRole("heading", { name: "How it is built" }).locator("..").innerText();
    for (const part of [
      "React Router",
      "Apollo Client",
      "Vite",
      "Tailwind",
      "Apollo Server 5",
      "graphql-ws",
      "Drizzle ORM",
      "PGlite",
      "Lucia",
      "argon2id",
      "arctic",
    ]) {
      expect(built).toContain(part);
    }
  });

  it("opens the sample competition read-only from its card", async () => {
    await page.goto(app.url);
    await page.getByRole("link", { name: new RegExp(SAMPLE_NAME) }).click();
    await page.getByRole("heading", { name: SAMPLE_NAME, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/competitions/${SAMPLE_ID}/`);
    await page.getByText("A season of Mario Kart between two friends").waitFor();
    // Signed out, the players have no names here either.
    await page.getByRole("group", { name: "Player one: 1" }).waitFor();
    await page.getByRole("group", { name: "Player two: 1" }).waitFor();
    expect(await page.getByText("SampleFriend").count()).toBe(0);
    expect(await page.getByLabel("Status").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save Info" }).count()).toBe(0);

    await page.getByRole("link", { name: "Rules" }).click();
    await page.getByText("- 150cc, no items").waitFor();
    expect(await page.getByPlaceholder("New Rule").count()).toBe(0);

    await page.getByRole("link", { name: "Rounds" }).click();
    await page.getByRole("listitem").filter({ hasText: "Rainbow Road" }).getByText("Player one").waitFor();
    await page.getByText("Player one wins this round").waitFor();
    expect(await page.getByText("Challenger").count()).toBe(0);
    expect(await page.getByRole("checkbox", { name: "Valid" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Add Sub-round" }).count()).toBe(0);
  });

  it("shows the players' names on the card when signed in", async () => {
    const user = await signUp(app.url);
    const { body } = await graphqlRequest(app.url, ME, {}, user.cookie);
    expect(body.data?.me).toBeTruthy();
    await signInContext(context, app.url, user);
    await page.goto(app.url);
    const card = page.getByRole("link", { name: new RegExp(SAMPLE_NAME) });
    await card.getByText("SampleFriend").waitFor();
    await card.getByText("Challenger").waitFor();
  });
});
