import { createCompetition, startTestApp, twoFriends, type TestApp, type TestUser } from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

const NARROW = { width: 800, height: 900 };
const WIDE = { width: 1280, height: 900 };

/** What a player typed on a competition's page, and whether its Activity panel is open, field by field. */
const typed = {
  info: async (page: Page) => ({
    description: await page.getByLabel("Description").inputValue(),
    status: await page.getByLabel("Status").inputValue(),
    activityOpen: await page.getByRole("button", { name: /activity$/ }).getAttribute("aria-expanded"),
  }),
  rules: (page: Page) => page.getByPlaceholder("New Rule").inputValue(),
  rounds: (page: Page) => page.getByPlaceholder("Sub-round name").inputValue(),
};

describe.skipIf(!chromiumPath)("a competition's details, as a player edits them", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  async function open(user: TestUser, path: string, viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    await signInContext(context, app.url, user);
    const page = await browser.newPage(context);
    await page.goto(`${app.url}${path}`);
    return page;
  }

  const tab = (page: Page, name: string) =>
    page.getByRole("navigation", { name: "Competition" }).getByRole("link", { name, exact: true });

  it("keeps what is typed, the status picked and the open Activity panel across tabs and across 1024 px", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben, "Draft Kart");
    const page = await open(ana, `/competitions/${id}`, NARROW);

    await page.getByLabel("Description").fill("Best of three cups");
    await page.getByLabel("Status").selectOption({ label: "Complete" });
    await page.getByRole("button", { name: "Show activity" }).click();
    await tab(page, "Rules").click();
    await page.getByPlaceholder("New Rule").fill("No shortcuts");
    await tab(page, "Rounds").click();
    await page.getByPlaceholder("Sub-round name").fill("Rainbow Road");
    const info = { description: "Best of three cups", status: "COMPLETE", activityOpen: "true" };
    /** Each tab, in turn, shows what was typed in it. */
    async function eachTabKeepsItsDraft() {
      await tab(page, "Info").click();
      expect(await typed.info(page)).toEqual(info);
      await tab(page, "Rules").click();
      expect(await typed.rules(page)).toBe("No shortcuts");
      await tab(page, "Rounds").click();
      expect(await typed.rounds(page)).toBe("Rainbow Road");
    }
    await eachTabKeepsItsDraft();

    // A tablet turned: the panels side by side, then the tabs again.
    await page.setViewportSize(WIDE);
    await page.getByRole("navigation", { name: "Competition" }).waitFor({ state: "hidden" });
    expect(await typed.info(page)).toEqual(info);
    expect(await typed.rules(page)).toBe("No shortcuts");
    expect(await typed.rounds(page)).toBe("Rainbow Road");
    await page.setViewportSize(NARROW);
    await eachTabKeepsItsDraft();

    await tab(page, "Info").click();
    await page.getByRole("button", { name: "Save Info" }).click();
    await page.getByRole("status").filter({ hasText: "Info saved." }).waitFor();
  });

  it("says when Save Info saved, when there was nothing to save, and when it failed", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben, "Saved Kart");
    const page = await open(ana, `/competitions/${id}`, WIDE);
    const save = page.getByRole("button", { name: "Save Info" });

    await page.getByLabel("Description").fill("Four cups");
    await save.click();
    await page.getByRole("status").getByText("Info saved.", { exact: true }).waitFor();
    // A change after saving is not saved yet: the word goes.
    await page.getByLabel("Description").fill("Five cups");
    await page.getByRole("status").getByText("Info saved.", { exact: true }).waitFor({ state: "detached" });

    await page.getByLabel("Name", { exact: true }).fill("N".repeat(101));
    await save.click();
    await page.getByRole("alert").getByText("Name too long (100 max)").waitFor();
    await page.getByRole("status").getByText("Info not saved: see the error above.").waitFor();

    await page.getByLabel("Name", { exact: true }).fill("Saved Kart");
    await page.getByLabel("Description").fill("Four cups");
    await save.click();
    await page.getByRole("status").getByText("No changes to save.").waitFor();
  });
});
