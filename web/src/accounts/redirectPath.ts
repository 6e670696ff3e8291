export const AFTER_SIGN_IN = "/competitions";

/**
 * Where to go after signing in: `redirectTo` when it is a path on this site, else the competitions. Anything
 * else ("//evil.example", "https://…", "/\\evil.example") is ignored, so a crafted link cannot send users away.
 */
export function afterSignIn(redirectTo: string | null): string {
  return redirectTo && /^\/(?![/\\])/.test(redirectTo) ? redirectTo : AFTER_SIGN_IN;
}

/** The server-side Google sign-in, which comes back to `redirectTo` (the server checks it again). */
export function googleSignInUrl(redirectTo: string | null): string {
  return `/auth/google?${new URLSearchParams({ redirectTo: afterSignIn(redirectTo) })}`;
}
