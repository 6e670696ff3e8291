import { FormError } from "../components/FormError";
import { useActions } from "../accounts/useActions";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { NotificationKind } from "../graphql/generated/graphql";
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
 * Which notifications also come by e-mail: one checkbox per kind, saved at once. (Web Push has its own list in
 * the API; its choices show once the app can push.)
 */
export function NotificationSettings(props: { me: FragmentType<typeof NotificationSettingsFragment> }) {
  const me = getFragmentData(NotificationSettingsFragment, props.me);
  const { email, push } = me.notificationSettings;
  const update = useUpdateNotificationSettings({ id: me.id, push });
  const { error, run } = useActions<"save">();
  const toggle = (kind: NotificationKind, on: boolean) => {
    const chosen = KINDS.map((entry) => entry.kind).filter((each) => (each === kind ? on : email.includes(each)));
    void run("save", () => update(chosen));
  };
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm text-slate-600 dark:text-slate-400">
        E-mail me about these when I have not seen them in the app within a few minutes:
      </legend>
      <FormError>{error}</FormError>
      {KINDS.map(({ kind, label }) => (
        <label key={kind} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={email.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
            className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
