import { useQuery } from "@apollo/client/react";
import { Outlet } from "react-router";
import { SessionQuery } from "../session";
import { useTheme } from "../useTheme";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Loading } from "./Loading";

/** Header, page and footer around every screen; the page waits for the session. */
export function Layout() {
  const { data, error } = useQuery(SessionQuery);
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
