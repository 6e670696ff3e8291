import {
  befriend,
  createCompetition,
  graphql,
  graphqlRequest,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startTestApp,
  storedSubRounds,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, SERVICE_WORKER_UNREACHABLE, signInContext } from "./browser";

const WIDE = { width: 1280, height: 900 };

/** What Chromium logs on its own while a context is offline: requests and WebSocket attempts that could not go. */
const OFFLINE_NOISE = new RegExp(
  `net::ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed|${SERVICE_WORKER_UNREACHABLE}`,
);

describe.skipIf(!chromiumPath)("edits made offline (the outbox)", () => {
  const browser = browserPerSuite({ ignoredErrors: OFFLINE_NOISE });
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  /** A context signed in as `as`, at 1280 px (the three panels side by side); its pages' errors fail the test. */
  async function signedIn(as: TestUser): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, app.url, as);
    return context;
  }

  async function openRounds(context: BrowserContext, id: string): Promise<Page> {
    const page = await browser.newPage(context);
    await page.goto(`${app.url}/competitions/${id}/rounds`);
    await roundsPanel(page).getByRole("button", { name: "Add Sub-round" }).waitFor();
    // Installed: the app's code is kept, so whatever the page loads next it finds with no network, as once installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    return page;
  }

  async function players() {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, bob);
    const { id, rounds } = await createCompetition(app.url, ana, bob, "Outbox Kart");
    return { ana, bob, id, roundId: rounds[0].id };
  }

  const roundsPanel = (page: Page) =>
    page.locator("section").filter({ has: page.getByRole("heading", { name: "Rounds", level: 2 }) });

  const subRound = (page: Page, name: string) => roundsPanel(page).getByRole("listitem").filter({ hasText: name });

  async function addSubRound(page: Page, name: string) {
    await page.getByPlaceholder("Sub-round name").fill(name);
    await page.getByRole("button", { name: "Add Sub-round" }).click();
  }

  async function expectNoTechnicalText(page: Page) {
    expect(await page.locator("body").innerText()).not.toMatch(/Failed to fetch|NetworkError|TypeError/);
  }

  it("shows edits made offline as pending, then sends them in order once: the other player sees each once", async () => {
    const { ana, bob, id } = await players();
    const [anaContext, bobContext] = [await signedIn(ana), await signedIn(bob)];
    const [anaPage, bobPage] = [await openRounds(anaContext, id), await openRounds(bobContext, id)];

    await anaContext.setOffline(true);
    await addSubRound(anaPage, "Offline one");
    await addSubRound(anaPage, "Offline two");
    for (const name of ["Offline one", "Offline two"]) {
      await subRound(anaPage, name).getByText("pending", { exact: true }).waitFor();
    }
    await anaPage.getByRole("status").getByText("Offline: 2 edits will be sent when the connection is back").waitFor();
    await expectNoTechnicalText(anaPage);

    await anaContext.setOffline(false);
    for (const name of ["Offline one", "Offline two"]) await subRound(bobPage, name).waitFor();
    for (const name of ["Offline one", "Offline two"]) {
      await subRound(anaPage, name).getByText("pending", { exact: true }).waitFor({ state: "detached" });
    }
    expect(await storedSubRounds(app.url, ana, id)).toEqual(["Offline one", "Offline two"]);
    for (const page of [anaPage, bobPage]) {
      expect(await subRound(page, "Offline one").count()).toBe(1);
      expect(await subRound(page, "Offline two").count()).toBe(1);
    }
    await expectNoTechnicalText(anaPage);
  });

  it("keeps an edit made offline when the tab is closed, and sends it once from the next one", async () => {
    const { ana, bob, id } = await players();
    const [anaContext, bobContext] = [await signedIn(ana), await signedIn(bob)];
    const anaPage = await openRounds(anaContext, id);
    const bobPage = await openRounds(bobContext, id);

    await anaContext.setOffline(true);
    await addSubRound(anaPage, "Left behind");
    await subRound(anaPage, "Left behind").getByText("pending", { exact: true }).waitFor();
    await anaPage.close();
    await anaContext.setOffline(false);
    expect(await storedSubRounds(app.url, ana, id)).toEqual([]);

    const reopened = await openRounds(anaContext, id);
    await subRound(bobPage, "Left behind").waitFor();
    await subRound(reopened, "Left behind").waitFor();
    await subRound(reopened, "Left behind").getByText("pending", { exact: true }).waitFor({ state: "detached" });
    expect(await storedSubRounds(app.url, ana, id)).toEqual(["Left behind"]);
    expect(await subRound(bobPage, "Left behind").count()).toBe(1);
    expect(await subRound(reopened, "Left behind").count()).toBe(1);
  });

  it("sends an edit again when its answer was lost, and the server applies it once", async () => {
    const { ana, id } = await players();
    const anaContext = await signedIn(ana);
    const anaPage = await openRounds(anaContext, id);

    // The request reaches the server, which applies it; the answer never comes back. The page sends it again a
    // second later, held here until the test has seen the edit pending (a busy machine could miss that second).
    let sent = 0;
    let pendingSeen = () => {};
    const seen = new Promise<void>((resolve) => (pendingSeen = resolve));
    await anaPage.route("**/graphql", async (route) => {
      if (!route.request().postData()?.includes("addSubRound")) return route.fallback();
      if (sent++ > 0) return seen.then(() => route.fallback());
      await route.fetch();
      await route.abort("internetdisconnected");
    });
    await addSubRound(anaPage, "Answer lost");
    await subRound(anaPage, "Answer lost").getByText("pending", { exact: true }).waitFor();
    expect(await storedSubRounds(app.url, ana, id)).toEqual(["Answer lost"]);
    pendingSeen();

    await subRound(anaPage, "Answer lost").getByText("pending", { exact: true }).waitFor({ state: "detached" });
    expect(sent).toBe(2);
    expect(await storedSubRounds(app.url, ana, id)).toEqual(["Answer lost"]);
    expect(await subRound(anaPage, "Answer lost").count()).toBe(1);
    await expectNoTechnicalText(anaPage);
  });

  it("shows the server's reason for a queued edit it refused, with what the user typed", async () => {
    const { ana, bob, id } = await players();
    const anaContext = await signedIn(ana);
    const anaPage = await openRounds(anaContext, id);

    await anaContext.setOffline(true);
    await addSubRound(anaPage, "Too late");
    await subRound(anaPage, "Too late").getByText("pending", { exact: true }).waitFor();
    const completed = await graphqlRequest(
      app.url,
      SETUP_UPDATE_COMPETITION_INFO,
      { id, name: "Outbox Kart", status: "COMPLETE", public: false },
      bob.cookie,
    );
    expect(completed.body.errors).toBeUndefined();

    await anaContext.setOffline(false);
    const refused = roundsPanel(anaPage).getByRole("alert").filter({ hasText: "Sub-round “Too late” (1 point)" });
    await refused.getByText("Only an ongoing competition's rules and rounds can be edited").waitFor();
    expect(await storedSubRounds(app.url, ana, id)).toEqual([]);
    await expectNoTechnicalText(anaPage);

    await refused.getByRole("button", { name: "Dismiss" }).click();
    await refused.waitFor({ state: "detached" });
  });

  it("says an online-only edit (info, rounds) could not be sent offline, keeps what was typed, and saves it later", async () => {
    const { ana, id } = await players();
    const anaContext = await signedIn(ana);
    const anaPage = await openRounds(anaContext, id);
    const name = anaPage.getByLabel("Name", { exact: true });

    await anaContext.setOffline(true);
    await name.fill("Renamed offline");
    await anaPage.getByRole("button", { name: "Save Info" }).click();
    await anaPage.getByText("Can't reach Rivals right now. Check your connection and try again.").first().waitFor();
    expect(await name.inputValue()).toBe("Renamed offline");
    await expectNoTechnicalText(anaPage);

    await anaContext.setOffline(false);
    await anaPage.getByRole("button", { name: "Save Info" }).click();
    const NAME = graphql(`
      query OutboxName($id: ID!) {
        competition(id: $id) {
          id
          name
        }
      }
    `);
    const stored = async () => (await graphqlRequest(app.url, NAME, { id }, ana.cookie)).body.data?.competition?.name;
    await expect.poll(stored).toBe("Renamed offline");
  });
});
