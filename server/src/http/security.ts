import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

type Directives = Record<string, string[]>;

/** The app's policy: everything from our own origin, except pictures, which are any http(s) URL users give. */
const appDirectives: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // GraphiQL's editor (Monaco) runs its language services in workers bundled as our own files.
  workerSrc: ["'self'"],
  // 'self' includes the same-origin WebSocket (ws: or wss:) of the live updates.
  connectSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "https:", "http:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** A CSP source allowing exactly this inline script. */
export const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

/**
 * Security headers on every response (pages, assets, /graphql), with helmet: scripts only from our own origin
 * and the page's own `inlineScripts` (by hash: the theme applied before first paint),
 * nothing may frame the app, and other sites get only our origin in the Referer header. Only with `tlsInFront`
 * (TRUST_PROXY is set: a proxy ends TLS) does it add HSTS, which tells browsers never to use plain HTTP here again.
 * `/graphiql` alone may also use inline styles, which its editor sets everywhere (styles cannot run code).
 */
export function securityHeaders(
  tlsInFront: boolean,
  graphiqlPath: string,
  inlineScripts: readonly string[] = [],
): RequestHandler[] {
  const appPolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...appDirectives, scriptSrc: [...appDirectives.scriptSrc, ...inlineScripts.map(scriptHash)] },
  });
  const graphiqlPolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...appDirectives, styleSrc: ["'self'", "'unsafe-inline'"] },
  });
  return [
    helmet({
      contentSecurityPolicy: false,
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: tlsInFront ? { maxAge: 365 * 24 * 60 * 60 } : false,
    }),
    (req, res, next) => (req.path === graphiqlPath ? graphiqlPolicy : appPolicy)(req, res, next),
  ];
}
