import type { ServerOptions } from "node:http";

/**
 * How long the HTTP server waits on a client before closing its connection, so that slow ("slowloris") and idle
 * clients cannot hold sockets forever. WebSockets are not affected once upgraded.
 */
export interface HttpTimeouts {
  /** To receive a request's whole header. */
  headersMs: number;
  /** To receive a whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection stays open this long after its last response. */
  keepAliveMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

export function httpServerOptions(timeouts: HttpTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the header and request timeouts this often (30 s by default, longer than the timeouts).
    connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
  };
}
