import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import type {
  NotificationKind,
  UpdateNotificationSettingsMutation as UpdateResult,
} from "../graphql/generated/graphql";

const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($email: [NotificationKind!], $push: [NotificationKind!]) {
    updateNotificationSettings(email: $email, push: $push) {
      id
      notificationSettings {
        email
        push
      }
    }
  }
`);

type Settings = { email: NotificationKind[]; push: NotificationKind[] };

/**
 * Saves the kinds e-mailed or pushed to the user (a list not given stays); the choice shows at once, and a refusal
 * puts the previous one back.
 */
export function useUpdateNotificationSettings(me: { id: string } & Settings) {
  const [update] = useMutation(UpdateNotificationSettingsMutation);
  return async (changed: Partial<Settings>): Promise<void> => {
    await update({
      variables: changed,
      // The generated types leave out __typename, which the cache needs to find the Me object to update.
      optimisticResponse: {
        updateNotificationSettings: {
          __typename: "Me",
          id: me.id,
          notificationSettings: {
            __typename: "NotificationSettings",
            email: changed.email ?? me.email,
            push: changed.push ?? me.push,
          },
        } as UpdateResult["updateNotificationSettings"],
      },
    });
  };
}
