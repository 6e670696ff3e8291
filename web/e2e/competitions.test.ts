import {
  graphql,
  befriend,
  graphqlAnswer,
  topics,
  DELETE_COMPETITION,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUpNamed,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserPerSuite,
  chromiumPath,
  competitionCard,
  firstPush,
  nextPush,
  servedPicture,
  signInContext,
} from "./browser";

const NARROW = { width: 800, height: 900 };
const WIDE = { width: 1280, height: 900 };

const CREATE = graphql(`
  mutation PagesCreateCompetition($n: String!, $o: ID!) {
    createCompetition(name: $n, opponentId: $o) {
      id
    }
  }
`);
const ROUNDS = graphql(`
  query PagesRounds($id: ID!) {
    competition(id: $id) {
      id
      rounds {
        id
      }
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation E2eCompetitionsAddRound($id: ID!) {
    addRound(competitionId: $id) {
      id
    }
  }
`);
const INFO = graphql(`
  query PagesInfo($id: ID!) {
    competition(id: $id) {
      id
      name
      description
      public
    }
  }
`);

/** Adds a rule and a drawn sub-round and marks round 1 valid, waiting for each to show (before any answer). */
async function editShownAtOnce(page: Page) {
  await page.getByPlaceholder("New Rule").fill("Fast rule");
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByText("- Fast rule").waitFor();
  await page.getByPlaceholder("Sub-round name").fill("Quick lap");
  await page.getByRole("button", { name: "Add Sub-round" }).click();
  await page.getByText("Quick lap").waitFor();
  await page.getByRole("checkbox", { name: "Valid" }).click();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>("input[type=checkbox]")?.checked);
}

