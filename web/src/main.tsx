import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ApolloWhenLoaded } from "./apolloContext";
import { afterFirstPage, firstPageRendered } from "./firstPage";
import "./index.css";
import { router } from "./router";
import { startSession } from "./session";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloWhenLoaded>
      <RouterProvider router={router} />
    </ApolloWhenLoaded>
  </StrictMode>,
);

// The layout shows the session's failure (no network and nothing kept).
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
// Apollo Client loads with the first page when that page uses it (withApollo); after it when it does not (the home
// and sign-in pages), so as not to share the network and the main thread with what they draw.
void afterFirstPage().then(() => import("./apolloReady"));
