import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { executeNamed } from "./prepared";
import { serverSecrets } from "./schema";

/**
 * The server's secret of this name: 256 random bits, made by the first instance that asks and then the same for
 * every instance and every restart, with nothing to configure. Deleting its row makes a new one (what it signed
 * stops being valid).
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  const made = randomBytes(32).toString("base64url");
  const { rows } = await executeNamed(
    db,
    // A conflict keeps the stored value, and returns it even when another instance stored it a moment ago.
    sql`insert into ${serverSecrets} (name, value) values (${name}, ${made})
    on conflict (name) do update set value = ${serverSecrets.value} returning value`,
  );
  return Buffer.from(String(rows[0].value), "base64url");
}
