import { describe, expect, it } from "vitest";
import { nameKey, nameRecords, nameSuggestions, subRoundWinner, SUGGESTIONS_MAX, type SpellingCount } from "./names";

describe("nameKey", () => {
  it.each([
    ["Rainbow Road", "rainbow road"],
    ["  rainbow \t ROAD ", "rainbow road"],
    ["Rainbow\u00a0Road", "rainbow road"],
    ["Rainbow\u3000Road", "rainbow road"],
    ["ＲＡＩＮＢＯＷ Ｒｏａｄ", "rainbow road"],
    ["Straße", "strasse"],
    ["STRASSE", "strasse"],
    ["ΟΔΟΣ", "οδοσ"],
    ["οδος", "οδοσ"],
    ["Cafe\u0301", "café"],
    ["ﬁnal lap", "final lap"],
    ["Ⅻ", "xii"],
  ])("compares %j as %j", (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it("gives an ASCII name the key the Unicode passes give it", () => {
    const unicodeKey = (name: string) =>
      name.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC").replace(/\s+/gu, " ").trim();
    const every = String.fromCharCode(...Array.from({ length: 128 }, (_, code) => code));
    for (const name of [every, ` ${every}\t\n`, "\v Koopa\f\r Cape \x1c", "N64 DK's Jungle Parkway"]) {
      expect(nameKey(name)).toBe(unicodeKey(name));
    }
  });

  it("keeps names that differ in more than case, width and spacing apart", () => {
    expect(nameKey("Rainbow Road")).not.toBe(nameKey("RainbowRoad"));
    expect(nameKey("Rainbow Road")).not.toBe(nameKey("Rainbow Road 2"));
    expect(nameKey("Café")).not.toBe(nameKey("Cafe"));
  });
});

describe("subRoundWinner", () => {
  const players = ["ana", "ben"] as const;

  it("is the player the sub-round was given to, a draw none", () => {
    expect(subRoundWinner({ playerId: "ana", points: 3 }, players)).toBe("ana");
    expect(subRoundWinner({ playerId: null, points: 3 }, players)).toBeNull();
  });

  it("is the other player where fewer points win, a draw still none", () => {
    expect(subRoundWinner({ playerId: "ana", points: 3, lowerWins: true }, players)).toBe("ben");
    expect(subRoundWinner({ playerId: "ben", points: 3, lowerWins: true }, players)).toBe("ana");
    expect(subRoundWinner({ playerId: null, points: 3, lowerWins: true }, players)).toBeNull();
  });
});

const count = (name: string, playerId: string | null, count: number, points: number): SpellingCount => ({
  name,
  playerId,
  count,
  points,
});

describe("nameRecords", () => {
  it("counts each name's sub-rounds from the viewer's side: wins, losses, draws and both players' points", () => {
    const counts = [
      count("Rainbow Road", "ana", 7, 21),
      count("Rainbow Road", "ben", 3, 5),
      count("Rainbow Road", null, 2, 4),
      count("Moo Moo Meadows", "ben", 1, 1),
    ];
    expect(nameRecords(counts, ["ana", "ben"])).toEqual([
      { name: "Rainbow Road", played: 12, record: { wins: 7, losses: 3, draws: 2 }, points: [25, 9] },
      { name: "Moo Moo Meadows", played: 1, record: { wins: 0, losses: 1, draws: 0 }, points: [0, 1] },
    ]);
    expect(nameRecords(counts, ["ben", "ana"])[0]).toEqual({
      name: "Rainbow Road",
      played: 12,
      record: { wins: 3, losses: 7, draws: 2 },
      points: [9, 25],
    });
  });

  it("puts the spellings of one name together, shown as the most used one", () => {
    const counts = [
      count("rainbow road", "ana", 1, 1),
      count("Rainbow Road", "ana", 2, 2),
      count("Rainbow Road", "ben", 1, 1),
      count("RAINBOW  ROAD ", null, 2, 2),
    ];
    expect(nameRecords(counts, ["ana", "ben"])).toEqual([
      { name: "Rainbow Road", played: 6, record: { wins: 3, losses: 1, draws: 2 }, points: [5, 3] },
    ]);
  });

  it("shows equally used spellings as the first in code point order", () => {
    const counts = [count("rainbow road", "ana", 2, 2), count("Rainbow Road", "ben", 2, 2)];
    expect(nameRecords(counts, ["ana", "ben"])[0].name).toBe("Rainbow Road");
    expect(nameRecords(counts.toReversed(), ["ana", "ben"])[0].name).toBe("Rainbow Road");
  });

  it("lists the most played first, equally played ones by name", () => {
    const counts = [count("b", "ana", 1, 1), count("c", "ana", 2, 1), count("a", "ben", 1, 1)];
    expect(nameRecords(counts, ["ana", "ben"]).map((record) => record.name)).toEqual(["c", "a", "b"]);
  });

  it("is empty without sub-rounds", () => {
    expect(nameRecords([], ["ana", "ben"])).toEqual([]);
  });
});

describe("nameSuggestions", () => {
  it("suggests each name once, in its most used spelling, the most used first", () => {
    const counts = [
      { name: "Moo Moo Meadows", count: 2 },
      { name: "rainbow road", count: 1 },
      { name: "Rainbow Road", count: 2 },
      { name: "Coconut Mall", count: 1 },
    ];
    expect(nameSuggestions(counts)).toEqual(["Rainbow Road", "Moo Moo Meadows", "Coconut Mall"]);
  });

  it(`suggests at most ${SUGGESTIONS_MAX}`, () => {
    const counts = Array.from({ length: SUGGESTIONS_MAX + 10 }, (_, i) => ({ name: `Track ${i}`, count: i }));
    const suggested = nameSuggestions(counts);
    expect(suggested).toHaveLength(SUGGESTIONS_MAX);
    expect(suggested[0]).toBe(`Track ${SUGGESTIONS_MAX + 9}`);
  });
});
