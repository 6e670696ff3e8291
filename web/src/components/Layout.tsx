import { useQuery } from "@apollo/client/react";
import { Outlet } from "react-router";
import { SessionQuery } from "../session";
import { useTheme } from "../useTheme";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Loading } from "./Loading";

/** Header, page and footer around every screen; the page waits for the session. */
export function Layout() {
  // While the session reloads (after signing in or out), the page stays up with the previous session's data.
  const { data: current, previousData, error } = useQuery(SessionQuery);
  const data = current ?? previousData;
  useTheme(data?.me?.theme);
  if (error) throw error;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header me={data?.me} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6 sm:py-10">{data ? <Outlet /> : <Loading />}</main>
      <Footer />
    </div>
  );
}
