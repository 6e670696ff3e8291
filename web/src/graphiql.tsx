import "./graphiqlWorkers";
import "graphiql/style.css";
import { createGraphiQLFetcher, createLocalStorage } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GRAPHQL_PATH, graphqlWsUrl } from "./endpoints";
import { exampleTabs, GRAPHIQL_COMPETITION_IDS, GRAPHIQL_VIEWER } from "./graphiqlExamples";

// Same origin as the page, so the session cookie goes with every request.
const fetcher = createGraphiQLFetcher({ url: GRAPHQL_PATH, subscriptionUrl: graphqlWsUrl() });

/** An operation's data, or undefined when it was refused or could not be sent. */
async function ask<T>(document: TypedDocumentNode<T, Record<string, never>>): Promise<T | undefined> {
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: print(document) }),
    });
    return ((await response.json()) as { data?: T | null }).data ?? undefined;
  } catch {
    return undefined;
  }
}

const viewer = await ask(GRAPHIQL_VIEWER);
const userId = viewer?.me?.id;
const mine = userId ? (await ask(GRAPHIQL_COMPETITION_IDS))?.competitions[0]?.id : undefined;

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={exampleTabs(!!userId, mine ?? viewer?.sampleCompetition?.id)}
      // Each user's tabs apart, so that whoever signs in next opens on their own examples.
      storage={createLocalStorage({ namespace: `graphiql:${userId ?? "signed-out"}` })}
    />
  </StrictMode>,
);
