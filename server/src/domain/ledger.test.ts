import { describe, expect, it } from "vitest";
import {
  activityPage,
  describe as describeEffect,
  inverse,
  kindOf,
  summary,
  undoRefusal,
  type CurrentState,
  type Effect,
  type Entry,
  type UndoCompetition,
} from "./ledger";

const ANA = "a0000000-0000-4000-8000-000000000000";
const BEN = "b0000000-0000-4000-8000-000000000000";
const names: Record<string, string> = { [ANA]: "Ana", [BEN]: "Bob" };
const nameOf = (id: string) => names[id];

const competition: UndoCompetition = {
  playerOneId: ANA,
  playerTwoId: BEN,
  public: false,
  name: "Kart",
  image: null,
  description: "",
  status: "ongoing",
  completedAt: null,
  roundWinner: "more_points",
  scoring: "rounds",
  finishKind: null,
  finishCount: null,
};

const round = { id: "r1", position: 2, number: 2, valid: true, subRounds: [] };
const subRound = {
  id: "s1",
  roundId: "r1",
  roundNumber: 2,
  position: 1,
  name: "Rainbow Road",
  points: 3,
  playerId: BEN,
};
const rule = { id: "u1", position: 1, text: "No blue shells" };

const effects: Effect[] = [
  { type: "roundAdded", round: { ...round, valid: false } },
  { type: "roundRemoved", round: { ...round, subRounds: [subRound] } },
  { type: "subRoundAdded", subRound },
  { type: "subRoundRemoved", subRound },
  { type: "ruleAdded", rule },
  { type: "ruleRemoved", rule },
  { type: "validitySet", round: { id: "r1", number: 2 }, from: false, to: true },
  { type: "infoSet", before: { name: "Kart", public: false }, after: { name: "Kart 8", public: true } },
  {
    type: "infoSet",
    before: { status: "ongoing" },
    after: { status: "complete" },
    completedAt: { before: null, after: "2026-01-01T12:00:00.000Z" },
  },
];

/** The state right after the effect: what undoing it expects to find. */
function stateAfter(effect: Effect): CurrentState {
  const none: CurrentState = { round: null, otherRounds: true, subRound: false, subRoundRound: true, rule: false };
  switch (effect.type) {
    case "roundAdded":
      return { ...none, round: { valid: effect.round.valid, subRoundIds: effect.round.subRounds.map((s) => s.id) } };
    case "subRoundAdded":
      return { ...none, subRound: true };
    case "ruleAdded":
      return { ...none, rule: true };
    case "validitySet":
      return { ...none, round: { valid: effect.to, subRoundIds: [] } };
    default:
      return none;
  }
}

const entryOf = (effect: Effect, over: Partial<Entry> = {}): Entry => ({
  actorId: ANA,
  kind: kindOf(effect.type),
  effect,
  undoneBy: null,
  ...over,
});

const after = (effect: Effect): UndoCompetition =>
  effect.type === "infoSet" ? { ...competition, ...effect.after } : competition;

describe("inverse", () => {
  it.each(effects)("of $type, inverted again, is the effect itself", (effect) => {
    expect(inverse(inverse(effect)!)).toEqual(effect);
    expect(inverse(effect)).not.toEqual(effect);
  });

  it("of setting the status puts completedAt back as it was", () => {
    const reopened = inverse(effects[8]);
    expect(reopened).toEqual({
      type: "infoSet",
      before: { status: "complete" },
      after: { status: "ongoing" },
      completedAt: { before: "2026-01-01T12:00:00.000Z", after: null },
    });
  });

  it("of creating a competition is none", () => {
    expect(inverse({ type: "created", name: "Kart" })).toBeUndefined();
  });
});

describe("undoRefusal", () => {
  it.each(effects)("lets the actor undo $type as long as nothing changed since", (effect) => {
    expect(undoRefusal(entryOf(effect), ANA, after(effect), stateAfter(effect))).toBeNull();
  });

  it("refuses another player's change, a stranger, creation, and an entry undone already", () => {
    const effect = effects[4];
    const state = stateAfter(effect);
    expect(undoRefusal(entryOf(effect), BEN, competition, state)?.message).toBe("You can only undo your own changes");
    expect(undoRefusal(entryOf(effect), "someone", competition, state)?.extensions.code).toBe("FORBIDDEN");
    const created = entryOf({ type: "created", name: "Kart" });
    expect(undoRefusal(created, ANA, competition, state)?.extensions.code).toBe("FORBIDDEN");
    const undone = entryOf(effect, { undoneBy: "x" });
    expect(undoRefusal(undone, ANA, competition, state)?.message).toBe("Already undone");
  });

  it("refuses rounds, sub-rounds, rules and validity unless ongoing, but not info", () => {
    const complete = { ...competition, status: "complete" as const };
    for (const effect of effects.slice(0, 7)) {
      expect(undoRefusal(entryOf(effect), ANA, complete, stateAfter(effect))?.extensions.code).toBe("FORBIDDEN");
    }
    const info = effects[7];
    expect(undoRefusal(entryOf(info), ANA, { ...after(info), status: "complete" }, stateAfter(info))).toBeNull();
  });

  it.each([
    ["an added round got a sub-round", effects[0], { round: { valid: false, subRoundIds: ["s9"] } }],
    ["an added round was marked valid", effects[0], { round: { valid: true, subRoundIds: [] } }],
    ["an added round is gone", effects[0], { round: null }],
    ["an added round is the only one left", effects[0], { otherRounds: false }],
    ["a deleted round is back", effects[1], { round: { valid: true, subRoundIds: ["s1"] } }],
    ["an added sub-round is gone", effects[2], { subRound: false }],
    ["a deleted sub-round's round is gone", effects[3], { subRoundRound: false }],
    ["an added rule is gone", effects[4], { rule: false }],
    ["validity flipped back", effects[6], { round: { valid: false, subRoundIds: [] } }],
    ["the round of a validity change is gone", effects[6], { round: null }],
  ] as const)("conflicts when %s", (_, effect, changed) => {
    const state = { ...stateAfter(effect), ...changed };
    const refusal = undoRefusal(entryOf(effect), ANA, after(effect), state);
    expect(refusal?.extensions.code).toBe("CONFLICT");
    expect(refusal?.message).toBe("Changed since; can't undo");
  });

  it("conflicts when a field the info change set holds another value, not when another field does", () => {
    const info = effects[7];
    const state = stateAfter(info);
    expect(undoRefusal(entryOf(info), ANA, { ...after(info), public: false }, state)?.extensions.code).toBe("CONFLICT");
    expect(undoRefusal(entryOf(info), ANA, { ...after(info), description: "new" }, state)).toBeNull();
  });
});

