import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema";
import {
  graphql,
  GraphQLSocket,
  graphqlRequest,
  resultOf,
  PASSWORD,
  sessionCookieOf,
  signUp,
  startMailServer,
  startTestApp,
  twoInstances,
  type TestApp,
  type TestUser,
  SIGN_IN,
  SIGN_OUT,
  DELETE_ACCOUNT,
  REQUEST_RESET,
  RESET_PASSWORD,
  RENAME,
} from "./support";

const ME = graphql(`
  query SessionSocketsMe {
    me {
      id
      email
      theme
    }
  }
`);
const ME_CHANGED = graphql(`
  subscription SessionSocketsMeChanged {
    meChanged {
      id
      email
      username
    }
  }
`);
const SET_THEME = graphql(`
  mutation SessionSocketsSetTheme {
    setTheme(theme: DARK) {
      id
      theme
    }
  }
`);

let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp({ smtpUrl: mail.url });
});
afterAll(async () => {
  await app?.stop();
  await mail?.stop();
});

async function signIn(url: string, user: TestUser): Promise<string> {
  const { setCookie } = await graphqlRequest(url, SIGN_IN, { email: user.email, password: PASSWORD });
  return sessionCookieOf(setCookie)!;
}

async function resetPassword(user: TestUser): Promise<string> {
  await graphqlRequest(app.url, REQUEST_RESET, { email: user.email });
  const text = (await mail.next()).raw.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
  const token = text.match(/reset-password\?token=(\w+)/)![1];
  const { body, setCookie } = await graphqlRequest(app.url, RESET_PASSWORD, {
    token,
    password: "another good password",
  });
  expect(body.errors).toBeUndefined();
  return sessionCookieOf(setCookie)!;
}

/** Ends the session of `user.cookie`; gives a cookie of a session still on, if the user still has an account. */
const endings: Record<string, (user: TestUser) => Promise<string | undefined>> = {
  "sign-out": async (user) => {
    const other = await signIn(app.url, user);
    await graphqlRequest(app.url, SIGN_OUT, {}, user.cookie);
    return other;
  },
  "password reset": (user) => resetPassword(user),
  "account deletion": async (user) => {
    await graphqlRequest(app.url, DELETE_ACCOUNT, {}, user.cookie);
    return undefined;
  },
};

describe("a WebSocket whose session ends", () => {
  for (const [ending, end] of Object.entries(endings)) {
    it(`after ${ending}: closes 4401, answers no query, runs no mutation, pushes nothing`, async () => {
      const user = await signUp(app.url);
      const socket = await GraphQLSocket.open(app.url, user.cookie);
      socket.start("push", ME_CHANGED);
      expect((await socket.run("before", ME)).data?.me).toMatchObject({ id: user.id, theme: "SYSTEM" });

      const stillSignedIn = await end(user);
      // Sent at once, before the announcement may have arrived: still refused.
      socket.start("query", ME);
      socket.start("mutation", SET_THEME);
      if (stillSignedIn) await graphqlRequest(app.url, RENAME, { username: `r${Date.now() % 1e6}` }, stillSignedIn);

      expect(await socket.closed).toBe(4401);
      for (const id of ["query", "mutation", "push"]) {
        expect(socket.of(id).filter((message) => resultOf(message).data)).toEqual([]);
      }
      // The mutation changed nothing: the theme is as it was (a deleted account keeps its row, anonymized).
      const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.theme).toBe("system");
    });
  }

  it("at expiry: closes 4401, and pushes nothing", async () => {
    const user = await signUp(app.url);
    const other = await signIn(app.url, user);
    const [session] = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.expiresAt)
      .limit(1);
    const expiresAt = new Date(Date.now() + 1_500);
    await app.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
    const [socket, survivor] = await Promise.all([
      GraphQLSocket.open(app.url, user.cookie),
      GraphQLSocket.open(app.url, other),
    ]);
    socket.start("push", ME_CHANGED);
    survivor.start("push", ME_CHANGED);
    expect((await socket.run("before", ME)).data?.me).toMatchObject({ id: user.id });

    expect(await socket.closed).toBe(4401);
    await graphqlRequest(app.url, RENAME, { username: `x${Date.now() % 1e6}` }, other);
    await survivor.waitFor((message) => message.id === "push" && message.type === "next");
    expect(socket.of("push")).toEqual([]);
    expect(survivor.closeCode).toBeUndefined(); // the user's other session goes on
    survivor.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("sessions ending on another instance", () => {
  const servers = twoInstances();

  it("closes the sockets on B of a session signed out through A", async () => {
    const user = await signUp(servers.a.url);
    const socket = await GraphQLSocket.open(servers.b.url, user.cookie);
    socket.start("push", ME_CHANGED);
    expect((await socket.run("before", ME)).data?.me).toMatchObject({ id: user.id });
    await graphqlRequest(servers.a.url, SIGN_OUT, {}, user.cookie);
    expect(await socket.closed).toBe(4401);
    expect(socket.of("push")).toEqual([]);
  });
});
