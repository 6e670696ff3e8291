import { useId, useState } from "react";
import { FormError, FormSuccess } from "../components/FormError";
import { inputClass, labelClass, secondaryButton, textLink } from "../components/styles";
import type { InviteCompetitionInput } from "../graphql/generated/graphql";
import { useCreateInvite } from "./useCreateInvite";

interface InviteLinkProps {
  /** The competition accepting starts; none: the link makes friends only. */
  competition?: InviteCompetitionInput;
}

/**
 * "Invite by link": makes a link (starting `competition` when accepted, if given) and shows it with Copy and, where
 * the device has a share sheet, Share. A link shown belongs to the competition as it was when made: once the form
 * changes, the button comes back to make one for what it says now.
 */
export function InviteLink({ competition }: InviteLinkProps) {
  const { create, creating } = useCreateInvite();
  const [made, setMade] = useState<{ url: string; for: string }>();
  const [error, setError] = useState<string>();
  const offer = JSON.stringify(competition ?? null);

  async function make() {
    setError(undefined);
    const answer = await create(competition);
    if (answer.error !== undefined) setError(answer.error);
    else setMade({ url: answer.url, for: offer });
  }

  return (
    <div className="space-y-3">
      <FormError>{error}</FormError>
      {made?.for === offer ? (
        <SharedLink url={made.url} competitionName={competition?.name} onAnother={() => setMade(undefined)} />
      ) : (
        <button type="button" onClick={() => void make()} disabled={creating} className={`${secondaryButton} w-full`}>
          {creating ? "Making a link..." : "Invite by link"}
        </button>
      )}
    </div>
  );
}

/** The link, selectable, with one-click Copy, the device's Share sheet where there is one, and Another link. */
function SharedLink(props: { url: string; competitionName?: string; onAnother: () => void }) {
  const { url } = props;
  const id = useId();
  const [copied, setCopied] = useState<boolean>();
  const text = props.competitionName
    ? `Play “${props.competitionName.trim()}” against me on Rivals`
    : "Be my rival on Rivals";
  const canShare = typeof navigator.share === "function";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard here (a page served over plain HTTP, or permission refused): the link is selected to copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied(false);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: "Rivals", text, url });
    } catch {
      // Dismissing the share sheet rejects: the link is still shown to copy.
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        Invite link (works once, for 7 days)
      </label>
      <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} className={inputClass} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => void copy()} className={secondaryButton}>
          Copy link
        </button>
        {canShare && (
          <button type="button" onClick={() => void share()} className={secondaryButton}>
            Share
          </button>
        )}
        <button type="button" onClick={props.onAnother} className={`${textLink} ml-auto`}>
          Another link
        </button>
      </div>
      {copied === true && <FormSuccess>Copied!</FormSuccess>}
      {copied === false && <FormSuccess>Selected: copy it with Ctrl+C or ⌘C</FormSuccess>}
    </div>
  );
}
