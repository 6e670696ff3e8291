import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/** Which addresses before ours are proxies whose X-Forwarded-For is believed, by their address and hop. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Express's `trust proxy` setting reads it (its `compileTrust`): unset, no proxy; `true`, every one;
 * a number of hops; else a comma-separated list of addresses, subnets or names (`loopback`, `uniquelocal`).
 */
export function trustedProxies(trustProxy: string | undefined): TrustedProxies {
  if (!trustProxy) return proxyAddr.compile([]);
  if (trustProxy === "true") return () => true;
  if (/^\d+$/.test(trustProxy)) {
    const hops = Number(trustProxy);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trustProxy.split(",").map((address) => address.trim()));
}

/**
 * The client's address as Express's `req.ip` tells it, for any request (an upgrade to a WebSocket too), without
 * loading Express: the address of the first untrusted hop.
 */
export function clientIpOf(trusted: TrustedProxies): (request: IncomingMessage) => string {
  // No address once the socket has closed, whatever proxy-addr's types say.
  return (request) => proxyAddr(request, trusted) ?? "unknown";
}
