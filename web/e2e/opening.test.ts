import {
  befriend,
  createCompetition,
  graphqlRequest,
  SEND_FRIEND_REQUEST,
  SETUP_ADD_RULE,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import { afterAll, beforeAll, describe, it } from "vitest";
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

const TRIALS = 20;

/**
 * Issue 12, "subscribe first, then read": an edit the other player commits while a page opens (after the page's
 * read, before its live subscription) shows without a reload. The read's answer is held back until the edit has
 * committed, so each trial lands the edit in exactly that gap.
 */
describe.skipIf(!chromiumPath)("a page that opens while the other player edits", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    // Twenty-one sign-ups from one address: past the default limit per address.
    app = await startTestApp({ rateLimit: { perIp: 1_000, windowSeconds: 60 } });
  });
  afterAll(() => app?.stop());

  async function api<T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables: V): Promise<void> {
    const { body } = await graphqlRequest(app.url, query, variables, user.cookie);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  }

  /**
   * `user`'s page, whose answers to `operation` reach it only after the trial's edit has committed: `trial(edit)`
   * makes the next opening of the page run `edit` in that gap (once).
   */
  async function openHolding(user: TestUser, operation: string) {
    const context = await browser.newContext();
    await signInContext(context, app.url, user);
    const page = await browser.newPage(context);
    let edit: () => Promise<void> = async () => {};
    let edited: Promise<void> | undefined;
    await page.route(`${app.url}/graphql`, async (route) => {
      if (!route.request().postData()?.includes(`"operationName":"${operation}"`)) return route.continue();
      const answer = await route.fetch();
      await (edited ??= edit());
      await route.fulfill({ response: answer });
    });
    return {
      page,
      trial: (next: () => Promise<void>) => {
        edit = next;
        edited = undefined;
      },
    };
  }

  it(`shows a competition edit committed after the page's read, ${TRIALS} times out of ${TRIALS}`, async () => {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, bob);
    const { id } = await createCompetition(app.url, ana, bob, "Opening Kart");
    const { page, trial } = await openHolding(ana, "Competition");
    for (let n = 1; n <= TRIALS; n++) {
      const rule = `Rule ${n}`;
      trial(() => api(bob, SETUP_ADD_RULE, { competitionId: id, text: rule }));
      await page.goto(`${app.url}/competitions/${id}/`);
      await page.getByText(`- ${rule}`).waitFor();
    }
  }, 240_000);

  it(`shows a friend request sent after the friends page's read, ${TRIALS} times out of ${TRIALS}`, async () => {
    const [ana, ...senders] = await Promise.all(Array.from({ length: TRIALS + 1 }, () => signUp(app.url)));
    const { page, trial } = await openHolding(ana, "FriendsPage");
    for (const sender of senders) {
      trial(() => api(sender, SEND_FRIEND_REQUEST, { u: ana.username }));
      await page.goto(`${app.url}/friends`);
      await page
        .getByRole("region", { name: "Friend Requests", exact: true })
        .getByRole("listitem")
        .filter({ hasText: sender.username })
        .waitFor();
    }
  }, 240_000);
});
