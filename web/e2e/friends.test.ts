import { randomBytes } from "node:crypto";
import {
  befriend,
  DELETE_ACCOUNT,
  graphqlRequest,
  SEND_FRIEND_REQUEST,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { BrowserContext, BrowserContextOptions, Locator, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, firstPush, listItem, region, signInContext } from "./browser";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** How long a page offline is watched not to show what it cannot have heard of. */

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

async function send(from: TestUser, to: TestUser, url: string): Promise<void> {
  const { body } = await graphqlRequest(url, SEND_FRIEND_REQUEST, { u: to.username }, from.cookie);
  if (body.errors) throw new Error(`sending a request failed: ${JSON.stringify(body.errors)}`);
}

describe.skipIf(!chromiumPath)("Friends page", () => {
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  /** A browser of `user`'s own, signed in; closed after the test. */
  async function signedIn(
    user: TestUser,
    options: BrowserContextOptions = { viewport: DESKTOP },
  ): Promise<BrowserContext> {
    const context = await browser.newContext(options);
    await signInContext(context, app.url, user);
    return context;
  }

  /** /friends as `user`, once its live subscription is on; marked to detect a reload. */
  async function openFriends(user: TestUser, options?: BrowserContextOptions): Promise<Page> {
    const page = await browser.newPage(await signedIn(user, options));
    const live = firstPush(page, "meChanged");
    await page.goto(`${app.url}/friends`);
    await live;
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    return page;
  }

  async function expectNotReloaded(...pages: Page[]): Promise<void> {
    for (const page of pages) expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
  }

  it("delivers a request live: B sees it and accepts, and A sees B move from Sent Requests to Friends", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const anaPage = await openFriends(ana);
    const benPage = await openFriends(ben, { viewport: PHONE });

    const input = anaPage.getByLabel("Add a friend by username");
    await input.fill(ben.username);
    await anaPage.getByRole("button", { name: "Send" }).click();
    await listItem(region(anaPage, "Sent Requests"), ben.username).waitFor();
    await expect.poll(() => input.inputValue()).toBe("");

    const request = listItem(region(benPage, "Friend Requests"), ana.username);
    await request.waitFor();
    await request.getByRole("button", { name: `Reject ${ana.username}` }).waitFor();
    await request.getByRole("button", { name: `Accept ${ana.username}` }).click();
    await listItem(region(benPage, "Friends"), ana.username).getByText("0 - 0").waitFor();
    await request.waitFor({ state: "detached" });

    await listItem(region(anaPage, "Friends"), ben.username).getByText("0 - 0").waitFor();
    await listItem(region(anaPage, "Sent Requests"), ben.username).waitFor({ state: "detached" });
    await expectNotReloaded(anaPage, benPage);
    expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("shows the server's refusal in bold red above the input, sends with Enter, and clears both on success", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const page = await openFriends(ana);
    const input = page.getByLabel("Add a friend by username");
    const alert = page.getByRole("alert");

    const unknown = `nobody-${randomBytes(3).toString("hex")}`;
    await input.fill(unknown);
    await input.press("Enter");
    await alert.getByText("No user with that exact name").waitFor();
    const { weight, rgb } = await alert.evaluate((element) => {
      const style = getComputedStyle(element);
      // Tailwind's colours are oklch(); a canvas turns the computed one into RGB.
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.fillStyle = style.color;
      canvas.fillRect(0, 0, 1, 1);
      return { weight: Number(style.fontWeight), rgb: [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)] };
    });
    expect(weight).toBeGreaterThanOrEqual(700);
    expect(rgb[0]).toBeGreaterThan(150);
    expect(Math.max(rgb[1], rgb[2])).toBeLessThan(80);
    // The name clears as it is sent and comes back with the refusal.
    await expect.poll(() => input.inputValue()).toBe(unknown);
    // Above the input: the alert comes first in the form.
    const [alertBox, inputBox] = [await alert.boundingBox(), await input.boundingBox()];
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(inputBox!.y);

    await input.fill(ana.username);
    await input.press("Enter");
    await alert.getByText("That's you!").waitFor();

    await input.fill("");
    await page.getByRole("button", { name: "Send" }).click();
    await alert.getByText("Please enter something").waitFor();

    await input.fill(ben.username);
    await input.press("Enter");
    await listItem(region(page, "Sent Requests"), ben.username).waitFor();
    await alert.waitFor({ state: "detached" });
    await expect.poll(() => input.inputValue()).toBe("");
  });

  it("labels the test friend of a new account while it is the only friend, live", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const page = await openFriends(ana);
    const testFriend = listItem(region(page, "Friends"), "TestFriend");
    await testFriend.getByText("(Feel free to delete me!)").waitFor();

    await befriend(app.url, ben, ana);
    await listItem(region(page, "Friends"), ben.username).waitFor();
    await testFriend.getByText("(Feel free to delete me!)").waitFor({ state: "detached" });
    await testFriend.waitFor();
    await expectNotReloaded(page);
  });

  it("removes a friend with the control that shows on hover, on both sides", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, ben);
    const anaPage = await openFriends(ana);
    const benPage = await openFriends(ben);

    const anaRow = listItem(region(benPage, "Friends"), ana.username);
    await anaRow.waitFor();
    const benRow = listItem(region(anaPage, "Friends"), ben.username);
    const remove = benRow.getByRole("button", { name: `Remove ${ben.username}` });
    expect(await opacity(remove)).toBe("0");
    await benRow.hover();
    await expect.poll(() => opacity(remove)).toBe("1");
    await remove.click();
    const dialog = anaPage.getByRole("dialog");
    await dialog.getByText(`Remove ${ben.username} from your friends?`).waitFor();
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();

    await benRow.waitFor({ state: "detached" });
    await anaRow.waitFor({ state: "detached" });
    await listItem(region(benPage, "Friends"), "TestFriend").waitFor();
    await expectNotReloaded(anaPage, benPage);
  });

  it("reaches the remove control by keyboard", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, ben);
    const page = await openFriends(ana);

    const remove = page.getByRole("button", { name: `Remove ${ben.username}` });
    // From the friend's name (a link to the rivalry page), the next stop is the row's remove control.
    await page.getByRole("link", { name: ben.username, exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => remove.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => opacity(remove)).toBe("1");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await listItem(region(page, "Friends"), ben.username).waitFor();
  });

  it("shows the hover controls at all times on a touch screen, which cannot hover", async () => {
    const ana = await signUp(app.url);
    await send(ana, await signUp(app.url), app.url);
    const page = await openFriends(ana, { viewport: PHONE, isMobile: true, hasTouch: true });
    const remove = page.getByRole("button", { name: "Remove TestFriend" });
    await remove.waitFor();
    expect(await opacity(remove)).toBe("1");
    expect(await opacity(page.getByRole("button", { name: /^Cancel request to / }))).toBe("1");
  });

  it("cancels a sent request and rejects a received one, on both sides", async () => {
    const [ana, ben, cleo] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await send(ana, ben, app.url);
    await send(cleo, ana, app.url);
    const anaPage = await openFriends(ana);
    const benPage = await openFriends(ben, { viewport: PHONE });
    const cleoPage = await openFriends(cleo);

    const benRequest = listItem(region(benPage, "Friend Requests"), ana.username);
    const cleoRequest = listItem(region(cleoPage, "Sent Requests"), ana.username);
    await Promise.all([benRequest.waitFor(), cleoRequest.waitFor()]);

    const sent = listItem(region(anaPage, "Sent Requests"), ben.username);
    await sent.hover();
    await sent.getByRole("button", { name: `Cancel request to ${ben.username}` }).click();
    await sent.waitFor({ state: "detached" });
    await benRequest.waitFor({ state: "detached" });

    const received = listItem(region(anaPage, "Friend Requests"), cleo.username);
    await received.getByRole("button", { name: `Reject ${cleo.username}` }).click();
    await received.waitFor({ state: "detached" });
    await cleoRequest.waitFor({ state: "detached" });
    await listItem(region(anaPage, "Friends"), cleo.username).waitFor({ state: "detached" });
    await expectNotReloaded(anaPage, benPage, cleoPage);
  });

  it("catches up after the live connection dropped, with what was pushed meanwhile", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const context = await signedIn(ana);
    // The WebSocket goes through a route that can drop it and refuse new ones, as a network outage would.
    let online = true;
    let current: WebSocketRoute | undefined;
    await context.routeWebSocket(/\/graphql$/, (socket) => {
      if (!online) return void socket.close();
      current = socket;
      socket.connectToServer();
    });
    const page = await browser.newPage(context);
    await page.goto(`${app.url}/friends`);
    await listItem(region(page, "Friends"), "TestFriend").waitFor();
    await expect.poll(() => current).toBeDefined();

    online = false;
    await current!.close();
    // Once the server has let go of the page's subscriptions (the only page open), nothing can reach the page but
    // its catching up.
    await expect.poll(() => app.activeSubscriptions()).toBe(0);
    await send(ben, ana, app.url);
    expect(await listItem(region(page, "Friend Requests"), ben.username).count()).toBe(0);

    online = true;
    await listItem(region(page, "Friend Requests"), ben.username).waitFor();
  });

  it("marks a friend who deletes their account as (Deleted), live", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, ana, ben);
    const page = await openFriends(ana);
    const benRow = listItem(region(page, "Friends"), ben.username);
    await benRow.waitFor();
    expect(await benRow.getByText("(Deleted)").count()).toBe(0);

    await graphqlRequest(app.url, DELETE_ACCOUNT, {}, ben.cookie);
    await benRow.getByText("(Deleted)").waitFor();
    await expectNotReloaded(page);
  });
});
