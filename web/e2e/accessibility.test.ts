import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import {
  befriend,
  createCompetition,
  createInvite,
  graphql,
  graphqlAnswer,
  graphqlRequest,
  PASSWORD,
  SEND_FRIEND_REQUEST,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  sessionCookieOf,
  signUp,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

const PHONE = { width: 360, height: 740 };
const TWO_COLUMNS = { width: 1024, height: 900 };
const WIDE = { width: 1280, height: 900 };
const TELEVISION = { width: 1920, height: 1080 };

/** A sign-up through the API that leaves the first sign-in's question (the username) unanswered, as signUp does not. */
const SIGN_UP_NEWCOMER = graphql(`
  mutation E2eAccessibilitySignUp($e: String!, $p: String!) {
    signUp(email: $e, password: $p) {
      id
    }
  }
`);

/** What axe finds on the page as it is now, worst first: serious and critical ones, and any skipped heading level. */
async function violations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact, id }) => impact === "serious" || impact === "critical" || id === "heading-order")
    .map(({ id, impact, nodes }) => `${where}: ${impact} ${id} at ${nodes.map((node) => node.target).join(", ")}`);
}

describe.skipIf(!chromiumPath)("accessibility (axe-core) of every page", () => {
  let app: TestApp;
  const browser = browserPerSuite();
  let ana: TestUser;
  let newcomer: { cookie: string };
  let ongoingId: string;
  let invitePath: string;

  const api = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
    graphqlAnswer(app.url, query, variables, user.cookie);

  beforeAll(async () => {
    app = await startTestApp();
    const [bob, cid, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    ana = await signUp(app.url);
    const { setCookie } = await graphqlRequest(app.url, SIGN_UP_NEWCOMER, { e: uniqueEmail("newcomer"), p: PASSWORD });
    newcomer = { cookie: sessionCookieOf(setCookie)! };
    await befriend(app.url, ana, bob);
    await api(cid, SEND_FRIEND_REQUEST, { u: ana.username });
    await api(ana, SEND_FRIEND_REQUEST, { u: dan.username });
    ongoingId = (await createCompetition(app.url, ana, bob, "Mario Kart 2026")).id;
    invitePath = new URL((await createInvite(app.url, ana, { name: "Mario Kart 2027" })).url).pathname;
    const competition = await api(
      ana,
      graphql(`
        mutation AccessibilityFurnish($id: ID!) {
          addRule(competitionId: $id, text: "Items on, no blue shells") {
            id
          }
          updateCompetitionInfo(
            id: $id
            name: "Mario Kart 2026"
            description: "Every Friday night"
            status: ONGOING
            public: true
          ) {
            id
            rounds {
              id
            }
          }
        }
      `),
      { id: ongoingId },
    );
    const roundId = competition.updateCompetitionInfo.rounds[0].id;
    await api(ana, SETUP_ADD_SUB_ROUND, { roundId, name: "Rainbow Road", points: 3, playerId: ana.id });
    for (const [name, status] of [
      ["Chess", "COMPLETE"],
      ["Darts", "ABANDONED"],
    ] as const) {
      const { id } = await createCompetition(app.url, ana, bob, name);
      await api(ana, SETUP_UPDATE_COMPETITION_INFO, { id, name, status, public: false });
    }
  });

  afterAll(() => app?.stop());

  /** Each page: its address, a heading that shows once it has loaded, the width, and a dialog it can open. */
  interface PageCheck {
    path: () => string;
    heading: string;
    /** Who is signed in: a player with friends and competitions, a new account not past its first question, or no one. */
    as: "ana" | "newcomer" | null;
    viewport?: { width: number; height: number };
    dialog?: string;
    /** Open the header's notifications too, and check the page with them open. */
    bell?: boolean;
  }
  const competition = () => `/competitions/${ongoingId}/`;
  const pages: [string, PageCheck][] = [
    ["home, signed out", { path: () => "/", heading: "Welcome to Rivals", as: null }],
    ["login", { path: () => "/login", heading: "Sign in to your account", as: null }],
    ["signup", { path: () => "/signup", heading: "Sign up with email", as: null }],
    ["password reset", { path: () => "/reset-password?token=expired", heading: "Reset your password", as: null }],
    ["page not found", { path: () => "/no-such-page", heading: "Page not found", as: null }],
    [
      "route error",
      { path: () => `/competitions/${randomUUID()}/`, heading: "Error: Competition not found", as: null },
    ],
    ["public competition, signed out", { path: competition, heading: "Mario Kart 2026", as: null, viewport: WIDE }],
    ["invite, signed out", { path: () => invitePath, heading: "You're invited", as: null }],
    ["invite, its inviter", { path: () => invitePath, heading: "You're invited", as: "ana" }],
    ["invite no longer valid", { path: () => "/invite/unknown", heading: "no longer valid", as: null }],
    ["choosing a username", { path: () => "/competitions", heading: "Choose your username", as: "newcomer" }],
    ["home, signed in", { path: () => "/", heading: "Welcome,", as: "ana" }],
    ["profile", { path: () => "/profile", heading: "Profile", as: "ana", dialog: "Delete Account" }],
    ["friends", { path: () => "/friends", heading: "Friends", as: "ana" }],
    ["competitions", { path: () => "/competitions", heading: "Competitions", as: "ana", bell: true }],
    [
      "competitions, wide",
      { path: () => "/competitions", heading: "Competitions", as: "ana", viewport: WIDE, bell: true },
    ],
    ["new competition", { path: () => "/competition-creation", heading: "Create a competition", as: "ana" }],
    [
      "competition at 1280 px",
      { path: competition, heading: "Mario Kart 2026", as: "ana", viewport: WIDE, dialog: "Delete" },
    ],
    ["competition at 1024 px", { path: competition, heading: "Mario Kart 2026", as: "ana", viewport: TWO_COLUMNS }],
    ["competition, Info tab", { path: competition, heading: "Mario Kart 2026", as: "ana" }],
    ["competition, Rules tab", { path: () => `${competition()}rules`, heading: "Mario Kart 2026", as: "ana" }],
    ["competition, Rounds tab", { path: () => `${competition()}rounds`, heading: "Mario Kart 2026", as: "ana" }],
    ["TV view", { path: () => `${competition()}tv`, heading: "Mario Kart 2026", as: null, viewport: TELEVISION }],
  ];

  for (const colorScheme of ["light", "dark"] as const) {
    describe(`in the ${colorScheme} theme`, () => {
      it.each(pages)("%s has no serious or critical violation", async (_, check) => {
        const context = await browser.newContext({ viewport: check.viewport ?? PHONE, colorScheme });
        if (check.as) await signInContext(context, app.url, check.as === "ana" ? ana : newcomer);
        const page = await browser.newPage(context);
        await page.goto(`${app.url}${check.path()}`);
        await page.getByRole("heading", { name: check.heading }).first().waitFor();
        await page.locator(colorScheme === "dark" ? "html.dark" : "html:not(.dark)").waitFor({ state: "attached" });
        const found = await violations(page, check.path());
        if (check.dialog) {
          await page.getByRole("button", { name: check.dialog, exact: true }).click();
          await page.getByRole("dialog").waitFor();
          found.push(...(await violations(page, `${check.path()} with its dialog open`)));
        }
        if (check.bell) {
          await page.getByRole("button", { name: /^Notifications/ }).click();
          await page.getByRole("region", { name: "Notifications" }).getByRole("listitem").first().waitFor();
          found.push(...(await violations(page, `${check.path()} with the notifications open`)));
        }
        expect(found).toEqual([]);
      });
    });
  }
});
