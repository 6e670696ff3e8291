import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, sessionCookieOf, signUp, startTestApp, uniqueEmail, type TestApp, SIGN_IN } from "./support";

let app: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy, so that each request may come from an address of the test's choosing.
  app = await startTestApp({ trustProxy: "true", rateLimit: { perIp: 1_000, windowSeconds: 900 } });
});
afterAll(async () => {
  await app?.stop();
});

/** Signs in from `address` (through `on`, by default the shared app) and says how it went. */
async function signInFrom(address: string, email: string, password: string, on: TestApp = app) {
  const response = await fetch(`${on.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ query: String(SIGN_IN), variables: { email, password } }),
  });
  const body = (await response.json()) as {
    data?: { signIn: { id: string } | null } | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
  const error = body.errors?.[0];
  return error
    ? { code: error.extensions.code, message: error.message }
    : { id: body.data!.signIn!.id, cookie: sessionCookieOf(response.headers.getSetCookie()) };
}

const WRONG = { code: "BAD_USER_INPUT", message: "Wrong email or password" };
const retryIn = (when: string) => ({
  code: "RATE_LIMITED",
  message: `Too many failed attempts. Please try again in ${when}.`,
});

describe("sign-in throttling by account and address", () => {
  it("does not let an attacker's wrong passwords lock the owner out", async () => {
    const owner = await signUp(app.url);
    for (let i = 0; i < 20; i++) await signInFrom("203.0.113.66", owner.email, `wrong ${i}`);
    const signedIn = await signInFrom("198.51.100.7", owner.email, PASSWORD);
    expect(signedIn).toMatchObject({ id: owner.id, cookie: expect.stringMatching(/^rivals_session=/) as string });
  });

  it("makes each attempt after five failures from one address wait twice as long, even with the right password", async () => {
    const owner = await signUp(app.url);
    const from = "203.0.113.1";
    for (let i = 0; i < 5; i++) expect(await signInFrom(from, owner.email, `wrong ${i}`)).toEqual(WRONG);
    expect(await signInFrom(from, owner.email, PASSWORD)).toEqual(retryIn("1 second"));
    // Refused attempts do not count: once the second is over, the next is checked, and fails.
    await expect.poll(() => signInFrom(from, owner.email, "wrong again"), { interval: 100 }).toEqual(WRONG);
    expect(await signInFrom(from, owner.email, PASSWORD)).toEqual(retryIn("2 seconds"));
    await expect.poll(() => signInFrom(from, owner.email, PASSWORD), { interval: 100 }).toMatchObject({ id: owner.id });
  });

  it("starts over after a successful sign-in", async () => {
    const owner = await signUp(app.url);
    const from = "203.0.113.2";
    for (let i = 0; i < 4; i++) await signInFrom(from, owner.email, `wrong ${i}`);
    expect(await signInFrom(from, owner.email, PASSWORD)).toMatchObject({ id: owner.id });
    for (let i = 0; i < 5; i++) expect(await signInFrom(from, owner.email, `wrong ${i}`)).toEqual(WRONG);
    expect(await signInFrom(from, owner.email, PASSWORD)).toEqual(retryIn("1 second"));
  });

  it("lets parallel attempts through only up to the free failures", async () => {
    const owner = await signUp(app.url);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom("203.0.113.3", owner.email, `wrong ${i}`)),
    );
    expect(results.filter((result) => result.code === "BAD_USER_INPUT")).toHaveLength(5);
    expect(results.filter((result) => result.code === "RATE_LIMITED")).toHaveLength(7);
  });

  it("throttles an unknown email exactly like an account", async () => {
    const from = "203.0.113.4";
    const [owner, unknown] = [(await signUp(app.url)).email, uniqueEmail()];
    for (const email of [owner, unknown]) {
      for (let i = 0; i < 5; i++) expect(await signInFrom(from, email, `wrong ${i}`)).toEqual(WRONG);
      expect(await signInFrom(from, email, "wrong")).toEqual(retryIn("1 second"));
    }
  });
});

it("still limits the attempts of one address over every account (credential stuffing)", async () => {
  const limited = await startTestApp({ trustProxy: "true", rateLimit: { perIp: 3, windowSeconds: 60 } });
  try {
    const owner = await signUp(limited.url);
    for (let i = 0; i < 3; i++) {
      expect(await signInFrom("203.0.113.9", uniqueEmail(), PASSWORD, limited)).toEqual(WRONG);
    }
    expect(await signInFrom("203.0.113.9", owner.email, PASSWORD, limited)).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again later.",
    });
    expect(await signInFrom("198.51.100.9", owner.email, PASSWORD, limited)).toMatchObject({ id: owner.id });
  } finally {
    await limited.stop();
  }
});
