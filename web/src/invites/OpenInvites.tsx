import { formatDate } from "../dates";
import { FriendRow } from "../friends/FriendRow";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { mutedText, textLink } from "../components/styles";

/** What a row shows of an invite. */
export const OpenInvitesInviteFragment = graphql(`
  fragment OpenInvites_invite on Invite {
    id
    createdAt
    expiresAt
    competitionName
    acceptedBy {
      id
      ...FriendRow_user
    }
  }
`);

/** The signed-in user's invites: open ones, and those accepted lately. */
export const OpenInvitesFragment = graphql(`
  fragment OpenInvites_me on Me {
    id
    invites {
      ...OpenInvites_invite
    }
  }
`);

/** What an invite offers, in a few words. */
const offer = (competitionName: string | null) => (competitionName ? `“${competitionName}”` : "Friends only");

/**
 * The invite links made lately, newest first: an open one until it expires, with Revoke; an accepted one with who
 * accepted it. A link is shown only when made, so none is repeated here.
 */
export function OpenInvites(props: { me: FragmentType<typeof OpenInvitesFragment>; onRevoke: (id: string) => void }) {
  const invites = getFragmentData(OpenInvitesInviteFragment, getFragmentData(OpenInvitesFragment, props.me).invites);
  if (invites.length === 0) return <p className={mutedText}>No open invites.</p>;
  return (
    <ul aria-label="Your invites" className="divide-y divide-slate-100 dark:divide-slate-800">
      {invites.map((invite) => {
        const what = offer(invite.competitionName);
        if (invite.acceptedBy) {
          return (
            <FriendRow key={invite.id} user={invite.acceptedBy} detail={`Accepted: ${what}`}>
              <span className={mutedText}>{formatDate(invite.createdAt)}</span>
            </FriendRow>
          );
        }
        return (
          <li key={invite.id} className="flex items-center gap-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere">{what}</p>
              <p className={mutedText}>Open until {formatDate(invite.expiresAt)}</p>
            </div>
            <button
              type="button"
              onClick={() => props.onRevoke(invite.id)}
              aria-label={`Revoke the invite: ${what}, made ${formatDate(invite.createdAt)}`}
              className={textLink}
            >
              Revoke
            </button>
          </li>
        );
      })}
    </ul>
  );
}
