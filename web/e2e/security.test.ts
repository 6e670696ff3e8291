import { befriend, createCompetition, signUp, startTestApp, type TestApp } from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, freshPagePerTest, signInContext } from "./browser";

/** Every Content-Security-Policy violation the page reports, kept on `window` for the test to read. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe.skipIf(!chromiumPath)("the Content-Security-Policy", () => {
  let app: TestApp;
  let fresh: Parameters<Parameters<typeof freshPagePerTest>[0]>[0];

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });
  freshPagePerTest((value) => (fresh = value));

  it("lets the home page run", async () => {
    const violations = await recordViolations(fresh.page);
    const response = await fresh.page.goto(app.url);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
    await fresh.page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it("lets a signed-in competition page run, with its same-origin WebSocket", async () => {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, bob);
    const { id } = await createCompetition(app.url, ana, bob, "Policy Kart");
    await signInContext(fresh.context, app.url, ana);
    const violations = await recordViolations(fresh.page);
    await fresh.page.goto(`${app.url}/competitions/${id}/`);
    // Viewers come over the WebSocket only.
    await fresh.page.getByRole("group", { name: new RegExp(`Viewing now: .*${ana.username}`) }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it("lets GraphiQL run a query and its editor's workers complete from the schema", async () => {
    await fresh.page.setViewportSize({ width: 1280, height: 800 });
    const violations = await recordViolations(fresh.page);
    await fresh.page.goto(`${app.url}/graphiql`);
    const queryEditor = fresh.page.locator(".graphiql-query-editor .monaco-editor");
    await queryEditor.waitFor();
    await fresh.page
      .getByRole("button", { name: /execute/i })
      .first()
      .click();
    await fresh.page.waitForFunction(() =>
      document
        .querySelector(".graphiql-response")
        ?.textContent?.replace(/\s+/g, " ")
        .includes('"sampleCompetition": {'),
    );
    await queryEditor.click();
    await fresh.page.keyboard.press("Control+A");
    await fresh.page.keyboard.type("{ appC");
    await fresh.page.getByRole("option", { name: "appConfig" }).waitFor();
    expect(await violations()).toEqual([]);
  });
});
