import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { RivalsError } from "../../domain/errors";

/**
 * Counts one attempt for `key` in a fixed window and refuses past `limit`. The counter lives in the database,
 * so the limit holds across every server instance; one upsert per check keeps it atomic.
 */
export async function consumeAttempt(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const window = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [{ hits }] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  if (hits > limit) throw new RivalsError("RATE_LIMITED", "Too many attempts. Please try again later.");
}
