import { randomBytes } from "node:crypto";
import {
  graphql,
  graphqlRequest,
  PASSWORD,
  SIGN_IN,
  signUp,
  startMailServer,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from "@rivals/server/test-support";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPerSuite, chromiumPath, freshPagePerTest, operationNameOf, signInContext } from "./browser";

const ME = graphql(`
  query AccountsPageMe {
    me {
      id
      username
      theme
      friends {
        status
        isTestFriend
        user {
          id
          username
        }
      }
    }
  }
`);

/** Holds the next matching GraphQL request until `release()`, so that a "...ing" label can be seen. */
async function holdOperation(page: Page, operationName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (operationNameOf(route.request()) === operationName) await released;
    await route.continue();
  });
  return release;
}

describe.skipIf(!chromiumPath)("accounts in the browser", () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let app: TestApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mail = await startMailServer();
    app = await startTestApp({ smtpUrl: mail.url });
  });

  afterAll(async () => {
    await app?.stop();
    await mail?.stop();
  });

  freshPagePerTest((fresh) => ({ context, page } = fresh));

  /** The session cookie the browser holds, for calling the API as the signed-in user. */
  async function browserCookie(): Promise<string | undefined> {
    const cookie = (await context.cookies(app.url)).find(({ name }) => name === "rivals_session");
    return cookie && `${cookie.name}=${cookie.value}`;
  }

  /** The account `cookie` signs in, or null. */
  async function accountOf(cookie: string | undefined) {
    const { body } = await graphqlRequest(app.url, ME, {}, cookie);
    return body.data?.me ?? null;
  }

  async function meOf(cookie: string | undefined) {
    const me = await accountOf(cookie);
    if (!me) throw new Error("not signed in");
    return me;
  }

  async function signInAs(user: TestUser): Promise<void> {
    await signInContext(context, app.url, user);
  }

  async function fillSignIn(email: string, password: string): Promise<void> {
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
  }

  const pathname = () => new URL(page.url()).pathname;
  const header = () => page.getByRole("banner");
  const alert = () => page.getByRole("main").getByRole("alert");

  it("signs up, shows the generated username and the test friend, renames, signs out and in again", async () => {
    const email = uniqueEmail("browser");
    await page.goto(`${app.url}/signup`);
    await page.getByRole("heading", { name: "Sign up with email" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    const releaseSignUp = await holdOperation(page, "SignUp");
    await page.getByRole("button", { name: "Sign up!" }).click();
    await page.getByRole("button", { name: "Signing up..." }).waitFor();
    releaseSignUp();
    await page.unrouteAll({ behavior: "wait" });

    // The first sign-in asks for a username: keeping the generated one here.
    await page.getByRole("heading", { name: "Choose your username" }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Profile", exact: true }).waitFor();
    expect(pathname()).toBe("/profile");
    const me = await meOf(await browserCookie());
    expect(me.friends).toEqual([expect.objectContaining({ status: "ACCEPTED", isTestFriend: true })]);
    const username = page.getByLabel("Username");
    expect(await username.inputValue()).toBe(me.username);
    await header().getByRole("img", { name: me.username }).waitFor();
    await page.getByRole("main").getByText(email).waitFor();

    const newName = `r${randomBytes(4).toString("hex")}`;
    await username.fill(newName);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await page.getByText("Profile updated").waitFor();
    await header().getByRole("img", { name: newName }).waitFor();
    expect((await meOf(await browserCookie())).username).toBe(newName);

    await page.getByRole("button", { name: "Update Profile" }).click();
    await alert().getByText("Nothing's changed").waitFor();
    await username.fill(me.friends[0].user.username);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await alert().getByText("Username taken").waitFor();
    await username.fill("");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await alert().getByText("Username needs to filled").waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();
    expect(pathname()).toBe("/");
    await header().getByRole("link", { name: "Sign in" }).waitFor();
    expect(await header().getByRole("link", { name: "Friends" }).count()).toBe(0);
    expect(await browserCookie()).toBeUndefined();

    await header().getByRole("link", { name: "Sign in" }).click();
    await fillSignIn(email, PASSWORD);
    const releaseSignIn = await holdOperation(page, "SignIn");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: "Signing in..." }).waitFor();
    releaseSignIn();
    await page.waitForURL(`${app.url}/competitions`);
    await header().getByRole("img", { name: newName }).waitFor();
    await header().getByRole("link", { name: "Friends" }).waitFor();
  });

  it("shows the server's refusals of a sign-in above the form", async () => {
    const user = await signUp(app.url);
    await page.goto(`${app.url}/login`);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await alert().getByText("Please enter both fields").waitFor();

    await fillSignIn(user.email, "not the password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await alert().getByText("Wrong email or password").waitFor();
    expect(pathname()).toBe("/login");
    expect(await browserCookie()).toBeUndefined();
  });

  it("saves the theme and applies it at once: Dark adds the dark class, Light removes it", async () => {
    const user = await signUp(app.url);
    await signInAs(user);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(`${app.url}/profile`);
    const theme = page.getByLabel("Theme");
    await theme.waitFor();
    expect(await theme.inputValue()).toBe("SYSTEM");
    expect(await page.locator("html.dark").count()).toBe(0);

    await theme.selectOption({ label: "Dark" });
    await page.locator("html.dark").waitFor({ state: "attached" });
    await expect.poll(async () => (await meOf(user.cookie)).theme).toBe("DARK");

    await page.reload();
    await page.getByLabel("Theme").waitFor();
    expect(await page.getByLabel("Theme").inputValue()).toBe("DARK");
    await page.locator("html.dark").waitFor({ state: "attached" });

    await page.getByLabel("Theme").selectOption({ label: "Light" });
    await page.locator("html:not(.dark)").waitFor({ state: "attached" });
    await expect.poll(async () => (await meOf(user.cookie)).theme).toBe("LIGHT");
  });

  it("deletes the account after confirming, back on the home page, and the old credentials stop working", async () => {
    const user = await signUp(app.url);
    await signInAs(user);
    await page.goto(`${app.url}/profile`);

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Are you sure you want to delete your account?").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(pathname()).toBe("/profile");

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "Welcome to Rivals" }).waitFor();
    expect(pathname()).toBe("/");
    await header().getByRole("link", { name: "Sign in" }).waitFor();
    expect(await accountOf(user.cookie)).toBeNull();

    await header().getByRole("link", { name: "Sign in" }).click();
    await fillSignIn(user.email, PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await alert().getByText("Wrong email or password").waitFor();
  });

  it("emails a reset link from the login page whose page sets a new password and signs in", async () => {
    const user = await signUp(app.url);
    await page.goto(`${app.url}/login`);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await page.getByRole("button", { name: "Send Email" }).click();
    await alert().getByText("Please enter your email").waitFor();

    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Email" }).click();
    await page.getByText("Sent! Check your email").waitFor();
    expect(await alert().count()).toBe(0);

    const received = await mail.next();
    expect(received.to).toEqual([user.email]);
    const text = received.raw.replace(/=\r?\n/g, "").replaceAll("=3D", "="); // undo quoted-printable
    const link = text.match(new RegExp(`${app.url}/reset-password\\?token=\\w+`))![0];

    await page.goto(link);
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("New password").fill("a brand new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL(`${app.url}/competitions`);
    await header().getByRole("img", { name: user.username }).waitFor();
    expect((await meOf(await browserCookie())).id).toBe(user.id);

    const signIn = (password: string) => graphqlRequest(app.url, SIGN_IN, { email: user.email, password });
    expect((await signIn(PASSWORD)).body.errors).toBeDefined();
    expect((await signIn("a brand new password")).body.data).toEqual({
      signIn: { id: user.id },
    });

    await context.clearCookies();
    await page.goto(link);
    await page.getByLabel("New password").fill("another new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await alert().getByText("This reset link is invalid or has expired").waitFor();
  });

  it("sends a signed-in visitor of login on to redirectTo or the competitions, and of signup to the profile", async () => {
    await signInAs(await signUp(app.url));
    await page.goto(app.url);
    await page.getByRole("heading", { name: /^Welcome, / }).waitFor();
    await page.goto(`${app.url}/login`);
    await page.waitForURL(`${app.url}/competitions`);
    // The login page was replaced: going back leaves it out.
    await page.goBack();
    await page.waitForURL(`${app.url}/`);

    await page.goto(`${app.url}/login?redirectTo=${encodeURIComponent("/friends")}`);
    await page.waitForURL(`${app.url}/friends`);
    await page.goto(`${app.url}/login?redirectTo=${encodeURIComponent("//evil.example/")}`);
    await page.waitForURL(`${app.url}/competitions`);
    await page.goto(`${app.url}/signup`);
    await page.waitForURL(`${app.url}/profile`);
  });

  it("signs in from a page that needed it and returns there", async () => {
    const user = await signUp(app.url);
    await page.goto(`${app.url}/friends`);
    await page.getByText("You must log in first.").waitFor();
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/friends");
    await fillSignIn(user.email, PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${app.url}/friends`);
    await header().getByRole("img", { name: user.username }).waitFor();
    // Signing in replaced the login page in the history.
    await page.goBack();
    expect(pathname()).not.toBe("/login");
  });

  it("hides the Google button when Google sign-in is not configured", async () => {
    const config = page.waitForResponse((response) => operationNameOf(response.request()) === "GoogleSignIn");
    await page.goto(`${app.url}/login`);
    await config;
    await page.getByRole("link", { name: "Sign up!" }).waitFor();
    expect(await page.getByRole("button", { name: "Google Sign in" }).count()).toBe(0);
    await page.getByRole("link", { name: "Sign up!" }).click();
    await page.getByRole("heading", { name: "Sign up with email" }).waitFor();
    expect(pathname()).toBe("/signup");
  });
});

describe.skipIf(!chromiumPath)("Google sign-in button", () => {
  const provider = "http://127.0.0.1:9";
  const browser = browserPerSuite();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      google: {
        clientId: "rivals-test",
        clientSecret: "secret",
        authorizationUrl: `${provider}/authorize`,
        tokenUrl: `${provider}/token`,
        issuer: provider,
      },
    });
  });
  afterAll(() => app?.stop());

  it("shows when Google is configured and starts the server's flow with redirectTo", async () => {
    const page = await browser.newPage(await browser.newContext({ viewport: { width: 360, height: 740 } }));
    // The provider is not contacted: reaching its authorization page is the end of the web app's part.
    await page.route(`${provider}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<p>provider</p>" }));
    await page.goto(`${app.url}/login?redirectTo=${encodeURIComponent("/friends")}`);
    const started = page.waitForRequest((request) => request.url().startsWith(`${app.url}/auth/google`));
    await page.getByRole("button", { name: "Google Sign in" }).click();
    expect(new URL((await started).url()).searchParams.get("redirectTo")).toBe("/friends");
    await page.waitForURL(`${provider}/authorize?**`);
  });
});
