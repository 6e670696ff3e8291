import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  signUp,
  startTestApp,
  type ExportTestActivityQuery,
  type ExportTestFieldsQuery,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
let statements = 0;
let ana: TestUser, ben: TestUser, cy: TestUser, dan: TestUser;
/** Ana against Ben, private: rounds 1 (valid), 2 (formulas, not valid) and 3 (empty). */
let kart: string;

interface Download {
  status: number;
  type: string | null;
  disposition: string | null;
  cacheControl: string | null;
  text: string;
}

async function download(path: string, user?: TestUser): Promise<Download> {
  const response = await fetch(`${app.url}${path}`, { headers: user ? { cookie: user.cookie } : {} });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    cacheControl: response.headers.get("cache-control"),
    text: await response.text(),
  };
}

const call = <T, V>(user: TestUser | undefined, query: TypedDocumentString<T, V>, variables: V) =>
  graphqlAnswer(app.url, query, variables, user?.cookie);

const FIELDS = graphql(`
  query ExportTestFields($id: ID!) {
    competition(id: $id) {
      id
      name
      image
      description
      status
      public
      version
      createdAt
      updatedAt
      completedAt
      format {
        roundWinner
        scoring
        finish {
          kind
          count
        }
      }
      players {
        id
        username
        profilePic
        deleted
      }
      currentScore
      winner {
        id
        username
        profilePic
        deleted
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
          username
          profilePic
          deleted
        }
        subRounds {
          id
          name
          points
          player {
            id
            username
            profilePic
            deleted
          }
        }
      }
    }
  }
`);

/** The activity, asked apart: with the rest it would pass the operation cost limit. */
const ACTIVITY = graphql(`
  query ExportTestActivity($id: ID!) {
    competition(id: $id) {
      activity(first: 100) {
        edges {
          node {
            id
            at
            actor {
              id
              username
              profilePic
              deleted
            }
            kind
            summary
            version
            undoneBy {
              id
            }
            undoes {
              id
            }
          }
        }
      }
    }
  }
`);

type Competition = NonNullable<ExportTestFieldsQuery["competition"]>;
type WithActivity = Competition & NonNullable<ExportTestActivityQuery["competition"]>;

/** The GraphQL answer as the export has it: the activity oldest first, linked entries by id. */
function asExported({ activity, ...competition }: WithActivity) {
  const entries = activity.edges.map(({ node }) => ({
    ...node,
    undoneBy: node.undoneBy?.id ?? null,
    undoes: node.undoes?.id ?? null,
  }));
  return { ...competition, activity: entries.reverse() };
}

const ADD_ROUND = graphql(`
  mutation ExportTestAddRound($id: ID!) {
    addRound(competitionId: $id) {
      id
      rounds {
        id
        subRounds {
          id
        }
      }
    }
  }
`);

async function addRound(id: string) {
  const data = await call(ana, ADD_ROUND, { id });
  return data.addRound.rounds.at(-1)!.id;
}

const ADD_SUB_ROUND = graphql(`
  mutation ExportTestAddSubRound($id: ID!, $name: String!, $points: Int!, $player: ID) {
    addSubRound(roundId: $id, name: $name, points: $points, playerId: $player) {
      id
    }
  }
`);

async function addSubRound(roundId: string, name: string, points: number, player: TestUser | null) {
  await call(ana, ADD_SUB_ROUND, { id: roundId, name, points, player: player?.id ?? null });
}

const SET_INFO = graphql(`
  mutation ExportTestSetInfo($id: ID!, $name: String, $public: Boolean) {
    updateCompetitionInfo(id: $id, name: $name, public: $public) {
      id
    }
  }
`);

async function setInfo(id: string, info: { name?: string; public?: boolean }) {
  await call(ana, SET_INFO, { id, ...info });
}

const SET_ROUND_VALID = graphql(`
  mutation ExportTestSetRoundValid($id: ID!) {
    setRoundValid(roundId: $id, valid: true) {
      id
    }
  }
`);

const ADD_RULE = graphql(`
  mutation ExportTestAddRule($id: ID!) {
    addRule(competitionId: $id, text: "No items") {
      id
    }
  }
`);

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: () => statements++ });
  [ana, ben, cy, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
  await befriend(app.url, ben, cy); // cy is a friend of a player, dan is a stranger
  const competition = await createCompetition(app.url, ana, ben, 'Kart, "GP" 🏎');
  kart = competition.id;
  const [first] = competition.rounds;
  await addSubRound(first.id, "Rainbow, Road", 3, ana);
  await addSubRound(first.id, 'Say "hi"', 2, null);
  await addSubRound(first.id, "Two\nlines", -1, ben);
  await call(ana, SET_ROUND_VALID, { id: first.id });
  const second = await addRound(kart);
  for (const sign of ["=", "+", "-", "@"]) await addSubRound(second, `${sign}SUM(A1)`, 1, ana);
  await addRound(kart);
  await call(ana, ADD_RULE, { id: kart });
});
afterAll(() => app?.stop());

/** The usual format, as every CSV row of a competition created without one ends. */
const F = ",MORE_POINTS,ROUNDS,";

