import { randomBytes } from "node:crypto";
import {
  graphql,
  graphqlRequest,
  PASSWORD,
  startGoogleProvider,
  startTestApp,
  uniqueEmail,
  type GoogleProvider,
  type TestApp,
} from "@rivals/server/test-support";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, freshPagePerTest, newGoogleAccount } from "./browser";

const ME = graphql(`
  query E2eChooseUsernameMe {
    me {
      id
      username
      usernameChosen
    }
  }
`);

describe.skipIf(!chromiumPath)("choosing a username at the first sign-in", () => {
  let google: GoogleProvider;
  let app: TestApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    google = await startGoogleProvider();
    google.setClaims(newGoogleAccount);
    app = await startTestApp({ testFriendUsername: "Buddy", google: google.config });
  });
  afterAll(async () => {
    await app?.stop();
    await google?.stop();
  });
  freshPagePerTest((fresh) => ({ context, page } = fresh));

  /** The signed-in user of the browser, read through the API with its session cookie. */
  async function browserMe() {
    const cookie = (await context.cookies(app.url)).find(({ name }) => name === "rivals_session")!;
    const { body } = await graphqlRequest(app.url, ME, {}, `${cookie.name}=${cookie.value}`);
    return body.data!.me!;
  }

  const heading = () => page.getByRole("heading", { name: "Choose your username" });
  const field = () => page.getByLabel("Username");
  const alert = () => page.getByRole("main").getByRole("alert");

  it("asks after an email sign-up, with the profile's rules, and takes the chosen name", async () => {
    await page.goto(`${app.url}/signup`);
    await page.getByLabel("Email").fill(uniqueEmail("choose"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up!" }).click();
    await heading().waitFor();
    expect(await page.title()).toBe("Choose your name · Rivals");
    const generated = await browserMe();
    expect(generated.usernameChosen).toBe(false);
    expect(await field().inputValue()).toBe(generated.username);

    for (const [name, message] of [
      ["", "Username needs to filled"],
      ["x".repeat(21), "Username too long (20 max)"],
      ["Buddy", "Username taken"],
      ["draw", "Forbidden friends 🐰🥚"],
    ]) {
      await field().fill(name);
      await page.getByRole("button", { name: "Continue" }).click();
      await alert().getByText(message).waitFor();
    }
    expect(await browserMe()).toEqual(generated);

    const chosen = `me${randomBytes(3).toString("hex")}`;
    await field().fill(chosen);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Profile", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile");
    await page.getByRole("banner").getByRole("img", { name: chosen }).waitFor();
    expect(await browserMe()).toEqual({ id: generated.id, username: chosen, usernameChosen: true });

    // Asked once: the next visit goes straight to the page.
    await page.goto(`${app.url}/friends`);
    await page.getByRole("heading", { name: "Friends", level: 1 }).waitFor();
    expect(await heading().count()).toBe(0);
  });

  it("asks after a first Google sign-in, where keeping the generated name is one click", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByRole("button", { name: "Google Sign in" }).click();
    await heading().waitFor();
    expect(new URL(page.url()).pathname).toBe("/competitions");
    const generated = await browserMe();
    expect(await field().inputValue()).toBe(generated.username);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Competitions" }).waitFor();
    expect(await browserMe()).toEqual({ ...generated, usernameChosen: true });
  });
});
