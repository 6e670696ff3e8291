import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { graphql, startTestApp, wsClient, type TestApp } from "./support";

let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), "rivals-dist-"));
  await mkdir(path.join(webDistDir, "assets"));
  await writeFile(path.join(webDistDir, "index.html"), "<!doctype html><title>Rivals</title>");
  await writeFile(path.join(webDistDir, "graphiql.html"), "<!doctype html><title>GraphiQL</title>");
  await writeFile(path.join(webDistDir, "assets", "app-1234.js"), "console.log('rivals')");
});
afterAll(async () => {
  await rm(webDistDir, { recursive: true, force: true });
});

const ME = graphql(`
  query HardeningMe {
    me {
      id
    }
  }
`);
const TYPENAME = graphql(`
  query HardeningTypename {
    __typename
  }
`);

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ webDistDir });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const responses = () => ({
    page: fetch(`${app.url}/competitions`),
    asset: fetch(`${app.url}/assets/app-1234.js`),
    graphiql: fetch(`${app.url}/graphiql`),
    graphql: fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: String(ME) }),
    }),
  });

  it.each(["page", "asset", "graphiql", "graphql"] as const)("are on every response: %s", async (kind) => {
    const response = await responses()[kind];
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy).toMatchObject({
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "object-src": ["'none'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'none'"],
    });
    expect(policy["style-src"]).toEqual(kind === "graphiql" ? ["'self'", "'unsafe-inline'"] : ["'self'"]);
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

it("asks for HTTPS (HSTS) only when TRUST_PROXY says TLS ends in front", async () => {
  const app = await startTestApp({ webDistDir, trustProxy: "true" });
  try {
    const response = await fetch(app.url);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(directives(response.headers.get("content-security-policy"))).not.toHaveProperty("upgrade-insecure-requests");
  } finally {
    await app.stop();
  }
});

describe("timeouts", () => {
  const httpTimeouts = { headersMs: 1_000, requestMs: 2_000, keepAliveMs: 500 };
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ webDistDir }, { httpTimeouts });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** A raw TCP client that keeps what it receives; `closed` settles when the server ends the connection. */
  function rawClient() {
    const socket: Socket = connect(app.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const connected = new Promise<void>((resolve) => socket.on("connect", resolve));
    return { socket, closed, connected, received: () => received };
  }

  /** Writes `text` one byte at a time, every 100 ms, until it is all sent or the server closes the socket. */
  async function trickle(socket: Socket, text: string): Promise<number> {
    let sent = 0;
    for (const byte of text) {
      if (socket.destroyed || socket.writableEnded) break;
      socket.write(byte);
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return sent;
  }

  it("cuts off a client that sends its headers byte by byte (slowloris)", async () => {
    const client = rawClient();
    await client.connected;
    const header = `GET / HTTP/1.1\r\nHost: localhost\r\n${"X-Slow: 1\r\n".repeat(100)}\r\n`;
    const sent = await trickle(client.socket, header);
    await client.closed;
    expect(sent).toBeLessThan(header.length);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it("closes an idle keep-alive connection, and leaves an older WebSocket open past the request timeout", async () => {
    const ws = wsClient(app.url);
    const pong = () =>
      new Promise<void>((resolve, reject) => {
        const stop = ws.subscribe(
          { query: String(TYPENAME) },
          {
            next: () => undefined,
            error: reject,
            complete: () => {
              stop();
              resolve();
            },
          },
        );
      });
    await pong();

    // A slow body outlives the request timeout: the WebSocket opened before it is then older than that timeout.
    const slowBody = rawClient();
    await slowBody.connected;
    const body = JSON.stringify({ query: String(ME) }).padEnd(400, " ");
    slowBody.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    expect(await trickle(slowBody.socket, body)).toBeLessThan(body.length);
    await slowBody.closed;
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);

    const idle = rawClient();
    await idle.connected;
    idle.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
    // Well before Node's default of 5 s.
    await expect.poll(() => idle.socket.closed, { timeout: 2_500 }).toBe(true);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 OK/);

    await pong();
    await ws.dispose();
  });

  it("closes a WebSocket that never starts the graphql-ws protocol", async () => {
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
      headers: { origin: app.url },
    });
    const code = await new Promise<number>((resolve) => socket.on("close", (closeCode) => resolve(closeCode)));
    expect(code).toBe(4408);
  });
});
