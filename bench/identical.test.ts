import { afterAll, beforeAll, describe, it } from "vitest";
import { namesRivalry } from "./names";
import { checkAddSubRound, checkRead, edits, operations, startBench, type Bench, type Engine } from "./pair";
import { spreadCompetitions } from "./seed";

const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["postgres", "pglite"] : ["pglite"];

/** The bench compares Rivals with a floor that must answer the same bytes: a change to either shows here first. */
describe.each(engines)("the floor answers as Rivals does (%s)", (engine) => {
  let bench: Bench;
  beforeAll(async () => {
    bench = await startBench(engine, 1);
  });
  afterAll(() => bench?.stop());

  it("competition(id), the competitions list, the friends page, the bell and the session, byte for byte", async () => {
    const { bell, competition, competitions, friendsPage, session, signedOutSession } = operations(bench.fixture);
    await checkRead(bench, "session", session);
    await checkRead(bench, "signed-out session", signedOutSession);
    await checkRead(bench, "competition", competition);
    await checkRead(bench, "competitions", competitions);
    await checkRead(bench, "friendsPage", friendsPage);
    await checkRead(bench, "bell", bell);
  });

  it("a rivalry's names: the same records, spellings and order (three competitions, one spelled in capitals)", async () => {
    await checkRead(bench, "rivalry.byName", await namesRivalry(bench, 3));
  });

  it("addSubRound's answer is what the other side then reads, both ways, and both tell the other player", async () => {
    await checkAddSubRound(bench);
    await checkRead(bench, "the other player's bell", operations(bench.fixture).opponentBell);
  });

  it("addSubRound spread over other players' competitions: each answer is what the other side then reads", async () => {
    const { editor, competitions } = await spreadCompetitions(bench.app, 2);
    for (const competition of competitions) await checkAddSubRound(bench, edits(editor, competition));
  });
});
