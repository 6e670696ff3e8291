import { InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { getFragmentData, makeFragmentData } from "../graphql/generated";
import type { CompetitionQuery as CompetitionPage } from "../graphql/generated/graphql";
import {
  applyChange,
  CompetitionDetailsFragment,
  CompetitionQuery,
  readCompetition,
  readEditable,
  readRound,
  RoundFragment,
} from "./competition";
import { RoundsPanelRoundFragment } from "./RoundsPanel";
import { SeriesLinksFragment } from "./SeriesLinks";

const ana = { __typename: "User" as const, id: "ana", username: "ana", profilePic: null };
const bob = { __typename: "User" as const, id: "bob", username: "bob", profilePic: null };

/** Data as the server sends it: typed by its fragment, which leaves out `__typename`. */
const withTypename = <T>(typename: string, value: T): T => ({ __typename: typename, ...value });

const competition = (version: number, roundCount = 3) =>
  makeFragmentData(
    withTypename("Competition", {
      id: "c1",
      name: "Kart",
      version,
      image: null,
      status: "ONGOING" as const,
      public: false,
      description: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      currentScore: [0, 0],
      viewerIsParticipant: true,
      winner: null,
      format: withTypename("CompetitionFormat", {
        roundWinner: "MORE_POINTS" as const,
        scoring: "ROUNDS" as const,
        finish: null,
      }),
      players: [ana, bob],
      rules: [],
      roundCount,
      roundResults: Array.from({ length: roundCount }, () => -1),
    }),
    CompetitionDetailsFragment,
  );

/** The page's series: none. */
const series = makeFragmentData(
  withTypename("Competition", {
    id: "c1",
    status: "ONGOING" as const,
    viewerIsParticipant: true,
    rematchOf: null,
    rematches: [],
  }),
  SeriesLinksFragment,
);

const round = (number: number, names: string[] = [`Track ${number}`]) =>
  makeFragmentData(
    withTypename("Round", {
      id: `r${number}`,
      number,
      valid: false,
      score: [names.length, 0],
      winner: null,
      subRounds: names.map((name) => ({
        __typename: "SubRound",
        id: `${name}-id`,
        name,
        points: 1,
        player: { __typename: "User", id: "ana", username: "ana" },
      })),
    }),
    RoundFragment,
  );

/** A round as the details page reads it: its id and number, and the panel's fragment. */
const shownRound = (number: number) => {
  const data = round(number);
  const { id, valid, subRounds } = getFragmentData(RoundFragment, data);
  const panel = makeFragmentData({ ...data, id, number, valid, subRounds }, RoundsPanelRoundFragment);
  return { ...panel, id, number };
};

/** The page's query data. Masked fragments are types only: the data is the fields of every fragment it spreads. */
const pageData = (version: number, number: number) =>
  ({ competition: { ...competition(version), ...series, round: shownRound(number) } }) as unknown as CompetitionPage;

/** A cache that has shown rounds 1 to 3 of the competition at version 5. */
function cacheShowingEveryRound() {
  const cache = new InMemoryCache();
  for (const number of [1, 2, 3]) {
    cache.writeQuery({
      query: CompetitionQuery,
      variables: { id: "c1", round: number },
      data: pageData(5, number),
    });
  }
  return cache;
}

const names = (cache: InMemoryCache, number: number) =>
  readRound(cache, "c1", number)?.subRounds.map((subRound) => subRound.name);

describe("applyChange", () => {
  it("writes the change one version on: the own fields and the round it touched", () => {
    const cache = cacheShowingEveryRound();
    const change = { competition: { ...competition(6), name: "Kart 2" }, round: round(2, ["Track 2", "Lap"]) };
    expect(applyChange(cache, change)).toBe("applied");
    expect(readCompetition(cache, "c1")?.name).toBe("Kart 2");
    expect(names(cache, 2)).toEqual(["Track 2", "Lap"]);
    expect(names(cache, 1)).toEqual(["Track 1"]);
  });

  it("drops a change the cache has seen or passed, and writes nothing past a missed one", () => {
    const cache = cacheShowingEveryRound();
    const older = { competition: { ...competition(5), name: "Old" }, round: round(2, []) };
    expect(applyChange(cache, older)).toBe("stale");
    const later = { competition: { ...competition(7), name: "Later" }, round: round(2, []) };
    expect(applyChange(cache, later)).toBe("gap");
    expect(readCompetition(cache, "c1")).toMatchObject({ name: "Kart", version: 5 });
    expect(names(cache, 2)).toEqual(["Track 2"]);
  });

  it("points a new round's number at it", () => {
    const cache = cacheShowingEveryRound();
    expect(applyChange(cache, { competition: competition(6, 4), round: round(4, []) })).toBe("applied");
    expect(names(cache, 4)).toEqual([]);
  });

  it("forgets the numbers from a deleted round on, which moved up, and keeps the ones before it", () => {
    const cache = cacheShowingEveryRound();
    expect(applyChange(cache, { competition: competition(6, 2), deletedRoundId: "r2" })).toBe("applied");
    expect(names(cache, 1)).toEqual(["Track 1"]);
    expect(readRound(cache, "c1", 2)).toBeNull();
    expect(readRound(cache, "c1", 3)).toBeNull();
    expect(cache.extract()["Round:r2"]).toBeUndefined();
    expect(readEditable(cache, "c1")?.roundCount).toBe(2);
  });
});
