import type { ServerResponse } from "node:http";
import { parse, serialize } from "cookie";
import { badInput } from "../../domain/errors";
import type { NewSession } from "./sessions";

export const SESSION_COOKIE = "rivals_session";

/** Sets or clears the session cookie of the response being built. */
export interface SessionCookie {
  set(session: Pick<NewSession, "token" | "expiresAt">): void;
  clear(): void;
}

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
}

export function httpSessionCookie(res: ServerResponse, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
  return {
    set: ({ token, expiresAt }) =>
      res.appendHeader("set-cookie", serialize(SESSION_COOKIE, token, { ...options, expires: expiresAt })),
    clear: () => res.appendHeader("set-cookie", serialize(SESSION_COOKIE, "", { ...options, expires: new Date(0) })),
  };
}

/** Over a WebSocket there is no response to carry a cookie: signing in or out happens over HTTP. */
export const noSessionCookie: SessionCookie = {
  set: () => {
    throw badInput("Sign in over HTTP, not over the WebSocket");
  },
  clear: () => {
    throw badInput("Sign out over HTTP, not over the WebSocket");
  },
};
