import { describe, expect, it } from "vitest";
import {
  accountExport,
  asciiFileName,
  competitionCsv,
  competitionExport,
  exportFileName,
  formulaSafe,
  type CompetitionToExport,
  type ExportRound,
  type ExportUser,
} from "./export";

const ana: ExportUser = { id: "a", username: "ana", profilePic: null, deleted: false };
const ben: ExportUser = { id: "b", username: "ben", profilePic: "https://example.com/b.png", deleted: false };

const round = (number: number, valid: boolean, subRounds: ExportRound["subRounds"] = []): ExportRound => ({
  id: `r${number}`,
  number,
  valid,
  score: [0, 0],
  winner: null,
  subRounds,
});
const sub = (name: string, points: number, player: ExportUser | null) => ({ id: name, name, points, player });

const usual = { roundWinner: "more_points", scoring: "rounds", finishKind: null, finishCount: null } as const;
const F = ",MORE_POINTS,ROUNDS,";

const competition: CompetitionToExport = {
  ...usual,
  id: "c",
  name: "Kart",
  image: null,
  description: "",
  status: "ongoing",
  public: false,
  version: 3,
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
  updatedAt: new Date("2026-01-03T03:04:05.000Z"),
  completedAt: null,
  scoreOne: 1,
  scoreTwo: 0,
  winnerId: "a",
  players: [ana, ben],
  rules: [{ id: "x", text: "No items" }],
  rounds: [{ ...round(1, true, [sub("Rainbow Road", 3, ana)]), score: [3, 0], winner: ana }],
  // Newest first, as the ledger reads it.
  activity: [
    { ...entry(2, "SUB_ROUND_ADDED", "added sub-round “Rainbow Road” (3 points to ana) to round 1"), undoneBy: null },
    { ...entry(1, "COMPETITION_CREATED", "created the competition “Kart”"), undoneBy: null },
  ],
};

function entry(version: number, kind: string, summary: string) {
  const at = `2026-01-02T03:04:0${version}.000Z`;
  return { id: `e${version}`, at, actor: { ...ana, email: "secret" }, kind, summary, version, undoes: null };
}

describe("competitionCsv", () => {
  it("writes the header, one row per sub-round, CRLF line ends", () => {
    const csv = competitionCsv({
      ...usual,
      rounds: [round(1, true, [sub("Mute City", 3, ana), sub("Big Blue", 2, null)]), round(2, false)],
    });
    expect(csv).toBe(
      `round,valid,sub_round,points,player,round_winner,scoring,finish\r\n1,true,Mute City,3,ana${F}\r\n` +
        `1,true,Big Blue,2,draw${F}\r\n2,false,,,${F}\r\n`,
    );
  });

  it("ends every row with the format", () => {
    const golf = { roundWinner: "fewer_points", scoring: "rounds", finishKind: "best_of", finishCount: 9 } as const;
    const csv = competitionCsv({ ...golf, rounds: [round(1, true, [sub("Hole 1", 4, ana)])] });
    expect(csv.split("\r\n")[1]).toBe("1,true,Hole 1,4,ana,FEWER_POINTS,ROUNDS,BEST_OF 9");
  });

  it("quotes cells with commas, quotes and line breaks (RFC 4180)", () => {
    const csv = competitionCsv({
      ...usual,
      rounds: [
        round(1, true, [sub("a,b", 1, ana), sub('say "hi"', 1, ana), sub("x\ny", 1, ana), sub("x\r\ny", 1, ana)]),
      ],
    });
    expect(csv.split("\r\n").slice(1)).toEqual([
      `1,true,"a,b",1,ana${F}`,
      `1,true,"say ""hi""",1,ana${F}`,
      `1,true,"x\ny",1,ana${F}`,
      '1,true,"x',
      `y",1,ana${F}`,
      "",
    ]);
  });

  it.each(["=", "+", "-", "@"])("prefixes a text cell beginning with %s", (sign) => {
    const player = { ...ben, username: `${sign}ben` };
    const csv = competitionCsv({ ...usual, rounds: [round(1, true, [sub(`${sign}1+1`, 4, player)])] });
    expect(csv.split("\r\n")[1]).toBe(`1,true,'${sign}1+1,4,'${sign}ben${F}`);
  });
});

describe("formulaSafe", () => {
  it("leaves other text alone", () => {
    for (const text of ["", "a=b", " =1", "'=1", "Ünïcode"]) expect(formulaSafe(text)).toBe(text);
  });
});

describe("competitionExport", () => {
  it("answers as the Competition type, with the activity oldest first (no more of the actor than a User)", () => {
    expect(competitionExport(competition)).toEqual({
      id: "c",
      name: "Kart",
      image: null,
      description: "",
      status: "ONGOING",
      public: false,
      version: 3,
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-01-03T03:04:05.000Z",
      completedAt: null,
      format: { roundWinner: "MORE_POINTS", scoring: "ROUNDS", finish: null },
      players: [ana, ben],
      currentScore: [1, 0],
      winner: ana,
      rules: [{ id: "x", text: "No items" }],
      rounds: [
        {
          id: "r1",
          number: 1,
          valid: true,
          score: [3, 0],
          winner: ana,
          subRounds: [{ id: "Rainbow Road", name: "Rainbow Road", points: 3, player: ana }],
        },
      ],
      activity: [
        {
          id: "e1",
          at: "2026-01-02T03:04:01.000Z",
          actor: ana,
          kind: "COMPETITION_CREATED",
          summary: "created the competition “Kart”",
          version: 1,
          undoneBy: null,
          undoes: null,
        },
        {
          id: "e2",
          at: "2026-01-02T03:04:02.000Z",
          actor: ana,
          kind: "SUB_ROUND_ADDED",
          summary: "added sub-round “Rainbow Road” (3 points to ana) to round 1",
          version: 2,
          undoneBy: null,
          undoes: null,
        },
      ],
    });
  });
});

describe("accountExport", () => {
  it("has the profile, the friends with scores and the competitions", () => {
    const account = { username: "ana", email: "ana@example.com", theme: "dark" as const, profilePic: null };
    const friends = [{ user: { ...ben, email: "secret" }, status: "ACCEPTED" as const, score: [2, 1] }];
    expect(accountExport(account, friends, [])).toEqual({
      profile: { username: "ana", email: "ana@example.com", theme: "DARK", picture: null },
      friends: [{ username: "ben", status: "ACCEPTED", score: [2, 1] }],
      competitions: [],
    });
  });
});

describe("exportFileName", () => {
  it.each([
    ["Mario Kart", "Mario Kart.csv"],
    ['  a/b\\c:d*e?f"g<h>i|j\u0007k\nl  ', "a b c d e f g h i j k l.csv"],
    ["..hidden", "hidden.csv"],
    ["///", "competition.csv"],
    ["Café 🏎️", "Café 🏎️.csv"],
    ["x".repeat(150), `${"x".repeat(100)}.csv`],
  ])("%j → %j", (name, fileName) => {
    expect(exportFileName(name, "csv")).toBe(fileName);
  });
});

describe("asciiFileName", () => {
  it("drops accents and replaces what is left outside printable ASCII", () => {
    expect(asciiFileName("Café Ñandú 🏎.csv")).toBe("Cafe Nandu _.csv");
  });
});
