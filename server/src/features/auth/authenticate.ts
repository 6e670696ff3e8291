import type { Db } from "../../db/client";
import type { RequestAuth } from "../../graphql/context";
import { readSessionToken, type SessionCookie } from "./cookies";
import { validateSessionToken } from "./sessions";

/** Who sends this Cookie header. Renews the cookie when the session was extended; clears a dead one. */
export async function authenticate(
  db: Db,
  cookieHeader: string | undefined,
  clientIp: string,
  sessionCookie: SessionCookie,
  canWriteCookie: boolean,
): Promise<RequestAuth> {
  const token = readSessionToken(cookieHeader);
  const auth = token ? await validateSessionToken(db, token) : null;
  if (canWriteCookie && token && auth?.renewed) sessionCookie.set({ token, expiresAt: auth.session.expiresAt });
  if (canWriteCookie && token && !auth) sessionCookie.clear();
  return { viewer: auth?.user ?? null, session: auth?.session ?? null, clientIp, sessionCookie };
}
