import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef } from "react";
import { Icon } from "../components/Icon";
import { usePopup } from "../components/usePopup";
import { graphql } from "../graphql/generated";
import { NotificationItem } from "./NotificationItem";
import { useMarkNotificationsRead } from "./useMarkNotificationsRead";
import { useUnreadCount } from "./useUnreadCount";

/** The latest notifications, read afresh each time the list opens. */
const BellQuery = graphql(`
  query Bell {
    me {
      id
      notifications(first: 10) {
        edges {
          node {
            id
            ...NotificationItem_notification
          }
        }
      }
    }
  }
`);

const BellIcon = () => <Icon d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9M10 19.5a2 2 0 0 0 4 0" />;

/**
 * The header's bell: the live count of unread notifications, and a button that opens the latest ones, each a
 * sentence linking to its competition or the Friends page, with "Mark read" and "Mark all read". The list closes
 * on Escape (focus back on the bell), on a click outside it and when a notification is opened.
 */
export default function Bell() {
  const { open, close, container, popupId: panelId, toggle } = usePopup();
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const { data, refetch } = useQuery(BellQuery, { skip: !open, fetchPolicy: "network-only" });
  const unread = useUnreadCount(() => {
    if (openRef.current) void refetch();
  });
  const markRead = useMarkNotificationsRead();
  const headingId = useId();

  const edges = data?.me?.notifications.edges ?? [];
  const shownIds = edges.map(({ node }) => node.id);
  const count = unread ?? 0;
  return (
    <div ref={container} className="relative">
      <button
        {...toggle}
        aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}
        className="relative grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <BellIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </button>
      <section
        id={panelId}
        aria-labelledby={headingId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white py-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-center justify-between gap-2 px-3 pb-2">
          <h2 id={headingId} className="font-semibold">
            Notifications
          </h2>
          {count > 0 && (
            <button
              type="button"
              onClick={() => void markRead(shownIds, true)}
              className="text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
            >
              Mark all read
            </button>
          )}
        </div>
        {!data ? (
          <p className="px-3 text-sm">Loading...</p>
        ) : edges.length === 0 ? (
          <p className="px-3 text-sm text-slate-600 dark:text-slate-400">
            Nothing yet: friend requests and your rivals' changes show here.
          </p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
            {edges.map(({ node }) => (
              <NotificationItem
                key={node.id}
                notification={node}
                onOpen={close}
                onMarkRead={(id) => void markRead([id])}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
