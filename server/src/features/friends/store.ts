import type { UserRow } from "../../db/schema";

/** A friendship seen from one of its two users. */
export interface FriendshipView {
  user: UserRow;
  status: "ACCEPTED" | "INCOMING" | "OUTGOING";
  score: [number, number];
  isTestFriend: boolean;
}
