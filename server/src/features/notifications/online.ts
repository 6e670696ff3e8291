import { randomUUID } from "node:crypto";
import type { WebSocket } from "ws";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { writeOnlineUsers } from "./onlineStore";

/** What the online list adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface Services {
    /** Who has a WebSocket open on this instance, for every instance to see. */
    onlineUsers: OnlineUsers;
  }
}

const HEARTBEAT_MS = 30_000;

/**
 * Who has a WebSocket open on this instance, written to the database for every instance to see (a user with a
 * socket open anywhere gets no notification e-mails): rewritten when a user's first socket opens or last one
 * closes, and every 30 s so that a dead instance's rows go stale. One write at a time; changes made while one
 * runs are written by the next.
 */
export class OnlineUsers {
  private readonly sockets = new Map<string, number>();
  private readonly instanceId = randomUUID();
  private readonly heartbeat: NodeJS.Timeout;
  private writing?: Promise<void>;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {
    this.heartbeat = setInterval(() => this.write(), HEARTBEAT_MS).unref();
  }

  add(socket: WebSocket, userId: string): void {
    if (socket.readyState !== socket.OPEN) return;
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    if (count === 1) this.write();
    socket.once("close", () => {
      const left = this.sockets.get(userId)! - 1;
      if (left > 0) return void this.sockets.set(userId, left);
      this.sockets.delete(userId);
      this.write();
    });
  }

  /** Users with a socket open here. */
  size(): number {
    return this.sockets.size;
  }

  /** Stops beating and writes that this instance has nobody (its sockets are closed by then). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.sockets.clear();
    this.write();
    await this.written();
  }

  /** Resolves once what is known now is written (or failed to be). */
  async written(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private write(): void {
    if (this.writing) {
      this.again = true;
      return;
    }
    this.writing = writeOnlineUsers(this.db, this.instanceId, [...this.sockets.keys()])
      .catch((error: unknown) => this.logger.warn({ err: error }, "could not write who is online"))
      .finally(() => {
        this.writing = undefined;
        if (this.again) {
          this.again = false;
          this.write();
        }
      });
  }
}
