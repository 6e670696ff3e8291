import { createHmac, timingSafeEqual } from "node:crypto";
import { isId } from "../../domain/ids";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../domain/notifications";

/** What an unsubscribe link turns off: one kind of e-mail, for one user. */
export interface Unsubscribe {
  userId: string;
  kind: NotificationKind;
}

/**
 * Unsubscribe tokens: the user and the kind, signed with HMAC-SHA256 under the server's secret (db/secrets.ts), so
 * that a link works without signing in and nobody can make one for someone else.
 */
export function unsubscribeTokens(key: Buffer) {
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();
  return {
    sign({ userId, kind }: Unsubscribe): string {
      const payload = `${userId}:${kind}`;
      return `${Buffer.from(payload).toString("base64url")}.${mac(payload).toString("base64url")}`;
    },
    /** The token's user and kind, or undefined when it is not a token this server signed. */
    read(token: string): Unsubscribe | undefined {
      const [encoded, signature, ...rest] = token.split(".");
      if (!encoded || !signature || rest.length) return undefined;
      const payload = Buffer.from(encoded, "base64url").toString();
      const expected = mac(payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [userId, kind] = payload.split(":");
      if (!isId(userId) || !NOTIFICATION_KINDS.includes(kind as NotificationKind)) return undefined;
      return { userId, kind: kind as NotificationKind };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
