import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { befriend, graphqlRequest, signUp, startTestApp, type TestApp, type TestUser } from "./support";

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

const FIELDS = `id name image description status public currentScore version viewerIsParticipant createdAt updatedAt
  winner { id } players { id username } rules { id text }
  rounds { id number valid score winner { id } subRounds { id name points player { id } } }`;

async function call(user: TestUser | undefined, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await graphqlRequest(app.url, query, variables, user?.cookie);
  const error = body.errors?.[0];
  return { data: body.data as any, error: error && { message: error.message, code: error.extensions?.code } };
}

const op = {
  create: `mutation ($name: String!, $opponentId: ID!, $image: String) { createCompetition(name: $name, opponentId: $opponentId, image: $image) { ${FIELDS} } }`,
  get: `query ($id: ID!) { competition(id: $id) { ${FIELDS} } }`,
  info: `mutation ($id: ID!, $name: String!, $image: String, $description: String, $status: CompetitionStatus!, $public: Boolean!, $v: Int) {
    updateCompetitionInfo(id: $id, name: $name, image: $image, description: $description, status: $status, public: $public, expectedVersion: $v) { ${FIELDS} } }`,
  delete: `mutation ($id: ID!, $v: Int) { deleteCompetition(id: $id, expectedVersion: $v) }`,
  addRule: `mutation ($id: ID!, $text: String!, $v: Int) { addRule(competitionId: $id, text: $text, expectedVersion: $v) { ${FIELDS} } }`,
  removeRule: `mutation ($id: ID!) { removeRule(ruleId: $id) { ${FIELDS} } }`,
  addRound: `mutation ($id: ID!, $v: Int) { addRound(competitionId: $id, expectedVersion: $v) { ${FIELDS} } }`,
  deleteRound: `mutation ($id: ID!) { deleteRound(roundId: $id) { ${FIELDS} } }`,
  valid: `mutation ($id: ID!, $valid: Boolean!) { setRoundValid(roundId: $id, valid: $valid) { ${FIELDS} } }`,
  addSub: `mutation ($id: ID!, $name: String!, $points: Int!, $player: ID, $v: Int) {
    addSubRound(roundId: $id, name: $name, points: $points, playerId: $player, expectedVersion: $v) { ${FIELDS} } }`,
  deleteSub: `mutation ($id: ID!) { deleteSubRound(subRoundId: $id) { ${FIELDS} } }`,
};

