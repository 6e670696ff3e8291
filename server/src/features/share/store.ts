import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeNamed } from "../../db/prepared";
import type { SharedCompetition } from "../../domain/share";

/** What a link preview or a share card shows of a competition, and whether it may be shared: one small statement. */
export async function loadSharedCompetition(db: Db, id: string): Promise<SharedCompetition | undefined> {
  const { rows } = await executeNamed(
    db,
    sql`select c.id, c.name, c.status, c.public, c.player_one_id as "playerOneId", c.player_two_id as "playerTwoId",
      json_build_array(c.score_one, c.score_two) as score,
      json_build_array(json_build_object('username', p1.username, 'profilePic', p1.profile_pic),
        json_build_object('username', p2.username, 'profilePic', p2.profile_pic)) as players
    from competitions c join users p1 on p1.id = c.player_one_id join users p2 on p2.id = c.player_two_id
    where c.id = ${id}`,
  );
  return rows[0] as unknown as SharedCompetition | undefined;
}
