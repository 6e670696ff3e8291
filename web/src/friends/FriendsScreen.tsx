import { useState } from "react";
import { PageTitle } from "../components/PageTitle";
import { errorMessage } from "../errors";
import { AddFriendForm } from "./AddFriendForm";
import { FriendList } from "./FriendList";
import { FriendRequests } from "./FriendRequests";
import { getFragmentData, type FragmentType } from "../graphql/generated";
import { friendshipsOf, FriendsPageFragment, groupFriendships } from "./friendship";
import { SentRequests } from "./SentRequests";
import { useFriendshipChanges } from "./useFriendshipChanges";
import { useSendFriendRequest } from "./useSendFriendRequest";

/** The add-friend form and the three lists. Any refused action shows its server message above the form. */
export function FriendsScreen(props: { me: FragmentType<typeof FriendsPageFragment> }) {
  const me = getFragmentData(FriendsPageFragment, props.me);
  const [error, setError] = useState<string>();
  const [send, sending] = useSendFriendRequest();
  const { accept, reject, cancel, remove } = useFriendshipChanges(me);
  const { incoming, accepted, outgoing } = groupFriendships(friendshipsOf(me));

  async function attempt(action: () => Promise<unknown>): Promise<boolean> {
    setError(undefined);
    try {
      await action();
      return true;
    } catch (refusal) {
      setError(errorMessage(refusal));
      return false;
    }
  }

  return (
    <div className="space-y-6">
      <PageTitle>Friends</PageTitle>
      <AddFriendForm error={error} sending={sending} onSend={(username) => attempt(() => send(username))} />
      <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-3">
        <FriendRequests
          requests={incoming}
          onAccept={(userId) => void attempt(() => accept(userId))}
          onReject={(userId) => void attempt(() => reject(userId))}
        />
        <FriendList friends={accepted} onRemove={(userId) => void attempt(() => remove(userId))} />
        <SentRequests requests={outgoing} onCancel={(userId) => void attempt(() => cancel(userId))} />
      </div>
    </div>
  );
}