describe("GET /export/competitions/<id>.csv", () => {
  it("is RFC 4180 CSV, byte for byte: quoting, draw, empty rounds, formula prefix, validity", async () => {
    const csv = await download(`/export/competitions/${kart}.csv`, ana);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe("text/csv; charset=utf-8");
    expect(csv.text).toBe(
      "round,valid,sub_round,points,player,round_winner,scoring,finish\r\n" +
        `1,true,"Rainbow, Road",3,${ana.username}${F}\r\n` +
        `1,true,"Say ""hi""",2,draw${F}\r\n` +
        `1,true,"Two\nlines",-1,${ben.username}${F}\r\n` +
        `2,false,'=SUM(A1),1,${ana.username}${F}\r\n` +
        `2,false,'+SUM(A1),1,${ana.username}${F}\r\n` +
        `2,false,'-SUM(A1),1,${ana.username}${F}\r\n` +
        `2,false,'@SUM(A1),1,${ana.username}${F}\r\n` +
        `3,false,,,${F}\r\n`,
    );
  });

  it("is a download named after the competition, never cached", async () => {
    const csv = await download(`/export/competitions/${kart}.csv`, ben);
    expect(csv.disposition).toBe(
      "attachment; filename=\"Kart, GP _.csv\"; filename*=UTF-8''Kart%2C%20GP%20%F0%9F%8F%8E.csv",
    );
    expect(csv.cacheControl).toBe("no-store");
  });

  it("reads the competition in one statement whatever its number of rounds", async () => {
    const small = await createCompetition(app.url, ana, ben, "Small");
    const count = async (id: string) => {
      await download(`/export/competitions/${id}.csv`, ana); // the session is cached from here on
      statements = 0;
      await download(`/export/competitions/${id}.csv`, ana);
      return statements;
    };
    expect(await count(kart)).toBe(1);
    expect(await count(small.id)).toBe(1);
  });
});

describe("GET /export/competitions/<id>.json", () => {
  it("is the competition as the Competition type answers it", async () => {
    const json = await download(`/export/competitions/${kart}.json`, ana);
    expect(json.status).toBe(200);
    expect(json.type).toBe("application/json; charset=utf-8");
    expect(json.disposition).toBe(
      "attachment; filename=\"Kart, GP _.json\"; filename*=UTF-8''Kart%2C%20GP%20%F0%9F%8F%8E.json",
    );
    expect(json.cacheControl).toBe("no-store");
    const fields = (await call(ana, FIELDS, { id: kart })).competition;
    const competition: WithActivity = { ...fields, ...(await call(ana, ACTIVITY, { id: kart })).competition };
    const exported = JSON.parse(json.text) as { competition: unknown };
    expect(exported).toEqual({ competition: asExported(competition) });
    expect(asExported(competition).activity.map((entry) => entry.version)).toEqual(
      Array.from({ length: competition.version }, (_, index) => index + 1),
    );
    expect(competition.rounds.map((round) => round.subRounds.length)).toEqual([3, 4, 0]);
  });

  it("names a plain ASCII competition's file without filename*", async () => {
    const plain = await createCompetition(app.url, ana, ben, "Darts: 501/301");
    expect((await download(`/export/competitions/${plain.id}.json`, ana)).disposition).toBe(
      'attachment; filename="Darts 501 301.json"',
    );
  });
});

describe("visibility", () => {
  it("answers 404 alike for a missing, a hidden and a malformed competition", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const answers = [
      await download(`/export/competitions/${missing}.csv`, ana),
      await download(`/export/competitions/${kart}.csv`, dan),
      await download(`/export/competitions/${kart}.csv`),
      await download(`/export/competitions/${kart}.json`, dan),
      await download(`/export/competitions/not-an-id.json`, ana),
    ];
    for (const answer of answers) {
      expect({ ...answer, disposition: answer.disposition }).toEqual({
        status: 404,
        type: "application/json; charset=utf-8",
        disposition: null,
        cacheControl: "no-store",
        text: '{"errors":[{"message":"Competition not found","extensions":{"code":"NOT_FOUND"}}]}',
      });
    }
  });

  it("lets a friend of a player read a private competition, and anyone a public one", async () => {
    expect((await download(`/export/competitions/${kart}.csv`, cy)).status).toBe(200);
    const open = await createCompetition(app.url, ana, ben, "Open");
    await setInfo(open.id, { public: true });
    expect((await download(`/export/competitions/${open.id}.csv`)).text).toBe(
      `round,valid,sub_round,points,player,round_winner,scoring,finish\r\n1,false,,,${F}\r\n`,
    );
    expect((await download(`/export/competitions/${open.id}.json`, dan)).status).toBe(200);
  });
});

describe("GET /export/me.json", () => {
  it("answers 401 signed out", async () => {
    const answer = await download("/export/me.json");
    expect(answer.status).toBe(401);
    expect(answer.cacheControl).toBe("no-store");
    expect(JSON.parse(answer.text)).toEqual({
      errors: [{ message: "You must log in first.", extensions: { code: "UNAUTHENTICATED" } }],
    });
  });

  it("has the profile, friends with scores and every competition played, each as its own export", async () => {
    const answer = await download("/export/me.json", ben);
    expect(answer.status).toBe(200);
    expect(answer.disposition).toBe(`attachment; filename=rivals-${ben.username}.json`);
    const account = JSON.parse(answer.text) as {
      profile: unknown;
      friends: unknown[];
      competitions: { id: string }[];
    };
    expect(account.profile).toEqual({ username: ben.username, email: ben.email, theme: "SYSTEM", picture: null });
    expect(account.friends).toEqual(
      expect.arrayContaining([
        { username: ana.username, status: "ACCEPTED", score: [0, 0] },
        { username: cy.username, status: "ACCEPTED", score: [0, 0] },
      ]),
    );
    const kartExport = JSON.parse((await download(`/export/competitions/${kart}.json`, ben)).text) as {
      competition: unknown;
    };
    expect(account.competitions).toContainEqual(kartExport.competition);
    const THEIRS = graphql(`
      query ExportTestTheirs {
        competitions {
          id
        }
      }
    `);
    const theirs = await call(ben, THEIRS, {});
    expect(account.competitions.map((competition) => competition.id)).toEqual(theirs.competitions.map((c) => c.id));
  });
});
