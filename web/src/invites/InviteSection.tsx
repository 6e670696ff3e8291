import { useId, useState } from "react";
import { FormError } from "../components/FormError";
import { mutedText } from "../components/styles";
import { errorMessage } from "../errors";
import type { FragmentType } from "../graphql/generated";
import { InviteLink } from "./InviteLink";
import { OpenInvites, type OpenInvitesFragment } from "./OpenInvites";
import { useRevokeInvite } from "./useRevokeInvite";

/**
 * The Friends page's "Invite by link": for someone without an account yet, or whose username you do not know. The
 * link makes whoever accepts it your friend; below it, the invites made lately, open ones with Revoke.
 */
export function InviteSection({ me }: { me: FragmentType<typeof OpenInvitesFragment> | undefined }) {
  const headingId = useId();
  const revoke = useRevokeInvite();
  const [error, setError] = useState<string>();
  const onRevoke = (id: string) => {
    setError(undefined);
    revoke(id).catch((refusal: unknown) => setError(errorMessage(refusal)));
  };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Invite by link
      </h2>
      <p className={mutedText}>
        Send a link to someone new: whoever opens it can sign up and become your friend in one go.
      </p>
      <div className="max-w-md">
        <InviteLink />
      </div>
      <FormError>{error}</FormError>
      {me && <OpenInvites me={me} onRevoke={onRevoke} />}
    </section>
  );
}
