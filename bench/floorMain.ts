/**
 * The floor in a process of its own, as Rivals runs (server/src/main.ts): HTTP reads and writes (floor.ts) and the
 * live feed (floorLive.ts) on one port. DATABASE_URL (PostgreSQL), PORT and TEST_FRIEND_USERNAME as for Rivals.
 */
import { postgresFloorDb, startFloor } from "./floor";
import { startFloorLive } from "./floorLive";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("the floor needs DATABASE_URL");
const db = postgresFloorDb(databaseUrl, () => {});
const floor = await startFloor({
  db,
  testFriendUsername: process.env.TEST_FRIEND_USERNAME ?? "TestFriend",
  port: Number(process.env.PORT ?? 0),
});
const live = await startFloorLive(floor.server, db, databaseUrl);
console.log(`the floor is listening on ${floor.url}`);

process.once("SIGTERM", () => {
  live
    .close()
    .then(() => floor.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
