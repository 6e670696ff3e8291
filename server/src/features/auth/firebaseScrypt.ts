import { randomBytes } from "node:crypto";
import { FIREBASE_HASH_PREFIX } from "../../db/schema";

/**
 * Passwords imported from the original app (API.md "Import from the original app"): Firebase Authentication's
 * modified scrypt, checked by the `firebase-scrypt` package (decision 039) until the account's first sign-in
 * replaces the hash with an argon2id one.
 */

/** A Firebase project's password-hash parameters, as its console shows them. */
export interface FirebaseHashConfig {
  /** base64 */
  signerKey: string;
  /** base64 */
  saltSeparator: string;
  rounds: number;
  memCost: number;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The parameters as the Firebase console names them (`base64_signer_key`, `base64_salt_separator`, `rounds`,
 * `mem_cost`), checked against Firebase's own bounds (rounds 1 to 8, memory cost 1 to 14), which also keep scrypt's
 * memory (128 × 2^mem_cost × rounds bytes, 16 MiB at most) under Node's limit. Throws naming every problem.
 */
export function readFirebaseHashConfig(json: unknown): FirebaseHashConfig {
  const fields = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  const problems: string[] = [];
  const base64 = (name: string, required: boolean) => {
    const value = fields[name] ?? (required ? undefined : "");
    if (typeof value === "string" && BASE64.test(value) && (value || !required)) return value;
    problems.push(`${name} must be base64 text`);
    return "";
  };
  const whole = (name: string, max: number) => {
    const value = Number(fields[name]);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
    problems.push(`${name} must be a whole number from 1 to ${max}, got ${JSON.stringify(fields[name])}`);
    return 0;
  };
  if (fields.algorithm !== undefined && fields.algorithm !== "SCRYPT") {
    problems.push(`algorithm must be SCRYPT, got ${JSON.stringify(fields.algorithm)}`);
  }
  const config = {
    signerKey: base64("base64_signer_key", true),
    saltSeparator: base64("base64_salt_separator", false),
    rounds: whole("rounds", 8),
    memCost: whole("mem_cost", 14),
  };
  if (problems.length) throw new Error(problems.join("; "));
  return config;
}

/** The account's Firebase hash and salt (base64) with its project's parameters, as one stored string. */
export function firebasePasswordHash(config: FirebaseHashConfig, salt: string, hash: string): string {
  const { memCost, rounds, saltSeparator, signerKey } = config;
  // base64 (standard or URL-safe) never holds a `$`.
  return `${FIREBASE_HASH_PREFIX}${memCost}$${rounds}$${saltSeparator}$${signerKey}$${salt}$${hash}`;
}

export const isFirebaseHash = (passwordHash: string | null | undefined): passwordHash is string =>
  passwordHash?.startsWith(FIREBASE_HASH_PREFIX) ?? false;

function parse(stored: string): { config: FirebaseHashConfig; salt: string; hash: string } {
  const [memCost, rounds, saltSeparator, signerKey, salt, hash] = stored.slice(FIREBASE_HASH_PREFIX.length).split("$");
  return { config: { memCost: Number(memCost), rounds: Number(rounds), saltSeparator, signerKey }, salt, hash };
}

/** Whether `password` is the one the stored Firebase hash was made from. */
export async function verifyFirebaseHash(stored: string, password: string): Promise<boolean> {
  const { config, salt, hash } = parse(stored);
  // Loaded with the first imported password checked: it brings core-js 2 along, which a start does not need.
  const { FirebaseScrypt } = await import("firebase-scrypt");
  try {
    return await new FirebaseScrypt(config).verify(password, salt, hash);
  } catch {
    return false;
  }
}

/** Random base64 as long, decoded, as the base64 given. */
const randomLike = (base64: string) => randomBytes(Buffer.from(base64, "base64").length).toString("base64");

/**
 * A Firebase hash with the parameters of `sample` (another stored one) and a random key, salt and hash: checking a
 * password against it costs what checking against `sample` costs, and always fails.
 */
export function firebaseDecoy(sample: string): string {
  const { config, salt, hash } = parse(sample);
  return firebasePasswordHash(
    { ...config, signerKey: randomLike(config.signerKey) },
    randomLike(salt),
    randomLike(hash),
  );
}
