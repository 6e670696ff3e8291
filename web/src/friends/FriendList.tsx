import { useState } from "react";
import { ConfirmModal } from "../components/Modal";
import { FriendRow } from "./FriendRow";
import { FriendSection } from "./FriendSection";
import { formatScore, invitesDeletion, type Friendship } from "./friendship";
import { TrashIcon } from "./icons";
import { IconButton } from "../components/IconButton";

interface FriendListProps {
  friends: Friendship[];
  onRemove: (userId: string) => void;
}

/** Accepted friends with the head-to-head score, mine first; removing one asks first. */
export function FriendList({ friends, onRemove }: FriendListProps) {
  const [removing, setRemoving] = useState<Friendship>();
  return (
    <>
      <FriendSection
        title="Friends"
        hint="Score: you - them"
        empty="No friends yet: send a request above."
        count={friends.length}
      >
        {friends.map((friend) => (
          <FriendRow
            key={friend.user.id}
            friend={friend}
            note={invitesDeletion(friend, friends) ? "(Feel free to delete me!)" : undefined}
          >
            <span className="font-semibold whitespace-nowrap tabular-nums">{formatScore(friend.score)}</span>
            <IconButton
              label={`Remove ${friend.user.username}`}
              tone="quiet"
              revealOnHover
              onClick={() => setRemoving(friend)}
            >
              <TrashIcon />
            </IconButton>
          </FriendRow>
        ))}
      </FriendSection>
      {removing && (
        <ConfirmModal
          confirmLabel="Remove"
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            setRemoving(undefined);
            onRemove(removing.user.id);
          }}
        >
          Remove {removing.user.username} from your friends? Your competitions together are kept.
        </ConfirmModal>
      )}
    </>
  );
}
