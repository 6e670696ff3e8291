import "./graphiqlWorkers";
import "graphiql/style.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GRAPHQL_PATH, graphqlWsUrl } from "./endpoints";

// Same origin as the page, so the session cookie goes with every request.
const fetcher = createGraphiQLFetcher({ url: GRAPHQL_PATH, subscriptionUrl: graphqlWsUrl() });

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={"{\n  me {\n    id\n  }\n}\n"} />
  </StrictMode>,
);