describe.skipIf(!chromiumPath)("competitions", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    // Every test signs its own players up, more than the sign-up limit lets one address in its window.
    app = await startTestApp({ rateLimit: { perIp: 100, windowSeconds: 15 * 60 } });
  });
  afterAll(() => app?.stop());

  const api = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
    graphqlAnswer(app.url, query, variables, user.cookie);

  async function createCompetition(by: TestUser, opponent: TestUser, name: string): Promise<string> {
    const data = await api(by, CREATE, { n: name, o: opponent.id });
    return data.createCompetition.id;
  }

  /** A page signed in as `as` (or signed out), whose errors fail the test. */
  async function open(as: TestUser | null, viewport = NARROW): Promise<Page> {
    const context = await browser.newContext({ viewport });
    if (as) await signInContext(context, app.url, as);
    return browser.newPage(context);
  }

  const path = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  /** Who the page lists as viewing now: both pages listing both players means both are subscribed. */
  const viewingNow = (page: Page, ...users: TestUser[]) =>
    page.getByRole("group", {
      name: `Viewing now: ${users
        .map((u) => u.username)
        .sort()
        .join(", ")}`,
      exact: true,
    });

  const scoreOf = (page: Page, player: TestUser, score: number) =>
    page.getByRole("group", { name: `${player.username}: ${score}`, exact: true }).waitFor();

  it("asks for friends first when the only friend is the test friend", async () => {
    const page = await open(await signUpNamed(app.url, "lone"));
    await page.goto(`${app.url}/competition-creation`);
    await page.getByRole("heading", { name: "Please add some friends first!" }).waitFor();
    expect(await page.getByRole("button", { name: "Create" }).count()).toBe(0);
  });

  it("creates a competition against a friend from the list, with a live thumbnail preview", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const page = await open(ana);
    await page.goto(`${app.url}/competitions`);
    await page.getByText("No competitions yet").waitFor();
    await page.getByRole("link", { name: "Create Competition" }).click();
    await page.getByRole("heading", { name: "Create a competition" }).waitFor();

    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Name and Opponent Needed").waitFor();
    await page.getByRole("img", { name: "Thumbnail preview: none" }).waitFor();
    await page.getByLabel("Name").fill("Tennis");
    await page.getByLabel("Thumbnail URL").fill(await servedPicture(app.url));
    await page.getByRole("img", { name: "Thumbnail preview", exact: true }).waitFor();
    const opponent = page.getByLabel("Opponent");
    expect(await opponent.locator("option").allTextContents()).toEqual(["Select your Opponent", bob.username]);
    await opponent.selectOption({ label: bob.username });
    await page.getByRole("button", { name: "Create" }).click();

    await page.getByRole("heading", { name: "Tennis", level: 1 }).waitFor();
    expect(path(page)).toMatch(/^\/competitions\/[0-9a-f-]{36}\/$/);
    await scoreOf(page, ana, 0);
    await scoreOf(page, bob, 0);
    // The creation page was replaced: Back returns to the list.
    await page.goBack();
    await competitionCard(page, "Tennis").waitFor();
    expect(path(page)).toBe("/competitions");
    await page.getByRole("link", { name: "Create Competition" }).waitFor();
  });

  it("shows the creation form beside the list at 1600 px wide, and the Create button only below", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    await createCompetition(ana, bob, "Chess");
    const page = await open(ana, { width: 1700, height: 900 });
    await page.goto(`${app.url}/competitions`);
    await competitionCard(page, "Chess").waitFor();
    expect(await page.getByRole("link", { name: "Create Competition" }).isVisible()).toBe(false);
    await page.getByLabel("Name").fill("Go");
    await page.getByLabel("Opponent").selectOption({ label: bob.username });
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByRole("heading", { name: "Go", level: 1 }).waitFor();
    // From the inline form the list stays in the history.
    await page.goBack();
    await competitionCard(page, "Go").waitFor();

    await page.setViewportSize({ width: 1000, height: 900 });
    await page.getByRole("link", { name: "Create Competition" }).waitFor();
    expect(await page.getByLabel("Opponent").isVisible()).toBe(false);
  });

  it("edits rules, rounds, sub-rounds and validity in three panels at 1280 px, and the score follows", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Mario Kart");
    const page = await open(ana, WIDE);
    await page.goto(`${app.url}/competitions/${id}/`);
    for (const panel of ["Rules", "Info", "Rounds"])
      await page.getByRole("heading", { name: panel, level: 2 }).waitFor();
    expect(await page.getByRole("navigation", { name: "Competition" }).count()).toBe(0);

    // Rules
    await page.getByRole("button", { name: "Add rule" }).click();
    await page.getByText("Please enter something").waitFor();
    await page.getByPlaceholder("New Rule").fill("150cc");
    await page.getByRole("button", { name: "Add rule" }).click();
    await page.getByText("- 150cc").waitFor();
    expect(await page.getByText("Please enter something").count()).toBe(0);
    await page.getByPlaceholder("New Rule").fill("No items");
    await page.getByPlaceholder("New Rule").press("Enter");
    await page.getByText("- No items").waitFor();
    await page.getByText("- 150cc").hover();
    await page.getByRole("button", { name: "Delete rule 150cc" }).click();
    await page.getByText("- 150cc").waitFor({ state: "detached" });

    // Rounds: one empty round, so neither Delete Round nor Add Round.
    const round = page.getByLabel("Round", { exact: true });
    await expect.poll(() => round.locator("option").allTextContents()).toEqual(["Round 1"]);
    expect(await page.getByRole("button", { name: "Delete Round" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Add Round" }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Points", { exact: true }).inputValue()).toBe("1");
    expect(await page.getByLabel("Player", { exact: true }).locator("option").allTextContents()).toEqual([
      "draw",
      ana.username,
      bob.username,
    ]);
    await page.getByPlaceholder("Sub-round name").fill("Rainbow Road");
    await page.getByLabel("Points", { exact: true }).fill("3");
    await page.getByLabel("Player", { exact: true }).selectOption({ label: ana.username });
    await page.getByRole("button", { name: "Add Sub-round" }).click();
    const rainbow = page.getByRole("listitem").filter({ hasText: "Rainbow Road" });
    await rainbow.getByText("3 points").waitFor();
    await rainbow.getByText(ana.username).waitFor();
    await page.getByText("3 - 0").waitFor();
    expect(await page.getByPlaceholder("Sub-round name").inputValue()).toBe("");

    // Validity counts the round: ana wins it.
    await scoreOf(page, ana, 0);
    await page.getByRole("checkbox", { name: "Valid" }).check();
    await scoreOf(page, ana, 1);
    await scoreOf(page, bob, 0);

    // A second round, shown as soon as it is added.
    await page.getByRole("button", { name: "Add Round" }).click();
    await page.waitForURL(/round=2/);
    // The page shows round 1 until round 2 has rendered.
    await expect.poll(() => round.inputValue()).toBe("2");
    await expect.poll(() => page.getByRole("button", { name: "Add Round" }).isDisabled()).toBe(true);
    await page.getByPlaceholder("Sub-round name").fill("DK Summit");
    await page.getByLabel("Points", { exact: true }).fill("2");
    await page.getByLabel("Player", { exact: true }).selectOption({ label: "draw" });
    await page.getByRole("button", { name: "Add Sub-round" }).click();
    await page.getByRole("listitem").filter({ hasText: "DK Summit" }).getByText("draw").waitFor();
    await page.getByText("2 - 2").waitFor();
    await page.getByRole("checkbox", { name: "Valid" }).check();
    await scoreOf(page, ana, 2);
    await scoreOf(page, bob, 1);

    // Deleting round 2 goes back to round 1 and takes its point away.
    await page.getByRole("button", { name: "Delete Round" }).click();
    await page.waitForURL(/round=1/);
    await page.getByText("Rainbow Road").waitFor();
    await expect.poll(() => round.locator("option").allTextContents()).toEqual(["Round 1"]);
    await scoreOf(page, ana, 1);
    await scoreOf(page, bob, 0);

    // Unticking validity, then deleting the sub-round.
    await page.getByRole("checkbox", { name: "Valid" }).uncheck();
    await scoreOf(page, ana, 0);
    await rainbow.hover();
    await page.getByRole("button", { name: "Delete sub-round Rainbow Road" }).click();
    await rainbow.waitFor({ state: "detached" });
    await page.getByText("0 - 0").waitFor();

    // All of it was saved.
    await page.reload();
    await page.getByText("- No items").waitFor();
    expect(await page.getByText("- 150cc").count()).toBe(0);
    await page.getByText("No sub-rounds yet").waitFor();
  });

  it("shows the player's own edits at once, before the server has answered", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Slow Kart");
    const page = await open(ana, WIDE);
    await page.goto(`${app.url}/competitions/${id}/`);
    await page.getByRole("heading", { name: "Slow Kart", level: 1 }).waitFor();
    // From now on no mutation reaches the server until the page has shown all three edits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let mutations = 0;
    await page.route(`${app.url}/graphql`, async (route) => {
      if (route.request().postData()?.includes("mutation")) {
        mutations++;
        await held;
      }
      await route.continue();
    });

    await editShownAtOnce(page);
    expect(mutations).toBeGreaterThan(0);
    release();

    // And then the server's answer: the draw counts for both.
    await scoreOf(page, ana, 1);
    await scoreOf(page, bob, 1);
    await page.unroute(`${app.url}/graphql`);
    await page.reload();
    await page.getByText("- Fast rule").waitFor();
    await page.getByText("Quick lap").waitFor();
  });

  it("shows the server's score once its own edits are answered, whatever order the server took and answered them in", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Slow Kart");
    const page = await open(ana, WIDE);
    // The operations whose answers the page has read: by the next task it has handled each (Apollo applies an
    // answer in the microtasks after reading it).
    await page.addInitScript(() => {
      const read: string[] = [];
      Object.assign(window, { answersRead: read });
      const fetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await fetch(input, init);
        const operation = /"operationName":"(\w+)"/.exec(typeof init?.body === "string" ? init.body : "")?.[1] ?? "";
        const text = response.text.bind(response);
        response.text = () => text().then((body) => (read.push(operation), body));
        return response;
      };
    });
    const answersRead = () => page.evaluate(() => (window as unknown as { answersRead: string[] }).answersRead);
    // The edits' pushes wait until every answer has been handled.
    let holdPushes = false;
    let pushes = 0;
    const heldPushes: (() => void)[] = [];
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        const push = typeof message === "string" && message.includes('"competitionChanged"');
        if (push) pushes++;
        if (push && holdPushes) heldPushes.push(() => socket.send(message));
        else socket.send(message);
      });
    });
    await page.goto(`${app.url}/competitions/${id}/`);
    await page.getByRole("heading", { name: "Slow Kart", level: 1 }).waitFor();
    await expect.poll(() => pushes).toBe(1); // the competition as it is, once the page listens
    holdPushes = true;

    // Each edit, and the page's read of itself, reaches the server when let through, and its answer the page when
    // released.
    const gate = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const held = new Map(
      ["AddRule", "AddSubRound", "SetRoundValid", "Competition"].map((operation) => [
        operation,
        { toServer: gate(), answered: gate(), toPage: gate() },
      ]),
    );
    await page.route(`${app.url}/graphql`, async (route) => {
      const operation = /"operationName":"(\w+)"/.exec(route.request().postData() ?? "")?.[1] ?? "";
      const gates = held.get(operation);
      if (!gates) return route.continue();
      await gates.toServer.opened;
      const answer = await route.fetch();
      gates.answered.open();
      await gates.toPage.opened;
      await route.fulfill({ response: answer });
    });
    const letThrough = async (operation: string) => {
      held.get(operation)!.toServer.open();
      await held.get(operation)!.answered.opened;
    };
    const answer = async (operation: string) => {
      const before = (await answersRead()).length;
      held.get(operation)!.toPage.open();
      await expect.poll(async () => (await answersRead()).slice(before)).toContain(operation);
    };

    await editShownAtOnce(page);

    // The server takes the sub-round (version 2), the rule (3), then the round's validity (4).
    await letThrough("AddSubRound");
    await letThrough("AddRule");
    await letThrough("SetRoundValid");
    // The rule's answer comes first, two versions past the page's 1: the page reads itself again (version 4),
    // with the other two edits still shown optimistically on top. Then the other answers, then the pushes.
    held.get("Competition")!.toServer.open();
    await answer("AddRule");
    await held.get("Competition")!.answered.opened;
    await answer("Competition");
    await answer("AddSubRound");
    await answer("SetRoundValid");
    holdPushes = false;
    for (const send of heldPushes.splice(0)) send();

    // The draw counts for both, as the server has it.
    await scoreOf(page, ana, 1);
    await scoreOf(page, bob, 1);
    await page.getByText("- Fast rule").waitFor();
    await page.getByText("Quick lap").waitFor();
  });

  it("shows tabs under 1024 px that keep the round, and the panels side by side at 1024 px and wider", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Darts");
    const page = await open(ana, NARROW);
    await page.goto(`${app.url}/competitions/${id}/rounds?round=1`);
    const tabs = page.getByRole("navigation", { name: "Competition" });
    await tabs.waitFor();
    expect(await tabs.getByRole("link", { name: "Info" }).getAttribute("href")).toBe(`/competitions/${id}?round=1`);
    expect(await tabs.getByRole("link", { name: "Rules" }).getAttribute("href")).toBe(
      `/competitions/${id}/rules?round=1`,
    );
    await page.getByRole("heading", { name: "Rounds", level: 2 }).waitFor();
    expect(await page.getByRole("heading", { name: "Rules", level: 2 }).count()).toBe(0);

    await tabs.getByRole("link", { name: "Rules" }).click();
    await page.getByRole("heading", { name: "Rules", level: 2 }).waitFor();
    expect(path(page)).toBe(`/competitions/${id}/rules?round=1`);
    expect(await page.getByRole("heading", { name: "Rounds", level: 2 }).count()).toBe(0);

    await page.setViewportSize(WIDE);
    for (const panel of ["Rules", "Info", "Activity", "Rounds", "Race"])
      await page.getByRole("heading", { name: panel, level: 2 }).waitFor();
    await tabs.waitFor({ state: "hidden" });
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(["Rules", "Info", "Activity", "Rounds", "Race"]);
  });

  it("says Round not found for a round that does not exist, and Back to safety returns to round 1", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Bowling");
    const page = await open(bob, NARROW);
    await page.goto(`${app.url}/competitions/${id}/rounds?round=5`);
    await page.getByText("Round not found").waitFor();
    await page.getByRole("button", { name: "Back to safety" }).click();
    await page.getByLabel("Round", { exact: true }).waitFor();
    expect(path(page)).toBe(`/competitions/${id}/rounds`);
    expect(await page.getByText("Round not found").count()).toBe(0);
  });

  it("filters the list by status and friend through query parameters, and clears them", async () => {
    const [ana, bob, cid] = [
      await signUpNamed(app.url, "ana"),
      await signUpNamed(app.url, "bob"),
      await signUpNamed(app.url, "cid"),
    ];
    await befriend(app.url, ana, bob);
    await befriend(app.url, ana, cid);
    await createCompetition(ana, bob, "Ping pong");
    const poolId = await createCompetition(cid, ana, "Pool");
    await api(cid, SETUP_UPDATE_COMPETITION_INFO, { id: poolId, name: "Pool", status: "COMPLETE", public: false });
    const page = await open(ana, NARROW);
    await page.goto(`${app.url}/competitions`);
    await competitionCard(page, "Pool").waitFor();
    // Most recently updated first.
    expect(await page.getByRole("listitem").getByRole("heading").allTextContents()).toEqual(["Pool", "Ping pong"]);
    expect(await page.getByRole("button", { name: "Clear filters" }).count()).toBe(0);

    const status = page.getByLabel("Status", { exact: true });
    expect(await status.locator("option").allTextContents()).toEqual(["Status", "Abandoned", "Ongoing", "Complete"]);
    await status.selectOption({ label: "Complete" });
    await page.waitForURL(/status=complete/);
    await competitionCard(page, "Ping pong").waitFor({ state: "detached" });
    await competitionCard(page, "Pool").waitFor();
    expect(await status.getAttribute("class")).toContain("green");

    await page.getByRole("button", { name: "Clear filters" }).click();
    await competitionCard(page, "Ping pong").waitFor();
    expect(path(page)).toBe("/competitions");
    expect(await page.getByRole("button", { name: "Clear filters" }).count()).toBe(0);

    const friend = page.getByLabel("Friend", { exact: true });
    await friend.selectOption({ label: bob.username });
    await page.waitForURL(new RegExp(`friend=${bob.id}`));
    await competitionCard(page, "Pool").waitFor({ state: "detached" });
    await competitionCard(page, "Ping pong").waitFor();
    await status.selectOption({ label: "Complete" });
    await page.getByText("No competitions match these filters.").waitFor();
    expect(new URL(page.url()).searchParams.get("friend")).toBe(bob.id);

    // The filters live in the address: opening it again filters the same way.
    await page.goto(`${app.url}/competitions?status=ongoing`);
    await competitionCard(page, "Ping pong").waitFor();
    expect(await competitionCard(page, "Pool").count()).toBe(0);
    expect(await status.inputValue()).toBe("ongoing");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await competitionCard(page, "Pool").waitFor();
  });

  it("deletes a competition after the confirmation, and returns to the list in place of it", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    await createCompetition(ana, bob, "Curling");
    const page = await open(ana, NARROW);
    await page.goto(`${app.url}/competitions`);
    await competitionCard(page, "Curling").click();
    await page.getByRole("heading", { name: "Curling", level: 1 }).waitFor();

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog");
    expect((await dialog.getByRole("paragraph").textContent())?.trim()).toBe(
      "Are you sure you want to delete this competition? This action is irreversible",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Curling", level: 1 }).waitFor();

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("No competitions yet").waitFor();
    expect(path(page)).toBe("/competitions");
    // The competition's page was replaced: Back goes to the list as it was before opening it.
    await page.goBack();
    expect(path(page)).toBe("/competitions");
  });

  it("keeps the info form read-only for a friend who does not play", async () => {
    const [ana, bob, cid] = [
      await signUpNamed(app.url, "ana"),
      await signUpNamed(app.url, "bob"),
      await signUpNamed(app.url, "cid"),
    ];
    await befriend(app.url, ana, bob);
    await befriend(app.url, cid, ana);
    const id = await createCompetition(ana, bob, "Squash");
    const page = await open(cid, WIDE);
    await page.goto(`${app.url}/competitions/${id}/`);
    await page.getByRole("heading", { name: "Squash", level: 1 }).waitFor();
    expect(await page.getByLabel("Status", { exact: true }).isDisabled()).toBe(true);
    for (const control of ["Save Info", "Delete", "Add rule", "Add Round", "Delete Round", "Add Sub-round"]) {
      expect(await page.getByRole("button", { name: control, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole("checkbox", { name: "Valid" }).isDisabled()).toBe(true);
  });

  it("shows each player the other's edits live, without reloading", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Live Kart");
    const [anaPage, bobPage] = [await open(ana, WIDE), await open(bob, WIDE)];
    const live = [anaPage, bobPage].map((page) => firstPush(page, "competitionChanged"));
    await Promise.all([anaPage.goto(`${app.url}/competitions/${id}/`), bobPage.goto(`${app.url}/competitions/${id}/`)]);
    await Promise.all(live);

    await anaPage.getByPlaceholder("Sub-round name").fill("Moo Moo Meadows");
    await anaPage.getByLabel("Player", { exact: true }).selectOption({ label: bob.username });
    await anaPage.getByRole("button", { name: "Add Sub-round" }).click();
    await bobPage.getByRole("listitem").filter({ hasText: "Moo Moo Meadows" }).getByText("1 point").waitFor();
    await bobPage.getByText("0 - 1").waitFor();

    await bobPage.getByRole("checkbox", { name: "Valid" }).check();
    await scoreOf(anaPage, bob, 1);
    expect(await anaPage.getByRole("checkbox", { name: "Valid" }).isChecked()).toBe(true);

    await bobPage.getByPlaceholder("New Rule").fill("Mirror mode");
    await bobPage.getByRole("button", { name: "Add rule" }).click();
    await anaPage.getByText("- Mirror mode").waitFor();

    // Both edit at the same moment: both edits land, on both screens.
    await anaPage.getByPlaceholder("Sub-round name").fill("Ana's lap");
    await anaPage.getByLabel("Player", { exact: true }).selectOption({ label: ana.username });
    await bobPage.getByPlaceholder("Sub-round name").fill("Bob's lap");
    await bobPage.getByLabel("Player", { exact: true }).selectOption({ label: bob.username });
    await Promise.all([
      anaPage.getByRole("button", { name: "Add Sub-round" }).click(),
      bobPage.getByRole("button", { name: "Add Sub-round" }).click(),
    ]);
    for (const page of [anaPage, bobPage]) {
      await page.getByText("Ana's lap").waitFor();
      await page.getByText("Bob's lap").waitFor();
      await page.getByText("1 - 2").waitFor();
    }

    // A deletion by the other player leaves the page for the list.
    await api(bob, DELETE_COMPETITION, { id });
    await anaPage.waitForURL(`${app.url}/competitions`);
  });

  it("says what the other player did: deleted the round you were on, changed the status, deleted the competition", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Tennis");
    for (const set of ["First set", "Second set", "Third set"]) {
      const { competition } = await api(ana, ROUNDS, { id });
      const last = competition?.rounds.at(-1)?.id;
      await api(ana, SETUP_ADD_SUB_ROUND, { roundId: last!, name: set, points: 1 });
      if (set !== "Third set") await api(ana, ADD_ROUND, { id });
    }
    const [anaPage, bobPage] = [await open(ana, WIDE), await open(bob, WIDE)];
    for (const page of [anaPage, bobPage]) {
      await page.goto(`${app.url}/competitions/${id}/?round=3`);
      await page.getByText("Third set").waitFor();
    }
    for (const page of [anaPage, bobPage]) await viewingNow(page, ana, bob).waitFor();

    // Bob deletes the round Ana is on: she moves to the one before, and is told why.
    await bobPage.getByRole("button", { name: "Delete Round" }).click();
    await anaPage
      .getByRole("status")
      .getByText(`${bob.username} deleted round 3, the round you were on; here is round 2.`)
      .waitFor();
    await anaPage.getByText("Second set").waitFor();
    expect(path(anaPage)).toBe(`/competitions/${id}/?round=2`);
    expect(await anaPage.getByText("Round not found").count()).toBe(0);

    // Bob marks it complete: Ana's editing controls go, and she is told why.
    await bobPage.getByLabel("Status", { exact: true }).selectOption("COMPLETE");
    await bobPage.getByRole("button", { name: "Save Info" }).click();
    await anaPage
      .getByText(`${bob.username} marked this competition complete, so its rules and rounds can no longer be edited.`)
      .waitFor();
    await anaPage.getByRole("button", { name: "Add Sub-round" }).waitFor({ state: "detached" });
    await anaPage.getByRole("button", { name: "Dismiss" }).click();
    expect(await anaPage.getByText("marked this competition complete").count()).toBe(0);
    expect(await bobPage.getByText("marked this competition complete").count()).toBe(0); // his own change

    // Bob deletes the competition: Ana lands on her list, told who deleted which.
    await bobPage.getByRole("button", { name: "Delete", exact: true }).click();
    await bobPage.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await anaPage.waitForURL(`${app.url}/competitions`);
    await anaPage
      .getByRole("status")
      .getByText(`${bob.username} deleted the competition “Tennis”, so it is no longer here.`)
      .waitFor();
    await bobPage.waitForURL(`${app.url}/competitions`);
    expect(await bobPage.getByText("deleted the competition").count()).toBe(0);
  });

  it("shows a signed-out visitor how many are viewing, never who, and others only the names they may know", async () => {
    const [ana, bob, cy] = [
      await signUpNamed(app.url, "ana"),
      await signUpNamed(app.url, "bob"),
      await signUpNamed(app.url, "cy"),
    ];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Open Darts");
    await api(ana, SETUP_UPDATE_COMPETITION_INFO, { id, public: true });
    const [anaPage, bobPage, cyPage] = [await open(ana, WIDE), await open(bob, WIDE), await open(cy, WIDE)];
    for (const page of [anaPage, bobPage]) await page.goto(`${app.url}/competitions/${id}/`);
    for (const page of [anaPage, bobPage]) await viewingNow(page, ana, bob).waitFor();

    // Cy, a stranger signed in, sees the players' names and his own; they see him only counted.
    await cyPage.goto(`${app.url}/competitions/${id}/`);
    await viewingNow(cyPage, ana, bob, cy).waitFor();
    const players = [ana, bob].map((u) => u.username).sort();
    await anaPage.getByRole("group", { name: `Viewing now: ${players.join(", ")} and 1 other`, exact: true }).waitFor();

    const visitor = await open(null, WIDE);
    const presencePushes: string[] = [];
    visitor.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes("competitionPresence")) presencePushes.push(String(payload));
      }),
    );
    await visitor.goto(`${app.url}/competitions/${id}/`);
    const viewing = visitor.getByRole("group", { name: "3 viewing now", exact: true });
    await viewing.waitFor();
    expect(await viewing.getAttribute("title")).toBe("3 viewing now");
    expect(await viewing.getByRole("img").count()).toBe(0);
    expect(presencePushes.length).toBeGreaterThan(0);
    for (const push of presencePushes) {
      for (const viewer of [ana, bob, cy]) expect(push).not.toContain(viewer.username);
    }
  });

  it("updates the list live when the opponent creates or deletes a competition", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    await createCompetition(ana, bob, "Archery");
    const page = await open(bob, NARROW);
    await page.goto(`${app.url}/competitions`);
    await competitionCard(page, "Archery").waitFor();
    // Bob's list hears of a new competition once the server follows his competitions for it.
    await expect.poll(() => app.followersOf(topics.competitionsOf(bob.id))).toBe(1);

    const id = await createCompetition(ana, bob, "Fencing");
    await competitionCard(page, "Fencing").waitFor();
    expect(await page.getByRole("listitem").getByRole("heading").allTextContents()).toEqual(["Fencing", "Archery"]);
    await api(ana, DELETE_COMPETITION, { id });
    await competitionCard(page, "Fencing").waitFor({ state: "detached" });
  });

  it("keeps unsaved info through live updates, and shows both values when the other player saved meanwhile", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Rowing");
    const page = await open(ana, NARROW);
    const socket = page.waitForEvent("websocket");
    const live = firstPush(page, "competitionChanged");
    await page.goto(`${app.url}/competitions/${id}/`);
    await live;

    // Typing, while the opponent edits a round: the typing stays, and saving is not a conflict.
    await page.getByLabel("Description").fill("Best of five");
    const [round] = (await api(bob, ROUNDS, { id })).competition?.rounds ?? [];
    const heat = nextPush(await socket, "competitionChanged");
    await api(bob, SETUP_ADD_SUB_ROUND, { roundId: round.id, name: "Heat", points: 1 });
    await heat;
    expect(await page.getByLabel("Description").inputValue()).toBe("Best of five");
    await page.getByRole("button", { name: "Save Info" }).click();
    await page.getByRole("button", { name: "Save Info" }).waitFor();
    await page.getByText("Best of five").waitFor({ state: "attached" });
    expect(await page.getByRole("alert").count()).toBe(0);

    // Typing a name while the opponent saves another: nothing is overwritten silently.
    await page.getByLabel("Name", { exact: true }).fill("Ana's Rowing");
    await api(bob, SETUP_UPDATE_COMPETITION_INFO, { id, name: "Bob's Rowing" });
    await page.getByRole("heading", { name: "Bob's Rowing", level: 1 }).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Ana's Rowing");
    await page.getByText("Their value: Bob's Rowing").waitFor();
    await page.getByRole("button", { name: "Save Info" }).click();
    await page.getByRole("alert").getByText("The other player changed the name while you were editing.").waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Ana's Rowing");
    const { competition } = await api(bob, INFO, { id });
    expect(competition).toMatchObject({ name: "Bob's Rowing", description: "Best of five" });

    // Saving again, having seen theirs, keeps hers.
    await page.getByRole("button", { name: "Save Info" }).click();
    await page.getByRole("heading", { name: "Ana's Rowing", level: 1 }).waitFor();
    expect(await page.getByText("The other player changed the").count()).toBe(0);

    // Or she takes his value of the field they both changed.
    await page.getByLabel("Description").fill("Best of seven");
    await api(bob, SETUP_UPDATE_COMPETITION_INFO, { id, description: "Best of nine" });
    await page.getByText("Their value: Best of nine").waitFor();
    await page.getByRole("button", { name: "Use theirs" }).click();
    expect(await page.getByLabel("Description").inputValue()).toBe("Best of nine");
    expect(await page.getByText("Their value").count()).toBe(0);
  });

  it("keeps both players' changes to different fields: B's description save after A's rename", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Sailing");
    const [anaPage, bobPage] = [await open(ana, WIDE), await open(bob, WIDE)];
    for (const page of [anaPage, bobPage]) {
      await page.goto(`${app.url}/competitions/${id}/`);
      await page.getByRole("heading", { name: "Sailing", level: 1 }).waitFor();
    }
    for (const page of [anaPage, bobPage]) await viewingNow(page, ana, bob).waitFor();

    await bobPage.getByLabel("Description").fill("Windward-leeward, three races");
    await anaPage.getByLabel("Name", { exact: true }).fill("Sailing Cup");
    await anaPage.getByRole("button", { name: "Save Info" }).click();
    // Bob's form takes the new name at once, and keeps his unsaved description.
    await bobPage.getByRole("heading", { name: "Sailing Cup", level: 1 }).waitFor();
    expect(await bobPage.getByLabel("Name", { exact: true }).inputValue()).toBe("Sailing Cup");
    expect(await bobPage.getByLabel("Description").inputValue()).toBe("Windward-leeward, three races");

    await bobPage.getByRole("button", { name: "Save Info" }).click();
    for (const page of [anaPage, bobPage]) {
      await expect.poll(() => page.getByLabel("Description").inputValue()).toBe("Windward-leeward, three races");
      await page.getByRole("heading", { name: "Sailing Cup", level: 1 }).waitFor();
      expect(await page.getByRole("alert").count()).toBe(0);
    }
    const { competition } = await api(bob, INFO, { id });
    expect(competition).toMatchObject({ name: "Sailing Cup", description: "Windward-leeward, three races" });
  });

  it("shows the server's message in bold red above the info form", async () => {
    const [ana, bob] = [await signUpNamed(app.url, "ana"), await signUpNamed(app.url, "bob")];
    await befriend(app.url, ana, bob);
    const id = await createCompetition(ana, bob, "Judo");
    const page = await open(ana, NARROW);
    await page.goto(`${app.url}/competitions/${id}/`);
    await page.getByLabel("Name", { exact: true }).fill(" ");
    await page.getByRole("button", { name: "Save Info" }).click();
    const error = page.getByText("Competitions should have names");
    await error.waitFor();
    expect(await error.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
    await page.getByLabel("Visibility").selectOption({ label: "Public" });
    await page.getByLabel("Name", { exact: true }).fill("Judo open");
    await page.getByRole("button", { name: "Save Info" }).click();
    await page.getByRole("heading", { name: "Judo open", level: 1 }).waitFor();
    const { competition } = await api(ana, INFO, { id });
    expect(competition?.public).toBe(true);
  });
});
