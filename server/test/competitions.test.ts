import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
let statements = 0;
let ana: TestUser, ben: TestUser, cy: TestUser, dan: TestUser;

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: () => statements++ });
  [ana, ben, cy, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
  await befriend(app.url, ben, cy); // cy is a friend of a player, dan is a stranger
});
afterAll(() => app?.stop());

// What every operation below reads of a competition.
graphql(`
  fragment CompetitionTestFields on Competition {
    id
    name
    image
    description
    status
    public
    currentScore
    version
    viewerIsParticipant
    createdAt
    updatedAt
    winner {
      id
    }
    players {
      id
      username
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
      winner {
        id
      }
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

/** The answer to an operation that must succeed. */
const answer = <T, V>(user: TestUser | undefined, query: TypedDocumentString<T, V>, variables?: V) =>
  graphqlAnswer(app.url, query, variables, user?.cookie);

/** The refusal of an operation that must fail; the variables may be what the schema refuses. */
const refusal = (user: TestUser | undefined, query: { toString(): string }, variables?: object) =>
  graphqlRefusal(app.url, query, variables, user?.cookie);

const op = {
  create: graphql(`
    mutation TestCreate($name: String!, $opponentId: ID!, $image: String, $rules: [String!]) {
      createCompetition(name: $name, opponentId: $opponentId, image: $image, rules: $rules) {
        ...CompetitionTestFields
      }
    }
  `),
  get: graphql(`
    query TestGet($id: ID!) {
      competition(id: $id) {
        ...CompetitionTestFields
      }
    }
  `),
  info: graphql(`
    mutation TestInfo(
      $id: ID!
      $name: String!
      $image: String
      $description: String
      $status: CompetitionStatus!
      $public: Boolean!
      $v: Int
    ) {
      updateCompetitionInfo(
        id: $id
        name: $name
        image: $image
        description: $description
        status: $status
        public: $public
        expectedVersion: $v
      ) {
        ...CompetitionTestFields
      }
    }
  `),
  delete: graphql(`
    mutation TestDelete($id: ID!, $v: Int) {
      deleteCompetition(id: $id, expectedVersion: $v)
    }
  `),
  addRule: graphql(`
    mutation TestAddRule($id: ID!, $text: String!, $v: Int) {
      addRule(competitionId: $id, text: $text, expectedVersion: $v) {
        ...CompetitionTestFields
      }
    }
  `),
  removeRule: graphql(`
    mutation TestRemoveRule($id: ID!) {
      removeRule(ruleId: $id) {
        ...CompetitionTestFields
      }
    }
  `),
  addRound: graphql(`
    mutation TestAddRound($id: ID!, $v: Int) {
      addRound(competitionId: $id, expectedVersion: $v) {
        ...CompetitionTestFields
      }
    }
  `),
  deleteRound: graphql(`
    mutation TestDeleteRound($id: ID!) {
      deleteRound(roundId: $id) {
        ...CompetitionTestFields
      }
    }
  `),
  valid: graphql(`
    mutation TestValid($id: ID!, $valid: Boolean!) {
      setRoundValid(roundId: $id, valid: $valid) {
        ...CompetitionTestFields
      }
    }
  `),
  addSub: graphql(`
    mutation TestAddSub($id: ID!, $name: String!, $points: Int!, $player: ID, $v: Int) {
      addSubRound(roundId: $id, name: $name, points: $points, playerId: $player, expectedVersion: $v) {
        ...CompetitionTestFields
      }
    }
  `),
  deleteSub: graphql(`
    mutation TestDeleteSub($id: ID!) {
      deleteSubRound(subRoundId: $id) {
        ...CompetitionTestFields
      }
    }
  `),
};

async function create(name = "Mario Kart", by = ana, against = ben) {
  return (await answer(by, op.create, { name, opponentId: against.id })).createCompetition;
}

describe("createCompetition", () => {
  it("starts ongoing, 0-0, private, a draw, with one blank round, creator first", async () => {
    const competition = await create();
    expect(competition).toMatchObject({
      name: "Mario Kart",
      status: "ONGOING",
      currentScore: [0, 0],
      public: false,
      winner: null,
      description: "",
      rules: [],
      version: 1,
      viewerIsParticipant: true,
      players: [{ id: ana.id }, { id: ben.id }],
      rounds: [{ number: 1, valid: false, score: [0, 0], winner: null, subRounds: [] }],
    });
    expect(new Date(competition.createdAt).toISOString()).toBe(competition.createdAt);
  });

  it("starts with the house rules given, in order, trimmed", async () => {
    const { createCompetition } = await answer(ana, op.create, {
      name: "Kart",
      opponentId: ben.id,
      rules: [" 150cc ", "No blue shells"],
    });
    expect(createCompetition.rules.map((rule) => rule.text)).toEqual(["150cc", "No blue shells"]);
    expect(createCompetition.version).toBe(1);
  });

  it.each([
    [{ name: "", opponentId: "x" }, "Name and Opponent Needed"],
    [{ name: "Kart", opponentId: "" }, "Name and Opponent Needed"],
    [{ name: "Kart", opponentId: "x", image: "javascript:alert(1)" }, "Image must be an http(s) URL"],
    [{ name: "x".repeat(101), opponentId: "x" }, "Name too long (100 max)"],
    [{ name: "Kart", opponentId: "x", rules: ["150cc", "  "] }, "Please enter something"],
  ])("refuses %o: %s", async (variables, message) => {
    expect(await refusal(ana, op.create, variables)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("needs an accepted friend as opponent", async () => {
    for (const opponentId of [dan.id, ana.id, "not-an-id"]) {
      expect(await refusal(ana, op.create, { name: "Kart", opponentId })).toEqual({
        message: "Your opponent must be one of your friends",
        code: "BAD_USER_INPUT",
      });
    }
    expect((await refusal(undefined, op.create, { name: "Kart", opponentId: ben.id }))?.code).toBe("UNAUTHENTICATED");
  });
});

describe("rounds, sub-rounds and scoring", () => {
  it("computes round totals and winners, and counts only valid rounds", async () => {
    const competition = await create();
    const round1 = competition.rounds[0].id;
    await answer(ana, op.addSub, { id: round1, name: "Rainbow Road", points: 3, player: ana.id });
    await answer(ben, op.addSub, { id: round1, name: "Moo Moo Meadows", points: 2, player: ben.id });
    let c = (await answer(ben, op.addSub, { id: round1, name: "Koopa Beach", points: 1 })).addSubRound;
    expect(c.rounds[0]).toMatchObject({ score: [4, 3], winner: { id: ana.id }, valid: false });
    expect(c.rounds[0].subRounds.map((s) => [s.name, s.points, s.player?.id ?? null])).toEqual([
      ["Rainbow Road", 3, ana.id],
      ["Moo Moo Meadows", 2, ben.id],
      ["Koopa Beach", 1, null],
    ]);
    expect(c).toMatchObject({ currentScore: [0, 0], winner: null, version: 4 });

    c = (await answer(ana, op.valid, { id: round1, valid: true })).setRoundValid;
    expect(c).toMatchObject({ currentScore: [1, 0], winner: { id: ana.id } });

    c = (await answer(ben, op.addRound, { id: c.id })).addRound;
    const round2 = c.rounds[1].id;
    await answer(ben, op.addSub, { id: round2, name: "DK Summit", points: -2, player: ana.id });
    await answer(ben, op.valid, { id: round2, valid: true });
    c = (await answer(ben, op.get, { id: c.id })).competition;
    expect(c.rounds[1]).toMatchObject({ number: 2, score: [-2, 0], winner: { id: ben.id } });
    expect(c).toMatchObject({ currentScore: [1, 1], winner: null });

    const drawn = (await answer(ana, op.addSub, { id: round2, name: "Tie-break", points: 2, player: ana.id }))
      .addSubRound;
    expect(drawn.rounds[1]).toMatchObject({ score: [0, 0], winner: null });
    expect(drawn.currentScore).toEqual([2, 1]);

    const removed = (await answer(ana, op.deleteSub, { id: drawn.rounds[1].subRounds[1].id })).deleteSubRound;
    expect(removed.currentScore).toEqual([1, 1]);

    const afterDelete = (await answer(ana, op.deleteRound, { id: round2 })).deleteRound;
    expect(afterDelete.rounds.map((r) => r.number)).toEqual([1]);
    expect(afterDelete.currentScore).toEqual([1, 0]);
  });

  it("refuses Add Round while the last round is empty, and Delete Round of the only round", async () => {
    const competition = await create();
    expect(await refusal(ana, op.addRound, { id: competition.id })).toEqual({
      message: "Add a sub-round to the last round first",
      code: "FORBIDDEN",
    });
    expect(await refusal(ana, op.deleteRound, { id: competition.rounds[0].id })).toEqual({
      message: "A competition needs at least one round",
      code: "FORBIDDEN",
    });
    expect((await answer(ana, op.get, { id: competition.id })).competition.version).toBe(1);
  });

  it("checks sub-round input", async () => {
    const competition = await create();
    const round = competition.rounds[0].id;
    const add = (variables: Record<string, unknown>) =>
      refusal(ana, op.addSub, { id: round, name: "Track", points: 1, ...variables });
    expect(await add({ name: " " })).toEqual({ message: "Please name the sub-round", code: "BAD_USER_INPUT" });
    expect((await add({ points: 1_000_001 }))?.message).toBe("Points must be a whole number from -1000000 to 1000000");
    expect((await add({ points: 1.5 }))?.code).toBe("BAD_USER_INPUT");
    expect((await add({ points: "3" }))?.code).toBe("BAD_USER_INPUT");
    expect((await add({ player: cy.id }))?.message).toBe("A sub-round goes to one of the two players, or is a draw");
    expect(await add({ points: 0 })).toBeUndefined();
    const added = await answer(ana, op.get, { id: competition.id });
    expect(added.competition?.rounds[0].subRounds).toHaveLength(1);
    expect(await refusal(ana, op.addSub, { id: "00000000-0000-4000-8000-00000000beef", name: "x", points: 1 })).toEqual(
      {
        message: "Round not found",
        code: "NOT_FOUND",
      },
    );
  });
});

describe("rules and info", () => {
  it("adds and removes rules, refusing an empty one", async () => {
    const competition = await create();
    expect(await refusal(ana, op.addRule, { id: competition.id, text: "  " })).toEqual({
      message: "Please enter something",
      code: "BAD_USER_INPUT",
    });
    await answer(ana, op.addRule, { id: competition.id, text: "150cc" });
    const { rules } = (await answer(ben, op.addRule, { id: competition.id, text: "No items" })).addRule;
    expect(rules.map((rule) => rule.text)).toEqual(["150cc", "No items"]);
    const after = (await answer(ben, op.removeRule, { id: rules[0].id })).removeRule;
    expect(after.rules.map((rule) => rule.text)).toEqual(["No items"]);
    expect(await refusal(ben, op.removeRule, { id: rules[0].id })).toEqual({
      message: "Rule not found",
      code: "NOT_FOUND",
    });
  });

  it("saves info, status and visibility, refusing an empty name", async () => {
    const competition = await create();
    const base = { id: competition.id, name: "Kart", status: "ONGOING" as const, public: false };
    expect(await refusal(ana, op.info, { ...base, name: " " })).toEqual({
      message: "Competitions should have names",
      code: "BAD_USER_INPUT",
    });
    const saved = (
      await answer(ben, op.info, {
        ...base,
        image: "https://example.com/kart.png",
        description: "Season 2",
        status: "ABANDONED" as const,
        public: true,
      })
    ).updateCompetitionInfo;
    expect(saved).toMatchObject({
      name: "Kart",
      image: "https://example.com/kart.png",
      description: "Season 2",
      status: "ABANDONED",
      public: true,
    });
    const INFO_WITHOUT_IMAGE = graphql(`
      mutation TestInfoWithoutImage($id: ID!) {
        updateCompetitionInfo(id: $id, name: "Kart 2", status: ONGOING, public: true) {
          name
          image
          description
        }
      }
    `);
    expect((await answer(ana, INFO_WITHOUT_IMAGE, { id: competition.id })).updateCompetitionInfo).toEqual({
      name: "Kart 2",
      image: "https://example.com/kart.png",
      description: "Season 2",
    });
    const cleared = await answer(ana, op.info, { ...base, image: null, description: null });
    expect(cleared.updateCompetitionInfo).toMatchObject({ image: null, description: "" });
  });

  it("changes only the fields it is given, so the other player's change to another field stays", async () => {
    const competition = await create();
    const PARTIAL = graphql(`
      mutation TestPartialInfo(
        $id: ID!
        $name: String
        $description: String
        $status: CompetitionStatus
        $public: Boolean
      ) {
        updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {
          name
          image
          description
          status
          public
          version
        }
      }
    `);
    await answer(ana, PARTIAL, { id: competition.id, name: "Kart 2" });
    const saved = await answer(ben, PARTIAL, { id: competition.id, description: "Best of ten" });
    expect(saved.updateCompetitionInfo).toEqual({
      name: "Kart 2",
      image: null,
      description: "Best of ten",
      status: "ONGOING",
      public: false,
      version: 3,
    });
    const published = await answer(ben, PARTIAL, { id: competition.id, public: true });
    expect(published.updateCompetitionInfo).toMatchObject({ name: "Kart 2", description: "Best of ten" });
  });

  it.each([
    [{}, "Nothing to change: give at least one field"],
    [{ name: null }, "Competitions should have names"],
    [{ name: "Kart", status: null }, "Status and visibility cannot be empty"],
    [{ description: "Fine", public: null }, "Status and visibility cannot be empty"],
    [{ name: "x".repeat(101), description: "Fine" }, "Name too long (100 max)"],
    [{ description: "x".repeat(5001), name: "Fine" }, "Description too long (5000 max)"],
    [{ image: "ftp://example.com/x.png", name: "Fine" }, "Image must be an http(s) URL"],
  ])("refuses the info edit %o (%s) and changes nothing", async (fields, message) => {
    const competition = await create();
    const EDIT = graphql(`
      mutation CompetitionsRefusedEdit(
        $id: ID!
        $name: String
        $image: String
        $description: String
        $status: CompetitionStatus
        $public: Boolean
      ) {
        updateCompetitionInfo(
          id: $id
          name: $name
          image: $image
          description: $description
          status: $status
          public: $public
        ) {
          id
        }
      }
    `);
    expect(await refusal(ana, EDIT, { id: competition.id, ...fields })).toEqual({
      message,
      code: "BAD_USER_INPUT",
    });
    const after = (await answer(ana, op.get, { id: competition.id })).competition;
    expect(after).toMatchObject({ name: "Mario Kart", image: null, description: "", status: "ONGOING", version: 1 });
  });

  it("edits rules, rounds, sub-rounds and validity only while ongoing; info always", async () => {
    const competition = await create();
    await answer(ana, op.info, { id: competition.id, name: "Done", status: "COMPLETE", public: false });
    const refused = { message: "Only an ongoing competition's rules and rounds can be edited", code: "FORBIDDEN" };
    expect(await refusal(ana, op.addRule, { id: competition.id, text: "late" })).toEqual(refused);
    expect(await refusal(ana, op.addSub, { id: competition.rounds[0].id, name: "x", points: 1 })).toEqual(refused);
    expect(await refusal(ana, op.valid, { id: competition.rounds[0].id, valid: true })).toEqual(refused);
    const reopened = await answer(ana, op.info, { id: competition.id, name: "Done", status: "ONGOING", public: false });
    expect(reopened.updateCompetitionInfo.status).toBe("ONGOING");
  });
});

describe("permissions", () => {
  it("lets players edit, friends of a player read, and hides a private one from everyone else", async () => {
    const competition = await create();
    const notFound = { message: "Competition not found", code: "NOT_FOUND" };
    expect((await answer(cy, op.get, { id: competition.id })).competition.viewerIsParticipant).toBe(false);
    expect(await refusal(cy, op.addRule, { id: competition.id, text: "mine" })).toEqual({
      message: "Only the players can edit this competition",
      code: "FORBIDDEN",
    });
    expect(await refusal(dan, op.get, { id: competition.id })).toEqual(notFound);
    expect(await refusal(dan, op.addRule, { id: competition.id, text: "mine" })).toEqual(notFound);
    expect(await refusal(dan, op.addSub, { id: competition.rounds[0].id, name: "x", points: 1 })).toEqual(notFound);
    expect(await refusal(undefined, op.get, { id: competition.id })).toEqual(notFound);
    expect((await refusal(undefined, op.addRule, { id: competition.id, text: "x" }))?.code).toBe("UNAUTHENTICATED");
    expect(await refusal(dan, op.delete, { id: competition.id })).toEqual(notFound);
  });

  it("shows a public one to anyone, signed out too, read-only", async () => {
    const competition = await create();
    await answer(ana, op.info, { id: competition.id, name: "Open", status: "ONGOING", public: true });
    expect((await answer(undefined, op.get, { id: competition.id })).competition.name).toBe("Open");
    expect((await answer(dan, op.get, { id: competition.id })).competition.viewerIsParticipant).toBe(false);
    expect((await refusal(dan, op.addRound, { id: competition.id }))?.code).toBe("FORBIDDEN");
    expect((await refusal(dan, op.delete, { id: competition.id }))?.code).toBe("FORBIDDEN");
  });
});

describe("expectedVersion", () => {
  it("refuses a stale version with CONFLICT and changes nothing", async () => {
    const competition = await create();
    await answer(ben, op.addRule, { id: competition.id, text: "first", v: 1 });
    const stale = await refusal(ana, op.addRule, { id: competition.id, text: "second", v: 1 });
    expect(stale?.code).toBe("CONFLICT");
    expect(
      (await refusal(ana, op.info, { id: competition.id, name: "X", status: "ONGOING", public: true, v: 1 }))?.code,
    ).toBe("CONFLICT");
    expect((await refusal(ana, op.delete, { id: competition.id, v: 1 }))?.code).toBe("CONFLICT");
    const now = (await answer(ana, op.get, { id: competition.id })).competition;
    expect(now).toMatchObject({ version: 2, name: "Mario Kart", public: false, rules: [{ text: "first" }] });
    expect((await answer(ana, op.addRule, { id: competition.id, text: "second", v: 2 })).addRule.version).toBe(3);
  });
});

describe("deleting and the head-to-head record", () => {
  const SCORE = graphql(`
    query TestScore {
      me {
        id
        friends {
          score
          user {
            id
          }
        }
      }
    }
  `);
  async function recordOf(user: TestUser, other: TestUser) {
    const { me } = await answer(user, SCORE);
    return me?.friends.find((friend) => friend.user.id === other.id)?.score;
  }

  it("follows status and winner changes, and deletion", async () => {
    const [eve, fay] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, eve, fay);
    const competition = await create("Smash", eve, fay);
    await answer(fay, op.addSub, {
      id: competition.rounds[0].id,
      name: "Final Destination",
      points: 1,
      player: fay.id,
    });
    await answer(fay, op.valid, { id: competition.rounds[0].id, valid: true });
    expect(await recordOf(eve, fay)).toEqual([0, 0]);
    await answer(eve, op.info, { id: competition.id, name: "Smash", status: "COMPLETE", public: false });
    expect(await recordOf(eve, fay)).toEqual([0, 1]);
    expect(await recordOf(fay, eve)).toEqual([1, 0]);

    const other = await create("Tetris", fay, eve);
    await answer(fay, op.info, { id: other.id, name: "Tetris", status: "COMPLETE", public: false });
    expect(await recordOf(eve, fay)).toEqual([1, 2]); // a draw counts for both

    expect((await refusal(cy, op.delete, { id: competition.id }))?.code).toBe("NOT_FOUND");
    expect(await answer(eve, op.delete, { id: competition.id })).toEqual({ deleteCompetition: competition.id });
    expect((await refusal(eve, op.get, { id: competition.id }))?.code).toBe("NOT_FOUND");
    expect(await recordOf(eve, fay)).toEqual([1, 1]);
  });
});

describe("competitions list", () => {
  const LIST = graphql(`
    query TestList($status: CompetitionStatus, $friendId: ID) {
      competitions(status: $status, friendId: $friendId) {
        id
        name
        status
        players {
          id
        }
      }
    }
  `);

  it("lists the viewer's competitions, most recently updated first, with filters", async () => {
    const [gus, hal, ivy] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, gus, hal);
    await befriend(app.url, gus, ivy);
    const first = await create("First", gus, hal);
    await create("Second", ivy, gus);
    await answer(gus, op.info, { id: first.id, name: "First", status: "COMPLETE", public: false });
    const names = async (variables = {}) => (await answer(gus, LIST, variables)).competitions.map((c) => c.name);
    expect(await names()).toEqual(["First", "Second"]);
    expect(await names({ status: "ONGOING" })).toEqual(["Second"]);
    expect(await names({ friendId: ivy.id })).toEqual(["Second"]);
    expect(await names({ friendId: "nope" })).toEqual([]);
    expect((await answer(hal, LIST)).competitions.map((c) => c.id)).toEqual([first.id]);
    expect((await refusal(undefined, LIST))?.code).toBe("UNAUTHENTICATED");
  });
});

describe("reads in a constant number of SQL statements", () => {
  async function countStatements(run: () => Promise<unknown>) {
    statements = 0;
    await run();
    return statements;
  }

  it("for competition(id) and competitions, whatever the size", async () => {
    const [jo, kim] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, jo, kim);
    const small = await create("Small", jo, kim);
    const big = await create("Big", jo, kim);
    for (let r = 0; r < 4; r++) {
      const round = (await answer(jo, op.get, { id: big.id })).competition.rounds[r].id;
      for (let s = 0; s < 3; s++) await answer(jo, op.addSub, { id: round, name: `S${s}`, points: 1, player: kim.id });
      await answer(jo, op.addRule, { id: big.id, text: `Rule ${r}` });
      if (r < 3) await answer(jo, op.addRound, { id: big.id });
    }
    // Both changed since they were last read: each read is the answer cache's check, then the read itself.
    await answer(jo, op.get, { id: small.id });
    await answer(jo, op.addRule, { id: small.id, text: "Rule" });
    const one = await countStatements(() => answer(jo, op.get, { id: small.id }));
    const many = await countStatements(() => answer(jo, op.get, { id: big.id }));
    expect(many).toBe(one);
    // And unchanged, only the check.
    expect(await countStatements(() => answer(jo, op.get, { id: big.id }))).toBe(
      await countStatements(() => answer(jo, op.get, { id: small.id })),
    );

    const LIST = graphql(`
      query TestListAll {
        competitions {
          ...CompetitionTestFields
        }
      }
    `);
    await answer(jo, LIST);
    await create("Third", jo, kim);
    const listOfThree = await countStatements(() => answer(jo, LIST));
    for (let i = 0; i < 5; i++) await create(`More ${i}`, jo, kim);
    const listOfEight = await countStatements(() => answer(jo, LIST));
    expect(listOfEight).toBe(listOfThree);
  });
});

describe("sampleCompetition", () => {
  it("is the public competition seeded at start-up, with its score computed", async () => {
    const SAMPLE = graphql(`
      query TestSample {
        sampleCompetition {
          id
          public
          currentScore
          winner {
            username
          }
          rounds {
            valid
          }
          players {
            username
          }
        }
      }
    `);
    const { sampleCompetition } = await answer(undefined, SAMPLE);
    expect(sampleCompetition).toMatchObject({
      id: app.config.sampleCompetitionId,
      public: true,
      currentScore: [1, 1],
    });
    expect(sampleCompetition?.rounds).toHaveLength(3);
  });
});
