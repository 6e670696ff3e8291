import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  graphql,
  graphqlRequest,
  signUp,
  startTestApp,
  subscribe,
  subscriptionsLive,
  wsClient,
  type TestApp,
  RENAME,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const ME_CHANGED = graphql(`
  subscription WebSocketMeChanged {
    meChanged {
      id
      username
    }
  }
`);

describe("the WebSocket", () => {
  it("authenticates from the session cookie: meChanged reaches the signed-in user", async () => {
    const user = await signUp(app.url);
    const client = wsClient(app.url, user.cookie);
    const events = subscribe(client, ME_CHANGED);
    await subscriptionsLive(app, 1);
    await graphqlRequest(app.url, RENAME, { username: "renamed" }, user.cookie);
    expect(await events.next()).toEqual({ data: { meChanged: { id: user.id, username: "renamed" } } });
    await client.dispose();
  });

  it("refuses authenticated subscriptions without a valid session", async () => {
    for (const cookie of [undefined, "rivals_session=forged"]) {
      const client = wsClient(app.url, cookie);
      const result = await subscribe(client, ME_CHANGED).next();
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      await client.dispose();
    }
  });

  it("refuses a connection from another site's page", async () => {
    const user = await signUp(app.url);
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
      headers: { origin: "https://evil.example", cookie: user.cookie },
    });
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
    expect(await closed).toBe(4403);
  });
});
