import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientMutations } from "../src/db/schema";
import {
  createCompetition,
  graphql,
  graphqlRequest,
  refusalIn,
  startTestApp,
  type ClientMutationIdCompetitionFragment,
  type TestApp,
  type TestUser,
  twoFriends,
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
  fragment ClientMutationIdCompetition on Competition {
    id
    name
    version
    currentScore
    rules {
      id
      text
    }
    rounds {
      id
      valid
      subRounds {
        id
        name
      }
    }
  }
`);

type Competition = ClientMutationIdCompetitionFragment;

/** What each edit below answers: its one field, the competition it changed (a deletion: the competition's id). */
type Edited = Record<string, Competition>;

async function call<T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables: V) {
  const { body } = await graphqlRequest(app.url, query, variables, user.cookie);
  return { data: body.data, error: refusalIn(body) };
}

const READ = graphql(`
  query ClientMutationIdRead($id: ID!) {
    competition(id: $id) {
      ...ClientMutationIdCompetition
    }
  }
`);

async function read(id: string): Promise<Competition> {
  return (await call(ana, READ, { id })).data!.competition;
}

const NAMES_OF_MINE = graphql(`
  query ClientMutationIdNamesOfMine {
    competitions {
      name
    }
  }
`);

async function namesOfMine(): Promise<string[]> {
  const { data } = await call(ana, NAMES_OF_MINE, {});
  return data!.competitions.map((competition) => competition.name);
}

const op = {
  create: graphql(`
    mutation ClientMutationIdCreate($name: String!, $o: ID!, $m: ID) {
      createCompetition(name: $name, opponentId: $o, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  info: graphql(`
    mutation ClientMutationIdUpdateInfo($id: ID!, $name: String!, $m: ID) {
      updateCompetitionInfo(id: $id, name: $name, status: ONGOING, public: false, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  delete: graphql(`
    mutation ClientMutationIdDeleteCompetition($id: ID!, $m: ID) {
      deleteCompetition(id: $id, clientMutationId: $m)
    }
  `),
  addRule: graphql(`
    mutation ClientMutationIdAddRule($id: ID!, $text: String!, $m: ID, $v: Int) {
      addRule(competitionId: $id, text: $text, clientMutationId: $m, expectedVersion: $v) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  removeRule: graphql(`
    mutation ClientMutationIdRemoveRule($id: ID!, $m: ID) {
      removeRule(ruleId: $id, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  addRound: graphql(`
    mutation ClientMutationIdAddRound($id: ID!, $m: ID, $v: Int) {
      addRound(competitionId: $id, clientMutationId: $m, expectedVersion: $v) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  deleteRound: graphql(`
    mutation ClientMutationIdDeleteRound($id: ID!, $m: ID) {
      deleteRound(roundId: $id, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  valid: graphql(`
    mutation ClientMutationIdSetRoundValid($id: ID!, $valid: Boolean!, $m: ID) {
      setRoundValid(roundId: $id, valid: $valid, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  addSub: graphql(`
    mutation ClientMutationIdAddSubRound($id: ID!, $name: String!, $m: ID) {
      addSubRound(roundId: $id, name: $name, points: 3, playerId: null, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
  deleteSub: graphql(`
    mutation ClientMutationIdDeleteSubRound($id: ID!, $m: ID) {
      deleteSubRound(subRoundId: $id, clientMutationId: $m) {
        ...ClientMutationIdCompetition
      }
    }
  `),
};

/** Sends the same edit twice with one clientMutationId; both answers, and the competition after them. */
async function twice<T, V extends object>(query: TypedDocumentString<T, V>, variables: V, by = ana) {
  const m = randomUUID();
  const first = await call(by, query, { ...variables, m });
  const repeat = await call(by, query, { ...variables, m });
  return { first, repeat };
}

/**
 * An edit of the tables below, answering with the competition it changed: its document (naming it in failures)
 * and its variables, checked against each other here and sent by `twice`.
 */
const edit = <V extends object>(query: TypedDocumentString<Edited, V>, variables: V) =>
  [String(query), () => twice(query, variables)] as const;

const field = (answer: { data?: Edited | null }) => Object.values(answer.data ?? {})[0];

describe("a repeated clientMutationId", () => {
  it("applies each competition edit once and answers with the competition as it is", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const round1 = rounds[0].id;
    const edits = [
      edit(op.addSub, { id: round1, name: "Rainbow Road" }),
      edit(op.valid, { id: round1, valid: true }),
      edit(op.addRound, { id }),
      edit(op.addRule, { id, text: "No items" }),
      edit(op.info, { id, name: "Kart" }),
    ];
    for (const [query, sendTwice] of edits) {
      const before = await read(id);
      const { first, repeat } = await sendTwice();
      expect(first.error, query).toBeUndefined();
      expect(repeat, query).toEqual(first);
      expect(field(first).version, query).toBe(before.version + 1);
    }
    let competition = await read(id);
    expect(competition).toMatchObject({ name: "Kart", currentScore: [1, 1], rules: [{ text: "No items" }] });
    expect(competition.rounds).toHaveLength(2);
    expect(competition.rounds[0].subRounds.map((s) => s.name)).toEqual(["Rainbow Road"]);

    // A repeat of a removal finds its target gone, and still answers as the first time did.
    const removals = [
      edit(op.deleteSub, { id: competition.rounds[0].subRounds[0].id }),
      edit(op.removeRule, { id: competition.rules[0].id }),
      edit(op.deleteRound, { id: competition.rounds[1].id }),
    ];
    for (const [query, sendTwice] of removals) {
      const { first, repeat } = await sendTwice();
      expect(first.error, query).toBeUndefined();
      expect(repeat, query).toEqual(first);
    }
    competition = await read(id);
    expect(competition).toMatchObject({ rules: [], rounds: [{ id: round1, subRounds: [] }] });
    expect(competition.version).toBe(9);

    const deleted = await twice(op.delete, { id });
    expect(deleted.first).toEqual({ data: { deleteCompetition: id }, error: undefined });
    expect(deleted.repeat).toEqual(deleted.first);
  });

  it("creates one competition", async () => {
    const { first, repeat } = await twice(op.create, { name: "Once", o: ben.id });
    expect(first.error).toBeUndefined();
    expect(repeat).toEqual(first);
    expect((await namesOfMine()).filter((name) => name === "Once")).toHaveLength(1);
  });

  it("answers with the other player's later edits, and skips the version check it already passed", async () => {
    const { id, rounds, version } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    const variables = { id: rounds[0].id, name: "Koopa Beach", m };
    await call(ana, op.addSub, variables);
    await call(ben, op.addRule, { id, text: "Best of three" });
    const repeat = field(await call(ana, op.addSub, variables));
    expect(repeat).toMatchObject({ version: version + 2, rules: [{ text: "Best of three" }] });
    expect(repeat.rounds[0].subRounds).toHaveLength(1);

    const added = randomUUID();
    await call(ana, op.addRound, { id, m: added, v: version + 2 });
    const again = await call(ana, op.addRound, { id, m: added, v: version + 2 });
    expect(again.error).toBeUndefined();
    expect((await read(id)).rounds).toHaveLength(2);
  });

  it("is applied once when both copies arrive at the same time", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(ana, op.addSub, { id: rounds[0].id, name: "Twice?", m })),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const competition = await read(id);
    expect(competition.rounds[0].subRounds).toHaveLength(1);
    expect(competition.version).toBe(2);
  });

  it("is the user's own: another user's same id is a different edit", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    await call(ana, op.addSub, { id: rounds[0].id, name: "Ana's", m });
    await call(ben, op.addSub, { id: rounds[0].id, name: "Ben's", m });
    expect((await read(id)).rounds[0].subRounds.map((s) => s.name)).toEqual(["Ana's", "Ben's"]);
  });

  it("is not taken by a refused edit: the retry is applied once it is allowed", async () => {
    const { id, rounds } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    expect((await call(ana, op.addRound, { id, m })).error).toEqual({
      message: "Add a sub-round to the last round first",
      code: "FORBIDDEN",
    });
    await call(ana, op.addSub, { id: rounds[0].id, name: "Rainbow Road" });
    expect((await call(ana, op.addRound, { id, m })).error).toBeUndefined();
    expect((await call(ana, op.addRound, { id, m })).error).toBeUndefined();
    expect((await read(id)).rounds).toHaveLength(2);
  });

  it("answers a plain retry of the same edit, even with another expectedVersion", async () => {
    const { id, version } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    const first = await call(ana, op.addRule, { id, text: "first", m, v: version });
    const retry = await call(ana, op.addRule, { id, text: "first", m, v: version + 5 });
    expect(first.error).toBeUndefined();
    expect(retry).toEqual(first);
    expect(await read(id)).toMatchObject({ version: version + 1, rules: [{ text: "first" }] });
  });
});

describe("a clientMutationId used for another change", () => {
  const REUSED = { message: "This edit id was already used for another change", code: "CONFLICT" };

  it("is refused with other arguments, another operation or another competition, changing nothing", async () => {
    const { id, version } = await createCompetition(app.url, ana, ben);
    const other = await createCompetition(app.url, ana, ben);
    const m = "key-12345678";
    expect((await call(ana, op.addRule, { id, text: "first", m })).error).toBeUndefined();
    const attempts = {
      "other text": () => call(ana, op.addRule, { id, text: "second", m }),
      "another operation": () => call(ana, op.addRound, { id, m }),
      "another competition": () => call(ana, op.addRule, { id: other.id, text: "first", m }),
      "a creation": () => call(ana, op.create, { name: "Reused", o: ben.id, m }),
    };
    for (const [attempt, send] of Object.entries(attempts)) {
      expect({ attempt, ...(await send()) }).toEqual({ attempt, data: null, error: REUSED });
    }
    expect(await read(id)).toMatchObject({ version: version + 1, rules: [{ text: "first" }] });
    expect((await read(id)).rounds).toHaveLength(1);
    expect(await read(other.id)).toMatchObject({ version: other.version, rules: [] });
    expect(await namesOfMine()).not.toContain("Reused");
    // The refusals took nothing: the same edit is still answered as done.
    expect((await call(ana, op.addRule, { id, text: "first", m })).error).toBeUndefined();
  });

  it("is refused for a creation with other arguments", async () => {
    const m = randomUUID();
    expect((await call(ana, op.create, { name: "Created once", o: ben.id, m })).error).toBeUndefined();
    expect((await call(ana, op.create, { name: "Created twice", o: ben.id, m })).error).toEqual(REUSED);
    expect(await namesOfMine()).not.toContain("Created twice");
  });

  it("applies one of two different edits sent at the same time, and refuses the other", async () => {
    const { id, version } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    const answers = await Promise.all(["left", "right"].map((text) => call(ana, op.addRule, { id, text, m })));
    expect(answers.map((answer) => answer.error ?? "applied").sort()).toEqual(["applied", REUSED].sort());
    const applied = answers.find((answer) => !answer.error)!;
    const competition = await read(id);
    expect(competition.version).toBe(version + 1);
    expect(competition.rules).toEqual(field(applied).rules);
  });
});

describe("a clientMutationId recorded before ids were bound to their edit", () => {
  it("is answered as a repeat, applying nothing, as it was then", async () => {
    const { id, version } = await createCompetition(app.url, ana, ben);
    const m = randomUUID();
    await app.database.db.insert(clientMutations).values({ userId: ana.id, clientMutationId: m, competitionId: id });
    expect((await call(ana, op.addRule, { id, text: "sent again", m })).error).toBeUndefined();
    expect(await read(id)).toMatchObject({ version, rules: [] });
  });
});

describe("a malformed clientMutationId", () => {
  it.each(["", "short", "x".repeat(65), "no spaces allowed", "semi;colon"])("is refused when it is %j", async (m) => {
    const { id, rounds, version } = await createCompetition(app.url, ana, ben);
    for (const send of [
      () => call(ana, op.addSub, { id: rounds[0].id, name: "Rainbow Road", m }),
      () => call(ana, op.create, { name: "Refused", o: ben.id, m }),
    ]) {
      expect((await send()).error).toEqual({
        message: "clientMutationId must be 8 to 64 letters, digits, - or _",
        code: "BAD_USER_INPUT",
      });
    }
    expect(await read(id)).toMatchObject({ version, rounds: [{ subRounds: [] }] });
    expect(await namesOfMine()).not.toContain("Refused");
  });
});
