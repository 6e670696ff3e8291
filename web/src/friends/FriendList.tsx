import { useState } from "react";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { FriendList_FriendshipFragment as Friend } from "../graphql/generated/graphql";
import { ConfirmModal } from "../components/Modal";
import { FriendRow } from "./FriendRow";
import { FriendSection } from "./FriendSection";
import { formatScore, invitesDeletion } from "./friendship";
import { TrashIcon } from "./icons";
import { IconButton } from "../components/IconButton";

/** What a friend's row shows: the head-to-head score, the record and their rating. */
export const FriendListFragment = graphql(`
  fragment FriendList_friendship on Friendship {
    score
    isTestFriend
    user {
      id
      username
      ...FriendRow_user
    }
    rivalry {
      record {
        wins
        losses
        draws
      }
      opponentRating
    }
  }
`);

/** The record against a friend (the section's hint says it is W-L-D) and their rating, under their name. */
function RivalrySummary({ rivalry: { record, opponentRating } }: { rivalry: NonNullable<Friend["rivalry"]> }) {
  return (
    <>
      Record {record.wins}-{record.losses}-{record.draws} · Rating {opponentRating}
    </>
  );
}

interface FriendListProps {
  friends: FragmentType<typeof FriendListFragment>[];
  onRemove: (userId: string) => void;
}

/**
 * Accepted friends with the head-to-head score, mine first, the record and their rating; each name leads to the
 * rivalry page. Removing one asks first.
 */
export function FriendList({ onRemove, ...props }: FriendListProps) {
  const friends = getFragmentData(FriendListFragment, props.friends);
  const [removing, setRemoving] = useState<Friend>();
  return (
    <>
      <FriendSection
        title="Friends"
        hint="Score: you - them · Record: W-L-D"
        empty="No friends yet: send a request above."
        count={friends.length}
      >
        {friends.map((friend) => (
          <FriendRow
            key={friend.user.id}
            user={friend.user}
            note={invitesDeletion(friend, friends) ? "(Feel free to delete me!)" : undefined}
            to={`/friends/${encodeURIComponent(friend.user.username)}`}
            detail={friend.rivalry && <RivalrySummary rivalry={friend.rivalry} />}
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
