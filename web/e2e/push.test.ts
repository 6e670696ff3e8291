import { startTestApp, twoFriends, vapidKeys, type TestApp } from "@rivals/server/test-support";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, signInContext } from "./browser";

/**
 * Before the app's scripts: counts the permission requests, and records each PushManager.subscribe call's key
 * before the browser's own subscribe runs.
 */
const WATCH_PUSH = () => {
  const watched = { permissionRequests: 0, subscribeKeys: [] as string[], subscribeError: null as string | null };
  Object.assign(window, { watched });
  const request = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = () => {
    watched.permissionRequests++;
    return request();
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called on each PushManager as its `this`
  const subscribe = PushManager.prototype.subscribe;
  PushManager.prototype.subscribe = async function (options) {
    const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
    watched.subscribeKeys.push(btoa(String.fromCharCode(...key)));
    return subscribe.call(this, options).catch((error: Error) => {
      watched.subscribeError = error.message;
      throw error;
    });
  };
};

interface Watched {
  permissionRequests: number;
  subscribeKeys: string[];
  subscribeError: string | null;
}

/** What Chrome logs when a page subscribes in a private profile, as Playwright's contexts are. */
const NO_PUSH_IN_INCOGNITO = /Chrome currently does not support the Push API in incognito mode/;
const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

interface WorkerScope {
  registration: ServiceWorkerRegistration;
  serviceWorker: ServiceWorker;
  shown: unknown[];
}

/**
 * In the service worker: records each notification the browser has accepted to show, as
 * `self.shown`; resolves once the worker is active.
 */
const WATCH_NOTIFICATIONS = async () => {
  const worker = self as unknown as WorkerScope;
  const { registration } = worker;
  worker.shown = [];
  const show = registration.showNotification.bind(registration);
  registration.showNotification = async (title, options = {}) => {
    await show(title, options);
    const { body, tag, icon } = options;
    worker.shown.push({ title, body, tag, icon, data: options.data as unknown });
  };
  const { serviceWorker } = worker;
  while (serviceWorker.state !== "activated") {
    await new Promise((resolve) => serviceWorker.addEventListener("statechange", resolve, { once: true }));
  }
};

describe.skipIf(!chromiumPath)("push notifications", () => {
  const push = vapidKeys();
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ push });
  });
  afterAll(() => app?.stop());

  /**
   * Headless Chromium cannot subscribe: Playwright's contexts are private profiles, where Chrome has no Push API
   * (and no push service offline). So this goes up to PushManager.subscribe, checks it is called with the server's
   * key only after the user asked, and that the browser's refusal is told; the server's side of a subscription is
   * tested against a local push service (server/test/push-notifications.test.ts).
   */
  it("are explained on the Profile page before the browser asks, and turning them on subscribes with the server's key", async () => {
    const context = await browser.newContext();
    const page = await browser.newPage(context, { ignoredErrors: NO_PUSH_IN_INCOGNITO });
    const [ana] = await twoFriends(app.url);
    await signInContext(context, app.url, ana);
    await page.addInitScript(WATCH_PUSH);
    await page.goto(`${app.url}/profile`);
    // The app registers its worker after load; the button works once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const turnOn = page.getByRole("button", { name: "Turn on notifications on this device" });
    await turnOn.waitFor();
    await page.getByText("Get a notification on this device when your rival changes a competition").waitFor();
    expect(await watched(page)).toMatchObject({ permissionRequests: 0, subscribeKeys: [] });

    await context.grantPermissions(["notifications"], { origin: app.url });
    await turnOn.click();
    await page.getByRole("alert").waitFor();
    const seen = await watched(page);
    expect(seen.permissionRequests).toBe(1);
    expect(seen.subscribeKeys.map((key) => Buffer.from(key, "base64").toString("base64url"))).toEqual([push.publicKey]);
    expect(await page.getByRole("alert").textContent()).toBe(
      `Your browser could not turn notifications on here (AbortError: ${seen.subscribeError}).`,
    );
  });

  /**
   * A push delivered to the worker through DevTools (a click on the notification cannot be made there). What the
   * worker asked the browser to show, and the browser accepted, is read in the worker itself, once the push is
   * delivered to a worker known to be active: the browser's list of notifications on display came back empty once
   * in CI, under load, with nothing to tell whether the push had been dropped or the list was behind.
   */
  it("show in the service worker as the server sends them, tagged, with the page a click opens", async () => {
    const context = await browser.newContext();
    const page = await browser.newPage(context);
    await context.grantPermissions(["notifications"], { origin: app.url });
    const started = context.waitForEvent("serviceworker");
    await page.goto(`${app.url}/`);
    const worker = await started;
    await worker.evaluate(WATCH_NOTIFICATIONS);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${app.url}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const message = { title: "Rivals", body: "Bob made a change to “Golf”", url: "/competitions/x", tag: "n1" };
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: app.url,
      registrationId: await registered,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() => worker.evaluate(() => (self as unknown as WorkerScope).shown))
      .toEqual([
        { title: "Rivals", body: message.body, tag: "n1", icon: "/icons/icon-192.png", data: { url: message.url } },
      ]);
  });
});
