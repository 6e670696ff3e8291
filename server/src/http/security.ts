import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
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
): (path: string, res: ServerResponse) => void {
  const appPolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...appDirectives, scriptSrc: [...appDirectives.scriptSrc, ...inlineScripts.map(scriptHash)] },
  });
  const graphiqlPolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...appDirectives, styleSrc: ["'self'", "'unsafe-inline'"] },
  });
  const headers = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: tlsInFront ? { maxAge: 365 * 24 * 60 * 60 } : false,
  });
  const [appHeaders, graphiqlHeaders] = [appPolicy, graphiqlPolicy].map((policy) => [
    ...headersSetBy(headers),
    ...headersSetBy(policy),
  ]);
  return (path, res) => {
    for (const [name, value] of path === graphiqlPath ? graphiqlHeaders : appHeaders) res.setHeader(name, value);
  };
}

/**
 * The headers a middleware sets, captured once: helmet's are the same for every response (nothing in this policy
 * depends on the request), so each response gets them in one loop instead of a dozen middleware calls.
 */
function headersSetBy(middleware: RequestHandler): [string, string][] {
  const set: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: () => {},
  };
  middleware({} as Request, response as unknown as Response, () => {});
  return set;
}
