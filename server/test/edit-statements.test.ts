import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCompetition,
  graphql,
  graphqlAnswer,
  graphqlRequest,
  startTestApp,
  type TestApp,
  type TestUser,
  twoFriends,
  type TypedDocumentString,
} from "./support";

const READ = graphql(`
  query EditStatementsRead($c: ID!) {
    competition(id: $c) {
      rules {
        id
      }
      rounds {
        id
        subRounds {
          id
        }
      }
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation EditStatementsAddSubRound($r: ID!) {
    addSubRound(roundId: $r, name: "Track", points: 3, playerId: null) {
      id
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation EditStatementsAddRound($c: ID!) {
    addRound(competitionId: $c) {
      id
    }
  }
`);
const SET_ROUND_VALID = graphql(`
  mutation EditStatementsSetRoundValid($r: ID!) {
    setRoundValid(roundId: $r, valid: true) {
      id
    }
  }
`);
const ADD_RULE = graphql(`
  mutation EditStatementsAddRule($c: ID!) {
    addRule(competitionId: $c, text: "No items") {
      id
    }
  }
`);
const UPDATE_INFO = graphql(`
  mutation EditStatementsUpdateInfo($c: ID!, $name: String, $status: CompetitionStatus, $public: Boolean) {
    updateCompetitionInfo(id: $c, name: $name, status: $status, public: $public) {
      id
    }
  }
`);
const DELETE_SUB_ROUND = graphql(`
  mutation EditStatementsDeleteSubRound($s: ID!) {
    deleteSubRound(subRoundId: $s) {
      id
    }
  }
`);
const DELETE_ROUND = graphql(`
  mutation EditStatementsDeleteRound($r: ID!) {
    deleteRound(roundId: $r) {
      id
    }
  }
`);
const REMOVE_RULE = graphql(`
  mutation EditStatementsRemoveRule($r: ID!) {
    removeRule(ruleId: $r) {
      id
    }
  }
`);
const DELETE_COMPETITION = graphql(`
  mutation EditStatementsDeleteCompetition($c: ID!) {
    deleteCompetition(id: $c)
  }
`);
const LATEST_ENTRY = graphql(`
  query EditStatementsLatestEntry($c: ID!) {
    competition(id: $c) {
      activity(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);
const UNDO = graphql(`
  mutation EditStatementsUndo($a: ID!) {
    undoActivity(id: $a) {
      id
    }
  }
`);

/** An edit as the tests send it: a typed document and its variables, checked against each other by `edit`. */
type Edit = [query: { toString(): string }, variables: object];
const edit = <T, V extends object>(query: TypedDocumentString<T, V>, variables: V): Edit => [query, variables];

let app: TestApp;
let statements: string[] = [];
let ana: TestUser, ben: TestUser;

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => statements.push(query) });
  [ana, ben] = await twoFriends(app.url);
});
afterAll(() => app?.stop());

/**
 * The statements a mutation sends up to its change (one statement starting `with`), leaving aside the session
 * lookup and `begin`/`commit` (which Drizzle over PGlite does not report); the answer's read comes after.
 */
async function writeStatements(...[query, variables]: Edit) {
  statements = [];
  const { body } = await graphqlRequest(app.url, String(query), { ...variables }, ana.cookie);
  expect(body.errors).toBeUndefined();
  const sent = statements.filter((statement) => !/"sessions"|^(begin|commit)$/.test(statement));
  return sent.slice(0, sent.findIndex((statement) => /^\s*with /.test(statement)) + 1);
}

async function read(id: string) {
  return (await graphqlAnswer(app.url, READ, { c: id }, ana.cookie)).competition;
}

async function expectLockThenChange(...[query, variables]: Edit) {
  const [lock, ...rest] = await writeStatements(query, variables);
  expect(lock, String(query)).toMatch(/for update/);
  expect(rest, String(query)).toHaveLength(1);
}

describe("each edit", () => {
  it("locks, then changes, rescores and notifies in one statement, whatever the competition's size", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    for (let r = 0; r < 10; r++) {
      const { rounds } = await read(id);
      for (let s = 0; s < 3; s++) await writeStatements(...edit(ADD_SUB_ROUND, { r: rounds[r].id }));
      await writeStatements(...edit(ADD_ROUND, { c: id }));
    }
    const { rounds } = await read(id);
    const edits = [
      edit(ADD_SUB_ROUND, { r: rounds[10].id }),
      edit(SET_ROUND_VALID, { r: rounds[4].id }),
      edit(ADD_ROUND, { c: id }),
      edit(ADD_RULE, { c: id }),
      edit(UPDATE_INFO, { c: id, name: "Kart", status: "ONGOING", public: true }),
      edit(DELETE_SUB_ROUND, { s: rounds[2].subRounds[0].id }),
      edit(DELETE_ROUND, { r: rounds[3].id }),
    ];
    for (const [query, variables] of edits) await expectLockThenChange(query, variables);
    const { rules } = await read(id);
    await expectLockThenChange(...edit(REMOVE_RULE, { r: rules[0].id }));
    await expectLockThenChange(...edit(DELETE_COMPETITION, { c: id }));
  });

  it("undoes in three: the lock, the entry with what it touched as it is now (under the lock), the change", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    await writeStatements(...edit(ADD_RULE, { c: id }));
    const { competition } = await graphqlAnswer(app.url, LATEST_ENTRY, { c: id }, ana.cookie);
    const [lock, entry, ...rest] = await writeStatements(...edit(UNDO, { a: competition.activity.edges[0].node.id }));
    expect(lock).toMatch(/for update/);
    expect(entry).toMatch(/^\s*select json_build_object/);
    expect(rest).toHaveLength(1);
  });

  it("replays ratings only when the history moves: three statements after the change, whatever came before", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const isReplay = (statement: string) => /pg_advisory_xact_lock|ratings/.test(statement);
    const sent = async (...[query, variables]: Edit) => {
      statements = [];
      await graphqlAnswer(app.url, String(query), { ...variables }, ana.cookie);
      return statements.filter(isReplay);
    };
    const info = (fields: { status?: "ONGOING" | "COMPLETE" | "ABANDONED"; name?: string }) =>
      edit(UPDATE_INFO, { c: id, ...fields });
    expect(await sent(...edit(ADD_SUB_ROUND, { r: rounds[0].id }))).toEqual([]);
    expect(await sent(...info({ status: "ONGOING", name: "Kart" }))).toEqual([]);
    const [lock, history, save] = await sent(...info({ status: "COMPLETE" }));
    expect([lock, history, save].map((statement) => statement.trim().slice(0, 40))).toEqual([
      expect.stringMatching(/pg_advisory_xact_lock/),
      expect.stringMatching(/^with games as/),
      expect.stringMatching(/^with kept as/),
    ]);
    expect(await sent(...info({ name: "Kart 8" }))).toEqual([]);
    expect(await sent(...info({ status: "COMPLETE" }))).toEqual([]);
    expect(await sent(...info({ status: "ABANDONED" }))).toHaveLength(3);
    expect(await sent(...edit(DELETE_COMPETITION, { c: id }))).toEqual([]);
  });

  it("creates a competition in one statement before its answer", async () => {
    statements = [];
    await createCompetition(app.url, ana, ben);
    const sent = statements.filter((statement) => !statement.includes('"sessions"'));
    expect(sent[0]).toMatch(/insert into competitions/);
    expect(sent.filter((statement) => /^\s*(begin|with|insert|update|delete)/i.test(statement))).toHaveLength(1);
  });
});
