import {
  befriend,
  createCompetition,
  graphqlAnswer,
  SEND_FRIEND_REQUEST,
  SETUP_ADD_RULE,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, firstPush, freshPagePerTest, signInContext } from "./browser";

const DESKTOP = { width: 1280, height: 800 };

describe.skipIf(!chromiumPath)("notifications", () => {
  let app: TestApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });
  freshPagePerTest((fresh) => ({ context, page } = fresh), DESKTOP);

  const bell = () => page.getByRole("button", { name: /^Notifications/ });
  const list = () => page.getByRole("region", { name: "Notifications" });
  const item = (text: string): Locator => list().getByRole("listitem").filter({ hasText: text });

  /** `user`'s browser on `path`, once the bell's count has come over the WebSocket. */
  async function open(user: TestUser, path: string): Promise<void> {
    await signInContext(context, app.url, user);
    const counted = firstPush(page, "notificationsChanged");
    await page.goto(`${app.url}${path}`);
    await counted;
  }

  it("counts unread notifications live, lists them as sentences, and opening one goes to its competition", async () => {
    const [ana, bob] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, bob, ana);
    await open(ana, "/friends");
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications");

    const { id } = await createCompetition(app.url, bob, ana, "Mario Kart 8");
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications, 1 unread");
    await graphqlAnswer(app.url, SETUP_ADD_RULE, { competitionId: id, text: "No items" }, bob.cookie);
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications, 2 unread");

    await bell().click();
    await expect.poll(() => bell().getAttribute("aria-expanded")).toBe("true");
    const sentence = `${bob.username} started “Mario Kart 8” against you`;
    await item(sentence).waitFor();
    expect(await list().getByRole("link").allTextContents()).toEqual([
      `${bob.username} made a change to “Mario Kart 8” (unread)`,
      `${sentence} (unread)`,
      `${bob.username} sent you a friend request`,
    ]);
    await item(sentence).getByRole("link").click();
    await page.waitForURL(`${app.url}/competitions/${id}`);
    await page.getByRole("heading", { name: "Mario Kart 8", level: 1 }).waitFor();
    // The list closed; opening the competition read its notifications.
    expect(await list().isHidden()).toBe(true);
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications");
  });

  it("marks one read, or all, and leads friend requests to the Friends page", async () => {
    const [ana, bob, cal] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, bob, ana);
    await createCompetition(app.url, bob, ana, "Darts");
    await graphqlAnswer(app.url, SEND_FRIEND_REQUEST, { u: ana.username }, cal.cookie);
    await open(ana, "/competitions");
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications, 2 unread");
    await bell().click();
    const darts = `${bob.username} started “Darts” against you`;
    await item(darts)
      .getByRole("button", { name: `Mark read: ${darts}` })
      .click();
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications, 1 unread");
    expect(await item(darts).getByRole("button").count()).toBe(0);

    await list().getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications");
    await page.keyboard.press("Escape");
    expect(await list().isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Notifications");

    await bell().click();
    await item(`${cal.username} sent you a friend request`).getByRole("link").click();
    await page.waitForURL(`${app.url}/friends`);
  });

  it("lets the Profile page choose which kinds come by e-mail", async () => {
    const ana = await signUp(app.url);
    await open(ana, "/profile");
    const settings = page.getByRole("group", { name: /E-mail me about these/ });
    const friendRequests = settings.getByRole("checkbox", { name: "Friend requests", exact: true });
    expect(await friendRequests.isChecked()).toBe(true);
    expect(await settings.getByRole("checkbox", { name: "Your rival's changes to a competition" }).isChecked()).toBe(
      false,
    );
    await friendRequests.uncheck();
    await settings.getByRole("checkbox", { name: "Your rival's changes to a competition" }).check();
    await page.reload();
    await page.getByRole("heading", { name: "Profile" }).waitFor();
    await expect.poll(() => friendRequests.isChecked()).toBe(false);
    expect(await settings.getByRole("checkbox", { name: "Your rival's changes to a competition" }).isChecked()).toBe(
      true,
    );
  });
});
