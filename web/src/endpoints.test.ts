import { describe, expect, it } from "vitest";
import { graphqlWsUrl } from "./endpoints";

describe("graphqlWsUrl", () => {
  it("uses wss on https pages and ws otherwise, on the page's host", () => {
    expect(graphqlWsUrl({ protocol: "https:", host: "rivals.example" })).toBe("wss://rivals.example/graphql");
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/graphql");
  });
});