async function create(name = "Mario Kart", by = ana, against = ben) {
  const { data, error } = await call(by, op.create, { name, opponentId: against.id });
  if (error) throw new Error(error.message);
  return data.createCompetition;
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

  it.each([
    [{ name: "", opponentId: "x" }, "Name and Opponent Needed"],
    [{ name: "Kart", opponentId: "" }, "Name and Opponent Needed"],
    [{ name: "Kart", opponentId: "x", image: "javascript:alert(1)" }, "Image must be an http(s) URL"],
    [{ name: "x".repeat(101), opponentId: "x" }, "Name too long (100 max)"],
  ])("refuses %o: %s", async (variables, message) => {
    expect((await call(ana, op.create, variables)).error).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("needs an accepted friend as opponent", async () => {
    for (const opponentId of [dan.id, ana.id, "not-an-id"]) {
      expect((await call(ana, op.create, { name: "Kart", opponentId })).error).toEqual({
        message: "Your opponent must be one of your friends",
        code: "BAD_USER_INPUT",
      });
    }
    expect((await call(undefined, op.create, { name: "Kart", opponentId: ben.id })).error?.code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("rounds, sub-rounds and scoring", () => {
  it("computes round totals and winners, and counts only valid rounds", async () => {
    const competition = await create();
    const round1 = competition.rounds[0].id;
    await call(ana, op.addSub, { id: round1, name: "Rainbow Road", points: 3, player: ana.id });
    await call(ben, op.addSub, { id: round1, name: "Moo Moo Meadows", points: 2, player: ben.id });
    const { data } = await call(ben, op.addSub, { id: round1, name: "Koopa Beach", points: 1 });
    let c = data.addSubRound;
    expect(c.rounds[0]).toMatchObject({ score: [4, 3], winner: { id: ana.id }, valid: false });
    expect(c.rounds[0].subRounds.map((s: any) => [s.name, s.points, s.player?.id ?? null])).toEqual([
      ["Rainbow Road", 3, ana.id],
      ["Moo Moo Meadows", 2, ben.id],
      ["Koopa Beach", 1, null],
    ]);
    expect(c).toMatchObject({ currentScore: [0, 0], winner: null, version: 4 });

    c = (await call(ana, op.valid, { id: round1, valid: true })).data.setRoundValid;
    expect(c).toMatchObject({ currentScore: [1, 0], winner: { id: ana.id } });

    c = (await call(ben, op.addRound, { id: c.id })).data.addRound;
    const round2 = c.rounds[1].id;
    await call(ben, op.addSub, { id: round2, name: "DK Summit", points: -2, player: ana.id });
    await call(ben, op.valid, { id: round2, valid: true });
    c = (await call(ben, op.get, { id: c.id })).data.competition;
    expect(c.rounds[1]).toMatchObject({ number: 2, score: [-2, 0], winner: { id: ben.id } });
    expect(c).toMatchObject({ currentScore: [1, 1], winner: null });

    const drawn = (await call(ana, op.addSub, { id: round2, name: "Tie-break", points: 2, player: ana.id })).data
      .addSubRound;
    expect(drawn.rounds[1]).toMatchObject({ score: [0, 0], winner: null });
    expect(drawn.currentScore).toEqual([2, 1]);

    const removed = (await call(ana, op.deleteSub, { id: drawn.rounds[1].subRounds[1].id })).data.deleteSubRound;
    expect(removed.currentScore).toEqual([1, 1]);

    const afterDelete = (await call(ana, op.deleteRound, { id: round2 })).data.deleteRound;
    expect(afterDelete.rounds.map((r: any) => r.number)).toEqual([1]);
    expect(afterDelete.currentScore).toEqual([1, 0]);
  });

  it("refuses Add Round while the last round is empty, and Delete Round of the only round", async () => {
    const competition = await create();
    expect((await call(ana, op.addRound, { id: competition.id })).error).toEqual({
      message: "Add a sub-round to the last round first",
      code: "FORBIDDEN",
    });
    expect((await call(ana, op.deleteRound, { id: competition.rounds[0].id })).error).toEqual({
      message: "A competition needs at least one round",
      code: "FORBIDDEN",
    });
    expect((await call(ana, op.get, { id: competition.id })).data.competition.version).toBe(1);
  });

  it("checks sub-round input", async () => {
    const competition = await create();
    const round = competition.rounds[0].id;
    const add = (variables: Record<string, unknown>) =>
      call(ana, op.addSub, { id: round, name: "Track", points: 1, ...variables });
    expect((await add({ name: " " })).error).toEqual({ message: "Please name the sub-round", code: "BAD_USER_INPUT" });
    expect((await add({ points: 1_000_001 })).error?.message).toBe(
      "Points must be a whole number from -1000000 to 1000000",
    );
    expect((await add({ points: 1.5 })).error?.code).toBe("BAD_USER_INPUT");
    expect((await add({ points: "3" })).error?.code).toBe("BAD_USER_INPUT");
    expect((await add({ player: cy.id })).error?.message).toBe(
      "A sub-round goes to one of the two players, or is a draw",
    );
    expect((await add({ points: 0 })).data.addSubRound.rounds[0].subRounds).toHaveLength(1);
    expect(
      (await call(ana, op.addSub, { id: "00000000-0000-4000-8000-00000000beef", name: "x", points: 1 })).error,
    ).toEqual({
      message: "Round not found",
      code: "NOT_FOUND",
    });
  });
});

describe("rules and info", () => {
  it("adds and removes rules, refusing an empty one", async () => {
    const competition = await create();
    expect((await call(ana, op.addRule, { id: competition.id, text: "  " })).error).toEqual({
      message: "Please enter something",
      code: "BAD_USER_INPUT",
    });
    await call(ana, op.addRule, { id: competition.id, text: "150cc" });
    const { rules } = (await call(ben, op.addRule, { id: competition.id, text: "No items" })).data.addRule;
    expect(rules.map((rule: any) => rule.text)).toEqual(["150cc", "No items"]);
    const after = (await call(ben, op.removeRule, { id: rules[0].id })).data.removeRule;
    expect(after.rules.map((rule: any) => rule.text)).toEqual(["No items"]);
    expect((await call(ben, op.removeRule, { id: rules[0].id })).error).toEqual({
      message: "Rule not found",
      code: "NOT_FOUND",
    });
  });

  it("saves info, status and visibility, refusing an empty name", async () => {
    const competition = await create();
    const base = { id: competition.id, name: "Kart", status: "ONGOING", public: false };
    expect((await call(ana, op.info, { ...base, name: " " })).error).toEqual({
      message: "Competitions should have names",
      code: "BAD_USER_INPUT",
    });
    const saved = (
      await call(ben, op.info, {
        ...base,
        image: "https://example.com/kart.png",
        description: "Season 2",
        status: "ABANDONED",
        public: true,
      })
    ).data.updateCompetitionInfo;
    expect(saved).toMatchObject({
      name: "Kart",
      image: "https://example.com/kart.png",
      description: "Season 2",
      status: "ABANDONED",
      public: true,
    });
    const INFO_WITHOUT_IMAGE = `mutation ($id: ID!) { updateCompetitionInfo(id: $id, name: "Kart 2", status: ONGOING, public: true) { name image description } }`;
    expect((await call(ana, INFO_WITHOUT_IMAGE, { id: competition.id })).data.updateCompetitionInfo).toEqual({
      name: "Kart 2",
      image: "https://example.com/kart.png",
      description: "Season 2",
    });
    const cleared = await call(ana, op.info, { ...base, image: null, description: null });
    expect(cleared.data.updateCompetitionInfo).toMatchObject({ image: null, description: "" });
  });

  it("changes only the fields it is given, so the other player's change to another field stays", async () => {
    const competition = await create();
    const PARTIAL = `mutation ($id: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
      updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {
        name image description status public version } }`;
    await call(ana, PARTIAL, { id: competition.id, name: "Kart 2" });
    const saved = await call(ben, PARTIAL, { id: competition.id, description: "Best of ten" });
    expect(saved.data.updateCompetitionInfo).toEqual({
      name: "Kart 2",
      image: null,
      description: "Best of ten",
      status: "ONGOING",
      public: false,
      version: 3,
    });
    const published = await call(ben, PARTIAL, { id: competition.id, public: true });
    expect(published.data.updateCompetitionInfo).toMatchObject({ name: "Kart 2", description: "Best of ten" });
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
    const EDIT = `mutation ($id: ID!, $name: String, $image: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
      updateCompetitionInfo(id: $id, name: $name, image: $image, description: $description, status: $status, public: $public) { id } }`;
    expect((await call(ana, EDIT, { id: competition.id, ...fields })).error).toEqual({
      message,
      code: "BAD_USER_INPUT",
    });
    const after = (await call(ana, op.get, { id: competition.id })).data.competition;
    expect(after).toMatchObject({ name: "Mario Kart", image: null, description: "", status: "ONGOING", version: 1 });
  });

  it("edits rules, rounds, sub-rounds and validity only while ongoing; info always", async () => {
    const competition = await create();
    await call(ana, op.info, { id: competition.id, name: "Done", status: "COMPLETE", public: false });
    const refused = { message: "Only an ongoing competition's rules and rounds can be edited", code: "FORBIDDEN" };
    expect((await call(ana, op.addRule, { id: competition.id, text: "late" })).error).toEqual(refused);
    expect((await call(ana, op.addSub, { id: competition.rounds[0].id, name: "x", points: 1 })).error).toEqual(refused);
    expect((await call(ana, op.valid, { id: competition.rounds[0].id, valid: true })).error).toEqual(refused);
    const reopened = await call(ana, op.info, { id: competition.id, name: "Done", status: "ONGOING", public: false });
    expect(reopened.data.updateCompetitionInfo.status).toBe("ONGOING");
  });
});

describe("permissions", () => {
  it("lets players edit, friends of a player read, and hides a private one from everyone else", async () => {
    const competition = await create();
    const notFound = { message: "Competition not found", code: "NOT_FOUND" };
    expect((await call(cy, op.get, { id: competition.id })).data.competition.viewerIsParticipant).toBe(false);
    expect((await call(cy, op.addRule, { id: competition.id, text: "mine" })).error).toEqual({
      message: "Only the players can edit this competition",
      code: "FORBIDDEN",
    });
    expect((await call(dan, op.get, { id: competition.id })).error).toEqual(notFound);
    expect((await call(dan, op.addRule, { id: competition.id, text: "mine" })).error).toEqual(notFound);
    expect((await call(dan, op.addSub, { id: competition.rounds[0].id, name: "x", points: 1 })).error).toEqual(
      notFound,
    );
    expect((await call(undefined, op.get, { id: competition.id })).error).toEqual(notFound);
    expect((await call(undefined, op.addRule, { id: competition.id, text: "x" })).error?.code).toBe("UNAUTHENTICATED");
    expect((await call(dan, op.delete, { id: competition.id })).error).toEqual(notFound);
  });

  it("shows a public one to anyone, signed out too, read-only", async () => {
    const competition = await create();
    await call(ana, op.info, { id: competition.id, name: "Open", status: "ONGOING", public: true });
    expect((await call(undefined, op.get, { id: competition.id })).data.competition.name).toBe("Open");
    expect((await call(dan, op.get, { id: competition.id })).data.competition.viewerIsParticipant).toBe(false);
    expect((await call(dan, op.addRound, { id: competition.id })).error?.code).toBe("FORBIDDEN");
    expect((await call(dan, op.delete, { id: competition.id })).error?.code).toBe("FORBIDDEN");
  });
});

describe("expectedVersion", () => {
  it("refuses a stale version with CONFLICT and changes nothing", async () => {
    const competition = await create();
    await call(ben, op.addRule, { id: competition.id, text: "first", v: 1 });
    const stale = await call(ana, op.addRule, { id: competition.id, text: "second", v: 1 });
    expect(stale.error?.code).toBe("CONFLICT");
    expect(
      (await call(ana, op.info, { id: competition.id, name: "X", status: "ONGOING", public: true, v: 1 })).error?.code,
    ).toBe("CONFLICT");
    expect((await call(ana, op.delete, { id: competition.id, v: 1 })).error?.code).toBe("CONFLICT");
    const now = (await call(ana, op.get, { id: competition.id })).data.competition;
    expect(now).toMatchObject({ version: 2, name: "Mario Kart", public: false, rules: [{ text: "first" }] });
    expect((await call(ana, op.addRule, { id: competition.id, text: "second", v: 2 })).data.addRule.version).toBe(3);
  });
});

describe("deleting and the head-to-head record", () => {
  const SCORE = "{ me { friends { score user { id } } } }";
  async function recordOf(user: TestUser, other: TestUser) {
    const { data } = await call(user, SCORE);
    return data.me.friends.find((friend: any) => friend.user.id === other.id).score;
  }

  it("follows status and winner changes, and deletion", async () => {
    const [eve, fay] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, eve, fay);
    const competition = await create("Smash", eve, fay);
    await call(fay, op.addSub, { id: competition.rounds[0].id, name: "Final Destination", points: 1, player: fay.id });
    await call(fay, op.valid, { id: competition.rounds[0].id, valid: true });
    expect(await recordOf(eve, fay)).toEqual([0, 0]);
    await call(eve, op.info, { id: competition.id, name: "Smash", status: "COMPLETE", public: false });
    expect(await recordOf(eve, fay)).toEqual([0, 1]);
    expect(await recordOf(fay, eve)).toEqual([1, 0]);

    const other = await create("Tetris", fay, eve);
    await call(fay, op.info, { id: other.id, name: "Tetris", status: "COMPLETE", public: false });
    expect(await recordOf(eve, fay)).toEqual([1, 2]); // a draw counts for both

    expect((await call(cy, op.delete, { id: competition.id })).error?.code).toBe("NOT_FOUND");
    expect((await call(eve, op.delete, { id: competition.id })).data).toEqual({ deleteCompetition: competition.id });
    expect((await call(eve, op.get, { id: competition.id })).error?.code).toBe("NOT_FOUND");
    expect(await recordOf(eve, fay)).toEqual([1, 1]);
  });
});

describe("competitions list", () => {
  const LIST = `query ($status: CompetitionStatus, $friendId: ID) { competitions(status: $status, friendId: $friendId) { id name status players { id } } }`;

  it("lists the viewer's competitions, most recently updated first, with filters", async () => {
    const [gus, hal, ivy] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, gus, hal);
    await befriend(app.url, gus, ivy);
    const first = await create("First", gus, hal);
    await create("Second", ivy, gus);
    await call(gus, op.info, { id: first.id, name: "First", status: "COMPLETE", public: false });
    const names = async (variables = {}) =>
      (await call(gus, LIST, variables)).data.competitions.map((c: any) => c.name);
    expect(await names()).toEqual(["First", "Second"]);
    expect(await names({ status: "ONGOING" })).toEqual(["Second"]);
    expect(await names({ friendId: ivy.id })).toEqual(["Second"]);
    expect(await names({ friendId: "nope" })).toEqual([]);
    expect((await call(hal, LIST)).data.competitions.map((c: any) => c.id)).toEqual([first.id]);
    expect((await call(undefined, LIST)).error?.code).toBe("UNAUTHENTICATED");
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
      const round = (await call(jo, op.get, { id: big.id })).data.competition.rounds[r].id;
      for (let s = 0; s < 3; s++) await call(jo, op.addSub, { id: round, name: `S${s}`, points: 1, player: kim.id });
      await call(jo, op.addRule, { id: big.id, text: `Rule ${r}` });
      if (r < 3) await call(jo, op.addRound, { id: big.id });
    }
    const one = await countStatements(() => call(jo, op.get, { id: small.id }));
    const many = await countStatements(() => call(jo, op.get, { id: big.id }));
    expect(many).toBe(one);

    const LIST = `{ competitions { ${FIELDS} } }`;
    const listOfTwo = await countStatements(() => call(jo, LIST));
    for (let i = 0; i < 5; i++) await create(`More ${i}`, jo, kim);
    const listOfSeven = await countStatements(() => call(jo, LIST));
    expect(listOfSeven).toBe(listOfTwo);
  });
});

describe("sampleCompetition", () => {
  it("is the public competition seeded at start-up, with its score computed", async () => {
    const { data } = await call(
      undefined,
      `{ sampleCompetition { id public currentScore winner { username } rounds { valid } players { username } } }`,
    );
    expect(data.sampleCompetition).toMatchObject({
      id: app.config.sampleCompetitionId,
      public: true,
      currentScore: [1, 1],
    });
    expect(data.sampleCompetition.rounds).toHaveLength(3);
  });
});
