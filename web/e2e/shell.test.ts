import { randomUUID } from "node:crypto";
import {
  ADD_RULE,
  befriend,
  createCompetition,
  graphqlRequest,
  SETUP_SET_THEME,
  signUp,
  startTestApp,
  type TestApp,
} from "@rivals/server/test-support";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, freshPagePerTest, signInContext } from "./browser";

describe.skipIf(!chromiumPath)("web app shell", () => {
  let app: TestApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp({
      footer: { donationUrl: "https://example.com/donate", issuesUrl: "https://example.com/issues", sourceUrl: null },
    });
  });

  afterAll(async () => {
    await app?.stop();
  });

  freshPagePerTest((fresh) => ({ context, page } = fresh));

  it("shows the header and the footer on the home page, signed out", async () => {
    await page.goto(app.url);
    await page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();

    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "Rivals" }).getAttribute("href")).toBe("/");
    expect(await header.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(await header.getByRole("link", { name: "Friends" }).count()).toBe(0);
    expect(await header.getByRole("link", { name: "Competitions" }).count()).toBe(0);

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Donate" }).waitFor();
    expect(await footer.getByText("Rivals").count()).toBe(1);
    expect(await footer.getByRole("link", { name: "Donate" }).getAttribute("href")).toBe("https://example.com/donate");
    expect(await footer.getByRole("link", { name: "Report an issue" }).getAttribute("href")).toBe(
      "https://example.com/issues",
    );
    expect(await footer.getByRole("link", { name: "Source code" }).count()).toBe(0);
  });

  it("follows the device's colour scheme when signed out", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(app.url);
    await page.locator("html.dark").waitFor({ state: "attached" });
    await page.emulateMedia({ colorScheme: "light" });
    await page.locator("html:not(.dark)").waitFor({ state: "attached" });
  });

  it("shows a signed-in user's links and account, in their saved theme", async () => {
    const user = await signUp(app.url);
    await graphqlRequest(app.url, SETUP_SET_THEME, { theme: "DARK" }, user.cookie);
    await signInContext(context, app.url, user);
    await page.emulateMedia({ colorScheme: "light" });

    await page.goto(`${app.url}/profile`);
    await page.getByRole("heading", { name: "Profile" }).waitFor();
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "Friends" }).getAttribute("href")).toBe("/friends");
    expect(await header.getByRole("link", { name: "Competitions" }).getAttribute("href")).toBe("/competitions");
    expect(await header.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    await header.getByRole("img", { name: user.username }).waitFor();
    await page.locator("html.dark").waitFor({ state: "attached" });
  });

  it("shows Page not found for an unknown address", async () => {
    await page.goto(`${app.url}/no-such-page`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
  });

  it("shows the error screen for a competition that does not exist", async () => {
    await page.goto(`${app.url}/competitions/${randomUUID()}`);
    const alert = page.getByRole("alert");
    await alert.getByText("Error: Competition not found").waitFor();
    await alert.getByText("404 - Not Found").waitFor();
    await alert
      .getByText(
        "This could be caused by trying to access a competition you aren't in, isn't public or one that doesn't exist",
      )
      .waitFor();
    await page.getByRole("banner").waitFor();
  });

  it("sends a signed-out visitor of /profile to login with a message", async () => {
    await page.goto(`${app.url}/profile`);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await page.getByText("You must log in first.").waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("message")).toBe("You must log in first.");
    expect(url.searchParams.get("redirectTo")).toBe("/profile");
  });

  it("opens GraphiQL for a signed-in user on their competitions and a live subscription to one", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, ben);
    const { id } = await createCompetition(app.url, ana, ben, "GraphiQL Kart");
    await signInContext(context, app.url, ana);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}/graphiql`);
    const response = () =>
      page.evaluate(() => document.querySelector(".graphiql-response")?.textContent?.replace(/\s+/g, " ") ?? "");
    const run = () =>
      page
        .getByRole("button", { name: /execute/i })
        .first()
        .click();

    await page.locator(".graphiql-query-editor .monaco-editor").waitFor();
    await run();
    await expect.poll(response).toContain('"name": "GraphiQL Kart"');

    await page.getByRole("tab", { name: "CompetitionLive" }).click();
    // GraphiQL takes the operation's name from the editor when it stores the editor's query, a moment after a change:
    // run before that, and it would send the other tab's operation name.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) => key.endsWith(":query") && localStorage.getItem(key)?.includes("CompetitionLive"),
      ),
    );
    await run();
    await expect.poll(response).toContain('"version": 1');
    await graphqlRequest(app.url, ADD_RULE, { id, t: "No blue shells" }, ben.cookie);
    await expect.poll(response).toContain('"version": 2');
    expect(await response()).toContain(`"username": "${ben.username}"`);
  });

  it("serves GraphiQL, which runs the sample competition's query signed out and completes from the schema", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}/graphiql`);
    const queryEditor = page.locator(".graphiql-query-editor .monaco-editor");
    await queryEditor.waitFor();
    await page
      .getByRole("button", { name: /execute/i })
      .first()
      .click();
    await page.waitForFunction(() =>
      document
        .querySelector(".graphiql-response")
        ?.textContent?.replace(/\s+/g, " ")
        .includes('"sampleCompetition": {'),
    );

    // Completion comes from Monaco's GraphQL web worker, so this shows that the workers load.
    await queryEditor.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("{ appC");
    await page.getByRole("option", { name: "appConfig" }).waitFor();
  });
});

describe.skipIf(!chromiumPath)("the parts around the page, when their code cannot load", () => {
  let app: TestApp;
  // Chromium logs each fetch the test stops, and React the import that failed with it, which the layout left out.
  const browser = browserPerSuite({
    ignoredErrors: /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/,
  });

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("shows the page without them, never the error screen, and the app goes on working", async () => {
    const ana = await signUp(app.url);
    const context = await browser.newContext();
    await signInContext(context, app.url, ana);
    // The footer's and the bell's chunks fail, as during a server restart.
    const failed = new Set<string>();
    let failedBoth = () => {};
    const bothFailed = new Promise<void>((resolve) => (failedBoth = resolve));
    await context.route(/\/assets\/(Footer|Bell)-[^/]*\.js$/, async (route) => {
      failed.add(new URL(route.request().url()).pathname.split("-")[0]);
      if (failed.size === 2) failedBoth();
      await route.abort("failed");
    });
    const page = await browser.newPage(context);
    await page.goto(app.url);
    await page.getByRole("heading", { name: `Welcome, ${ana.username}!` }).waitFor();
    await bothFailed;
    // The status area, which loads beside them, has come: the layout rendered after both failed.
    await page.getByRole("status").first().waitFor({ state: "attached" });
    const errorScreen = page.getByRole("heading", { name: /^Error:/ });
    expect(await errorScreen.count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);

    await page.getByRole("banner").getByRole("link", { name: "Friends" }).click();
    await page.getByRole("heading", { name: "Friends", exact: true, level: 1 }).waitFor();
    expect(await errorScreen.count()).toBe(0);
  });
});
