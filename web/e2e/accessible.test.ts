import {
  befriend,
  createCompetition,
  graphqlRequest,
  SETUP_ADD_RULE,
  SETUP_SET_THEME,
  signUp,
  startTestApp,
  type TestApp,
} from "@rivals/server/test-support";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, freshPagePerTest, signInContext } from "./browser";

/** The words of `within` that the browser laid out over more than one line. */
function brokenWords(within: Locator): Promise<string[]> {
  return within.evaluateAll((sections) => {
    const broken: string[] = [];
    for (const section of sections) {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName, id: active?.id, text: active?.textContent?.trim() };
  });

describe.skipIf(!chromiumPath)("accessible and calm pages", () => {
  let app: TestApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });
  freshPagePerTest((fresh) => ({ context, page } = fresh));

  it("titles every page after what it shows", async () => {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, bob);
    const { id } = await createCompetition(app.url, ana, bob, "Mario Kart 2026");
    const expectTitles = async (titles: [string, string][]) => {
      for (const [path, title] of titles) {
        await page.goto(`${app.url}${path}`);
        await expect.poll(() => page.title(), { message: path }).toBe(title);
      }
    };
    await expectTitles([
      ["/", "Rivals"],
      ["/login", "Sign in · Rivals"],
      ["/signup", "Sign up · Rivals"],
      ["/reset-password?token=x", "Reset password · Rivals"],
      ["/no-such-page", "Page not found · Rivals"],
      ["/competitions/00000000-0000-0000-0000-000000000000/", "Error · Rivals"],
      ["/invite/unknown", "Invite · Rivals"],
    ]);
    await signInContext(context, app.url, ana);
    await expectTitles([
      ["/profile", "Profile · Rivals"],
      ["/friends", "Friends · Rivals"],
      ["/competitions", "Competitions · Rivals"],
      ["/competition-creation", "New competition · Rivals"],
      [`/competitions/${id}/`, "Mario Kart 2026 · Rivals"],
      [`/competitions/${id}/rules`, "Mario Kart 2026 · Rivals"],
    ]);
  });

  it("offers Skip to content as the first stop of the Tab key, which moves focus to the page", async () => {
    await page.goto(app.url);
    await page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await activeElement(page)).toMatchObject({ tag: "MAIN", id: "main" });
    expect(new URL(page.url()).hash).toBe("");
    // The next stop is the page's first control, past the header.
    await page.keyboard.press("Tab");
    expect(await activeElement(page)).toMatchObject({ tag: "A", text: "Sign up" });
  });

  it("puts focus back on the button that opened a dialog when it closes", async () => {
    await signInContext(context, app.url, await signUp(app.url));
    await page.goto(`${app.url}/profile`);
    const opener = page.getByRole("button", { name: "Delete Account" });
    for (const close of ["Cancel", "Escape"]) {
      await opener.click();
      await page.getByRole("dialog").waitFor();
      if (close === "Escape") await page.keyboard.press("Escape");
      else await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      expect(await activeElement(page)).toMatchObject({ tag: "BUTTON", text: "Delete Account" });
    }
  });

  it("paints a stored dark theme before the app runs, within the Content-Security-Policy", async () => {
    const user = await signUp(app.url);
    await graphqlRequest(app.url, SETUP_SET_THEME, { theme: "DARK" }, user.cookie);
    await signInContext(context, app.url, user);
    await page.emulateMedia({ colorScheme: "light" });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${app.url}/profile`);
    await page.locator("html.dark").waitFor({ state: "attached" });

    // The next load with the app's script held back: only index.html and its styles are there to paint.
    await page.route("**/assets/app-*.js", () => {});
    await page.goto(`${app.url}/profile`, { waitUntil: "commit" });
    // Styled: what the first paint shows.
    await page.waitForFunction(
      () => document.body && getComputedStyle(document.body).backgroundColor !== "rgba(0, 0, 0, 0)",
    );
    expect(await page.locator("html.dark").count()).toBe(1);
    expect(await page.locator("#root").innerHTML()).toBe("");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(248, 250, 252)"); // slate-50, the light background
    expect(violations).toEqual([]);
  });

  it("keeps words whole on the details page at 1024 px: Rules above Info and Activity, beside Rounds; three columns at 1280 px", async () => {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, bob);
    const { id } = await createCompetition(app.url, ana, bob, "Mario Kart 2026");
    await graphqlRequest(
      app.url,
      SETUP_ADD_RULE,
      { competitionId: id, text: "Unbreakable superlongwordsthatbreak rules" },
      ana.cookie,
    );
    await signInContext(context, app.url, ana);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(`${app.url}/competitions/${id}/`);
    const panel = (name: string) => page.getByRole("heading", { name, level: 2 });
    for (const name of ["Rules", "Info", "Activity", "Rounds"]) await panel(name).waitFor();
    const box = async (name: string) => (await panel(name).boundingBox())!;
    const [rules, info, activity, rounds] = [
      await box("Rules"),
      await box("Info"),
      await box("Activity"),
      await box("Rounds"),
    ];
    expect(info.x).toBe(rules.x);
    expect(info.y).toBeGreaterThan(rules.y);
    expect(activity.x).toBe(info.x);
    expect(activity.y).toBeGreaterThan(info.y);
    expect(rounds.x).toBeGreaterThan(rules.x);
    // A 20-character name wider than its box wraps rather than being cut (issue 30): the panels' own words do not.
    const names = [ana.username, bob.username];
    const brokenOthers = async () =>
      (await brokenWords(page.getByRole("main").locator("section"))).filter((word) => !names.includes(word));
    expect(await brokenOthers()).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    const tops = ["Rules", "Info", "Rounds"];
    await page.waitForFunction(
      (names) =>
        new Set(
          [...document.querySelectorAll("main h2")]
            .filter((h) => names.includes(h.textContent ?? ""))
            .map((h) => h.getBoundingClientRect().top),
        ).size === 1,
      tops,
    );
    const [wideRules, wideInfo, wideActivity, wideRounds] = [
      await box("Rules"),
      await box("Info"),
      await box("Activity"),
      await box("Rounds"),
    ];
    expect(wideRules.x).toBeLessThan(wideInfo.x);
    expect(wideInfo.x).toBeLessThan(wideRounds.x);
    expect(wideActivity.x).toBe(wideInfo.x);
    expect(wideActivity.y).toBeGreaterThan(wideInfo.y);
    expect(await brokenOthers()).toEqual([]);
  });
});
