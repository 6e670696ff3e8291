import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** 160 random bits, base32: for session and password-reset tokens (Lucia's guide asks for at least 120). */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps instead of a token: stolen rows cannot be used as cookies or links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
