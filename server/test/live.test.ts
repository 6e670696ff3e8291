import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlRequest,
  signUp,
  startTestApp,
  subscriptionsLive,
  subscribe,
  wsClient,
  type TestApp,
  type Push,
  type TestUser,
  ADD_RULE,
  SET_PUBLIC,
  DELETE_COMPETITION,
} from "./support";
import type { LivePresenceSubscription, LiveViewersSubscription } from "./generated/graphql";

let app: TestApp;
let statements: string[] = [];
let ana: TestUser, ben: TestUser, dan: TestUser;

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => statements.push(query) });
  [ana, ben, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
});
afterAll(() => app?.stop());

const addRule = (user: TestUser, id: string, text: string) =>
  graphqlRequest(app.url, ADD_RULE, { id, t: text }, user.cookie);
const setPublic = (user: TestUser, id: string, isPublic: boolean) =>
  graphqlRequest(app.url, SET_PUBLIC, { id, p: isPublic }, user.cookie);
const CHANGED = graphql(`
  subscription LiveCompetitionChanged($id: ID!) {
    competitionChanged(id: $id) {
      deletedId
      competition {
        id
        version
        rules {
          text
        }
      }
    }
  }
`);
const VIEWERS = graphql(`
  subscription LiveViewers($id: ID!) {
    competitionViewers(id: $id) {
      id
      username
    }
  }
`);
const PRESENCE = graphql(`
  subscription LivePresence($id: ID!) {
    competitionPresence(id: $id) {
      count
      viewers {
        id
        username
      }
    }
  }
`);
const WHO = graphql(`
  subscription LiveWho($id: ID!) {
    competitionChanged(id: $id) {
      deletedId
      by {
        id
        username
      }
    }
  }
`);

/** The ids of the viewers a push of `competitionViewers` names, in order. */
const viewerIds = (push: Push<LiveViewersSubscription>) => push.data?.competitionViewers.map((user) => user.id).sort();

describe("presence", () => {
  it("shows who has the competition open, and who left", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const anaClient = wsClient(app.url, ana.cookie);
    const anaViewers = subscribe(anaClient, VIEWERS, { id: competition.id });
    expect(viewerIds(await anaViewers.next())).toEqual([ana.id]);

    const benClient = wsClient(app.url, ben.cookie);
    const benViewers = subscribe(benClient, VIEWERS, { id: competition.id });
    const both = viewerIds(await benViewers.next());
    expect(both).toEqual([ana.id, ben.id].sort());
    expect(viewerIds(await anaViewers.next())).toEqual(both);

    await benClient.dispose();
    expect(viewerIds(await anaViewers.next())).toEqual([ana.id]);
    await anaClient.dispose();
  });

  it("tells a signed-out visitor how many are viewing, not who; a signed-in one only the names it may know", async () => {
    const [eve, fay] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, dan, fay); // fay is dan's friend; eve is nobody's
    const competition = await createCompetition(app.url, ana, ben);
    await setPublic(ana, competition.id, true);
    const names = (push: Push<LivePresenceSubscription>) =>
      push.data?.competitionPresence.viewers.map((user) => user.id).sort();
    const clients = [ana, dan, eve, fay].map((user) => wsClient(app.url, user.cookie));
    const [, [danPresence, danArrived]] = await Promise.all(
      clients.map(async (client) => {
        const presence = subscribe(client, PRESENCE, { id: competition.id });
        return [presence, await presence.next()] as const; // this one is in
      }),
    );
    let seenByDan = danArrived;
    while ((seenByDan.data?.competitionPresence.count ?? 0) < 4) seenByDan = await danPresence.next();
    expect(names(seenByDan)).toEqual([ana.id, dan.id, fay.id].sort());

    const visitor = wsClient(app.url);
    const seen = await subscribe(visitor, PRESENCE, { id: competition.id }).next();
    expect(seen.data).toEqual({ competitionPresence: { count: 4, viewers: [] } });
    const listed = await subscribe(visitor, VIEWERS, { id: competition.id }).next();
    expect(listed.data).toEqual({ competitionViewers: [] });
    for (const user of [ana, dan, eve, fay]) expect(JSON.stringify([seen, listed])).not.toContain(user.username);
    await Promise.all([visitor, ...clients].map(async (client) => client.dispose()));
  });

  it("hides a private competition's viewers from strangers", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const client = wsClient(app.url, dan.cookie);
    const result = await subscribe(client, VIEWERS, { id: competition.id }).next();
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    await client.dispose();
  });
});

