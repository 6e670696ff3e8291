import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { FriendRow } from "./FriendRow";
import { FriendSection } from "./FriendSection";
import { CheckIcon, XIcon } from "./icons";
import { IconButton } from "../components/IconButton";

/** What a request's row shows, received or sent: who. */
export const FriendRequestsFragment = graphql(`
  fragment FriendRequests_friendship on Friendship {
    user {
      id
      username
      ...FriendRow_user
    }
  }
`);

interface FriendRequestsProps {
  requests: FragmentType<typeof FriendRequestsFragment>[];
  onAccept: (userId: string) => void;
  onReject: (userId: string) => void;
}

/** Requests received: reject (x) or accept (✓). */
export function FriendRequests({ onAccept, onReject, ...props }: FriendRequestsProps) {
  const requests = getFragmentData(FriendRequestsFragment, props.requests);
  return (
    <FriendSection title="Friend Requests" empty="No requests right now." count={requests.length}>
      {requests.map(({ user }) => (
        <FriendRow key={user.id} user={user}>
          <div className="flex gap-1">
            <IconButton label={`Reject ${user.username}`} tone="danger" onClick={() => onReject(user.id)}>
              <XIcon />
            </IconButton>
            <IconButton label={`Accept ${user.username}`} tone="accept" onClick={() => onAccept(user.id)}>
              <CheckIcon />
            </IconButton>
          </div>
        </FriendRow>
      ))}
    </FriendSection>
  );
}
