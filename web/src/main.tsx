import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { client } from "./apollo";
import { afterFirstPage, firstPageRendered } from "./firstPage";
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
// The first page's loaders are done and React draws it: what that page does without follows (firstPage.ts).
if (router.state.initialized) firstPageRendered();
else {
  const stop = router.subscribe(({ initialized }) => {
    if (!initialized) return;
    stop();
    firstPageRendered();
  });
}
/**
 * The service worker, with the code that registers it, once the first page has shown: no part of it. A browser gone
 * offline before that code came registers it once it is back online.
 */
function registerServiceWorker(): void {
  import("./pwa/serviceWorker")
    .then((sw) => sw.registerServiceWorker())
    .catch(() => window.addEventListener("online", registerServiceWorker, { once: true }));
}
void afterFirstPage().then(registerServiceWorker);
