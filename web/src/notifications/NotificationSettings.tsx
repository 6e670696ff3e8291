import { FormError } from "../components/FormError";
import { useActions } from "../components/useActions";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { NotificationKind } from "../graphql/generated/graphql";
import { PushNotifications } from "./PushNotifications";
import { useUpdateNotificationSettings } from "./useUpdateNotificationSettings";

export const NotificationSettingsFragment = graphql(`
  fragment NotificationSettings_me on Me {
    id
    notificationSettings {
      email
      push
    }
  }
`);

/** Each kind as people choose it, in the API's order. */
const KINDS: { kind: NotificationKind; label: string }[] = [
  { kind: "FRIEND_REQUEST", label: "Friend requests" },
  { kind: "FRIEND_ACCEPTED", label: "Accepted friend requests" },
  { kind: "INVITE_ACCEPTED", label: "Accepted invites" },
  { kind: "COMPETITION_CREATED", label: "New competitions against you" },
  { kind: "COMPETITION_CHANGED", label: "Your rival's changes to a competition" },
  { kind: "COMPETITION_FINISHED", label: "Finished competitions" },
];

/**
 * Which notifications also come to this device (Web Push, where the server has it and the user turned it on here)
 * and by e-mail: one checkbox per kind, saved at once.
 */
export function NotificationSettings(props: { me: FragmentType<typeof NotificationSettingsFragment> }) {
  const me = getFragmentData(NotificationSettingsFragment, props.me);
  const { email, push } = me.notificationSettings;
  const update = useUpdateNotificationSettings({ id: me.id, email, push });
  const { error, run } = useActions<"save">();
  const choose = (channel: "email" | "push", chosen: NotificationKind[]) =>
    void run("save", () => update({ [channel]: chosen }));
  return (
    <>
      <FormError>{error}</FormError>
      <PushNotifications>
        <KindChoices
          legend="Send these to the devices where I turned notifications on:"
          chosen={push}
          onChange={(chosen) => choose("push", chosen)}
        />
      </PushNotifications>
      <KindChoices
        legend="E-mail me about these when I have not seen them in the app within a few minutes:"
        chosen={email}
        onChange={(chosen) => choose("email", chosen)}
      />
    </>
  );
}

function KindChoices(props: {
  legend: string;
  chosen: readonly NotificationKind[];
  onChange: (chosen: NotificationKind[]) => void;
}) {
  const toggle = (kind: NotificationKind, on: boolean) =>
    props.onChange(
      KINDS.map((entry) => entry.kind).filter((each) => (each === kind ? on : props.chosen.includes(each))),
    );
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm text-slate-600 dark:text-slate-400">{props.legend}</legend>
      {KINDS.map(({ kind, label }) => (
        <label key={kind} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={props.chosen.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
            className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
