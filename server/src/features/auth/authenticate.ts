import type { Db } from "../../db/client";
import type { RequestAuth } from "../../shared/context";
import { noSessionCookie, readSessionToken, type SessionCookie } from "./cookies";
import type { SessionCache } from "./sessionCache";
import { validateSessionToken } from "./sessions";
import type { Session } from "./store";

/** What authentication adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface RequestAuth {
    session: Session | null;
    sessionCookie: SessionCookie;
  }
}

/**
 * Who sends this Cookie header. Given the response's cookie (HTTP), extends the session, renews the cookie with it
 * and clears a dead one; without it (a WebSocket, which has no response to carry one), both stay as they are, so
 * that the socket's session ends when the browser's cookie does. With `cache`, a session read moments ago costs no
 * statement.
 */
export async function authenticate(
  db: Db,
  cookieHeader: string | undefined,
  clientIp: () => string,
  sessionCookie?: SessionCookie,
  cache?: SessionCache,
): Promise<RequestAuth> {
  const token = readSessionToken(cookieHeader);
  const auth = token ? await validateSessionToken(db, token, sessionCookie !== undefined, cache) : null;
  if (sessionCookie && token && auth?.renewed) sessionCookie.set({ token, expiresAt: auth.session.expiresAt });
  if (sessionCookie && token && !auth) sessionCookie.clear();
  return {
    viewer: auth?.user ?? null,
    session: auth?.session ?? null,
    clientIp,
    sessionCookie: sessionCookie ?? noSessionCookie,
  };
}
