import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompetition, graphqlRequest, startTestApp, type TestApp, type TestUser, twoFriends } from "./support";

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
async function writeStatements(query: string, variables: Record<string, unknown>) {
  statements = [];
  const { body } = await graphqlRequest(app.url, query, variables, ana.cookie);
  expect(body.errors).toBeUndefined();
  const sent = statements.filter((statement) => !/"sessions"|^(begin|commit)$/.test(statement));
  return sent.slice(0, sent.findIndex((statement) => /^\s*with /.test(statement)) + 1);
}

async function read(id: string) {
  const query = `query ($c: ID!) { competition(id: $c) { rules { id } rounds { id subRounds { id } } } }`;
  const { body } = await graphqlRequest(app.url, query, { c: id }, ana.cookie);
  return (
    body.data as { competition: { rules: { id: string }[]; rounds: { id: string; subRounds: { id: string }[] }[] } }
  ).competition;
}

async function expectLockThenChange(query: string, variables: Record<string, unknown>) {
  const [lock, ...rest] = await writeStatements(query, variables);
  expect(lock, query).toMatch(/for update/);
  expect(rest, query).toHaveLength(1);
}

describe("each edit", () => {
  it("locks, then changes, rescores and notifies in one statement, whatever the competition's size", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    const mutation = (field: string, args: string, declared: string) =>
      `mutation (${declared}) { ${field}(${args}) { id } }`;
    const addSubRound = mutation("addSubRound", `roundId: $r, name: "Track", points: 3`, "$r: ID!");
    const addRound = mutation("addRound", "competitionId: $c", "$c: ID!");
    for (let r = 0; r < 10; r++) {
      const { rounds } = await read(id);
      for (let s = 0; s < 3; s++) await writeStatements(addSubRound, { r: rounds[r].id });
      await writeStatements(addRound, { c: id });
    }
    const { rounds } = await read(id);
    const edits: [string, Record<string, unknown>][] = [
      [addSubRound, { r: rounds[10].id }],
      [mutation("setRoundValid", "roundId: $r, valid: true", "$r: ID!"), { r: rounds[4].id }],
      [addRound, { c: id }],
      [mutation("addRule", `competitionId: $c, text: "No items"`, "$c: ID!"), { c: id }],
      [mutation("updateCompetitionInfo", `id: $c, name: "Kart", status: ONGOING, public: true`, "$c: ID!"), { c: id }],
      [mutation("deleteSubRound", "subRoundId: $s", "$s: ID!"), { s: rounds[2].subRounds[0].id }],
      [mutation("deleteRound", "roundId: $r", "$r: ID!"), { r: rounds[3].id }],
    ];
    for (const [query, variables] of edits) await expectLockThenChange(query, variables);
    const { rules } = await read(id);
    await expectLockThenChange(mutation("removeRule", "ruleId: $r", "$r: ID!"), { r: rules[0].id });
    await expectLockThenChange(`mutation ($c: ID!) { deleteCompetition(id: $c) }`, { c: id });
  });

  it("undoes in three: the lock, the entry with what it touched as it is now (under the lock), the change", async () => {
    const { id } = await createCompetition(app.url, ana, ben);
    const addRule = `mutation ($c: ID!) { addRule(competitionId: $c, text: "No items") { id } }`;
    await writeStatements(addRule, { c: id });
    const query = `query ($c: ID!) { competition(id: $c) { activity(first: 1) { edges { node { id } } } } }`;
    const { body } = await graphqlRequest<{ competition: { activity: { edges: { node: { id: string } }[] } } }>(
      app.url,
      query,
      { c: id },
      ana.cookie,
    );
    const undo = `mutation ($a: ID!) { undoActivity(id: $a) { id } }`;
    const [lock, entry, ...rest] = await writeStatements(undo, { a: body.data!.competition.activity.edges[0].node.id });
    expect(lock).toMatch(/for update/);
    expect(entry).toMatch(/^\s*select json_build_object/);
    expect(rest).toHaveLength(1);
  });

  it("replays ratings only when the history moves: three statements after the change, whatever came before", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const isReplay = (statement: string) => /pg_advisory_xact_lock|ratings/.test(statement);
    const sent = async (query: string, variables: Record<string, unknown>) => {
      statements = [];
      const { body } = await graphqlRequest(app.url, query, variables, ana.cookie);
      expect(body.errors).toBeUndefined();
      return statements.filter(isReplay);
    };
    const info = (fields: string) => `mutation ($c: ID!) { updateCompetitionInfo(id: $c, ${fields}) { id } }`;
    const sub = `mutation ($r: ID!) { addSubRound(roundId: $r, name: "Track", points: 3, playerId: null) { id } }`;
    expect(await sent(sub, { r: rounds[0].id })).toEqual([]);
    expect(await sent(info(`status: ONGOING, name: "Kart"`), { c: id })).toEqual([]);
    const [lock, history, save] = await sent(info("status: COMPLETE"), { c: id });
    expect([lock, history, save].map((statement) => statement.trim().slice(0, 40))).toEqual([
      expect.stringMatching(/pg_advisory_xact_lock/),
      expect.stringMatching(/^with games as/),
      expect.stringMatching(/^with kept as/),
    ]);
    expect(await sent(info(`name: "Kart 8"`), { c: id })).toEqual([]);
    expect(await sent(info("status: COMPLETE"), { c: id })).toEqual([]);
    expect(await sent(info("status: ABANDONED"), { c: id })).toHaveLength(3);
    expect(await sent(`mutation ($c: ID!) { deleteCompetition(id: $c) }`, { c: id })).toEqual([]);
  });

  it("creates a competition in one statement before its answer", async () => {
    statements = [];
    await createCompetition(app.url, ana, ben);
    const sent = statements.filter((statement) => !statement.includes('"sessions"'));
    expect(sent[0]).toMatch(/insert into competitions/);
    expect(sent.filter((statement) => /^\s*(begin|with|insert|update|delete)/i.test(statement))).toHaveLength(1);
  });
});
