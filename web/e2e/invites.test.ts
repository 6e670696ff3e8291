import { randomBytes } from "node:crypto";
import {
  createInvite,
  graphql,
  graphqlAnswer,
  PASSWORD,
  signUp,
  startGoogleProvider,
  type GoogleProvider,
  startTestApp,
  topics,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserPerSuite,
  chromiumPath,
  competitionCard,
  firstPush,
  listItem,
  newGoogleAccount,
  region,
  servedPicture,
  signInContext,
} from "./browser";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const COMPETITION = graphql(`
  query E2eInviteCompetition($id: ID!) {
    competition(id: $id) {
      name
      image
      players {
        id
        username
      }
      rules {
        text
      }
    }
  }
`);

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(!chromiumPath)("invite links", () => {
  let app: TestApp;
  let google: GoogleProvider;
  const browser = browserPerSuite();

  beforeAll(async () => {
    google = await startGoogleProvider();
    google.setClaims(newGoogleAccount);
    app = await startTestApp({ google: google.config });
  });

  afterAll(async () => {
    await app?.stop();
    await google?.stop();
  });

  /** A browser of its own, signed in as `user` when given, that may use the clipboard; closed after the test. */
  async function browserFor(user: TestUser | null, viewport = DESKTOP): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
    if (user) await signInContext(context, app.url, user);
    return context;
  }

  /** /friends in `context`, once its live subscription has answered. */
  async function openFriends(context: BrowserContext): Promise<Page> {
    const page = await browser.newPage(context);
    const live = firstPush(page, "meChanged");
    await page.goto(`${app.url}/friends`);
    await live;
    return page;
  }

  /** Clicks, counted: the steps a person takes. */
  function stepCounter() {
    let steps = 0;
    return {
      click: async (locator: Locator) => {
        steps++;
        await locator.click();
      },
      get steps() {
        return steps;
      },
    };
  }

  /** The new account's first question answered with a name of its own, in one counted step. */
  async function chooseUsername(page: Page, counter: ReturnType<typeof stepCounter>): Promise<string> {
    await page.getByRole("heading", { name: "Choose your username" }).waitFor();
    const username = `new${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Username").fill(username);
    await counter.click(page.getByRole("button", { name: "Continue" }));
    return username;
  }

  it("brings a newcomer in from the creation form: signed up, named, friends and playing in no more steps than signing up, live for the inviter", async () => {
    // Signing up without an invite: the steps to beat.
    const plain = stepCounter();
    const signUpPage = await browser.newPage(await browserFor(null, PHONE));
    await signUpPage.goto(`${app.url}/signup`);
    await signUpPage.getByLabel("Email").fill(uniqueEmail("plain"));
    await signUpPage.getByLabel("Password").fill(PASSWORD);
    await plain.click(signUpPage.getByRole("button", { name: "Sign up!" }));
    await chooseUsername(signUpPage, plain);
    await signUpPage.getByRole("heading", { name: "Profile", exact: true }).waitFor();

    // Ana has no friend to play yet: she makes the competition's link from the creation form.
    const ana = await signUp(app.url);
    const anaBrowser = await browserFor(ana);
    const friends = await openFriends(anaBrowser);
    const list = await browser.newPage(anaBrowser);
    await list.goto(`${app.url}/competitions`);
    await list.getByText("No competitions yet").waitFor();
    await expect.poll(() => app.followersOf(topics.competitionsOf(ana.id))).toBe(1);
    const form = await browser.newPage(anaBrowser);
    await form.goto(`${app.url}/competition-creation`);
    await form.getByRole("heading", { name: "Please add some friends first!" }).waitFor();
    await form.getByLabel("Name").fill("Mario Kart 8");
    const picture = await servedPicture(app.url);
    await form.getByLabel("Thumbnail URL").fill(picture);
    await form.getByLabel("House rules (one per line)").fill("150cc\n\nNo blue shells");
    await form.getByRole("button", { name: "Invite by link" }).click();
    const shown = form.getByLabel("Invite link (works once, for 7 days)");
    await shown.waitFor();
    const link = await shown.inputValue();
    expect(link).toMatch(new RegExp(`^${app.publicUrl}/invite/[a-z2-7]{26}$`));
    await form.getByRole("button", { name: "Copy link" }).click();
    await form.getByText("Copied!").waitFor();
    expect(await form.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Her Friends page lists it, open, with Revoke.
    await listItem(region(friends, "Invite by link"), "“Mario Kart 8”")
      .getByRole("button", { name: /^Revoke/ })
      .waitFor();

    // Ben has no account: he opens the link, signs up there and names himself, and is in the competition.
    const invited = stepCounter();
    const ben = await browser.newPage(await browserFor(null, PHONE));
    await ben.goto(link);
    await ben.getByRole("heading", { name: "You're invited" }).waitFor();
    await ben.getByText(`${ana.username} invites you to be friends on Rivals and to play “Mario Kart 8”`).waitFor();
    await ben.getByLabel("Email").fill(uniqueEmail("ben"));
    await ben.getByLabel("Password").fill(PASSWORD);
    await invited.click(ben.getByRole("button", { name: "Sign up and accept" }));
    const benName = await chooseUsername(ben, invited);
    await ben.getByRole("heading", { name: "Mario Kart 8", level: 1 }).waitFor();
    await ben.getByText(`You and ${ana.username} are now friends.`).waitFor();
    expect(pathOf(ben)).toMatch(/^\/competitions\/[0-9a-f-]{36}\/$/);
    expect(invited.steps).toBeLessThanOrEqual(plain.steps);
    expect(invited.steps).toBe(2);

    const id = pathOf(ben).split("/")[2];
    expect((await graphqlAnswer(app.url, COMPETITION, { id }, ana.cookie)).competition).toEqual({
      name: "Mario Kart 8",
      image: picture,
      players: [
        { id: ana.id, username: ana.username },
        { id: expect.any(String) as string, username: benName },
      ],
      rules: [{ text: "150cc" }, { text: "No blue shells" }],
    });
    // Ana sees him among her friends, by the name he chose, the invite accepted, and the competition: all live.
    await listItem(region(friends, "Friends"), benName).waitFor();
    await listItem(region(friends, "Invite by link"), benName).getByText("Accepted: “Mario Kart 8”").waitFor();
    await competitionCard(list, "Mario Kart 8").waitFor();
  });

  it("signs a newcomer up with Google from the link and comes straight back to accept", async () => {
    const ana = await signUp(app.url);
    const { url } = await createInvite(app.url, ana);
    const counter = stepCounter();
    const page = await browser.newPage(await browserFor(null, PHONE));
    await page.goto(url);
    await counter.click(page.getByRole("button", { name: "Google Sign in" }));
    const name = await chooseUsername(page, counter);
    // A friends-only link: he lands among his friends.
    await page.getByRole("heading", { name: "Friends", level: 1 }).waitFor();
    await page.getByText(`You and ${ana.username} are now friends.`).waitFor();
    await listItem(region(page, "Friends"), ana.username).waitFor();
    expect(counter.steps).toBe(2);
    expect(name).toMatch(/^new/);
  });

  it("signs in an account from the link and accepts on its return; signed in, it is one Accept", async () => {
    const [ana, cy, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    const first = await createInvite(app.url, ana, { name: "Chess" });
    const page = await browser.newPage(await browserFor(null, PHONE));
    await page.goto(first.url);
    await page.getByRole("link", { name: "Sign in to accept" }).click();
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await page.getByLabel("Email").fill(cy.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Chess", level: 1 }).waitFor();

    // Signed in already: the page asks once.
    const second = await createInvite(app.url, ana, { name: "Go" });
    const danPage = await browser.newPage(await browserFor(dan, PHONE));
    await danPage.goto(second.url);
    await danPage.getByText(`${ana.username} invites you to be friends on Rivals and to play “Go”`).waitFor();
    await danPage.getByRole("button", { name: "Accept" }).click();
    await danPage.getByRole("heading", { name: "Go", level: 1 }).waitFor();

    // Used up: the link says so, to anyone, and never why.
    await danPage.goto(second.url);
    await danPage.getByRole("heading", { name: "This invite link is no longer valid" }).waitFor();
    expect(await danPage.getByRole("button", { name: "Accept" }).count()).toBe(0);
  });

  it("tells the inviter their own link is theirs, and says when a link stopped working between opening and accepting", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { url, id } = await createInvite(app.url, ana);
    const own = await browser.newPage(await browserFor(ana, PHONE));
    await own.goto(url);
    await own.getByText("This is your own invite link").waitFor();
    expect(await own.getByRole("button", { name: "Accept" }).count()).toBe(0);

    const page = await browser.newPage(await browserFor(ben, PHONE));
    await page.goto(url);
    const accept = page.getByRole("button", { name: "Accept" });
    await accept.waitFor();
    await graphqlAnswer(
      app.url,
      graphql(`
        mutation E2eRevokeInvite($id: ID!) {
          revokeInvite(id: $id) {
            id
          }
        }
      `),
      { id },
      ana.cookie,
    );
    await accept.click();
    await page.getByRole("alert").getByText("This invite link is no longer valid").waitFor();
  });

  it("makes a friends-only link on the Friends page, copies and shares it, and revokes it", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const context = await browserFor(ana);
    // The device's share sheet, as a phone's browser has it, recording what it was given.
    await context.addInitScript(() => {
      Object.assign(navigator, {
        share: (data: ShareData) => {
          Object.assign(window, { shared: data });
          return Promise.resolve();
        },
      });
    });
    const page = await openFriends(context);
    const section = region(page, "Invite by link");
    await section.getByText("No open invites.").waitFor();
    await section.getByRole("button", { name: "Invite by link" }).click();
    const link = await section.getByLabel("Invite link (works once, for 7 days)").inputValue();
    await section.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared))
      .toEqual({
        title: "Rivals",
        text: "Be my rival on Rivals",
        url: link,
      });
    await section.getByRole("button", { name: "Copy link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const open = listItem(section, "Friends only");
    await open.getByText(/^Open until \d{4}-\d{2}-\d{2}$/).waitFor();
    await open.getByRole("button", { name: /^Revoke the invite: Friends only/ }).click();
    await section.getByText("No open invites.").waitFor();

    const benPage = await browser.newPage(await browserFor(ben, PHONE));
    await benPage.goto(link);
    await benPage.getByRole("heading", { name: "This invite link is no longer valid" }).waitFor();
    // Another link can be made at once; without a share sheet there is only Copy.
    await section.getByRole("button", { name: "Another link" }).click();
    await section.getByRole("button", { name: "Invite by link" }).click();
    await listItem(section, "Friends only").waitFor();
    const plain = await browser.newPage(await browserFor(ana));
    await plain.goto(`${app.url}/friends`);
    await region(plain, "Invite by link").getByRole("button", { name: "Invite by link" }).click();
    await region(plain, "Invite by link").getByRole("button", { name: "Copy link" }).waitFor();
    expect(await region(plain, "Invite by link").getByRole("button", { name: "Share" }).count()).toBe(0);
  });
});