describe("competitionChanged", () => {
  it("stops reaching a stranger as soon as the competition turns private", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    await setPublic(ana, competition.id, true);
    const client = wsClient(app.url, dan.cookie);
    const events = subscribe(client, CHANGED, { id: competition.id });
    await subscriptionsLive(app, 1);
    await addRule(ana, competition.id, "visible");
    expect((await events.next()).data?.competitionChanged.competition?.rules).toEqual([{ text: "visible" }]);
    await setPublic(ana, competition.id, false);
    const refused = await events.next();
    expect(refused.errors?.[0]).toMatchObject({ message: "Competition not found" });
    await client.dispose();
  });

  it("tells viewers when the competition is deleted", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const client = wsClient(app.url, ben.cookie);
    const events = subscribe(client, CHANGED, { id: competition.id });
    await subscriptionsLive(app, 1);
    await graphqlRequest(app.url, DELETE_COMPETITION, { id: competition.id }, ana.cookie);
    expect((await events.next()).data?.competitionChanged).toEqual({ deletedId: competition.id, competition: null });
    await client.dispose();
  });

  it("says who made each change, also a deletion", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const client = wsClient(app.url, ben.cookie);
    const events = subscribe(client, WHO, { id: competition.id });
    await subscriptionsLive(app, 1);
    await setPublic(ana, competition.id, true);
    const by = { id: ana.id, username: expect.any(String) as string };
    expect((await events.next()).data?.competitionChanged).toEqual({ deletedId: null, by });
    await graphqlRequest(app.url, DELETE_COMPETITION, { id: competition.id }, ana.cookie);
    expect((await events.next()).data?.competitionChanged).toEqual({ deletedId: competition.id, by });
    await client.dispose();
  });

  it("loads each change once per instance, however many subscribers", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const loadsForOneChange = async (subscribers: number) => {
      const clients = Array.from({ length: subscribers }, () => wsClient(app.url, ben.cookie));
      const streams = clients.map((client) => subscribe(client, CHANGED, { id: competition.id }));
      await subscriptionsLive(app, subscribers);
      statements = [];
      await addRule(ana, competition.id, `rule for ${subscribers}`);
      await Promise.all(streams.map((stream) => stream.next()));
      const loads = statements.filter((query) => /from "sub_rounds" inner join "rounds"/.test(query)).length;
      await Promise.all(clients.map(async (client) => client.dispose()));
      return loads;
    };
    expect(await loadsForOneChange(5)).toBe(await loadsForOneChange(1));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a lost LISTEN connection (PostgreSQL)", () => {
  it("reconnects and brings subscribers to the latest state", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const client = wsClient(app.url, ben.cookie);
    const events = subscribe(client, CHANGED, { id: competition.id });
    await subscriptionsLive(app, 1);

    const admin = new pg.Client({ connectionString: app.config.databaseUrl });
    await admin.connect();
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
    );
    await admin.end();
    expect(rows).toEqual([{ killed: true }]);

    const { body } = await addRule(ana, competition.id, "made while the listener was down");
    const latest = body.data!.addRule.version;
    let received;
    do received = (await events.next()).data?.competitionChanged.competition;
    while ((received?.version ?? 0) < latest);
    expect(received).toMatchObject({ version: latest, rules: [{ text: "made while the listener was down" }] });
    await client.dispose();
  });
});
