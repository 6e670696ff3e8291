import path from "node:path";
import { fileURLToPath } from "node:url";

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
  };
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
