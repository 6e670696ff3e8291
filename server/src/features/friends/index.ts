/** What other features may use of friends (decision 052). */
export type { FriendLists } from "./friendLists";
export { publishFriendsChange } from "./service";
export { linkedUserIds, loadFriendships, makeFriends, pair } from "./store";
