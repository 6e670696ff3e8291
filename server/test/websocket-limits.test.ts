import type { GraphQLFormattedError } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import {
  DELETE_ACCOUNT,
  graphql,
  GraphQLSocket,
  graphqlRequest,
  PASSWORD,
  SIGN_OUT,
  signUp,
  type SocketResult,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
const maxSocketsPerAddress = 3;
beforeAll(async () => {
  app = await startTestApp({ webSocket: { ...loadConfig({}).webSocket, maxSocketsPerAddress } });
});
afterAll(() => app?.stop());

const ME_CHANGED = graphql(`
  subscription WebsocketLimitsMeChanged {
    meChanged {
      id
    }
  }
`);
const ME = graphql(`
  query WebsocketLimitsMe {
    me {
      id
      email
    }
  }
`);
const APP_CONFIG = graphql(`
  query WebsocketLimitsAppConfig {
    appConfig {
      issuesUrl
    }
  }
`);
const COMPETITION = graphql(`
  query WebsocketLimitsCompetition($id: ID!) {
    competition(id: $id) {
      id
    }
  }
`);
const SIGN_UP = graphql(`
  mutation WebsocketLimitsSignUp($e: String!, $p: String!) {
    signUp(email: $e, password: $p) {
      id
    }
  }
`);
const SIGN_IN = graphql(`
  mutation WebsocketLimitsSignIn($e: String!, $p: String!) {
    signIn(email: $e, password: $p) {
      id
    }
  }
`);
const RESET_PASSWORD = graphql(`
  mutation WebsocketLimitsResetPassword {
    resetPassword(token: "t", password: "a long new password") {
      id
    }
  }
`);
const ALIASED_DELETE_ACCOUNT = graphql(`
  mutation WebsocketLimitsAliasedDeleteAccount {
    bye: deleteAccount
  }
`);
graphql(`
  fragment WebsocketLimitsSignOutFields on Mutation {
    signOut
  }
`);
const SIGN_OUT_IN_A_FRAGMENT = graphql(`
  mutation WebsocketLimitsSignOutInAFragment {
    ...WebsocketLimitsSignOutFields
  }
`);
const codeOf = (payload: { errors?: readonly GraphQLFormattedError[] }) => payload.errors?.[0]?.extensions?.code;

describe("the WebSocket's own bounds", () => {
  it("closes a socket sending a 100 MiB message with 1009, unread", async () => {
    const socket = await GraphQLSocket.open(app.url);
    socket.socket.send(Buffer.alloc(100 * 1024 * 1024, " "));
    const others = await graphqlRequest(app.url, APP_CONFIG); // everyone else is served meanwhile
    expect(others.body.errors).toBeUndefined();
    expect(await socket.closed).toBe(1009);
  });

  it("refuses a 21st operation at once on one socket, and the socket stays usable", async () => {
    const user = await signUp(app.url);
    const socket = await GraphQLSocket.open(app.url, user.cookie);
    for (let i = 1; i <= 20; i++) socket.start(`s${i}`, ME_CHANGED);
    const refused = await socket.run("s21", ME_CHANGED);
    expect(refused.errors).toEqual([
      expect.objectContaining({ message: "At most 20 operations at once", extensions: { code: "RATE_LIMITED" } }),
    ]);
    expect(socket.of("s1")).toEqual([]); // the twenty run on
    socket.send({ id: "s1", type: "complete" });
    await expect.poll(async () => codeOf(await socket.run(`q${Math.random()}`, ME)) ?? "ok").toBe("ok");
    expect(socket.closeCode).toBeUndefined();
    socket.close();
  });

  it(`refuses more than ${maxSocketsPerAddress} sockets from one address, until one closes`, async () => {
    const sockets = await Promise.all(Array.from({ length: maxSocketsPerAddress }, () => GraphQLSocket.open(app.url)));
    await expect(GraphQLSocket.open(app.url)).rejects.toThrow("HTTP 429");
    sockets[0].close();
    await sockets[0].closed;
    await expect
      .poll(() => GraphQLSocket.open(app.url).then((socket) => (sockets.push(socket), "open"), String))
      .toBe("open");
    sockets.forEach((socket) => socket.close());
    await Promise.all(sockets.map((socket) => socket.closed));
  });

  it("counts sockets by the client's address that TRUST_PROXY reveals", async () => {
    const proxied = await startTestApp({
      trustProxy: "loopback",
      webSocket: { ...loadConfig({}).webSocket, maxSocketsPerAddress },
    });
    const from = (address: string) => GraphQLSocket.open(proxied.url, undefined, { "x-forwarded-for": address });
    try {
      const sockets = await Promise.all(Array.from({ length: maxSocketsPerAddress }, () => from("203.0.113.7")));
      await expect(from("203.0.113.7")).rejects.toThrow("HTTP 429");
      sockets.push(await from("198.51.100.9"));
      sockets.forEach((socket) => socket.close());
    } finally {
      await proxied.stop();
    }
  });

  it("answers wrong variable types with BAD_USER_INPUT, as HTTP does", async () => {
    // Variables the schema refuses, so the document is sent as the string it types.
    const query = String(COMPETITION);
    const variables = { id: { not: "an id" } };
    const http = await graphqlRequest(app.url, query, variables);
    const socket = await GraphQLSocket.open(app.url);
    const ws = await socket.run("1", query, variables);
    socket.close();
    expect(codeOf(http.body)).toBe("BAD_USER_INPUT");
    expect(ws.errors).toEqual(http.body.errors?.map(({ message, extensions }) => ({ message, extensions })));
  });
});

describe("auth mutations over the WebSocket", () => {
  const HTTP_ONLY = { code: "BAD_USER_INPUT", message: expect.stringContaining("over HTTP") };
  const refusalOf = (payload: { errors?: readonly GraphQLFormattedError[] }) => ({
    code: payload.errors?.[0]?.extensions?.code,
    message: payload.errors?.[0]?.message,
  });

  it("are refused before changing anything", async () => {
    const user = await signUp(app.url);
    const socket = await GraphQLSocket.open(app.url, user.cookie);
    const email = uniqueEmail();
    /** Runs a document over the socket under the attempt's name as id. */
    const attempt =
      <T, V>(query: TypedDocumentString<T, V>, variables: V) =>
      (id: string): Promise<SocketResult<T>> =>
        socket.run(id, query, variables);
    const attempts = {
      signUp: attempt(SIGN_UP, { e: email, p: PASSWORD }),
      signIn: attempt(SIGN_IN, { e: user.email, p: PASSWORD }),
      signOut: attempt(SIGN_OUT, {}),
      deleteAccount: attempt(DELETE_ACCOUNT, {}),
      resetPassword: attempt(RESET_PASSWORD, {}),
      aliased: attempt(ALIASED_DELETE_ACCOUNT, {}),
      inAFragment: attempt(SIGN_OUT_IN_A_FRAGMENT, {}),
    };
    for (const [name, run] of Object.entries(attempts)) {
      expect({ name, ...refusalOf(await run(name)) }).toEqual({ name, ...HTTP_ONLY });
    }
    socket.close();
    // The user, the session and the account are as they were; no account was made for the new email.
    expect((await graphqlRequest(app.url, ME, {}, user.cookie)).body.data).toEqual({
      me: { id: user.id, email: user.email },
    });
    const signIn = await graphqlRequest(app.url, SIGN_IN, { e: email, p: PASSWORD });
    expect(signIn.body.data ?? null).toBeNull();
  });
});
