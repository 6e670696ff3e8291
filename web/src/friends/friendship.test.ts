import { describe, expect, it } from "vitest";
import { makeFragmentData } from "../graphql/generated";
import {
  formatScore,
  groupFriendships,
  invitesDeletion,
  FriendItemFragment,
  withAccepted,
  withoutFriend,
  type Friendship,
} from "./friendship";

const friendship = (id: string, status: Friendship["status"], extra: Partial<Friendship> = {}): Friendship => ({
  status,
  isTestFriend: false,
  user: { id, username: `user-${id}`, deleted: false },
  ...extra,
});

describe("friendship helpers", () => {
  it("splits the friendships into the page's three lists, keeping their order", () => {
    const friends = [
      friendship("1", "OUTGOING"),
      friendship("2", "ACCEPTED"),
      friendship("3", "INCOMING"),
      friendship("4", "ACCEPTED"),
    ];
    const { incoming, accepted, outgoing } = groupFriendships(friends);
    expect(incoming.map((f) => f.user.id)).toEqual(["3"]);
    expect(accepted.map((f) => f.user.id)).toEqual(["2", "4"]);
    expect(outgoing.map((f) => f.user.id)).toEqual(["1"]);
  });

  it("lets the test friend invite its deletion only while it is the one accepted friend", () => {
    const testFriend = friendship("t", "ACCEPTED", { isTestFriend: true });
    expect(invitesDeletion(testFriend, [testFriend])).toBe(true);
    expect(invitesDeletion(testFriend, [testFriend, friendship("2", "ACCEPTED")])).toBe(false);
    const other = friendship("2", "ACCEPTED");
    expect(invitesDeletion(other, [other])).toBe(false);
  });

  it("shows the score as mine then theirs", () => {
    expect(formatScore([2, 1])).toBe("2 - 1");
  });

  it("predicts the Me a mutation returns, typename included for the cache", () => {
    const friends = [friendship("1", "INCOMING"), friendship("2", "ACCEPTED")];
    const me = { id: "me", friends: friends.map((friend) => makeFragmentData(friend, FriendItemFragment)) };
    expect(withAccepted(me, "1")).toEqual({
      __typename: "Me",
      id: "me",
      friends: [{ ...me.friends[0], status: "ACCEPTED" }, me.friends[1]],
    });
    expect(withoutFriend(me, "2")).toEqual({ __typename: "Me", id: "me", friends: [me.friends[0]] });
  });
});
