import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeNamed } from "../../db/prepared";
import { onlineUsers } from "../../db/schema";

/** A row not refreshed for this long belongs to an instance that died. */
const STALE_AFTER = sql`now() - interval '90 seconds'`;

/** Whether the user (an SQL expression) has a WebSocket open on some instance now. */
export const isOnline = (userId: SQL): SQL =>
  sql`exists (select from ${onlineUsers} where user_id = ${userId} and seen_at > ${STALE_AFTER})`;

/** Makes the instance's rows the users it has sockets of, all seen now: one statement, whatever changed. */
export async function writeOnlineUsers(db: Db, instanceId: string, userIds: readonly string[]): Promise<void> {
  const ids = sql`${sql.param(userIds)}::uuid[]`;
  await executeNamed(
    db,
    sql`with gone as (delete from ${onlineUsers} where instance_id = ${instanceId}::uuid and user_id <> all(${ids}))
    insert into ${onlineUsers} (user_id, instance_id, seen_at) select user_id, ${instanceId}::uuid, now()
      from unnest(${ids}) as here(user_id)
    on conflict (user_id, instance_id) do update set seen_at = now()`,
  );
}
