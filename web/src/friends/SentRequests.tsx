import { getFragmentData, type FragmentType } from "../graphql/generated";
import { FriendRequestsFragment } from "./FriendRequests";
import { FriendRow } from "./FriendRow";
import { FriendSection } from "./FriendSection";
import { XIcon } from "./icons";
import { IconButton } from "../components/IconButton";

interface SentRequestsProps {
  requests: FragmentType<typeof FriendRequestsFragment>[];
  onCancel: (userId: string) => void;
}

/** Requests sent and not answered yet, each with a cancel control on hover. */
export function SentRequests({ onCancel, ...props }: SentRequestsProps) {
  const requests = getFragmentData(FriendRequestsFragment, props.requests);
  return (
    <FriendSection title="Sent Requests" empty="No requests waiting for an answer." count={requests.length}>
      {requests.map(({ user }) => (
        <FriendRow key={user.id} user={user}>
          <IconButton
            label={`Cancel request to ${user.username}`}
            tone="quiet"
            revealOnHover
            onClick={() => onCancel(user.id)}
          >
            <XIcon />
          </IconButton>
        </FriendRow>
      ))}
    </FriendSection>
  );
}
