import { describe, expect, it } from "vitest";
import { checkRematch, rematchCopy, rematchName, seriesOf, type RematchSource, type SeriesMember } from "./rematch";

describe("rematchName", () => {
  it("is `<name> (rematch)`, then the first `(rematch n)` not taken between the two", () => {
    expect(rematchName("Kart", new Set())).toBe("Kart (rematch)");
    expect(rematchName("Kart", new Set(["Kart (rematch)"]))).toBe("Kart (rematch 2)");
    expect(rematchName("Kart", new Set(["Kart (rematch)", "Kart (rematch 2)", "Kart (rematch 4)"]))).toBe(
      "Kart (rematch 3)",
    );
  });

  it("counts on from the name without its own rematch suffix", () => {
    expect(rematchName("Kart (rematch)", new Set(["Kart (rematch)"]))).toBe("Kart (rematch 2)");
    expect(rematchName("Kart (rematch 2)", new Set(["Kart (rematch)", "Kart (rematch 2)"]))).toBe("Kart (rematch 3)");
    expect(rematchName("Kart (rematch) (rematch)", new Set())).toBe("Kart (rematch) (rematch)");
    expect(rematchName("Best (of 3)", new Set())).toBe("Best (of 3) (rematch)");
  });

  it("cuts a long name short so that the whole stays within 100 characters", () => {
    const long = "é".repeat(100);
    const first = rematchName(long, new Set());
    expect([...first]).toHaveLength(100);
    expect(first.endsWith("é (rematch)")).toBe(true);
    const second = rematchName(long, new Set([first]));
    expect([...second]).toHaveLength(100);
    expect(second.endsWith(" (rematch 2)")).toBe(true);
  });
});

const source: RematchSource = {
  id: "c1",
  name: "Kart",
  image: "https://example.com/kart.png",
  status: "complete",
  playerOneId: "ana",
  playerTwoId: "ben",
  seriesId: null,
  rules: ["No blue shells"],
  roundWinner: "fewer_points",
  scoring: "rounds",
  finishKind: "best_of",
  finishCount: 5,
};

describe("rematchCopy", () => {
  it("puts the one who asks first, and copies the rules, image and format", () => {
    expect(rematchCopy(source, "ben")).toEqual({
      playerOneId: "ben",
      playerTwoId: "ana",
      image: source.image,
      rules: ["No blue shells"],
      format: { roundWinner: "fewer_points", scoring: "rounds", finish: { kind: "best_of", count: 5 } },
      rematchOfId: "c1",
      seriesId: "c1",
    });
    expect(rematchCopy(source, "ana")).toMatchObject({ playerOneId: "ana", playerTwoId: "ben" });
  });

  it("keeps the series of a rematch", () => {
    expect(rematchCopy({ ...source, id: "c2", seriesId: "c1" }, "ana")).toMatchObject({
      rematchOfId: "c2",
      seriesId: "c1",
    });
  });
});

describe("checkRematch", () => {
  it("allows a complete or abandoned competition and refuses an ongoing one", () => {
    expect(() => checkRematch({ status: "complete" })).not.toThrow();
    expect(() => checkRematch({ status: "abandoned" })).not.toThrow();
    expect(() => checkRematch({ status: "ongoing" })).toThrow(
      expect.objectContaining({
        message: "Only a complete or abandoned competition can be rematched",
        extensions: { code: "FORBIDDEN" },
      }),
    );
  });
});

describe("seriesOf", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  const member = (
    id: string,
    seriesId: string | null,
    status: SeriesMember["status"],
    winnerId: string | null,
    minute: number,
  ): SeriesMember => ({
    id,
    seriesId,
    status,
    winnerId,
    createdAt: at(minute),
    updatedAt: at(minute + 1),
  });

  it("groups a competition with its rematches, oldest first, scored from the viewer's side", () => {
    const first = member("a", null, "complete", "ana", 0);
    const second = member("b", "a", "complete", "ben", 10);
    const third = member("c", "a", "complete", null, 20);
    const fourth = member("d", "a", "abandoned", "ana", 30);
    const alone = member("e", null, "ongoing", "ana", 5);
    const series = seriesOf([third, alone, first, fourth, second], "ana");
    expect(series.map((one) => one.competitions.map((c) => c.id))).toEqual([["a", "b", "c", "d"], ["e"]]);
    expect(series[0].record).toEqual({ wins: 1, losses: 1, draws: 1 });
    expect(series[1].record).toEqual({ wins: 0, losses: 0, draws: 0 });
    expect(seriesOf([first, second], "ben")[0].record).toEqual({ wins: 1, losses: 1, draws: 0 });
  });

  it("puts the series changed last first, and keeps a series whose first competition is gone", () => {
    const old = member("a", null, "complete", "ana", 0);
    const orphan = member("c", "gone", "complete", "ben", 40);
    const orphanToo = member("d", "gone", "ongoing", null, 50);
    const series = seriesOf([old, orphan, orphanToo], "ana");
    expect(series.map((one) => one.competitions.map((c) => c.id))).toEqual([["c", "d"], ["a"]]);
  });
});
