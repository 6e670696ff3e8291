import { Avatar } from "../components/Avatar";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";

/** What the invite page shows of an invite: who invites, and to what. */
export const InviteOfferFragment = graphql(`
  fragment InviteOffer_invite on InvitePreview {
    inviter {
      id
      username
      profilePic
    }
    competitionName
  }
`);

/** "ana invites you to be friends on Rivals", and to play their competition when the link starts one. */
export function InviteOffer(props: { invite: FragmentType<typeof InviteOfferFragment> }) {
  const { inviter, competitionName } = getFragmentData(InviteOfferFragment, props.invite);
  return (
    <div className="flex items-center gap-4">
      <Avatar src={inviter.profilePic} alt={inviter.username} className="size-14" />
      <p className="text-lg">
        <strong className="wrap-anywhere">{inviter.username}</strong> invites you to be friends on Rivals
        {competitionName ? (
          <>
            {" "}
            and to play <strong className="wrap-anywhere">“{competitionName}”</strong> against them.
          </>
        ) : (
          "."
        )}
      </p>
    </div>
  );
}
