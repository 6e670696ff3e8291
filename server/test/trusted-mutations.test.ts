import { randomUUID } from "node:crypto";
import type { DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddSubRoundDocument, SetThemeDocument } from "../src/shared/generated/web/graphql";
import {
  asApolloClientSends,
  startTestApp,
  twoFriends,
  createCompetition,
  type TestApp,
  type TestUser,
} from "./support";

/**
 * The web app's own mutations run without Apollo's pipeline (graphql/trustedMutations.ts): a client must not be able
 * to tell. Each request is sent twice, as the web app sends it and with an `extensions` member, which sends it through
 * Apollo; both answers must be the same, byte for byte, status and content type too.
 */

let app: TestApp;
let player: TestUser;
let roundId: string;

beforeAll(async () => {
  app = await startTestApp();
  const [one, two] = await twoFriends(app.url);
  player = one;
  roundId = (await createCompetition(app.url, one, two)).rounds[0].id;
});
afterAll(() => app?.stop());

interface Sent {
  document: DocumentNode;
  variables: Record<string, unknown>;
  cookie?: string;
  accept?: string;
}

async function answer({ document, variables, cookie, accept }: Sent, throughApollo: boolean) {
  const body = { query: asApolloClientSends(document), variables, ...(throughApollo && { extensions: {} }) };
  const response = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie && { cookie }), ...(accept && { accept }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

async function expectSameAnswers(sent: Sent) {
  const [own, apollos] = [await answer(sent, false), await answer(sent, true)];
  expect(own).toEqual(apollos);
  return own;
}

describe("the web app's own mutations", () => {
  it("answer as Apollo does: a change, as the web app's client asks for it", async () => {
    const dark = { document: SetThemeDocument, variables: { theme: "DARK" }, cookie: player.cookie };
    expect((await expectSameAnswers(dark)).text).toBe(
      `{"data":{"setTheme":{"id":"${player.id}","theme":"DARK","__typename":"Me"}}}\n`,
    );
    await expectSameAnswers({ ...dark, accept: "application/graphql-response+json,application/json;q=0.9" });
  });

  it("answer refusals as Apollo does: not found, signed out, bad variables, an Accept header it cannot answer", async () => {
    const addSubRound = (over: Partial<Sent> = {}): Sent => ({
      document: AddSubRoundDocument,
      variables: { roundId, number: 1, name: "Lap", points: 3, playerId: null },
      cookie: player.cookie,
      ...over,
    });
    const refusals = [
      addSubRound({ variables: { roundId: randomUUID(), number: 1, name: "Lap", points: 3 } }),
      addSubRound({ cookie: undefined }),
      addSubRound({ variables: { roundId, number: 1, name: "Lap", points: "three" } }),
      addSubRound({ accept: "text/html" }),
    ];
    const answers = [];
    for (const sent of refusals) answers.push(await expectSameAnswers(sent));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 400, 406]);
    expect(answers[0].text).toContain('"code":"NOT_FOUND"');
    expect(answers[1].text).toContain('"code":"UNAUTHENTICATED"');
  });
});
