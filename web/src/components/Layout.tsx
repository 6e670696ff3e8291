import { useQuery } from "@apollo/client/react";
import { Outlet } from "react-router";
import { useReconnecting } from "../connection";
import { SessionQuery } from "../session";
import { useTheme } from "../useTheme";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Loading } from "./Loading";
import { NavigationNotice } from "./Notice";

/** Header, page and footer around every screen; the page waits for the session. */
export function Layout() {
  // While the session reloads (after signing in or out), the page stays up with the previous session's data.
  const { data: current, previousData, error } = useQuery(SessionQuery);
  const data = current ?? previousData;
  useTheme(data?.me?.theme);
  const reconnecting = useReconnecting();
  if (error) throw error;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header me={data?.me} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6 sm:py-10">
        <NavigationNotice />
        {data ? <Outlet /> : <Loading />}
      </main>
      <Footer />
      {/* Always there, so that screen readers announce its text when it appears. */}
      <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-3">
        {reconnecting && (
          <span className="flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 shadow-md dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-200">
            <span aria-hidden className="size-2 rounded-full bg-amber-500 motion-safe:animate-pulse" />
            Reconnecting…
          </span>
        )}
      </div>
    </div>
  );
}
