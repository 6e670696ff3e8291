import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import type {
  NotificationKind,
  UpdateNotificationSettingsMutation as UpdateResult,
} from "../graphql/generated/graphql";

const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($email: [NotificationKind!]) {
    updateNotificationSettings(email: $email) {
      id
      notificationSettings {
        email
        push
      }
    }
  }
`);

/** Saves the kinds e-mailed to the user; the choice shows at once, and a refusal puts the previous one back. */
export function useUpdateNotificationSettings(me: { id: string; push: NotificationKind[] }) {
  const [update] = useMutation(UpdateNotificationSettingsMutation);
  return async (email: NotificationKind[]): Promise<void> => {
    await update({
      variables: { email },
      // The generated types leave out __typename, which the cache needs to find the Me object to update.
      optimisticResponse: {
        updateNotificationSettings: {
          __typename: "Me",
          id: me.id,
          notificationSettings: { __typename: "NotificationSettings", email, push: me.push },
        } as UpdateResult["updateNotificationSettings"],
      },
    });
  };
}
