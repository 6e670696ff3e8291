import { graphql } from "../generated";
import { graphqlRequest } from "./graphql";
import { signUp, type TestUser } from "./users";

export const SEND_FRIEND_REQUEST = graphql(`
  mutation TestSendFriendRequest($u: String!) {
    sendFriendRequest(username: $u) {
      id
    }
  }
`);

/** The viewer's friends and requests, each with its head-to-head score. */
export const FRIENDS = graphql(`
  query FriendsOfMe {
    me {
      id
      friends {
        status
        score
        isTestFriend
        user {
          id
          username
          deleted
        }
      }
    }
  }
`);

const ACCEPT_FRIEND_REQUEST = graphql(`
  mutation TestAcceptFriendRequest($id: ID!) {
    acceptFriendRequest(userId: $id) {
      id
    }
  }
`);

/** Makes two users friends through the API: one sends, the other accepts. */
export async function befriend(url: string, a: TestUser, b: TestUser): Promise<void> {
  await graphqlRequest(url, SEND_FRIEND_REQUEST, { u: b.username }, a.cookie);
  const { body } = await graphqlRequest(url, ACCEPT_FRIEND_REQUEST, { id: a.id }, b.cookie);
  if (body.errors) throw new Error(`befriend failed: ${JSON.stringify(body.errors)}`);
}

/** Two new users who are friends: where most competition tests start. */
export async function twoFriends(url: string): Promise<[TestUser, TestUser]> {
  const pair: [TestUser, TestUser] = [await signUp(url), await signUp(url)];
  await befriend(url, ...pair);
  return pair;
}
