import type { GraphQLFormattedError } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import {
  DELETE_ACCOUNT,
  graphql,
  GraphQLSocket,
  graphqlRequest,
  PASSWORD,
  SETUP_SET_THEME,
  SIGN_OUT,
  signUp,
  resultOf,
  type SocketResult,
  startTestApp,
  subscriptionsLive,
  uniqueEmail,
  type TestApp,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
const maxSocketsPerAddress = 3;
const maxOperationsPerUser = 30;
const { maxPayloadBytes } = loadConfig({}).webSocket;
beforeAll(async () => {
  app = await startTestApp({
    webSocket: { ...loadConfig({}).webSocket, maxSocketsPerAddress, maxOperationsPerUser },
  });
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

  it(`refuses a user's operation past ${maxOperationsPerUser} at once over all their sockets, until one ends`, async () => {
    const [user, other] = [await signUp(app.url), await signUp(app.url)];
    const [first, second] = await Promise.all([
      GraphQLSocket.open(app.url, user.cookie),
      GraphQLSocket.open(app.url, user.cookie),
    ]);
    try {
      for (let i = 1; i <= 20; i++) first.start(`a${i}`, ME_CHANGED);
      for (let i = 1; i <= 10; i++) second.start(`b${i}`, ME_CHANGED);
      await subscriptionsLive(app, 30);
      const refused = await second.run("b11", ME_CHANGED);
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message: `At most ${maxOperationsPerUser} operations at once per user`,
          extensions: { code: "RATE_LIMITED" },
        }),
      ]);
      // Another user is not held back by this one.
      const theirs = await GraphQLSocket.open(app.url, other.cookie);
      expect(codeOf(await theirs.run("q", ME)) ?? "ok").toBe("ok");
      theirs.close();
      // Operations that end free their places: one completed, then a whole socket closed.
      first.send({ id: "a1", type: "complete" });
      await subscriptionsLive(app, 29);
      expect(codeOf(await second.run("q1", ME)) ?? "ok").toBe("ok");
      first.close();
      await subscriptionsLive(app, 10);
      for (let i = 12; i <= 20; i++) second.start(`b${i}`, ME_CHANGED);
      await subscriptionsLive(app, 19);
      expect(second.messages.filter((message) => message.type === "error")).toHaveLength(1);
    } finally {
      first.close();
      second.close();
    }
    await subscriptionsLive(app, 0);
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

describe("one limit, one refusal on both transports", () => {
  /** A query of about `bytes` bytes made of `__typename` aliases: thousands of tokens and aliases. */
  const aliases = (bytes: number) => {
    const count = Math.floor(bytes / "a00000: __typename ".length);
    return `{ ${Array.from({ length: count }, (_, i) => `a${String(i).padStart(5, "0")}: __typename`).join(" ")} }`;
  };
  it("refuses an HTTP body larger than the WebSocket's largest message with 413, unread", async () => {
    const query = aliases(maxPayloadBytes + 1024);
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: `A request may be at most ${maxPayloadBytes} bytes`, extensions: { code: "BAD_REQUEST" } }],
    });
  });

  it("answers a document under that size but over the operation limits as that operation's error on both, keeping the socket and its subscriptions", async () => {
    const user = await signUp(app.url);
    const query = aliases(maxPayloadBytes - 2048);
    const http = await graphqlRequest(app.url, query, {}, user.cookie);
    expect(http.status).toBe(400);
    expect(codeOf(http.body)).toBe("GRAPHQL_PARSE_FAILED");

    const socket = await GraphQLSocket.open(app.url, user.cookie);
    socket.start("changes", ME_CHANGED);
    await subscriptionsLive(app, 1);
    const ws = await socket.run("big", query);
    expect(ws.errors).toEqual(http.body.errors?.map(({ message, extensions }) => ({ message, extensions })));
    // The socket is open and its subscription still pushes.
    await graphqlRequest(app.url, SETUP_SET_THEME, { theme: "DARK" }, user.cookie);
    await socket.waitFor((message) => message.id === "changes" && message.type === "next");
    expect(socket.closeCode).toBeUndefined();
    socket.close();
    await subscriptionsLive(app, 0);
  });

  it.each(["variables", "extensions"])(
    "refuses deeply nested %s with BAD_REQUEST on both, before anything walks them",
    async (part) => {
      // Written out, since JSON.stringify itself cannot go 5,000 levels deep.
      const request = `{"query":"{ __typename }","${part}":{"x":${"[".repeat(5_000)}1${"]".repeat(5_000)}}}`;
      const response = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: request,
      });
      const refusal = {
        message: `The request's ${part} may nest at most 10 levels deep`,
        extensions: { code: "BAD_REQUEST" },
      };
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [refusal] });

      const socket = await GraphQLSocket.open(app.url);
      socket.socket.send(`{"id":"deep","type":"subscribe","payload":${request}}`);
      expect(resultOf(await socket.waitFor((message) => message.id === "deep"))).toEqual({ errors: [refusal] });
      expect(codeOf(await socket.run("after", APP_CONFIG)) ?? "ok").toBe("ok");
      socket.close();
    },
  );

  it("lets through variables nested as deep as the limit", async () => {
    const variables = { x: [[[[[[[[1]]]]]]]] };
    // A string, as the variables are none of the operation's: only the request's nesting limit looks at them.
    const { status, body } = await graphqlRequest(app.url, "{ __typename }", variables);
    expect({ status, body }).toEqual({ status: 200, body: { data: { __typename: "Query" } } });
  });
});

describe("auth mutations over the WebSocket", () => {
  const HTTP_ONLY = { code: "BAD_USER_INPUT", message: expect.stringContaining("over HTTP") as string };
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
