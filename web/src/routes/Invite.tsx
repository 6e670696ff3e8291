import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { Loading } from "../components/Loading";
import { PageTitle } from "../components/PageTitle";
import { mutedText, textLink } from "../components/styles";
import { graphql } from "../graphql/generated";
import { AcceptInvite } from "../invites/AcceptInvite";
import { InviteOffer } from "../invites/InviteOffer";
import { JoinToAccept } from "../invites/JoinToAccept";
import { SessionQuery } from "../sessionQuery";

const InvitePageQuery = graphql(`
  query InvitePage($token: String!) {
    invite(token: $token) {
      inviter {
        id
      }
      ...InviteOffer_invite
    }
  }
`);

/**
 * `/invite/<token>`: who invites and to what, for anyone with the link. Signed out, a way to sign up or in that comes
 * back to accept; signed in, Accept; the inviter sees their own link is theirs. A link that cannot be accepted says
 * so, never why.
 */
export function Invite() {
  const token = useParams().token ?? "";
  const session = useQuery(SessionQuery);
  const { data, error } = useQuery(InvitePageQuery, { variables: { token }, fetchPolicy: "cache-and-network" });
  if (error && !data) throw error;
  if (!data || !session.data) return <Loading />;
  const { invite } = data;
  const me = session.data.me;
  if (!invite) {
    return (
      <div className="mx-auto max-w-md space-y-4 py-10 text-center">
        <PageTitle title="Invite">This invite link is no longer valid</PageTitle>
        <p className={mutedText}>It was used, revoked or has expired: ask for a new one.</p>
        <Link to="/" className={textLink}>
          Go home
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <PageTitle title="Invite">You're invited</PageTitle>
      <InviteOffer invite={invite} />
      {!me ? (
        <JoinToAccept token={token} />
      ) : me.id === invite.inviter.id ? (
        <p className={mutedText}>
          This is your own invite link: send it to a friend. Whoever accepts it becomes your friend.
        </p>
      ) : (
        <AcceptInvite token={token} />
      )}
    </div>
  );
}
