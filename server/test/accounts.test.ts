import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { friendships, passwordResetTokens, sessions, users } from "../src/db/schema";
import { SIGN_UP_REFUSED } from "../src/features/auth/service";
import { hashToken } from "../src/features/auth/tokens";
import {
  PASSWORD,
  graphql,
  graphqlRequest,
  refusalIn,
  sessionCookieOf,
  signUp,
  startMailServer,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TypedDocumentString,
  SIGN_IN,
  REQUEST_RESET,
  RESET_PASSWORD,
  SIGN_OUT,
  DELETE_ACCOUNT,
  SIGN_UP,
} from "./support";

let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp({ smtpUrl: mail.url, testFriendUsername: "Buddy" });
});
afterAll(async () => {
  await app?.stop();
  await mail?.stop();
});

const ME = graphql(`
  query AccountMe {
    me {
      id
      username
      email
      profilePic
      theme
      hasPassword
      hasGoogle
    }
  }
`);
const SET_THEME = graphql(`
  mutation AccountSetTheme($theme: Theme!) {
    setTheme(theme: $theme) {
      theme
    }
  }
`);
const PUBLIC_USER = graphql(`
  query AccountPublicUser($u: String!) {
    user(username: $u) {
      id
      deleted
    }
  }
`);
const UPDATE = graphql(`
  mutation AccountUpdate($u: String!, $p: String) {
    updateProfile(username: $u, profilePic: $p) {
      id
      username
      profilePic
    }
  }
`);

const request = <T, V>(query: string | TypedDocumentString<T, V>, variables?: V, cookie?: string) =>
  graphqlRequest(app.url, query, variables, cookie);

