import path from "node:path";
import { fileURLToPath } from "node:url";
import * as z from "zod";
import { checkUsernameCharacters, normalizeUsername, USERNAME_MAX } from "./domain/accounts";
import { characterCount } from "./domain/text";
import { isId } from "./domain/ids";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

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
  /** Account and notification emails go through this SMTP server; without one they are logged. */
  smtpUrl: string | undefined;
  /** A notification is e-mailed only when still unread this long after it was made. */
  notificationEmailDelaySeconds: number;
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
  /**
   * WebSocket bounds: a larger message closes its socket (1009) unread, and an HTTP request over `maxPayloadBytes` is
   * refused (413); more operations (per socket, or per signed-in user on this instance) or sockets are refused.
   */
  webSocket: {
    maxPayloadBytes: number;
    maxOperationsPerSocket: number;
    maxOperationsPerUser: number;
    maxSocketsPerAddress: number;
  };
  /** When set, `GET /metrics` answers only requests with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Web Push, or null when VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set. */
  push: PushConfig | null;
}

/** The VAPID key pair (RFC 8292) the server signs its pushes with, and who push services may contact about them. */
export interface PushConfig {
  /** The uncompressed P-256 public key, base64url: browsers subscribe with it. */
  publicKey: string;
  /** The P-256 private key, base64url. */
  privateKey: string;
  /** A `mailto:` or `https:` URL. */
  subject: string;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** The `iss` claim the ID token must carry. */
  issuer: string;
}

/** Every problem with the environment, one line each: the server prints them and exits with code 1. */
export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

type Env = Record<string, string | undefined>;

/** A blank variable counts as unset; values are trimmed. */
const unset = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

function url(protocols: string[]) {
  return z
    .string()
    .refine((value) => URL.canParse(value), {
      error: (issue) => `must be a URL, got "${String(issue.input)}"`,
      abort: true,
    })
    .refine((value) => protocols.includes(new URL(value).protocol), {
      error: `must start with ${protocols.map((protocol) => `${protocol}//`).join(" or ")}`,
    });
}
const webUrl = () => optional(url(["http:", "https:"]));

function count(fallback: number) {
  return optional(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1, {
        error: (issue) => `must be a positive integer, got "${String(issue.input)}"`,
      })
      .transform(Number),
  ).transform((value) => value ?? fallback);
}

/** A number of seconds, zero included. */
function seconds(fallback: number) {
  return optional(
    z
      .string()
      .refine((value) => /^\d+$/.test(value), {
        error: (issue) => `must be a whole number of seconds, got "${String(issue.input)}"`,
      })
      .transform(Number),
  ).transform((value) => value ?? fallback);
}

/** A base64url key of `bytes` bytes (the form `pnpm vapid:keys` prints). */
function base64urlKey(bytes: number, what: string) {
  return optional(
    z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes, {
      error: `must be ${what}, base64url (${bytes} bytes); \`pnpm vapid:keys\` makes a pair`,
    }),
  );
}

const port = optional(
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, {
      error: (issue) => `must be an integer from 0 to 65535, got "${String(issue.input)}"`,
    })
    .transform(Number),
).transform((value) => value ?? 3000);

/** The test friend's name, normalized and checked like a chosen one (SPEC's forbidden names aside). */
const username = z
  .preprocess((value) => normalizeUsername(typeof value === "string" ? value : "") || "TestFriend", z.string())
  .check((ctx) => {
    const name = ctx.value;
    if (characterCount(name) > USERNAME_MAX) {
      ctx.issues.push({
        code: "custom",
        input: name,
        message: `must be at most ${USERNAME_MAX} characters, got "${name}"`,
      });
      return;
    }
    try {
      checkUsernameCharacters(name);
    } catch (error) {
      ctx.issues.push({ code: "custom", input: name, message: `"${name}": ${(error as Error).message}` });
    }
  });

