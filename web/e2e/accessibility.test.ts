import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import {
  befriend,
  createCompetition,
  graphqlRequest,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, collectErrors, launchBrowser, signInContext } from "./browser";

const PHONE = { width: 360, height: 740 };
const TWO_COLUMNS = { width: 1024, height: 900 };
const WIDE = { width: 1280, height: 900 };

/** What axe finds on the page as it is now, worst first: serious and critical ones, and any skipped heading level. */
async function violations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact, id }) => impact === "serious" || impact === "critical" || id === "heading-order")
    .map(({ id, impact, nodes }) => `${where}: ${impact} ${id} at ${nodes.map((node) => node.target).join(", ")}`);
}

describe.skipIf(!chromiumPath)("accessibility (axe-core) of every page", () => {
  let app: TestApp;
  let browser: Browser;
  let ana: TestUser;
  let ongoingId: string;

  async function api(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
    const { body } = await graphqlRequest<any>(app.url, query, variables, user.cookie);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    const [bob, cid, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    ana = await signUp(app.url);
    await befriend(app.url, ana, bob);
    await api(cid, "mutation ($u: String!) { sendFriendRequest(username: $u) { id } }", { u: ana.username });
    await api(ana, "mutation ($u: String!) { sendFriendRequest(username: $u) { id } }", { u: dan.username });
    ongoingId = (await createCompetition(app.url, ana, bob, "Mario Kart 2026")).id;
    const competition = await api(
      ana,
      `mutation ($id: ID!) {
        addRule(competitionId: $id, text: "Items on, no blue shells") { id }
        updateCompetitionInfo(
          id: $id
          name: "Mario Kart 2026"
          description: "Every Friday night"
          status: ONGOING
          public: true
        ) {
          rounds { id }
        }
      }`,
      { id: ongoingId },
    );
    const roundId = competition.updateCompetitionInfo.rounds[0].id;
    await api(ana, 'mutation ($r: ID!, $p: ID!) { addSubRound(roundId: $r, name: "Rainbow Road", points: 3, playerId: $p) { id } }', {
      r: roundId,
      p: ana.id,
    });
    for (const [name, status] of [
      ["Chess", "COMPLETE"],
      ["Darts", "ABANDONED"],
    ]) {
      const { id } = await createCompetition(app.url, ana, bob, name);
      await api(
        ana,
        "mutation ($id: ID!, $n: String!, $s: CompetitionStatus!) { updateCompetitionInfo(id: $id, name: $n, status: $s, public: false) { id } }",
        { id, n: name, s: status },
      );
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`has no serious or critical violation in the ${colorScheme} theme`, async () => {
      const context = await browser.newContext({ viewport: PHONE, colorScheme });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const found: string[] = [];
      /** Opens `path` at `viewport`, waits for `ready` (a heading by default: the page has loaded) and checks it. */
      async function check(path: string, heading: string, viewport = PHONE) {
        await page.setViewportSize(viewport);
        await page.goto(`${app.url}${path}`);
        await page.getByRole("heading", { name: heading }).first().waitFor();
        await page.locator(colorScheme === "dark" ? "html.dark" : "html:not(.dark)").waitFor({ state: "attached" });
        found.push(...(await violations(page, `${path} at ${viewport.width} px`)));
      }
      async function checkDialog(opener: string, where: string) {
        await page.getByRole("button", { name: opener, exact: true }).click();
        await page.getByRole("dialog").waitFor();
        found.push(...(await violations(page, `${where}, dialog open`)));
        await page.getByRole("button", { name: "Cancel" }).click();
      }

      await check("/", "Welcome to Rivals");
      await check("/login", "Sign in to your account");
      await check("/signup", "Sign up with email");
      await check("/reset-password?token=expired", "Reset your password");
      await check("/no-such-page", "Page not found");
      await check(`/competitions/${randomUUID()}/`, "Error: Competition not found");
      await check(`/competitions/${ongoingId}/`, "Mario Kart 2026", WIDE);

      await signInContext(context, app.url, ana);
      await check("/", "Welcome,");
      await check("/profile", "Profile");
      await checkDialog("Delete Account", "/profile");
      await check("/friends", "Friends");
      await check("/competitions", "Competitions");
      await check("/competitions", "Competitions", WIDE);
      await check("/competition-creation", "Create a competition");
      for (const viewport of [WIDE, TWO_COLUMNS]) {
        await check(`/competitions/${ongoingId}/`, "Mario Kart 2026", viewport);
        await page.getByText("Rainbow Road").waitFor();
      }
      await checkDialog("Delete", `/competitions/${ongoingId}/`);
      for (const tab of ["", "rules", "rounds"]) await check(`/competitions/${ongoingId}/${tab}`, "Mario Kart 2026");

      await context.close();
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
