import { describe, expect, it } from "vitest";
import { befriend, createCompetition, graphqlRequest, signUp, subscribe, twoInstances, wsClient } from "./support";

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  const servers = twoInstances();

  it("delivers a change made through instance A to a subscriber on instance B, in order", async () => {
    const [ana, ben] = [await signUp(servers.a.url), await signUp(servers.b.url)];
    await befriend(servers.a.url, ana, ben);
    const competition = await createCompetition(servers.a.url, ana, ben);

    const client = wsClient(servers.b.url, ben.cookie);
    const events = subscribe(
      client,
      "subscription ($id: ID!) { competitionChanged(id: $id) { competition { version rules { text } } } }",
      {
        id: competition.id,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = ["one", "two", "three", "four", "five"];
    for (const text of texts) {
      const { body } = await graphqlRequest(
        servers.a.url,
        "mutation ($id: ID!, $t: String!) { addRule(competitionId: $id, text: $t) { version } }",
        { id: competition.id, t: text },
        ana.cookie,
      );
      expect(body.errors).toBeUndefined();
    }
    const versions: number[] = [];
    while (versions.at(-1) !== competition.version + texts.length) {
      const { competition: received } = (await events.next()).data.competitionChanged;
      versions.push(received.version);
      expect(received.rules.map((rule: { text: string }) => rule.text)).toEqual(texts.slice(0, received.version - 1));
    }
    expect(versions).toEqual([...versions].sort((x, y) => x - y)); // never an older version after a newer one
    expect(new Set(versions).size).toBe(versions.length);
    await client.dispose();
  });
});
