import { lookup } from "node:dns/promises";
import http, { type Agent } from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

/**
 * Fetching a URL that a user gave (a player's picture; a Web Push endpoint) without letting it reach into the
 * server's network (decision 042): only http(s), only to public unicast addresses, checked on the address each
 * connection is made to, so after DNS resolution (a name that resolves to a private address, or is made to later,
 * is refused), and again on every redirect, which is followed here, one hop at a time. Loopback, private,
 * link-local (the cloud metadata service at 169.254.169.254), unique-local, carrier-grade NAT, multicast,
 * unspecified and IPv4-mapped addresses are all refused: request-filtering-agent allows unicast ranges only.
 * Each fetch has a time limit for the whole exchange and a size limit for the answer.
 */

export interface FetchLimits {
  /** For the whole exchange, every redirect included. */
  timeoutMs: number;
  /** The largest answer body read; a larger one is refused as soon as it is known to be larger. */
  maxBytes: number;
  /** Redirects followed (GET only); 3 unless given. */
  maxRedirects?: number;
}

export interface FetchRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Why a fetch was not made or not finished: a refused address or scheme, too many redirects, too large. */
export class FetchRefused extends Error {
  override name = "FetchRefused";
}

/**
 * Addresses let through although they are not public, and certificates trusted although no authority signed them:
 * for tests, which have only local servers to fetch from. Nothing in the app passes one.
 */
export interface AddressPolicy {
  allowAddresses?: string[];
  /** PEM certificates trusted besides the system's (a test server's self-signed one). */
  trustCertificates?: string;
}

const publicOnly = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };

function agentFor(url: URL, policy: AddressPolicy): Agent {
  const secure = url.protocol === "https:";
  if (!policy.allowAddresses && !policy.trustCertificates) return secure ? publicOnly.https : publicOnly.http;
  const options = { allowIPAddressList: policy.allowAddresses, ca: policy.trustCertificates };
  return secure ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
}

/** How long resolving a host name may take before the URL is refused. */
const LOOKUP_TIMEOUT_MS = 5000;

/**
 * Refuses (FetchRefused) a URL whose host is, or resolves to, any address that is not public, by the rule of
 * request-filtering-agent: for a URL kept to be fetched later (a push endpoint), so that it is refused when given.
 * Fetching it checks again, on the address connected to.
 */
export async function checkPublicHost(url: URL, policy: AddressPolicy = {}): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new FetchRefused(`${host} did not resolve in time`)), LOOKUP_TIMEOUT_MS).unref();
  });
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused(`${host} does not resolve`);
  }
  for (const { address } of addresses) {
    if (policy.allowAddresses?.includes(address)) continue;
    if (ipaddr.process(address).range() !== "unicast") throw new FetchRefused(`${host} is not a public address`);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches `url` within `limits`, from public addresses only; rejects with FetchRefused, or the network's error. */
export async function fetchPublic(
  url: string,
  limits: FetchLimits,
  request: FetchRequest = {},
  policy: AddressPolicy = {},
): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const follows = (request.method ?? "GET") === "GET";
  let target = parseUrl(url);
  for (let redirects = 0; ; redirects++) {
    const answer = await fetchOnce(target, request, agentFor(target, policy), signal, limits.maxBytes);
    const location = answer.headers.location;
    if (!follows || !REDIRECTS.has(answer.status) || !location) return answer;
    if (redirects >= (limits.maxRedirects ?? 3)) throw new FetchRefused("Too many redirects");
    target = parseUrl(location, target);
  }
}

function parseUrl(url: string, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw new FetchRefused("Not a URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new FetchRefused("Only http(s) URLs");
  return parsed;
}

/** One request, its answer read up to `maxBytes` (a redirect's body is not read). */
function fetchOnce(url: URL, request: FetchRequest, agent: Agent, signal: AbortSignal, maxBytes: number) {
  return new Promise<Fetched>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(url, { method: request.method ?? "GET", headers: request.headers, agent, signal });
    outgoing.on("error", reject);
    outgoing.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const tooLarge = () => {
        response.destroy();
        reject(new FetchRefused(`Larger than ${maxBytes} bytes`));
      };
      if (REDIRECTS.has(status)) {
        response.resume();
        return resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return tooLarge();
        chunks.push(chunk);
      });
      response.on("error", reject);
      response.on("end", () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.end(request.body);
  });
}
