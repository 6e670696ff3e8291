import { CodeChallengeMethod, OAuth2Client, decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import { parse } from "cookie";
import { Router, type Response } from "express";
import type { GoogleConfig } from "../../config";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { checkWebUrl } from "../../domain/accounts";
import type { Services } from "../../shared/context";
import { createProfile, findUserByEmail } from "../users";
import { httpSessionCookie } from "./cookies";
import { createSession } from "./sessions";
import { findGoogleUser, linkGoogleAccount } from "./store";

const FLOW_COOKIES = { state: "google_state", codeVerifier: "google_code_verifier", redirectTo: "google_redirect_to" };
const FLOW_LIFETIME_MS = 10 * 60 * 1000;

interface IdTokenClaims {
  iss?: string;
  aud?: string | string[];
  exp?: number;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  picture?: string;
}

/** A path on this site only, so that a crafted link cannot send users elsewhere after signing in. */
export function safeRedirectPath(value: unknown): string | undefined {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/**
 * `GET /auth/google` → Google (authorization code with PKCE and state) → `GET /auth/google/callback` →
 * session cookie → back to `redirectTo` or /competitions.
 */
export function googleRoutes(services: Services): Router {
  const router = Router();
  const google = services.config.google;
  if (!google) {
    router.get("/auth/google", (_req, res) => failed(res, "Google sign-in is not configured"));
    return router;
  }
  const secure = services.config.production;
  const flowCookie = {
    httpOnly: true,
    sameSite: "lax",
    path: "/auth/google",
    secure,
    maxAge: FLOW_LIFETIME_MS,
  } as const;
  const client = () =>
    new OAuth2Client(google.clientId, google.clientSecret, `${services.publicUrl}/auth/google/callback`);

  router.get("/auth/google", (req, res) => {
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const scopes = ["openid", "profile", "email"];
    const url = client().createAuthorizationURLWithPKCE(
      google.authorizationUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      scopes,
    );
    res.cookie(FLOW_COOKIES.state, state, flowCookie);
    res.cookie(FLOW_COOKIES.codeVerifier, codeVerifier, flowCookie);
    res.cookie(FLOW_COOKIES.redirectTo, safeRedirectPath(req.query.redirectTo) ?? "/competitions", flowCookie);
    res.redirect(url.toString());
  });

  router.get("/auth/google/callback", async (req, res) => {
    const cookies = parse(req.headers.cookie ?? "");
    for (const name of Object.values(FLOW_COOKIES)) res.clearCookie(name, flowCookie);
    const { code, state } = req.query;
    const codeVerifier = cookies[FLOW_COOKIES.codeVerifier];
    if (
      typeof code !== "string" ||
      typeof state !== "string" ||
      !codeVerifier ||
      state !== cookies[FLOW_COOKIES.state]
    ) {
      return failed(res, "Google sign-in failed. Please try again.");
    }
    try {
      const tokens = await client().validateAuthorizationCode(google.tokenUrl, code, codeVerifier);
      const claims = checkClaims(decodeIdToken(tokens.idToken()), google);
      const user = await findOrCreateGoogleUser(services.db, services.config.testFriendUsername, claims);
      httpSessionCookie(res, secure).set(await createSession(services.db, user.id));
      res.redirect(safeRedirectPath(cookies[FLOW_COOKIES.redirectTo]) ?? "/competitions");
    } catch (error) {
      services.logger.warn({ err: error }, "Google sign-in failed");
      failed(res, "Google sign-in failed. Please try again.");
    }
  });
  return router;
}

function failed(res: Response, message: string) {
  res.redirect(`/login?message=${encodeURIComponent(message)}`);
}

/** The ID token came straight from the token endpoint over TLS; still, it must be Google's, for us, and fresh. */
function checkClaims(claims: IdTokenClaims, google: GoogleConfig): IdTokenClaims & { sub: string } {
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== google.issuer) throw new Error(`unexpected issuer ${claims.iss}`);
  if (!audiences.includes(google.clientId)) throw new Error("the ID token is for another client");
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error("the ID token has expired");
  if (typeof claims.sub !== "string" || !claims.sub) throw new Error("the ID token has no subject");
  return claims as IdTokenClaims & { sub: string };
}

/**
 * The user of this Google account; else the user with its verified email, now linked to it; else a new
 * profile (created only for a new user, with Google's picture).
 */
async function findOrCreateGoogleUser(db: Db, testFriendUsername: string, claims: IdTokenClaims & { sub: string }) {
  const email = claims.email_verified && claims.email ? claims.email.trim().toLowerCase() : null;
  return db.transaction(async (tx): Promise<UserRow> => {
    const linked = await findGoogleUser(tx, claims.sub);
    if (linked) return linked;
    const sameEmail = email ? await findUserByEmail(tx, email) : undefined;
    const user = sameEmail ?? (await createProfile(tx, testFriendUsername, { email, profilePic: pictureOf(claims) }));
    await linkGoogleAccount(tx, claims.sub, user.id);
    return user;
  });
}

function pictureOf(claims: IdTokenClaims): string | null {
  try {
    return claims.picture ? checkWebUrl(claims.picture, "Picture") : null;
  } catch {
    return null;
  }
}
