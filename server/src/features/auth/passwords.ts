import { hash, verify } from "@node-rs/argon2";
import { firebaseDecoy, isFirebaseHash, verifyFirebaseHash } from "./firebaseScrypt";

// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane (argon2id is the library's default).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

// A hash of a password nobody knows, made once.
let decoyHash: Promise<string> | undefined;
const argon2Decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

/**
 * Verifies against `passwordHash`, or, when there is none (no such account, or no password on it), against a
 * decoy that always fails: the check takes as long either way, so timing does not tell which emails have accounts.
 *
 * A hash imported from the original app (firebaseScrypt.ts) costs a scrypt instead of an argon2id. So while any
 * account still has one (`firebaseSample` is one of them), every check runs both, each on the account's hash or on a
 * decoy: one argon2id and one scrypt with the imported parameters, whichever the email.
 */
export async function verifyPasswordOrDecoy(
  passwordHash: string | null | undefined,
  password: string,
  firebaseSample: string | null = null,
): Promise<boolean> {
  const imported = isFirebaseHash(passwordHash);
  const [argon2Valid, firebaseValid] = await Promise.all([
    verifyPassword(passwordHash && !imported ? passwordHash : await argon2Decoy(), password),
    imported
      ? verifyFirebaseHash(passwordHash, password)
      : firebaseSample !== null && verifyFirebaseHash(firebaseDecoy(firebaseSample), password),
  ]);
  return !!passwordHash && (imported ? firebaseValid : argon2Valid);
}