const environment = z
  .object({
    PORT: port,
    DATABASE_URL: optional(url(["postgres:", "postgresql:"])),
    PGLITE_DATA_DIR: optional(z.string()),
    PUBLIC_URL: webUrl(),
    NODE_ENV: optional(z.string()),
    LOG_LEVEL: optional(
      z.enum(logLevels, { error: (issue) => `must be one of ${logLevels.join(", ")}, got "${String(issue.input)}"` }),
    ),
    WEB_DIST_DIR: optional(z.string()),
    DONATION_URL: webUrl(),
    ISSUES_URL: webUrl(),
    SOURCE_URL: webUrl(),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_AUTHORIZATION_URL: webUrl(),
    GOOGLE_TOKEN_URL: webUrl(),
    GOOGLE_ISSUER: webUrl(),
    SMTP_URL: optional(url(["smtp:", "smtps:"])),
    MAIL_FROM: optional(z.string()),
    NOTIFICATION_EMAIL_DELAY_SECONDS: seconds(300),
    TEST_FRIEND_USERNAME: username,
    SAMPLE_COMPETITION_ID: optional(
      z.string().refine(isId, { error: (issue) => `must be a UUID, got "${String(issue.input)}"` }),
    ),
    TRUST_PROXY: optional(z.string()),
    AUTH_RATE_LIMIT_PER_IP: count(30),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: count(15 * 60),
    WS_MAX_PAYLOAD_BYTES: count(64 * 1024),
    WS_MAX_OPERATIONS_PER_SOCKET: count(20),
    WS_MAX_OPERATIONS_PER_USER: count(100),
    WS_MAX_SOCKETS_PER_ADDRESS: count(50),
    METRICS_TOKEN: optional(z.string()),
    VAPID_PUBLIC_KEY: base64urlKey(65, "an uncompressed P-256 public key"),
    VAPID_PRIVATE_KEY: base64urlKey(32, "a P-256 private key"),
    VAPID_SUBJECT: optional(
      z.string().refine((value) => /^(mailto:|https:\/\/)/.test(value) && URL.canParse(value), {
        error: (issue) => `must be a mailto: or https:// URL, got "${String(issue.input)}"`,
      }),
    ),
  })
  .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
    error: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    when: () => true, // also when other variables are wrong: every problem is reported at once
  })
  .refine((env) => new Set([!env.VAPID_PUBLIC_KEY, !env.VAPID_PRIVATE_KEY, !env.VAPID_SUBJECT]).size === 1, {
    error: "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together",
    when: () => true,
  });

type Environment = z.infer<typeof environment>;

/** Reads and checks every variable at once; throws a ConfigError naming each problem. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join(".")} ${issue.message}` : issue.message,
      ),
    );
  }
  return toConfig(parsed.data);
}

function toConfig(env: Environment): Config {
  return {
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: dataDir(env.PGLITE_DATA_DIR),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ""),
    production: env.NODE_ENV === "production",
    logLevel: env.LOG_LEVEL ?? "info",
    webDistDir: env.WEB_DIST_DIR ?? path.join(repoRoot, "web/dist"),
    footer: {
      donationUrl: env.DONATION_URL ?? null,
      issuesUrl: env.ISSUES_URL ?? null,
      sourceUrl: env.SOURCE_URL ?? null,
    },
    google: google(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Rivals <no-reply@localhost>",
    notificationEmailDelaySeconds: env.NOTIFICATION_EMAIL_DELAY_SECONDS,
    testFriendUsername: env.TEST_FRIEND_USERNAME,
    sampleCompetitionId: env.SAMPLE_COMPETITION_ID?.toLowerCase() ?? "00000000-0000-4000-8000-000000000001",
    trustProxy: env.TRUST_PROXY,
    rateLimit: { perIp: env.AUTH_RATE_LIMIT_PER_IP, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    webSocket: {
      maxPayloadBytes: env.WS_MAX_PAYLOAD_BYTES,
      maxOperationsPerSocket: env.WS_MAX_OPERATIONS_PER_SOCKET,
      maxOperationsPerUser: env.WS_MAX_OPERATIONS_PER_USER,
      maxSocketsPerAddress: env.WS_MAX_SOCKETS_PER_ADDRESS,
    },
    metricsToken: env.METRICS_TOKEN,
    push: push(env),
  };
}

function push(env: Environment): PushConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
}

function google(env: Environment): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizationUrl: env.GOOGLE_AUTHORIZATION_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
    issuer: env.GOOGLE_ISSUER ?? "https://accounts.google.com",
  };
}

function dataDir(value: string | undefined): string {
  if (!value) return path.join(repoRoot, "data");
  return value.startsWith("memory://") ? value : path.resolve(value);
}