describe("summary", () => {
  it("names what changed in one sentence", () => {
    expect(effects.map((effect) => describeEffect(effect, nameOf))).toEqual([
      "added round 2",
      "deleted round 2 with its 1 sub-round",
      "added sub-round “Rainbow Road” (3 points to Bob) to round 2",
      "deleted sub-round “Rainbow Road” (3 points to Bob) from round 2",
      "added the rule “No blue shells”",
      "removed the rule “No blue shells”",
      "marked round 2 valid",
      "renamed the competition to “Kart 8” and made it public",
      "marked it complete",
    ]);
    const draw = { ...subRound, points: 1, playerId: null };
    expect(describeEffect({ type: "subRoundAdded", subRound: draw }, nameOf)).toBe(
      "added sub-round “Rainbow Road” (1 point each, a draw) to round 2",
    );
    expect(describeEffect({ type: "ruleAdded", rule: { ...rule, text: "x".repeat(80) } }, nameOf)).toBe(
      `added the rule “${"x".repeat(59)}…”`,
    );
    expect(
      describeEffect(
        { type: "infoSet", before: {}, after: { status: "complete", description: "", image: "i" } },
        nameOf,
      ),
    ).toBe("marked it complete, cleared the description and changed the image");
  });

  it("of an undo names the change it undid, and of an undo of an undo the change it redid", () => {
    const added = effects[2];
    const undo = { kind: "UNDO" as const, effect: inverse(added)! };
    expect(summary(undo, false, nameOf)).toBe("undid: added sub-round “Rainbow Road” (3 points to Bob) to round 2");
    const redo = { kind: "UNDO" as const, effect: added };
    expect(summary(redo, true, nameOf)).toBe("redid: added sub-round “Rainbow Road” (3 points to Bob) to round 2");
  });
});

describe("activityPage", () => {
  it("takes 20 by default, at most 100, and starts after a cursor", () => {
    expect(activityPage(undefined, undefined)).toEqual({ size: 20 });
    expect(activityPage(100, "12")).toEqual({ size: 100, beforeVersion: 12 });
    expect(() => activityPage(101, null)).toThrow("first must be between 0 and 100");
    expect(() => activityPage(-1, null)).toThrow();
    expect(() => activityPage(5, "x")).toThrow("Not a cursor of this list");
  });
});

describe("formats and finishes in the ledger", () => {
  const noState: CurrentState = { round: null, otherRounds: true, subRound: false, subRoundRound: true, rule: false };
  const usual = { roundWinner: "more_points", scoring: "rounds", finish: null } as const;
  const golf = { roundWinner: "fewer_points", scoring: "points", finish: { kind: "first_to", count: 30 } } as const;
  const formatSet: Effect = { type: "formatSet", before: usual, after: golf };
  const golfCompetition: UndoCompetition = {
    ...competition,
    roundWinner: "fewer_points",
    scoring: "points",
    finishKind: "first_to",
    finishCount: 30,
  };

  it("changes the format back, and only while it is still the one set", () => {
    expect(kindOf("formatSet")).toBe("FORMAT_CHANGED");
    expect(inverse(formatSet)).toEqual({ type: "formatSet", before: golf, after: usual });
    expect(describeEffect(formatSet, nameOf)).toBe(
      "changed the format to first to 30 points, fewer points win a round",
    );
    const entry = { actorId: ANA, kind: "FORMAT_CHANGED" as const, effect: formatSet, undoneBy: null };
    expect(undoRefusal(entry, ANA, golfCompetition, noState)).toBeNull();
    expect(undoRefusal(entry, ANA, competition, noState)?.message).toBe("Changed since; can't undo");
  });

  it("says a change finished the competition, and lets its player undo it while it is complete from then", () => {
    const finished: Effect = {
      type: "validitySet",
      round: { id: "r1", number: 2 },
      from: false,
      to: true,
      finished: "2026-05-01T10:00:00.000Z",
    };
    expect(describeEffect(finished, nameOf)).toBe("marked round 2 valid, which finished the competition");
    expect(inverse(finished)).toEqual({ type: "validitySet", round: { id: "r1", number: 2 }, from: true, to: false });
    const entry = { actorId: ANA, kind: "ROUND_VALIDITY_CHANGED" as const, effect: finished, undoneBy: null };
    const state = { ...noState, round: { valid: true, subRoundIds: [] } };
    const complete = { ...competition, status: "complete" as const, completedAt: "2026-05-01T10:00:00.000Z" };
    expect(undoRefusal(entry, ANA, complete, state)).toBeNull();
    const completedAgain = { ...complete, completedAt: "2026-05-02T10:00:00.000Z" };
    expect(undoRefusal(entry, ANA, completedAgain, state)?.extensions.code).toBe("FORBIDDEN");
  });
});
