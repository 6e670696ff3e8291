import { Link } from "react-router";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    text
    read
    at
    competition {
      id
    }
  }
`);

/** Where a notification leads: its competition, or the Friends page (friend kinds, and a competition gone). */
function pathOf(kind: string, competitionId: string | undefined): string {
  return competitionId && kind !== "FRIEND_REQUEST" && kind !== "FRIEND_ACCEPTED"
    ? `/competitions/${competitionId}`
    : "/friends";
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One notification: its sentence, a link to what it is about; an unread one is marked and can be marked read. */
export function NotificationItem(props: {
  notification: FragmentType<typeof NotificationItemFragment>;
  onOpen: () => void;
  onMarkRead: (id: string) => void;
}) {
  const notification = getFragmentData(NotificationItemFragment, props.notification);
  const { id, kind, text, read, at } = notification;
  return (
    <li className="flex items-start gap-2 px-3 py-2">
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${read ? "bg-transparent" : "bg-indigo-500"}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={pathOf(kind, notification.competition?.id)}
          onClick={() => {
            if (!read) props.onMarkRead(id);
            props.onOpen();
          }}
          className={`block text-sm hover:underline ${read ? "text-slate-600 dark:text-slate-400" : "font-semibold"}`}
        >
          {text}
          {!read && <span className="sr-only"> (unread)</span>}
        </Link>
        <time dateTime={at} className="text-xs text-slate-500 dark:text-slate-400">
          {when.format(new Date(at))}
        </time>
      </div>
      {!read && (
        <button
          type="button"
          aria-label={`Mark read: ${text}`}
          onClick={() => props.onMarkRead(id)}
          className="shrink-0 rounded px-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          Mark read
        </button>
      )}
    </li>
  );
}
