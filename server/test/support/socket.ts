import type { GraphQLFormattedError } from "graphql";
import WebSocket from "ws";
import type { TypedDocumentString } from "../generated/graphql";

export interface SocketMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/** What a `next` message carries, or the errors of an `error` message. */
export interface SocketResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
}

/** The result of an operation's `next` or `error` message; a typed document's result type names what it holds. */
export function resultOf<T = Record<string, unknown>>(message: SocketMessage): SocketResult<T> {
  return message.type === "error"
    ? { errors: message.payload as GraphQLFormattedError[] }
    : (message.payload as SocketResult<T>);
}

/**
 * A graphql-transport-ws connection spoken by hand, for what the graphql-ws client hides: close codes, refused
 * upgrades, many operations on one socket, raw oversized messages.
 */
export class GraphQLSocket {
  readonly messages: SocketMessage[] = [];
  closeCode: number | undefined;
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString()) as SocketMessage);
      this.waiters.splice(0).forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) =>
      socket.on("close", (code) => {
        this.closeCode = code;
        this.waiters.splice(0).forEach((wake) => wake());
        resolve(code);
      }),
    );
  }

  /** Opens and acknowledges a connection; rejects with the HTTP status when the upgrade is refused. */
  static async open(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<GraphQLSocket> {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", {
      headers: { origin: url, ...(cookie ? { cookie } : {}), ...headers },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("unexpected-response", (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once("error", reject);
    });
    const connection = new GraphQLSocket(socket);
    connection.send({ type: "connection_init" });
    await connection.waitFor((message) => message.type === "connection_ack");
    return connection;
  }

  send(message: SocketMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  start<T, V>(id: string, query: string | TypedDocumentString<T, V>, variables?: V): void {
    this.send({ id, type: "subscribe", payload: { query: String(query), variables: variables ?? {} } });
  }

  /** Runs a query or mutation: its result, or `{ errors }` when it was refused. */
  async run<T = Record<string, unknown>, V = Record<string, unknown>>(
    id: string,
    query: string | TypedDocumentString<T, V>,
    variables?: V,
  ): Promise<SocketResult<T>> {
    this.start(id, query, variables);
    const answer = await this.waitFor((message) => message.id === id && ["next", "error"].includes(message.type));
    return resultOf<T>(answer);
  }

  /** The first message, received or to come, that matches; rejects if the socket closes first. */
  async waitFor(match: (message: SocketMessage) => boolean): Promise<SocketMessage> {
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.closeCode !== undefined) throw new Error(`closed with ${this.closeCode} while waiting`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  of(id: string): SocketMessage[] {
    return this.messages.filter((message) => message.id === id);
  }

  close(): void {
    this.socket.close();
  }
}
