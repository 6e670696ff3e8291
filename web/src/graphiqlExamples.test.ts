import { buildSchema, parse, validate } from "graphql";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exampleTabs } from "./graphiqlExamples";

const schema = buildSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));

describe("GraphiQL's first tabs", () => {
  it("offer a signed-in user their competitions and a subscription to one of them, valid against the schema", () => {
    const tabs = exampleTabs(true, "c-1");
    expect(tabs.map((tab) => tab.query.match(/^(query|subscription) (\w+)/m)?.[2])).toEqual([
      "MyCompetitions",
      "CompetitionLive",
    ]);
    expect(tabs[1]).toMatchObject({ variables: JSON.stringify({ id: "c-1" }, null, 2) });
    for (const { query } of tabs) expect(validate(schema, parse(query))).toEqual([]);
  });

  it("offer a signed-out visitor the sample competition, and nothing to watch when there is none", () => {
    const tabs = exampleTabs(false, undefined);
    expect(tabs).toHaveLength(1);
    expect(tabs[0].query).toContain("sampleCompetition");
    expect(validate(schema, parse(tabs[0].query))).toEqual([]);
  });
});
