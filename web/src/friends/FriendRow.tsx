import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../components/Avatar";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";

/** What a row shows of the user. */
export const FriendRowFragment = graphql(`
  fragment FriendRow_user on User {
    id
    username
    profilePic
    deleted
  }
`);

interface FriendRowProps {
  user: FragmentType<typeof FriendRowFragment>;
  /** A label after the name, such as the test friend's invitation to delete it. */
  note?: string;
  /** Where the name leads (a friend's rivalry page), if anywhere. */
  to?: string;
  /** A line under the name, such as the record against them. */
  detail?: ReactNode;
  /** What sits at the end of the row: a score, the row's controls. */
  children?: ReactNode;
}

/** A user in one of the lists: picture, name and markers, then the row's own controls. */
export function FriendRow({ note, to, detail, children, ...props }: FriendRowProps) {
  const { username, profilePic, deleted } = getFragmentData(FriendRowFragment, props.user);
  return (
    <li className="group flex items-center gap-2 py-2.5 sm:gap-3">
      <Avatar src={profilePic} alt={username} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          {to ? (
            <Link
              to={to}
              className="min-w-0 font-medium wrap-anywhere text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {username}
            </Link>
          ) : (
            <span className="min-w-0 font-medium wrap-anywhere">{username}</span>
          )}
          {deleted && <span className="text-sm text-slate-500 dark:text-slate-400">(Deleted)</span>}
          {note && <span className="text-sm text-slate-500 dark:text-slate-400">{note}</span>}
        </div>
        {detail && <div className="text-sm text-slate-500 dark:text-slate-400">{detail}</div>}
      </div>
      {children}
    </li>
  );
}
