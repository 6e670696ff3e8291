/**
 * Issue 18's size axis: the same page, edit and push on a 10 × 10 and a 300 × 10 competition of the same two
 * players, within one run. Each figure is the 300-round value over the 10-round one: what a year of rounds costs
 * an edit, a push and a page. Rivals runs in this process (both engines); the other player is a WebSocket viewer
 * subscribed as the web app's competition page is.
 */
import type { DocumentNode } from "graphql";
import {
  AddSubRoundDocument,
  CompetitionChangedDocument,
  CompetitionDocument,
  CompetitionOwnDocument,
  DeleteSubRoundDocument,
} from "../web/src/graphql/generated/graphql";
import { median, post, target } from "./load";
import { asApolloClientSends } from "@rivals/server/test-support";
import { operation, type Bench } from "./pair";
import { bigCompetition } from "./seed";
import { openViewers } from "./viewers";

const SIZES = { small: 10, large: 300 } as const;
type Size = keyof typeof SIZES;
const EDITS = Number(process.env.BENCH_SIZE_EDITS ?? 30);

export interface SizeRow {
  figure: string;
  small: string;
  large: string;
  ratio: string;
  target: string;
}

interface Measured {
  firstLoadBytes: number;
  editorBytes: number[];
  viewerBytes: number[];
  addSubRoundMs: number[];
  otherPlayerMs: number[];
}

/** One competition of `rounds` rounds, and the other player watching it live. */
async function sizedCompetition(bench: Bench, rounds: number) {
  const { app } = bench;
  const { viewer: editor, opponent } = bench.fixture;
  const { competitionId, lastRoundId } = await bigCompetition(app, editor, opponent, false, rounds);
  const query = asApolloClientSends(CompetitionChangedDocument);
  const viewers = await openViewers({
    url: app.url,
    count: 1,
    cookieOf: () => opponent.cookie,
    payload: { variables: { id: competitionId }, operationName: "CompetitionChanged", extensions: {}, query },
    keepFrames: true,
  });
  return { competitionId, lastRoundId, rounds, editor, viewers };
}

type Sized = Awaited<ReturnType<typeof sizedCompetition>>;

/** The details page's reads as it opens on round 1: the page with its round, and its own fields again. */
async function firstLoadBytes(bench: Bench, { competitionId, editor }: Sized): Promise<number> {
  const to = target(bench.app.url, 1);
  const reads = [
    operation(CompetitionDocument, "Competition", { id: competitionId, round: 1 }, editor.cookie),
    operation(CompetitionOwnDocument, "CompetitionOwn", { id: competitionId }, editor.cookie),
  ];
  let bytes = 0;
  for (const read of reads) bytes += Buffer.byteLength((await post(to, read())).text);
  return bytes;
}

/** A mutation of the web app's on the last round; resolves to its answer and the competition's new version. */
async function mutate(
  bench: Bench,
  sized: Sized,
  [document, name]: [DocumentNode, string],
  variables: Record<string, unknown>,
) {
  const { status, text } = await post(
    target(bench.app.url, 1),
    operation(document, name, { number: sized.rounds, ...variables }, sized.editor.cookie)(),
  );
  const version = /"version":(\d+)/.exec(text)?.[1];
  if (status !== 200 || text.includes('"errors"') || !version) throw new Error(`${name}: ${status} ${text}`);
  return { text, version: Number(version) };
}

/**
 * One sub-round added to the last round (measured: the answer's bytes and time, the push's bytes and its time to
 * the other player), then deleted again (not measured), so that every edit finds the same competition.
 */
async function edit(bench: Bench, sized: Sized, into: Measured, record: boolean): Promise<void> {
  const { editor, lastRoundId, viewers } = sized;
  let answer = "";
  let answerMs = 0;
  const { latencies } = await viewers.push(async () => {
    const start = performance.now();
    const added = await mutate(bench, sized, [AddSubRoundDocument, "AddSubRound"], {
      roundId: lastRoundId,
      name: "Size lap",
      points: 2,
      playerId: editor.id,
    });
    answerMs = performance.now() - start;
    answer = added.text;
    return added.version;
  });
  if (record) {
    into.editorBytes.push(Buffer.byteLength(answer));
    into.viewerBytes.push(Buffer.byteLength(viewers.frames[0]));
    into.addSubRoundMs.push(answerMs);
    into.otherPlayerMs.push(latencies[0]);
  }
  const { data } = JSON.parse(answer) as { data: { addSubRound: { round: { subRounds: { id: string }[] } } } };
  const { subRounds } = data.addSubRound.round;
  const subRoundId = subRounds[subRounds.length - 1].id;
  await viewers.push(
    async () => (await mutate(bench, sized, [DeleteSubRoundDocument, "DeleteSubRound"], { subRoundId })).version,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Both sizes, edits alternating between them after one unmeasured edit each. */
export async function sizeAxis(bench: Bench): Promise<SizeRow[]> {
  const sized = {} as Record<Size, Sized>;
  const measured = {} as Record<Size, Measured>;
  try {
    for (const size of ["small", "large"] as const) {
      sized[size] = await sizedCompetition(bench, SIZES[size]);
      measured[size] = { firstLoadBytes: 0, editorBytes: [], viewerBytes: [], addSubRoundMs: [], otherPlayerMs: [] };
    }
    for (let pair = -1; pair < EDITS; pair++)
      for (const size of ["small", "large"] as const) await edit(bench, sized[size], measured[size], pair >= 0);
    for (const size of ["small", "large"] as const)
      measured[size].firstLoadBytes = await firstLoadBytes(bench, sized[size]);
  } finally {
    for (const size of ["small", "large"] as const) sized[size]?.viewers.close();
  }
  const row = (figure: string, of: (m: Measured) => number, shown: (value: number) => string, goal: string) => {
    const [small, large] = [of(measured.small), of(measured.large)];
    return { figure, small: shown(small), large: shown(large), ratio: `${(large / small).toFixed(2)}×`, target: goal };
  };
  return [
    row("details page first load (GraphQL bytes)", (m) => m.firstLoadBytes, kb, "≤ 1.5× and ≤ 40 KB"),
    row("bytes one edit sends to the editor", (m) => median(m.editorBytes), kb, "≤ 1.5× and ≤ 8 KB"),
    row("bytes one edit sends to each viewer", (m) => median(m.viewerBytes), kb, "≤ 1.5× and ≤ 8 KB"),
    row(`\`addSubRound\` latency, median of ${EDITS}`, (m) => median(m.addSubRoundMs), ms, "≤ 1.3×"),
    row(`edit → the other player's socket, median of ${EDITS}`, (m) => median(m.otherPlayerMs), ms, "≤ 1.5×"),
  ];
}
