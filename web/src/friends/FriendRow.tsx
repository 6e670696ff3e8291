import type { ReactNode } from "react";
import { Avatar } from "../components/Avatar";
import type { Friendship } from "./friendship";

interface FriendRowProps {
  friend: Friendship;
  /** A label after the name, such as the test friend's invitation to delete it. */
  note?: string;
  /** What sits at the end of the row: a score, the row's controls. */
  children?: ReactNode;
}

/** A user in one of the lists: picture, name and markers, then the row's own controls. */
export function FriendRow({ friend, note, children }: FriendRowProps) {
  const { username, profilePic, deleted } = friend.user;
  return (
    <li className="group flex items-center gap-2 py-2.5 sm:gap-3">
      <Avatar src={profilePic} alt={username} />
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
        <span className="min-w-0 font-medium wrap-anywhere">{username}</span>
        {deleted && <span className="text-sm text-slate-500 dark:text-slate-400">(Deleted)</span>}
        {note && <span className="text-sm text-slate-500 dark:text-slate-400">{note}</span>}
      </div>
      {children}
    </li>
  );
}
