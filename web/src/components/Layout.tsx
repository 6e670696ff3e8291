import { lazy, Suspense, type ReactNode } from "react";
import { Outlet } from "react-router";
import type { SessionQuery as Session } from "../graphql/generated/graphql";
import { useFirstPageShown } from "../firstPage";
import { DeferredPart } from "./DeferredPart";
import { useSession } from "../session";
import { withApollo } from "../withApollo";
import { useTheme } from "../useTheme";
import { Header } from "./Header";
import { Loading } from "./Loading";

// Below the page, with its own query: after the first paint.
const Footer = lazy(() => withApollo(import("./Footer")).then(({ Footer }) => ({ default: Footer })));
// Only a page reached with a notice (the other player deleted a competition) shows it.
const NavigationNotice = lazy(() => import("./Notice").then(({ NavigationNotice }) => ({ default: NavigationNotice })));
const MAIN_ID = "main";

/**
 * The first stop of the Tab key, shown only when focused: it moves focus past the header to the page. It
 * focuses the page itself rather than following the link, which would put `#main` in the address.
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to content
    </a>
  );
}

type Me = NonNullable<Session["me"]>;

/** What of the features the layout shows around the page, given by the app (the root route). */
export interface LayoutParts {
  /** In the header, signed in only. */
  bell: (me: Me) => ReactNode;
  /** In place of the page until a new user has chosen their username. */
  chooseUsername: (me: Me) => ReactNode;
  /** At the bottom of every screen, signed in or not. */
  statusArea: (userId: string | undefined) => ReactNode;
}

/**
 * Header, page and footer around every screen; the page waits for the session, and for a new user to choose
 * their username (their first sign-in, whichever page it lands on).
 */
export function Layout({ bell, chooseUsername, statusArea }: LayoutParts) {
  // While the session reloads (after signing in or out), the page stays up with the previous session's data.
  const { data, error } = useSession();
  // Signed out, the device's preference; unknown (undefined) until the session has loaded.
  useTheme(data && (data.me?.theme ?? "SYSTEM"));
  // What the first page does without comes once it has shown.
  const firstPageShown = useFirstPageShown();
  if (error) throw error;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header me={data?.me} bell={firstPageShown && data?.me && <DeferredPart>{bell(data.me)}</DeferredPart>} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-(--breakpoint-2xl) flex-1 px-3 py-6 outline-none sm:px-6 sm:py-10"
      >
        <DeferredPart>
          <NavigationNotice />
        </DeferredPart>
        {!data ? (
          <Loading />
        ) : data.me?.usernameChosen === false ? (
          <Suspense fallback={<Loading />}>{chooseUsername(data.me)}</Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      {firstPageShown && (
        <>
          <DeferredPart>
            <Footer />
          </DeferredPart>
          <DeferredPart>{statusArea(data?.me?.id)}</DeferredPart>
        </>
      )}
    </div>
  );
}
