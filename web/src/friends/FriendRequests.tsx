import { FriendRow } from "./FriendRow";
import { FriendSection } from "./FriendSection";
import type { Friendship } from "./friendship";
import { CheckIcon, XIcon } from "./icons";
import { IconButton } from "../components/IconButton";

interface FriendRequestsProps {
  requests: Friendship[];
  onAccept: (userId: string) => void;
  onReject: (userId: string) => void;
}

/** Requests received: reject (x) or accept (✓). */
export function FriendRequests({ requests, onAccept, onReject }: FriendRequestsProps) {
  return (
    <FriendSection title="Friend Requests" empty="No requests right now." count={requests.length}>
      {requests.map((request) => (
        <FriendRow key={request.user.id} user={request.user}>
          <div className="flex gap-1">
            <IconButton
              label={`Reject ${request.user.username}`}
              tone="danger"
              onClick={() => onReject(request.user.id)}
            >
              <XIcon />
            </IconButton>
            <IconButton
              label={`Accept ${request.user.username}`}
              tone="accept"
              onClick={() => onAccept(request.user.id)}
            >
              <CheckIcon />
            </IconButton>
          </div>
        </FriendRow>
      ))}
    </FriendSection>
  );
}