describe("sign-up", () => {
  it("creates a profile with a generated username, the test friend, and a secure session cookie", async () => {
    const email = uniqueEmail();
    const { body, setCookie } = await request(SIGN_UP, { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    const header = setCookie.find((value) => value.startsWith("rivals_session="))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
    const token = sessionCookieOf(setCookie)!.split("=")[1];
    expect(token.length).toBeGreaterThanOrEqual(24); // 160 bits in base32
    const [stored] = await app.database.db.select().from(sessions).where(eq(sessions.userId, body.data!.signUp.id));
    expect(stored.id).toBe(hashToken(token));

    const me = (await request(ME, {}, sessionCookieOf(setCookie))).body.data!.me!;
    expect(me).toMatchObject({ email, theme: "SYSTEM", hasPassword: true, hasGoogle: false, profilePic: null });
    expect(me.username.length).toBeLessThanOrEqual(20);

    const [buddy] = await app.database.db.select().from(users).where(eq(users.username, "Buddy"));
    const [friendship] = await app.database.db
      .select()
      .from(friendships)
      .where(or(eq(friendships.senderId, buddy.id), eq(friendships.receiverId, buddy.id)));
    expect(friendship).toMatchObject({ receiverId: me.id, accepted: true });
  });

  it.each([
    [{ email: "", password: PASSWORD }, "Please enter both fields"],
    [{ email: "a@b.co", password: "" }, "Please enter both fields"],
    [{ email: "not-an-email", password: PASSWORD }, "Please enter a valid email"],
    [{ email: "a@b.co", password: "short" }, "Password should be at least 8 characters"],
    [{ email: "a@b.co", password: "x".repeat(201) }, "Password too long (200 max)"],
    [{ email: `${"x".repeat(300)}@b.co`, password: PASSWORD }, "Please enter a valid email"],
  ])("refuses %o: %s", async (variables, message) => {
    const { body } = await request(SIGN_UP, variables);
    expect(refusalIn(body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("signs in to an existing account with its own password, and refuses another without saying why", async () => {
    const user = await signUp(app.url);
    const before = await app.database.db.select().from(users);
    const again = await request(SIGN_UP, { email: user.email, password: PASSWORD });
    expect(again.body.data).toEqual({ signUp: { id: user.id, username: user.username } });
    expect(sessionCookieOf(again.setCookie)).toBeDefined();
    const { body, setCookie } = await request(SIGN_UP, { email: user.email, password: "another password" });
    expect(refusalIn(body)).toEqual({ message: SIGN_UP_REFUSED, code: "BAD_USER_INPUT" });
    expect(sessionCookieOf(setCookie)).toBeUndefined();
    expect(await app.database.db.select().from(users)).toEqual(before);
    const notice = await mail.next();
    expect(notice.to).toEqual([user.email]);
    expect(notice.raw).toMatch(/Someone tried to create a Rivals account with this email address/);
    expect(notice.raw).toContain(`${app.url}/login`);
    expect(notice.raw).not.toContain("another password");
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password, and says the same for a wrong password or an unknown email", async () => {
    const user = await signUp(app.url);
    const ok = await request(SIGN_IN, { email: user.email, password: PASSWORD });
    expect(ok.body.data!.signIn.id).toBe(user.id);
    expect(sessionCookieOf(ok.setCookie)).toBeDefined();
    for (const variables of [
      { email: user.email, password: "wrong password" },
      { email: uniqueEmail(), password: PASSWORD },
    ]) {
      const { body, setCookie } = await request(SIGN_IN, variables);
      expect(refusalIn(body)).toEqual({ message: "Wrong email or password", code: "BAD_USER_INPUT" });
      expect(sessionCookieOf(setCookie)).toBeUndefined();
    }
    expect(refusalIn((await request(SIGN_IN, { email: "", password: "" })).body)?.message).toBe(
      "Please enter both fields",
    );
  });

  it("signing out ends the session for good", async () => {
    const user = await signUp(app.url);
    const { body, setCookie } = await request(SIGN_OUT, {}, user.cookie);
    expect(body.data).toEqual({ signOut: true });
    expect(setCookie.join()).toMatch(/rivals_session=;/);
    expect((await request(ME, {}, user.cookie)).body.data).toEqual({ me: null });
  });
});

describe("session expiry", () => {
  it("refuses an expired session and clears its cookie", async () => {
    const user = await signUp(app.url);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const { body, setCookie } = await request(ME, {}, user.cookie);
    expect(body.data).toEqual({ me: null });
    expect(setCookie.join()).toMatch(/rivals_session=;/);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("extends a session used with less than half of its lifetime left", async () => {
    const user = await signUp(app.url);
    const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await app.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const { body, setCookie } = await request(ME, {}, user.cookie);
    expect(body.data!.me?.id).toBe(user.id);
    expect(setCookie.join()).toMatch(/rivals_session=.+Expires=/);
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});

describe("password reset", () => {
  async function resetLinkFor(email: string): Promise<string> {
    const { body } = await request(REQUEST_RESET, { email });
    expect(body.data).toEqual({ requestPasswordReset: true });
    const received = await mail.next();
    expect(received.to).toEqual([email]);
    const text = received.raw.replace(/=\r?\n/g, "").replaceAll("=3D", "="); // undo quoted-printable
    return text.match(new RegExp(`${app.url}/reset-password\\?token=(\\w+)`))![1];
  }

  it("emails a single-use link that sets the password, ends other sessions and signs in", async () => {
    const user = await signUp(app.url);
    const token = await resetLinkFor(user.email);
    const { body, setCookie } = await request(RESET_PASSWORD, { token, password: "a brand new password" });
    expect(body.data).toEqual({ resetPassword: { id: user.id } });
    expect((await request(ME, {}, user.cookie)).body.data).toEqual({ me: null });
    expect((await request(ME, {}, sessionCookieOf(setCookie))).body.data!.me?.id).toBe(user.id);
    expect((await request(SIGN_IN, { email: user.email, password: PASSWORD })).body.errors).toBeDefined();
    expect((await request(SIGN_IN, { email: user.email, password: "a brand new password" })).body.data).toBeDefined();

    const again = await request(RESET_PASSWORD, { token, password: "yet another password" });
    expect(refusalIn(again.body)).toEqual({
      message: "This reset link is invalid or has expired",
      code: "BAD_USER_INPUT",
    });
  });

  it("refuses an expired link", async () => {
    const user = await signUp(app.url);
    const token = await resetLinkFor(user.email);
    await app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, hashToken(token)));
    const { body } = await request(RESET_PASSWORD, { token, password: "a brand new password" });
    expect(refusalIn(body)?.message).toBe("This reset link is invalid or has expired");
  });

  it("answers true for an email without an account, and sends nothing", async () => {
    const { body } = await request(REQUEST_RESET, { email: uniqueEmail("nobody") });
    expect(body.data).toEqual({ requestPasswordReset: true });
    const user = await signUp(app.url);
    await request(REQUEST_RESET, { email: user.email });
    expect((await mail.next()).to).toEqual([user.email]); // the first email out is this one, not the unknown one
  });

  it("asks for an email", async () => {
    expect(refusalIn((await request(REQUEST_RESET, { email: " " })).body)?.message).toBe("Please enter your email");
  });
});

describe("profile", () => {
  it("renames, keeping the same id, and changes the picture", async () => {
    const user = await signUp(app.url);
    const name = `ana${Date.now() % 100000}`;
    const { body } = await request(UPDATE, { u: name, p: "https://example.com/ana.png" }, user.cookie);
    expect(body.data!.updateProfile).toEqual({
      id: user.id,
      username: name,
      profilePic: "https://example.com/ana.png",
    });
  });

  it.each([
    [{ u: "   " }, "Username needs to filled"],
    [{ u: "x".repeat(21) }, "Username too long (20 max)"],
    [{ u: "Friend" }, "Forbidden friends 🐰🥚"],
    [{ u: "draw" }, "Forbidden friends 🐰🥚"],
    [{ u: "Buddy" }, "Username taken"],
    [{ u: "fine", p: "javascript:alert(1)" }, "Profile picture must be an http(s) URL"],
    [{ u: "fine", p: "not a url" }, "Profile picture must be an http(s) URL"],
  ])("refuses %o: %s, changing nothing", async (variables, message) => {
    const user = await signUp(app.url);
    const { body } = await request(UPDATE, variables, user.cookie);
    expect(refusalIn(body)).toEqual({ message, code: "BAD_USER_INPUT" });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: user.username, profilePic: null });
  });

  it("says when nothing changed", async () => {
    const user = await signUp(app.url);
    const { body } = await request(UPDATE, { u: user.username }, user.cookie);
    expect(refusalIn(body)).toEqual({ message: "Nothing's changed", code: "BAD_USER_INPUT" });
  });

  it("needs a signed-in user", async () => {
    const { body } = await request(UPDATE, { u: "someone" });
    expect(refusalIn(body)).toEqual({ message: "You must log in first.", code: "UNAUTHENTICATED" });
  });

  it("saves the theme", async () => {
    const user = await signUp(app.url);
    const { body } = await request(SET_THEME, { theme: "DARK" }, user.cookie);
    expect(body.data).toEqual({ setTheme: { theme: "DARK" } });
    expect((await request(ME, {}, user.cookie)).body.data!.me?.theme).toBe("DARK");
    // PINK is not a Theme: invalid on purpose, so it stays a plain string that graphql() could not type.
    expect(refusalIn((await request("mutation { setTheme(theme: PINK) { theme } }", {}, user.cookie)).body)?.code).toBe(
      "GRAPHQL_VALIDATION_FAILED",
    );
  });
});

describe("choosing a username at the first sign-in", () => {
  const CHOOSE = graphql(`
    mutation AccountChooseUsername($u: String!) {
      chooseUsername(username: $u) {
        id
        username
        usernameChosen
      }
    }
  `);
  const CHOSEN = graphql(`
    query AccountUsernameChosen {
      me {
        id
        username
        usernameChosen
      }
    }
  `);

  /** A new account as sign-up leaves it: its generated username not yet chosen. */
  async function newAccount() {
    const { body, setCookie } = await request(SIGN_UP, { email: uniqueEmail(), password: PASSWORD });
    const cookie = sessionCookieOf(setCookie)!;
    const me = (await request(CHOSEN, {}, cookie)).body.data!.me!;
    expect(me.usernameChosen).toBe(false);
    return { id: body.data!.signUp.id, username: me.username, cookie };
  }

  it("keeps the generated username when it is sent back, and is then chosen", async () => {
    const account = await newAccount();
    const { body } = await request(CHOOSE, { u: account.username }, account.cookie);
    expect(body.data!.chooseUsername).toEqual({ id: account.id, username: account.username, usernameChosen: true });
    expect((await request(CHOSEN, {}, account.cookie)).body.data!.me!.usernameChosen).toBe(true);
  });

  it("takes another username, normalized", async () => {
    const account = await newAccount();
    const name = `cho${Date.now() % 100000}`;
    const { body } = await request(CHOOSE, { u: `  ${name} ` }, account.cookie);
    expect(body.data!.chooseUsername).toEqual({ id: account.id, username: name, usernameChosen: true });
  });

  it.each([
    ["   ", "Username needs to filled"],
    ["x".repeat(21), "Username too long (20 max)"],
    ["Friend", "Forbidden friends 🐰🥚"],
    ["Buddy", "Username taken"],
    ["a\u200bb", "Usernames can't contain invisible or control characters"],
  ])("refuses %j with the profile's message %s, changing nothing", async (username, message) => {
    const account = await newAccount();
    const { body } = await request(CHOOSE, { u: username }, account.cookie);
    expect(refusalIn(body)).toEqual({ message, code: "BAD_USER_INPUT" });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ username: account.username, usernameChosen: false });
  });

  it("needs a signed-in user", async () => {
    const { body } = await request(CHOOSE, { u: "someone" });
    expect(refusalIn(body)).toEqual({ message: "You must log in first.", code: "UNAUTHENTICATED" });
  });
});

describe("account deletion", () => {
  it("keeps the record marked deleted, removes credentials and sessions, and signs out", async () => {
    const user = await signUp(app.url);
    await request(UPDATE, { u: user.username, p: "https://example.com/me.png" }, user.cookie);
    const other = await request(SIGN_IN, { email: user.email, password: PASSWORD });
    const { body, setCookie } = await request(DELETE_ACCOUNT, {}, user.cookie);
    expect(body.data).toEqual({ deleteAccount: true });
    expect(setCookie.join()).toMatch(/rivals_session=;/);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ deleted: true, profilePic: null, email: null, passwordHash: null });
    expect((await request(ME, {}, sessionCookieOf(other.setCookie))).body.data).toEqual({ me: null });
    expect(refusalIn((await request(SIGN_IN, { email: user.email, password: PASSWORD })).body)?.message).toBe(
      "Wrong email or password",
    );
    const publicView = await request(PUBLIC_USER, { u: user.username });
    expect(publicView.body.data).toEqual({ user: { id: user.id, deleted: true } });
  });
});

describe("rate limiting", () => {
  it("refuses sign-ups and reset requests past the limit per IP address", async () => {
    const limited = await startTestApp({ rateLimit: { perIp: 2, windowSeconds: 60 } });
    try {
      await signUp(limited.url);
      await signUp(limited.url);
      const { body } = await graphqlRequest(limited.url, SIGN_UP, { email: uniqueEmail(), password: PASSWORD });
      expect(refusalIn(body)?.code).toBe("RATE_LIMITED");
      for (let i = 0; i < 2; i++) await graphqlRequest(limited.url, REQUEST_RESET, { email: uniqueEmail() });
      expect(refusalIn((await graphqlRequest(limited.url, REQUEST_RESET, { email: uniqueEmail() })).body)?.code).toBe(
        "RATE_LIMITED",
      );
    } finally {
      await limited.stop();
    }
  });
});

it("sets a Secure cookie in production", async () => {
  const production = await startTestApp({ production: true });
  try {
    const { setCookie } = await graphqlRequest(production.url, SIGN_UP, { email: uniqueEmail(), password: PASSWORD });
    expect(setCookie.find((value) => value.startsWith("rivals_session="))).toMatch(/Secure/);
  } finally {
    await production.stop();
  }
});
