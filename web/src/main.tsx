import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { client } from "./apollo";
import "./index.css";
import { router } from "./router";
import { startSession } from "./session";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);

// The layout shows the session's failure (no network and nothing kept), as its query's error.
startSession().catch(() => {});
// The service worker, with the code that registers it, after the page has loaded: no part of the first paint.
window.addEventListener("load", () => void import("./pwa/serviceWorker").then((sw) => sw.registerServiceWorker()), {
  once: true,
});
