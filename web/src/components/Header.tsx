import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { SessionQuery } from "../graphql/generated/graphql";
import { Avatar } from "./Avatar";

type Me = NonNullable<SessionQuery["me"]>;

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium sm:px-3 ${
    isActive
      ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
  }`;

/**
 * `me` is undefined while the session loads: only the home link shows then. `bell` (the notifications, signed in)
 * sits before the account link.
 */
export function Header({ me, bell }: { me: Me | null | undefined; bell?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <nav className="mx-auto flex h-14 max-w-(--breakpoint-2xl) items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link to="/" className="mr-auto text-xl font-extrabold tracking-tight text-indigo-600 dark:text-indigo-400">
          Rivals
        </Link>
        {me && (
          <>
            <NavLink to="/friends" className={navLink}>
              Friends
            </NavLink>
            <NavLink to="/competitions" className={navLink}>
              Competitions
            </NavLink>
          </>
        )}
        {bell}
        {me !== undefined && (
          <Link
            to={me ? "/profile" : "/login"}
            aria-label={me ? "Profile" : "Sign in"}
            className="ml-1 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
          >
            <Avatar src={me?.profilePic} alt={me ? me.username : "Signed out"} />
          </Link>
        )}
      </nav>
    </header>
  );
}
