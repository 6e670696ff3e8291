import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { Root } from "./routes/Root";
import { Loading } from "./components/Loading";
import type { DetailsTab } from "./routes/CompetitionDetails";
import { requireSession } from "./session";
import { useTheme } from "./useTheme";
import { withApollo } from "./withApollo";

/** Shown while the first page's loaders run, before the layout can render. */
function FirstLoad() {
  useTheme(undefined);
  return <Loading />;
}

/** The error page loads only when something goes wrong: the first load does without it. */
const LazyRouteError = lazy(() => import("./components/RouteError").then((page) => ({ default: page.RouteError })));
const routeError = (
  <Suspense fallback={<Loading />}>
    <LazyRouteError />
  </Suspense>
);

/**
 * SPEC.md's route table. Errors of a page show inside the layout; only a broken layout shows them alone.
 * Each page is its own chunk, loaded when first visited (`lazy`): React Router loads it alongside a static
 * loader (the session checks) and runs the page's own loader, if any, before the page renders.
 */
export const router = createBrowserRouter([
  {
    path: "/",
    Component: Root,
    HydrateFallback: FirstLoad,
    errorElement: routeError,
    children: [
      {
        errorElement: routeError,
        children: [
          {
            index: true,
            lazy: () => import("./routes/Home").then((page) => ({ loader: page.homeLoader, Component: page.Home })),
          },
          {
            path: "login",
            lazy: () => import("./routes/Login").then((page) => ({ loader: page.loginLoader, Component: page.Login })),
          },
          {
            path: "signup",
            lazy: () =>
              import("./routes/Signup").then((page) => ({ loader: page.signupLoader, Component: page.Signup })),
          },
          {
            path: "reset-password",
            lazy: () =>
              withApollo(import("./routes/ResetPassword")).then((page) => ({ Component: page.ResetPassword })),
          },
          {
            path: "profile",
            loader: requireSession,
            lazy: () => withApollo(import("./routes/Profile")).then((page) => ({ Component: page.Profile })),
          },
          {
            path: "friends",
            loader: requireSession,
            lazy: () => withApollo(import("./routes/Friends")).then((page) => ({ Component: page.Friends })),
          },
          {
            path: "friends/:username",
            lazy: () =>
              withApollo(import("./routes/Rivalry")).then((page) => ({
                loader: page.rivalryLoader,
                Component: page.Rivalry,
              })),
          },
          {
            path: "competitions",
            loader: requireSession,
            lazy: () => withApollo(import("./routes/Competitions")).then((page) => ({ Component: page.Competitions })),
          },
          {
            path: "competitions/:id",
            lazy: () =>
              withApollo(import("./routes/CompetitionDetails")).then((page) => ({
                loader: page.competitionLoader,
                Component: page.CompetitionDetails,
              })),
            // The tabs under 1024 px: the page shows every panel and hides the other tabs' (see CompetitionDetails).
            children: [
              { index: true, element: null, handle: { tab: "info" } satisfies DetailsTab },
              { path: "rules", element: null, handle: { tab: "rules" } satisfies DetailsTab },
              { path: "rounds", element: null, handle: { tab: "rounds" } satisfies DetailsTab },
            ],
          },
          {
            path: "invite/:token",
            lazy: () => withApollo(import("./routes/Invite")).then((page) => ({ Component: page.Invite })),
          },
          {
            path: "competition-creation",
            loader: requireSession,
            lazy: () =>
              withApollo(import("./routes/CompetitionCreation")).then((page) => ({
                Component: page.CompetitionCreation,
              })),
          },
          { path: "*", lazy: () => import("./routes/NotFound").then((page) => ({ Component: page.NotFound })) },
        ],
      },
    ],
  },
  {
    // The TV view is the whole screen: no header or footer around it.
    path: "/competitions/:id/tv",
    HydrateFallback: FirstLoad,
    errorElement: routeError,
    lazy: () =>
      withApollo(import("./routes/CompetitionTv")).then((page) => ({
        loader: page.tvLoader,
        Component: page.CompetitionTv,
      })),
  },
]);
