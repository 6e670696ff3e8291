import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/**
 * Random bytes in base32: 160 bits unless told, for session and password-reset tokens (Lucia's guide asks for at
 * least 120).
 */
export function generateToken(byteCount = 20): string {
  const bytes = new Uint8Array(byteCount);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps instead of a token: stolen rows cannot be used as cookies or links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
