import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane (argon2id is the library's default).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

// A hash of a password nobody knows, made once.
let decoyHash: Promise<string> | undefined;

/**
 * Verifies against `passwordHash`, or, when there is none (no such account, or no password on it), against a
 * decoy that always fails: the check takes as long either way, so timing does not tell which emails have accounts.
 */
export async function verifyPasswordOrDecoy(passwordHash: string | null | undefined, password: string) {
  const valid = await verifyPassword(
    passwordHash ?? (await (decoyHash ??= hashPassword(crypto.randomUUID()))),
    password,
  );
  return valid && !!passwordHash;
}
