import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  createCompetition,
  DELETE_ACCOUNT,
  graphql,
  graphqlAnswer,
  graphqlRequest,
  signUp,
  startTestApp,
  subscribe,
  twoFriends,
  wsClient,
  type LedgerTestCompetitionFragment,
  type LedgerTestEntryFragment,
  type LedgerTestInfoMutationVariables,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
let ana: TestUser, ben: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [ana, ben] = await twoFriends(app.url);
});
afterAll(() => app?.stop());

graphql(`
  fragment LedgerTestEntry on Activity {
    id
    kind
    version
    summary
    undoable
    redo
    actor {
      id
    }
    undoneBy {
      id
    }
    undoes {
      id
    }
  }
`);
graphql(`
  fragment LedgerTestCompetition on Competition {
    id
    version
    name
    description
    status
    public
    currentScore
    winner {
      id
    }
    rules {
      id
      text
    }
    rounds {
      id
      number
      valid
      score
      subRounds {
        id
        name
        points
        player {
          id
        }
      }
    }
  }
`);

type Entry = LedgerTestEntryFragment;
type Competition = LedgerTestCompetitionFragment;

const READ = graphql(`
  query LedgerTestRead($c: ID!) {
    competition(id: $c) {
      ...LedgerTestCompetition
    }
  }
`);
const ACTIVITY = graphql(`
  query LedgerTestActivity($c: ID!, $f: Int, $a: String) {
    competition(id: $c) {
      id
      activity(first: $f, after: $a) {
        edges {
          cursor
          node {
            ...LedgerTestEntry
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
const UNDO = graphql(`
  mutation LedgerTestUndo($id: ID!, $v: Int) {
    undoActivity(id: $id, expectedVersion: $v) {
      ...LedgerTestCompetition
    }
  }
`);

async function gql<T, V>(user: TestUser | undefined, query: TypedDocumentString<T, V>, variables?: V) {
  const { body } = await graphqlRequest(app.url, query, variables, user?.cookie);
  return body;
}

const ok = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
  graphqlAnswer(app.url, query, variables, user.cookie);

async function read(id: string, user: TestUser = ana): Promise<Competition> {
  return (await ok(user, READ, { c: id })).competition;
}

async function activity(id: string, user: TestUser | undefined, first = 100, after?: string) {
  return gql(user, ACTIVITY, { c: id, f: first, a: after });
}

async function entries(id: string, viewer: TestUser = ana): Promise<Entry[]> {
  const body = await activity(id, viewer);
  expect(body.errors).toBeUndefined();
  return body.data!.competition.activity.edges.map((edge) => edge.node);
}

const latest = async (id: string, viewer: TestUser = ana) => (await entries(id, viewer))[0];

async function undo(user: TestUser, id: string, expectedVersion?: number) {
  return gql(user, UNDO, { id, v: expectedVersion });
}

const ADD_ROUND = graphql(`
  mutation LedgerTestAddRound($c: ID!) {
    addRound(competitionId: $c) {
      id
    }
  }
`);
const DELETE_ROUND = graphql(`
  mutation LedgerTestDeleteRound($r: ID!) {
    deleteRound(roundId: $r) {
      id
    }
  }
`);
const SET_VALID = graphql(`
  mutation LedgerTestSetValid($r: ID!, $v: Boolean!) {
    setRoundValid(roundId: $r, valid: $v) {
      id
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation LedgerTestAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {
    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {
      id
    }
  }
`);
const DELETE_SUB_ROUND = graphql(`
  mutation LedgerTestDeleteSubRound($s: ID!) {
    deleteSubRound(subRoundId: $s) {
      id
    }
  }
`);
const ADD_RULE = graphql(`
  mutation LedgerTestAddRule($c: ID!, $t: String!) {
    addRule(competitionId: $c, text: $t) {
      id
    }
  }
`);
const REMOVE_RULE = graphql(`
  mutation LedgerTestRemoveRule($r: ID!) {
    removeRule(ruleId: $r) {
      id
    }
  }
`);
/** Sets only the fields given: a variable left out leaves its argument out. */
const INFO = graphql(`
  mutation LedgerTestInfo($c: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
    updateCompetitionInfo(id: $c, name: $name, description: $description, status: $status, public: $public) {
      id
    }
  }
`);

/** Each edit as a typed document and its variables. */
const edits = {
  addRound: (c: string) => [ADD_ROUND, { c }] as const,
  deleteRound: (r: string) => [DELETE_ROUND, { r }] as const,
  setValid: (r: string, v: boolean) => [SET_VALID, { r, v }] as const,
  addSubRound: (r: string, n: string, p: number, pl: string | null) => [ADD_SUB_ROUND, { r, n, p, pl }] as const,
  deleteSubRound: (s: string) => [DELETE_SUB_ROUND, { s }] as const,
  addRule: (c: string, t: string) => [ADD_RULE, { c, t }] as const,
  removeRule: (r: string) => [REMOVE_RULE, { r }] as const,
  info: (c: string, fields: Omit<LedgerTestInfoMutationVariables, "c">) => [INFO, { c, ...fields }] as const,
};

async function edit<T, V>(user: TestUser, [query, variables]: readonly [TypedDocumentString<T, V>, V]) {
  await ok(user, query, variables);
}

/** A competition with two scored rounds (ana wins round 1, ben round 2, both valid) and a rule. */
async function scored() {
  const { id, rounds } = await createCompetition(app.url, ana, ben);
  await edit(ana, edits.addSubRound(rounds[0].id, "Rainbow Road", 3, ben.id));
  await edit(ana, edits.addSubRound(rounds[0].id, "Moo Moo Meadows", 5, ana.id));
  await edit(ana, edits.setValid(rounds[0].id, true));
  await edit(ben, edits.addRound(id));
  const second = (await read(id)).rounds[1];
  await edit(ben, edits.addSubRound(second.id, "Koopa Cape", 2, null));
  await edit(ben, edits.addSubRound(second.id, "Bowser's Castle", 4, ben.id));
  await edit(ben, edits.setValid(second.id, true));
  await edit(ana, edits.addRule(id, "No blue shells"));
  return read(id);
}

/** Refused: a stale expected version. */
const STALE_ADD_RULE = graphql(`
  mutation LedgerTestStaleAddRule($c: ID!) {
    addRule(competitionId: $c, text: "x", expectedVersion: 7) {
      id
    }
  }
`);
/** Refused: an empty name. */
const EMPTY_NAME = graphql(`
  mutation LedgerTestEmptyName($c: ID!) {
    updateCompetitionInfo(id: $c, name: "") {
      id
    }
  }
`);
/** Sent twice with one clientMutationId. */
const REPEATED_ADD_RULE = graphql(`
  mutation LedgerTestRepeatedAddRule($c: ID!) {
    addRule(competitionId: $c, text: "Once", clientMutationId: "ledger-repeat-1") {
      id
    }
  }
`);
const COMPETITION_CHANGED = graphql(`
  subscription LedgerTestCompetitionChanged($c: ID!) {
    competitionChanged(id: $c) {
      version
      activity {
        kind
        version
        summary
        undoable
        actor {
          id
        }
      }
    }
  }
`);
const MY_COMPETITIONS_CHANGED = graphql(`
  subscription LedgerTestMyCompetitionsChanged {
    myCompetitionsChanged {
      version
      activity {
        kind
        version
      }
    }
  }
`);

describe("the activity", () => {
  it("has one entry per change, of the right kind, actor and version, with a sentence", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    await edit(ana, edits.addSubRound(rounds[0].id, "Rainbow Road", 3, ben.id));
    await edit(ben, edits.setValid(rounds[0].id, true));
    await edit(ana, edits.addRound(id));
    await edit(ana, edits.addRule(id, "No blue shells"));
    const { rules, rounds: all } = await read(id);
    await edit(ben, edits.removeRule(rules[0].id));
    await edit(ben, edits.deleteSubRound(all[0].subRounds[0].id));
    await edit(ana, edits.deleteRound(all[1].id));
    await edit(ben, edits.info(id, { name: "Kart", public: true }));
    const list = await entries(id);
    expect(list.map((entry) => [entry.kind, entry.actor.id, entry.version, entry.summary])).toEqual([
      ["INFO_UPDATED", ben.id, 9, "renamed the competition to “Kart” and made it public"],
      ["ROUND_DELETED", ana.id, 8, "deleted round 2"],
      ["SUB_ROUND_DELETED", ben.id, 7, `deleted sub-round “Rainbow Road” (3 points to ${ben.username}) from round 1`],
      ["RULE_REMOVED", ben.id, 6, "removed the rule “No blue shells”"],
      ["RULE_ADDED", ana.id, 5, "added the rule “No blue shells”"],
      ["ROUND_ADDED", ana.id, 4, "added round 2"],
      ["ROUND_VALIDITY_CHANGED", ben.id, 3, "marked round 1 valid"],
      ["SUB_ROUND_ADDED", ana.id, 2, `added sub-round “Rainbow Road” (3 points to ${ben.username}) to round 1`],
      ["COMPETITION_CREATED", ana.id, 1, "created the competition “Mario Kart”"],
    ]);
    expect(list.find((entry) => entry.kind === "COMPETITION_CREATED")!.undoable).toBe(false);
    expect(list.filter((entry) => entry.undoable).map((entry) => entry.actor.id)).not.toContain(ben.id);
  });

  it("has no entry for a refused, stale or repeated mutation", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const before = await entries(id);
    const refused = [
      await gql(ana, ...edits.addRound(id)), // the last round is empty
      await gql(ana, ...edits.deleteRound(rounds[0].id)), // the only round
      await gql(ana, STALE_ADD_RULE, { c: id }),
      await gql(ana, EMPTY_NAME, { c: id }),
    ];
    for (const body of refused) expect(body.errors).toHaveLength(1);
    await ok(ana, REPEATED_ADD_RULE, { c: id });
    await ok(ana, REPEATED_ADD_RULE, { c: id });
    const after = await entries(id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ kind: "RULE_ADDED", version: 2 });
  });

  it("pages newest first with cursors", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    for (let i = 1; i <= 5; i++) await edit(ana, edits.addRule(id, `Rule ${i}`));
    const first = (await activity(id, ana, 2)).data!.competition.activity;
    expect(first.edges.map((edge) => edge.node.version)).toEqual([6, 5]);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: first.edges[1].cursor });
    const second = (await activity(id, ana, 3, first.pageInfo.endCursor!)).data!.competition.activity;
    expect(second.edges.map((edge) => edge.node.version)).toEqual([4, 3, 2]);
    expect(second.pageInfo.hasNextPage).toBe(true);
    const last = (await activity(id, ana, 3, second.pageInfo.endCursor!)).data!.competition.activity;
    expect(last.edges.map((edge) => edge.node.version)).toEqual([1]);
    expect(last.pageInfo.hasNextPage).toBe(false);
    const tooMany = await activity(id, ana, 101);
    expect(tooMany.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await activity(id, ana, 5, "nonsense")).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("is readable by whoever may see the competition, and by nobody else", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    const [stranger, friend] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, friend, ben);
    expect((await activity(id, stranger)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await activity(id, undefined)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await activity(id, friend)).data?.competition.activity.edges).toHaveLength(1);
    await edit(ana, edits.info(id, { public: true }));
    expect((await activity(id, stranger)).data?.competition.activity.edges).toHaveLength(2);
    const entry = (await activity(id, stranger)).data!.competition.activity.edges[0].node;
    expect(entry.undoable).toBe(false);
    expect((await undo(stranger, entry.id)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("keeps the entries of a deleted account, with the deleted user as actor", async () => {
    const [carl, dana] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, carl, dana);
    const { id } = await createCompetition(app.url, dana, carl);
    await edit(carl, edits.addRule(id, "Carl's rule"));
    await ok(carl, DELETE_ACCOUNT);
    const list = await entries(id).catch(() => []);
    expect(list).toEqual([]); // ana cannot see it: read as dana
    const ACTORS = graphql(`
      query LedgerTestActors($c: ID!) {
        competition(id: $c) {
          id
          activity {
            edges {
              node {
                kind
                actor {
                  id
                  deleted
                }
              }
            }
          }
        }
      }
    `);
    const body = await gql(dana, ACTORS, { c: id });
    expect(body.data!.competition.activity.edges[0].node).toEqual({
      kind: "RULE_ADDED",
      actor: { id: carl.id, deleted: true },
    });
  });

  it("is pushed with each change to subscribers", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    const client = wsClient(app.url, ben.cookie);
    try {
      const feed = subscribe(client, COMPETITION_CHANGED, { c: id });
      const mine = subscribe(client, MY_COMPETITIONS_CHANGED);
      await expect.poll(() => app.liveFeedStats().followers).toBeGreaterThanOrEqual(2);
      await edit(ben, edits.addRule(id, "Pushed"));
      expect(await feed.next()).toEqual({
        data: {
          competitionChanged: {
            version: 2,
            activity: {
              kind: "RULE_ADDED",
              version: 2,
              summary: "added the rule “Pushed”",
              undoable: true,
              actor: { id: ben.id },
            },
          },
        },
      });
      expect(await mine.next()).toEqual({
        data: { myCompetitionsChanged: { version: 2, activity: { kind: "RULE_ADDED", version: 2 } } },
      });
    } finally {
      await client.dispose();
    }
  });
});

describe("undo and redo", () => {
  /** Undoes the latest entry, checks what it restores, then redoes it and checks the change is back. */
  async function undoRedo(id: string, user: TestUser, before: Competition, changed: Competition) {
    const entry = await latest(id, user);
    expect(entry.undoable).toBe(true);
    const undone = await undo(user, entry.id);
    expect(undone.errors).toBeUndefined();
    expect(await read(id)).toEqual({ ...before, version: changed.version + 1 });
    const undoEntry = await latest(id);
    expect(undoEntry).toMatchObject({ kind: "UNDO", undoes: { id: entry.id }, version: changed.version + 1 });
    expect((await entries(id))[1].undoneBy).toEqual({ id: undoEntry.id });
    expect(undoEntry).toMatchObject({ summary: expect.stringMatching(/^undid: /) as string, redo: false });
    const redone = await undo(user, undoEntry.id);
    expect(redone.errors).toBeUndefined();
    expect(await read(id)).toEqual({ ...changed, version: changed.version + 2 });
    const redoEntry = await latest(id);
    expect(redoEntry).toMatchObject({ summary: expect.stringMatching(/^redid: /) as string, redo: true });
    // Undoing the redo undoes the change again, and undoing that redoes it: the chain alternates.
    expect((await undo(user, redoEntry.id)).errors).toBeUndefined();
    expect(await read(id)).toEqual({ ...before, version: changed.version + 3 });
    const undoAgain = await latest(id);
    expect(undoAgain).toMatchObject({ summary: expect.stringMatching(/^undid: /) as string, redo: false });
    expect((await undo(user, undoAgain.id)).errors).toBeUndefined();
    expect(await latest(id)).toMatchObject({ summary: expect.stringMatching(/^redid: /) as string, redo: true });
  }

  it("of a deleted round brings back the same round, sub-rounds, validity and place, and the score", async () => {
    const before = await scored();
    expect(before.currentScore).toEqual([1, 1]);
    await edit(ana, edits.deleteRound(before.rounds[0].id));
    const changed = await read(before.id);
    expect(changed.currentScore).toEqual([0, 1]);
    expect(changed.rounds[0].number).toBe(1);
    await undoRedo(before.id, ana, before, changed);
  });

  it("of a deleted last round puts it back before the rounds added since", async () => {
    const before = await scored();
    await edit(ben, edits.deleteRound(before.rounds[1].id));
    const entry = await latest(before.id);
    await edit(ana, edits.addRound(before.id)); // takes the deleted round's position
    const added = (await read(before.id)).rounds[1];
    expect((await undo(ben, entry.id)).errors).toBeUndefined();
    const after = await read(before.id);
    expect(after.rounds.map((round) => round.id)).toEqual([before.rounds[0].id, before.rounds[1].id, added.id]);
    expect(after.rounds[1]).toEqual(before.rounds[1]);
    expect(after.rounds[2].number).toBe(3);
    expect(after.currentScore).toEqual([1, 1]);
  });

  it("of every other kind reverses exactly that change, and redoes it", async () => {
    let before = await scored();
    const { id } = before;
    const step = async <T, V>(user: TestUser, change: readonly [TypedDocumentString<T, V>, V]) => {
      before = await read(id);
      await edit(user, change);
      const changed = await read(id);
      await undoRedo(id, user, before, changed);
    };
    await step(ben, edits.addRound(id));
    await step(ana, edits.addSubRound(before.rounds[1].id, "Toad's Turnpike", 9, ana.id));
    await step(ben, edits.deleteSubRound((await read(id)).rounds[0].subRounds[0].id));
    await step(ben, edits.setValid((await read(id)).rounds[0].id, false));
    await step(ana, edits.addRule(id, "Mirror mode"));
    await step(ben, edits.removeRule((await read(id)).rules[0].id));
    await step(ana, edits.info(id, { name: "Kart 8", description: "Deluxe", public: true }));
    await step(ben, edits.info(id, { status: "COMPLETE" }));
  });

  it("refuses, changing nothing: another's change, twice, changed since, not ongoing, stale version, not found", async () => {
    const competition = await scored();
    const { id } = competition;
    await edit(ana, edits.addRound(id));
    const addedRound = await latest(id);
    const expectRefused = async (user: TestUser, entryId: string, code: string, message?: string, version?: number) => {
      const before = await read(id);
      const body = await undo(user, entryId, version);
      expect(body.errors?.[0].extensions?.code).toBe(code);
      if (message) expect(body.errors?.[0].message).toBe(message);
      expect(await read(id)).toEqual(before);
    };
    await expectRefused(ben, addedRound.id, "FORBIDDEN", "You can only undo your own changes");
    const created = (await entries(id)).at(-1)!;
    await expectRefused(ana, created.id, "FORBIDDEN");
    await expectRefused(ana, addedRound.id, "CONFLICT", undefined, 1);
    await expectRefused(ana, "00000000-0000-4000-8000-000000000000", "NOT_FOUND");
    const stranger = await signUp(app.url);
    await expectRefused(stranger, addedRound.id, "NOT_FOUND");

    // The added round got a sub-round since: undoing the add would delete someone's work.
    const round = (await read(id)).rounds[2];
    await edit(ben, edits.addSubRound(round.id, "Later work", 1, ben.id));
    expect((await entries(id)).find((entry) => entry.id === addedRound.id)!.undoable).toBe(false);
    await expectRefused(ana, addedRound.id, "CONFLICT", "Changed since; can't undo");

    // A field it set holds another value now.
    await edit(ana, edits.info(id, { name: "Mine" }));
    const renamed = await latest(id);
    await edit(ben, edits.info(id, { name: "Yours" }));
    await expectRefused(ana, renamed.id, "CONFLICT", "Changed since; can't undo");

    // Validity flipped since.
    await edit(ben, edits.setValid(round.id, true));
    const validated = await latest(id);
    await edit(ana, edits.setValid(round.id, false));
    await expectRefused(ben, validated.id, "CONFLICT", "Changed since; can't undo");

    // A sub-round already gone.
    await edit(ana, edits.addSubRound(round.id, "Gone", 2, null));
    const addedSubRound = await latest(id);
    const gone = (await read(id)).rounds[2].subRounds.find((subRound) => subRound.name === "Gone")!;
    await edit(ben, edits.deleteSubRound(gone.id));
    await expectRefused(ana, addedSubRound.id, "CONFLICT", "Changed since; can't undo");

    // Undone already.
    await edit(ana, edits.addRule(id, "Short-lived"));
    const rule = await latest(id);
    expect((await undo(ana, rule.id)).errors).toBeUndefined();
    await expectRefused(ana, rule.id, "CONFLICT", "Already undone");

    // Rounds and rules only while ongoing; info any time.
    await edit(ana, edits.addRule(id, "Kept"));
    const kept = await latest(id);
    await edit(ana, edits.info(id, { status: "COMPLETE" }));
    const completed = await latest(id);
    await expectRefused(ana, kept.id, "FORBIDDEN");
    expect((await undo(ana, completed.id)).errors).toBeUndefined();
    expect((await read(id)).status).toBe("ONGOING");
  });
});
