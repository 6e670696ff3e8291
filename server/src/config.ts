import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkUsernameCharacters, normalizeUsername, USERNAME_MAX } from "./domain/accounts";
import { characterCount } from "./domain/text";
import { isId } from "./domain/ids";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface Config {
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files (default: `data/` at the repository's root); `memory://` keeps nothing. */
  pgliteDataDir: string;
  /** The address users reach the app at: reset links, OAuth redirects and the WebSocket origin check. */
  publicUrl: string | undefined;
  production: boolean;
  logLevel: LogLevel;
  webDistDir: string;
  footer: { donationUrl: string | null; issuesUrl: string | null; sourceUrl: string | null };
  /** Google sign-in, or null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not both set. */
  google: GoogleConfig | null;
  /** Password-reset emails go through this SMTP server; without one the link is logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The seeded user every new account starts as friends with. */
  testFriendUsername: string;
  /** The public competition on the home page, seeded at start-up. */
  sampleCompetitionId: string;
  /** Express's "trust proxy" setting, so that rate limits see the client's address behind a load balancer. */
  trustProxy: string | undefined;
  /**
   * Sign-in, sign-up and reset attempts allowed per IP address in each window, over all accounts. (Wrong passwords
   * for one account from one address are throttled apart: domain/throttle.ts.)
   */
  rateLimit: { perIp: number; windowSeconds: number };
  /** WebSocket bounds: a larger message closes its socket (1009) unread; more operations or sockets are refused. */
  webSocket: { maxPayloadBytes: number; maxOperationsPerSocket: number; maxSocketsPerAddress: number };
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** The `iss` claim the ID token must carry. */
  issuer: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

const logLevels: LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: Env = process.env): Config {
  return {
    port: parsePort(env.PORT),
    databaseUrl: parseUrl(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    pgliteDataDir: parseDataDir(env.PGLITE_DATA_DIR),
    publicUrl: parseUrl(env, "PUBLIC_URL", ["http:", "https:"])?.replace(/\/$/, ""),
    production: env.NODE_ENV === "production",
    logLevel: parseLogLevel(env.LOG_LEVEL),
    webDistDir: env.WEB_DIST_DIR?.trim() || path.join(repoRoot, "web/dist"),
    footer: {
      donationUrl: parseUrl(env, "DONATION_URL", ["http:", "https:"]) ?? null,
      issuesUrl: parseUrl(env, "ISSUES_URL", ["http:", "https:"]) ?? null,
      sourceUrl: parseUrl(env, "SOURCE_URL", ["http:", "https:"]) ?? null,
    },
    google: parseGoogle(env),
    smtpUrl: parseUrl(env, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom: env.MAIL_FROM?.trim() || "Rivals <no-reply@localhost>",
    testFriendUsername: parseUsername(env.TEST_FRIEND_USERNAME),
    sampleCompetitionId: parseUuid(env, "SAMPLE_COMPETITION_ID") ?? "00000000-0000-4000-8000-000000000001",
    trustProxy: env.TRUST_PROXY?.trim() || undefined,
    rateLimit: {
      perIp: parseCount(env, "AUTH_RATE_LIMIT_PER_IP", 30),
      windowSeconds: parseCount(env, "AUTH_RATE_LIMIT_WINDOW_SECONDS", 15 * 60),
    },
    webSocket: {
      maxPayloadBytes: parseCount(env, "WS_MAX_PAYLOAD_BYTES", 64 * 1024),
      maxOperationsPerSocket: parseCount(env, "WS_MAX_OPERATIONS_PER_SOCKET", 20),
      maxSocketsPerAddress: parseCount(env, "WS_MAX_SOCKETS_PER_ADDRESS", 50),
    },
  };
}

function parseGoogle(env: Env): GoogleConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const https = ["http:", "https:"];
  return {
    clientId,
    clientSecret,
    authorizationUrl:
      parseUrl(env, "GOOGLE_AUTHORIZATION_URL", https) ?? "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: parseUrl(env, "GOOGLE_TOKEN_URL", https) ?? "https://oauth2.googleapis.com/token",
    issuer: parseUrl(env, "GOOGLE_ISSUER", https) ?? "https://accounts.google.com",
  };
}

/** The test friend's name, normalized and checked like a chosen one (SPEC's forbidden names aside). */
function parseUsername(value: string | undefined): string {
  const name = normalizeUsername(value ?? "") || "TestFriend";
  if (characterCount(name) > USERNAME_MAX) {
    throw new ConfigError(`TEST_FRIEND_USERNAME must be at most ${USERNAME_MAX} characters, got "${name}"`);
  }
  try {
    checkUsernameCharacters(name);
  } catch (error) {
    throw new ConfigError(`TEST_FRIEND_USERNAME "${name}": ${(error as Error).message}`);
  }
  return name;
}

function parseUuid(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!isId(value)) {
    throw new ConfigError(`${name} must be a UUID, got "${value}"`);
  }
  return value.toLowerCase();
}

function parseCount(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return count;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseDataDir(value: string | undefined): string {
  const dir = value?.trim();
  if (!dir) return path.join(repoRoot, "data");
  return dir.startsWith("memory://") ? dir : path.resolve(dir);
}

function parseUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(" or ")}`);
  }
  return value;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (!value) return "info";
  if (!logLevels.includes(value as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(", ")}, got "${value}"`);
  }
  return value as LogLevel;
}
