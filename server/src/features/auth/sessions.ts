import type { Db, Tx } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { SessionCache } from "./sessionCache";
import { deleteSession, extendSession, insertSession, readSession, readSessionExpiry, type Session } from "./store";
import { generateToken, hashToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days from the last use: one used with less than 15 days left is extended. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_BELOW_MS = SESSION_LIFETIME_MS / 2;

export interface NewSession extends Session {
  /** Goes into the cookie; only its hash is stored. */
  token: string;
}

export async function createSession(db: Db | Tx, userId: string): Promise<NewSession> {
  const token = generateToken();
  const session = { id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) };
  await insertSession(db, session);
  return { ...session, token };
}

/**
 * The session and its user for a cookie's token, or null; read through `cache` when given. `renewed` is set when
 * the expiry moved; it moves only with `renew`, when the cookie can move with it (an HTTP response).
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  renew: boolean,
  cache?: SessionCache,
): Promise<{ session: Session; user: UserRow; renewed: boolean } | null> {
  const id = hashToken(token);
  const found = cache ? await cache.read(id, () => readSession(db, id)) : await readSession(db, id);
  if (!found) return null;
  const { session, user } = found;
  const now = Date.now();
  if (now >= session.expiresAt.getTime()) {
    cache?.forget(id);
    await deleteSession(db, id);
    return null;
  }
  if (!renew || session.expiresAt.getTime() - now >= RENEW_BELOW_MS) return { session, user, renewed: false };
  // A cached session shares this object: it sees the new expiry too, and renews no more.
  session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await extendSession(db, id, session.expiresAt);
  return { session, user, renewed: true };
}

/** When a session ends now (it may have been extended since it was read), or null when it has ended. */
export async function sessionExpiry(db: Db, sessionId: string): Promise<Date | null> {
  const expiresAt = await readSessionExpiry(db, sessionId);
  return expiresAt && expiresAt.getTime() > Date.now() ? expiresAt : null;
}
