import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

/**
 * Marks the notifications `shown` read, or every one of the user's (`all`): those shown turn read at once; the
 * unread count follows the server's push (useUnreadCount).
 */
export function useMarkNotificationsRead() {
  const [mark] = useMutation(MarkNotificationsReadMutation);
  return async (shown: string[], all = false): Promise<void> => {
    await mark({
      variables: all ? { all: true } : { ids: shown },
      optimisticResponse: { markNotificationsRead: shown.length },
      update(cache) {
        for (const id of shown) {
          cache.modify({ id: cache.identify({ __typename: "Notification", id }), fields: { read: () => true } });
        }
      },
    });
  };
}
