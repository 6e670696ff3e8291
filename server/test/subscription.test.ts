import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../src/db/bus";
import { competitions, rounds, users } from "../src/db/schema";
import { graphql, startTestApp, subscribe, subscriptionsLive, wsClient, type TestApp } from "./support";

let app: TestApp;
let publicId: string;
let privateId: string;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const [ana, ben] = await db
    .insert(users)
    .values([{ username: "ana" }, { username: "ben" }])
    .returning();
  const players = { playerOneId: ana.id, playerTwoId: ben.id };
  [{ id: publicId }, { id: privateId }] = await db
    .insert(competitions)
    .values([
      { name: "Mario Kart", public: true, ...players },
      { name: "Secret", ...players },
    ])
    .returning();
  await db.insert(rounds).values({ competitionId: publicId, position: 1 });
});
afterAll(() => app?.stop());

const CHANGED = graphql(`
  subscription SubscriptionCompetitionChanged($id: ID!) {
    competitionChanged(id: $id) {
      deletedId
      competition {
        id
        name
        version
        rounds {
          number
        }
      }
    }
  }
`);

/** What a mutation does: change the row, bump the version, notify in the same transaction. */
async function commitChange(id: string, name: string) {
  const { db, bus } = app.database;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(competitions)
      .set({ name, version: sql`${competitions.version} + 1` })
      .where(eq(competitions.id, id))
      .returning();
    await bus.publish(tx, { topic: topics.competition(id), data: { version: row.version } });
  });
}

describe("competitionChanged over a real WebSocket", () => {
  it("delivers each committed change through the notify bus, in order", async () => {
    const client = wsClient(app.url);
    const events = subscribe(client, CHANGED, { id: publicId });
    await subscriptionsLive(app, 1);
    // One change at a time: the feed may fold changes committed while it loads into one push of the latest.
    await commitChange(publicId, "Mario Kart 8");
    expect(await events.next()).toEqual({
      data: {
        competitionChanged: {
          deletedId: null,
          competition: { id: publicId, name: "Mario Kart 8", version: 2, rounds: [{ number: 1 }] },
        },
      },
    });
    await commitChange(publicId, "Mario Kart World");
    expect((await events.next()).data?.competitionChanged.competition).toMatchObject({
      name: "Mario Kart World",
      version: 3,
    });
    events.unsubscribe();
    await client.dispose();
  });

  it("refuses a private competition to a signed-out viewer as not found", async () => {
    const client = wsClient(app.url);
    const events = subscribe(client, CHANGED, { id: privateId });
    const result = await events.next();
    expect(result.errors?.[0]).toMatchObject({
      message: "Competition not found",
      extensions: { code: "NOT_FOUND" },
    });
    await client.dispose();
  });
});
