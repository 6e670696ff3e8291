import type { WebSocket } from "ws";
import { topics, type NotifyBus } from "../db/bus";
import type { Db } from "../db/client";
import { sessionExpiry } from "../features/auth/sessions";
import { deleteSession, type Session } from "../features/auth/store";
import type { Logger } from "../logger";

/** The close code of a socket whose session ended: the client must sign in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
// setTimeout cannot wait longer (about 24.8 days); a longer wait re-reads the expiry then and waits again.
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Entry {
  sockets: Set<WebSocket>;
  expiresAt: Date;
  timer: NodeJS.Timeout;
  unsubscribe: () => void;
}

/**
 * The open WebSockets of each session on this instance. A session ends for its sockets when the database
 * announces its row's deletion (sign-out, password reset, account deletion, on any instance) or when its expiry
 * comes, re-read then in case HTTP use extended it. Its sockets are then closed with 4401.
 */
export class SessionSockets {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly bus: NotifyBus,
    private readonly logger: Logger,
  ) {}

  add(socket: WebSocket, session: Session): void {
    if (socket.readyState !== socket.OPEN) return; // gone while it was being authenticated
    let entry = this.entries.get(session.id);
    if (!entry) {
      const unsubscribe = this.bus.subscribe(topics.sessionEnded(session.id), (event) => {
        // After a lost LISTEN connection the bus asks to re-read: the session may have ended meanwhile.
        if (event.data?.resync) void this.recheck(session.id);
        else this.end(session.id);
      });
      entry = {
        sockets: new Set(),
        expiresAt: session.expiresAt,
        timer: this.schedule(session.id, session.expiresAt),
        unsubscribe,
      };
      this.entries.set(session.id, entry);
    }
    entry.sockets.add(socket);
    socket.once("close", () => this.remove(session.id, socket));
  }

  /** Sessions with a socket open here. */
  size(): number {
    return this.entries.size;
  }

  /** True while the socket is open and its session has neither ended nor expired: no query needed. */
  isLive(socket: WebSocket, sessionId: string): boolean {
    const entry = this.entries.get(sessionId);
    return !!entry && entry.sockets.has(socket) && socket.readyState === socket.OPEN && entry.expiresAt > new Date();
  }

  /**
   * Before an operation runs: live in memory, and its row still there (as for an HTTP request), so that an
   * operation sent right after the session ended, before the announcement arrived, changes and reveals nothing.
   */
  async confirm(socket: WebSocket, sessionId: string): Promise<boolean> {
    if (!this.isLive(socket, sessionId)) return false;
    if (await sessionExpiry(this.db, sessionId)) return true;
    this.end(sessionId);
    return false;
  }

  private schedule(sessionId: string, expiresAt: Date): NodeJS.Timeout {
    const wait = Math.min(Math.max(expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS);
    return setTimeout(() => void this.recheck(sessionId), wait).unref();
  }

  private async recheck(sessionId: string): Promise<void> {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    try {
      const expiresAt = await sessionExpiry(this.db, sessionId);
      if (!expiresAt) {
        this.end(sessionId);
        // An expired row is deleted too: its trigger tells the other instances, should their timers lag.
        await deleteSession(this.db, sessionId);
        return;
      }
      if (this.entries.get(sessionId) !== entry) return;
      clearTimeout(entry.timer);
      entry.expiresAt = expiresAt;
      entry.timer = this.schedule(sessionId, expiresAt);
    } catch (error) {
      // The database is away: keep the sockets, and look again shortly.
      this.logger.warn({ err: error }, "could not re-read a session's expiry");
      if (this.entries.get(sessionId) === entry) {
        clearTimeout(entry.timer);
        entry.timer = setTimeout(() => void this.recheck(sessionId), 5_000).unref();
      }
    }
  }

  private end(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.forget(sessionId, entry);
    for (const socket of entry.sockets) socket.close(SESSION_ENDED_CLOSE_CODE, "Session ended");
  }

  private remove(sessionId: string, socket: WebSocket): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size === 0) this.forget(sessionId, entry);
  }

  private forget(sessionId: string, entry: Entry): void {
    clearTimeout(entry.timer);
    entry.unsubscribe();
    this.entries.delete(sessionId);
  }
}
