import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../src/db/schema";
import { SIGN_UP_REFUSED } from "../src/features/auth/service";
import {
  PASSWORD,
  signUp,
  startMailServer,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TypedDocumentString,
  SIGN_IN,
  SIGN_UP,
  REQUEST_RESET,
  sendFrom,
} from "./support";

// What an attacker could compare between an email with an account and one without: the answer, and the work
// the server does (every statement it sends to the database, in order; both branches verify one password hash).

let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
const statements: string[] = [];

beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp(
    { smtpUrl: mail.url, trustProxy: "true", rateLimit: { perIp: 1_000, windowSeconds: 900 } },
    { onQuery: (query) => statements.push(query) },
  );
});
afterAll(async () => {
  await app?.stop();
  await mail?.stop();
});

/** Sends one operation from `address` and returns its answer and the statements the server ran for it. */
function send<T, V>(address: string, query: TypedDocumentString<T, V>, variables: V) {
  return sendFrom(app.url, address, query, variables, statements);
}

describe("an email with an account and one without look the same", () => {
  it("to sign-in: the same answer, from the same statements", async () => {
    const owner = await signUp(app.url);
    const existing = await send("192.0.2.1", SIGN_IN, { email: owner.email, password: "not the password" });
    const unknown = await send("192.0.2.1", SIGN_IN, { email: uniqueEmail(), password: "not the password" });
    expect(existing.body).toEqual(unknown.body);
    expect(existing.body).toMatchObject({ errors: [{ message: "Wrong email or password" }] });
    expect(existing.setCookie).toEqual(unknown.setCookie);
    expect(existing.statements).toEqual(unknown.statements);
    expect(existing.statements.length).toBeGreaterThan(0);
  });

  it("to a reset request: true, from the same statements, and only the owner gets an email", async () => {
    const owner = await signUp(app.url);
    const written: number[] = [];
    const tokens = async () => (await app.database.db.select().from(passwordResetTokens)).length;
    const writing = async <T>(run: () => Promise<T>) => {
      const before = await tokens();
      const result = await run();
      written.push((await tokens()) - before);
      return result;
    };
    const existing = await writing(() => send("192.0.2.2", REQUEST_RESET, { email: owner.email }));
    const unknownEmail = uniqueEmail();
    const unknown = await writing(() => send("192.0.2.2", REQUEST_RESET, { email: unknownEmail }));
    expect(existing.body).toEqual({ data: { requestPasswordReset: true } });
    expect(unknown.body).toEqual(existing.body);
    expect(existing.statements).toEqual(unknown.statements);
    expect(existing.statements.length).toBeGreaterThan(0);
    // The same work: each wrote one token row (the one of an unknown email belongs to nobody and is never sent).
    expect(written).toEqual([1, 1]);
    const sent = await mail.next();
    expect(sent.to).toEqual([owner.email]);
    // The next email is the one below; none went to the unknown address.
    const marker = await signUp(app.url);
    await send("192.0.2.2", REQUEST_RESET, { email: marker.email });
    expect((await mail.next()).to).toEqual([marker.email]);
    expect(mail.received).toEqual([]);
  });

  it("to sign-up with a password that is not the account's: the message of any refused sign-up, and changes nothing", async () => {
    const owner = await signUp(app.url);
    const before = await app.database.db.select().from(users);
    const refused = await send("192.0.2.3", SIGN_UP, { email: owner.email, password: "someone else's password" });
    expect(refused.body).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: SIGN_UP_REFUSED, extensions: { code: "BAD_USER_INPUT" } })],
    });
    expect(refused.setCookie).toEqual([]);
    expect(await app.database.db.select().from(users)).toEqual(before);
    expect((await mail.next()).to).toEqual([owner.email]);
  });
});

describe("sign-up is no way around the sign-in throttle", () => {
  it("throttles wrong passwords for an existing email per address, and lets the owner in from elsewhere", async () => {
    const owner = await signUp(app.url);
    for (let i = 0; i < 5; i++) {
      const { body } = await send("192.0.2.4", SIGN_UP, { email: owner.email, password: `guess number ${i}` });
      expect(body).toMatchObject({ errors: [{ message: SIGN_UP_REFUSED }] });
    }
    const limited = await send("192.0.2.4", SIGN_UP, { email: owner.email, password: PASSWORD });
    expect(limited.body).toMatchObject({ errors: [{ extensions: { code: "RATE_LIMITED" } }] });
    const fromSignIn = await send("192.0.2.4", SIGN_IN, { email: owner.email, password: PASSWORD });
    expect(fromSignIn.body).toMatchObject({ errors: [{ extensions: { code: "RATE_LIMITED" } }] });
    const owners = await send("198.51.100.4", SIGN_IN, { email: owner.email, password: PASSWORD });
    expect(owners.body).toEqual({ data: { signIn: { id: owner.id } } });
    for (let i = 0; i < 5; i++) expect((await mail.next()).to).toEqual([owner.email]);
  });
});
