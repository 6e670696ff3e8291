import { graphql } from "../generated";

/** The bell as the tests read it: the page, each notification's sentence and what it is about. */
export const BELL = graphql(`
  query TestBell($first: Int, $after: String) {
    me {
      notifications(first: $first, after: $after) {
        unreadCount
        edges {
          cursor
          node {
            id
            kind
            at
            read
            count
            text
            actor {
              id
            }
            competition {
              id
              name
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export const MARK_READ = graphql(`
  mutation TestMarkRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export const NOTIFICATIONS_CHANGED = graphql(`
  subscription TestNotificationsChanged($current: Boolean) {
    notificationsChanged(current: $current) {
      unreadCount
      notification {
        id
        kind
        count
        text
      }
    }
  }
`);

export const UPDATE_NOTIFICATION_SETTINGS = graphql(`
  mutation TestUpdateNotificationSettings($email: [NotificationKind!], $push: [NotificationKind!]) {
    updateNotificationSettings(email: $email, push: $push) {
      notificationSettings {
        email
        push
      }
    }
  }
`);
