/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { handlePushes } from "./pwa/pushHandlers";

/**
 * The app's service worker (decision 043): it keeps the built app (precached, by each file's revision) so that the
 * app starts with no network, and answers page loads from the network first, so that a deploy's new index.html is
 * always the one shown while online. Everything the server owns besides the app's pages goes past it.
 */
declare const self: ServiceWorkerGlobalScope;

/** What the server answers itself: the API, sign-in, exports, metrics, health, share cards, the playground. */
const SERVER_PATHS = [
  /^\/graphql(\/|$)/,
  /^\/graphiql(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/export(\/|$)/,
  /^\/metrics(\/|$)/,
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/notifications\/unsubscribe(\/|$)/,
  // A path with a file extension names a file (a share card, an icon), never a page of the app.
  /\.[^/]+$/,
];

/** The app's page as precached: index.html as the server serves it, at the root (web/scripts/precache.ts). */
const APP_PAGE = "/";
const network = new NetworkOnly();

/**
 * A page of the app: the server's index.html (with that page's link preview), or the precached one when the
 * network cannot be reached. Never a stored copy while online, so a new version's scripts never meet an old page.
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch (error) {
        const page = await matchPrecache(APP_PAGE);
        if (page) return page;
        throw error;
      }
    },
    { denylist: SERVER_PATHS },
  ),
);

// After the pages' route, which comes first: a page is never answered from the precache while online.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open pages at once, so that the first visit already works offline afterwards; a
// later version only activates when the user reloads for it (the message below), so it takes no page by surprise.
clientsClaim();

/** "Reload for the new version": the page asks the waiting worker to take over (vite-plugin-pwa's message). */
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

handlePushes(self);
