import { describe, expect, it } from "vitest";
import { MARK_READ, NOTIFICATIONS_CHANGED } from "./support/notificationDocuments";
import {
  ADD_RULE,
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  graphqlRequest,
  signUp,
  subscribe,
  twoInstances,
  wsClient,
  type TypedDocumentString,
} from "./support";

const RULES_CHANGED = graphql(`
  subscription MultiInstanceRulesChanged($id: ID!) {
    competitionChanged(id: $id, current: true) {
      version
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
const EVENTS = graphql(`
  subscription MultiInstanceEvents($id: ID!) {
    competitionChanged(id: $id, current: true) {
      version
      deletedRoundId
      round {
        id
        number
        valid
        score
        subRounds {
          name
        }
      }
      competition {
        id
        roundCount
        roundResults
      }
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation MultiInstanceAddRound($c: ID!) {
    addRound(competitionId: $c) {
      id
      roundCount
      rounds {
        id
      }
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation MultiInstanceAddSubRound($r: ID!, $n: String!, $p: ID) {
    addSubRound(roundId: $r, name: $n, points: 2, playerId: $p) {
      id
    }
  }
`);
const DELETE_ROUND = graphql(`
  mutation MultiInstanceDeleteRound($r: ID!) {
    deleteRound(roundId: $r) {
      id
    }
  }
`);
const SET_ROUND_VALID = graphql(`
  mutation MultiInstanceSetRoundValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      id
    }
  }
`);
const ADD_BLUE_SHELL_RULE = graphql(`
  mutation MultiInstanceAddBlueShellRule($c: ID!) {
    addRule(competitionId: $c, text: "No blue shells") {
      id
    }
  }
`);

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  const servers = twoInstances();

  it("delivers a change made through instance A to a subscriber on instance B, in order", async () => {
    const [ana, ben] = [await signUp(servers.a.url), await signUp(servers.b.url)];
    await befriend(servers.a.url, ana, ben);
    const competition = await createCompetition(servers.a.url, ana, ben);

    const client = wsClient(servers.b.url, ben.cookie);
    const events = subscribe(client, RULES_CHANGED, { id: competition.id });
    // The first event is the competition as it is once B hears its changes: from then on, nothing is missed.
    expect((await events.next()).data?.competitionChanged.competition?.version).toBe(competition.version);
    const texts = ["one", "two", "three", "four", "five"];
    for (const text of texts) {
      const { body } = await graphqlRequest(servers.a.url, ADD_RULE, { id: competition.id, t: text }, ana.cookie);
      expect(body.errors).toBeUndefined();
    }
    const versions: number[] = [];
    while (versions.at(-1) !== competition.version + texts.length) {
      const event = (await events.next()).data?.competitionChanged;
      if (!event?.competition) throw new Error("the competition is gone");
      versions.push(event.version);
      // The competition loads after its change's notice, so it may already hold a later change, never miss one.
      const rules = event.competition.rules.map((rule) => rule.text);
      expect(event.competition.version).toBeGreaterThanOrEqual(event.version);
      expect(rules.length).toBeGreaterThanOrEqual(event.version - 1);
      expect(rules).toEqual(texts.slice(0, rules.length));
    }
    expect(versions).toEqual([...versions].sort((x, y) => x - y)); // never an older version after a newer one
    expect(new Set(versions).size).toBe(versions.length);
    await client.dispose();
  });

  it("pushes a notification made through instance A, and its reading, to the reader's bell on instance B", async () => {
    const [ana, ben] = [await signUp(servers.a.url), await signUp(servers.b.url)];
    await befriend(servers.a.url, ana, ben);
    const client = wsClient(servers.b.url, ben.cookie);
    const bell = subscribe(client, NOTIFICATIONS_CHANGED, { current: true });
    expect((await bell.next()).data?.notificationsChanged.unreadCount).toBe(0);
    await createCompetition(servers.a.url, ana, ben, "Across");
    expect((await bell.next()).data?.notificationsChanged).toMatchObject({
      unreadCount: 1,
      notification: { text: `${ana.username} started “Across” against you` },
    });
    await graphqlAnswer(servers.a.url, MARK_READ, { all: true }, ben.cookie);
    expect((await bell.next()).data?.notificationsChanged).toEqual({ unreadCount: 0, notification: null });
    await client.dispose();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("events carry the change, across two processes", () => {
  const servers = twoInstances();

  it("sends each change in order with its version, the round it touched and the round it deleted", async () => {
    const [ana, ben] = [await signUp(servers.a.url), await signUp(servers.b.url)];
    await befriend(servers.a.url, ana, ben);
    const competition = await createCompetition(servers.a.url, ana, ben);
    const client = wsClient(servers.b.url, ben.cookie);
    const events = subscribe(client, EVENTS, { id: competition.id });
    expect((await events.next()).data?.competitionChanged.version).toBe(competition.version);
    const edit = async <T, V>(mutation: TypedDocumentString<T, V>, variables: V) => {
      const { body } = await graphqlRequest(servers.a.url, mutation, variables, ana.cookie);
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const addSubRound = (roundId: string, name: string) => edit(ADD_SUB_ROUND, { r: roundId, n: name, p: ana.id });
    const addRound = async () => {
      const data = await edit(ADD_ROUND, { c: competition.id });
      return data.addRound.rounds.at(-1)!.id;
    };
    const first = competition.rounds[0].id;
    await addSubRound(first, "Moo Moo Meadows");
    const second = await addRound();
    await addSubRound(second, "Coconut Mall");
    const third = await addRound();
    await addSubRound(third, "DK Summit");
    await edit(DELETE_ROUND, { r: second });
    await edit(SET_ROUND_VALID, { r: third });
    await edit(ADD_BLUE_SHELL_RULE, { c: competition.id });

    const received = [];
    for (let i = 0; i < 8; i++) received.push((await events.next()).data!.competitionChanged);
    const v = competition.version;
    expect(received.map((event) => event.version)).toEqual([v + 1, v + 2, v + 3, v + 4, v + 5, v + 6, v + 7, v + 8]);
    const summary = received.map(({ round, deletedRoundId }) => [
      round?.id ?? null,
      round?.number ?? null,
      deletedRoundId,
    ]);
    expect(summary).toEqual([
      [first, 1, null],
      [second, 2, null],
      [second, 2, null],
      [third, 3, null],
      [third, 3, null],
      [null, null, second],
      [third, 2, null], // moved up once the round before it was deleted
      [null, null, null],
    ]);
    expect(received[6].round).toMatchObject({ valid: true, score: [2, 0], subRounds: [{ name: "DK Summit" }] });
    expect(received[7].competition).toEqual({ id: competition.id, roundCount: 2, roundResults: [-1, 1] });
    await client.dispose();
  });
});
