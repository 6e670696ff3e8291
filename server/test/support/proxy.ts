import { connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  /** An outage: destroys every open connection and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** What a test may do with the bytes on their way through, besides passing them on. */
export interface Relay {
  /** Sees what a client sends, as it goes on to the target. */
  sent?(data: Buffer): void;
  /** Passes on what the target answers: at once unless this calls `deliver` later. */
  answered?(deliver: () => void): void;
}

/**
 * A TCP proxy between the server and PostgreSQL (or anything else), to cut the network on purpose, or to watch and
 * hold back what goes through (`relay`).
 */
export async function startTcpProxy(target: string, relay: Relay = {}): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(Number(targetPort || 5432), hostname);
    track(client);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (data: Buffer) => {
      relay.sent?.(data);
      upstream.write(data);
    });
    upstream.on("data", (data: Buffer) => {
      const deliver = () => client.write(data);
      if (relay.answered) relay.answered(deliver);
      else deliver();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const destroyAll = () => sockets.forEach((socket) => socket.destroy());

  await listen(0);
  const { port } = server.address() as { port: number };
  return {
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = stopListening(); // refuses new connections: ECONNREFUSED
      destroyAll();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      const closed = server.listening ? stopListening() : Promise.resolve();
      destroyAll();
      await closed;
    },
  };
}
