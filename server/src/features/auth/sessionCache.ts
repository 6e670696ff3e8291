import { topics, type NotifyBus } from "../../db/bus";
import type { SessionAuth } from "./store";

/** What the session cache adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface Services {
    /** Sessions read in the last few seconds; forget one here as soon as a change ends or alters it. */
    sessionCache: SessionCache;
  }
}

interface Entry {
  auth: SessionAuth;
  forget: () => void;
}

/** Long enough to spare the session lookup to a page's burst of requests; short enough to bound a missed change. */
export const SESSION_CACHE_MS = 5_000;

/**
 * The sessions this instance read in the last few seconds, with their users, so that a request costs its own
 * statements only. An entry goes at once when its session ends anywhere (the database announces every deletion of
 * a session row: sign-out, password reset, account deletion, expiry), when its user changes (`user:<id>`:
 * profile, theme, deletion) and after a lost LISTEN connection, when announcements may have been missed. The
 * instance that makes a change forgets at once too, without waiting for its own announcement.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly bus: NotifyBus,
    private readonly lifetimeMs = SESSION_CACHE_MS,
  ) {}

  /** The cached session, or `read()`'s, kept unless its session ended while it was being read. */
  async read(sessionId: string, read: () => Promise<SessionAuth | null>): Promise<SessionAuth | null> {
    const cached = this.entries.get(sessionId);
    if (cached) return cached.auth;
    let ended = false;
    const stopListening = this.bus.subscribe(topics.sessionEnded(sessionId), () => (ended = true));
    try {
      const auth = await read();
      if (auth && !ended && !this.entries.has(sessionId)) this.keep(sessionId, auth);
      return auth;
    } finally {
      stopListening();
    }
  }

  forget(sessionId: string): void {
    this.entries.get(sessionId)?.forget();
  }

  /** Every cached session of this user. */
  forgetUser(userId: string): void {
    for (const entry of [...this.entries.values()]) if (entry.auth.user.id === userId) entry.forget();
  }

  private keep(sessionId: string, auth: SessionAuth): void {
    const forget = () => {
      clearTimeout(timer);
      for (const stop of unsubscribe) stop();
      if (this.entries.get(sessionId) === entry) this.entries.delete(sessionId);
    };
    const unsubscribe = [
      this.bus.subscribe(topics.sessionEnded(sessionId), forget),
      this.bus.subscribe(topics.user(auth.user.id), forget),
    ];
    const timer = setTimeout(forget, this.lifetimeMs).unref();
    const entry: Entry = { auth, forget };
    this.entries.set(sessionId, entry);
  }
}
