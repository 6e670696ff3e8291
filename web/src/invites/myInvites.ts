import type { ApolloCache, Modifiers } from "@apollo/client/cache";
import { SessionQuery } from "../sessionQuery";

/** The signed-in user's invites as the cache holds them. */
type MyInvites = { invites: readonly { __typename: "Invite"; id: string }[] };

/** Changes the cached list of the signed-in user's invites (Me.invites), when the cache holds it. */
export function changeMyInvites(cache: ApolloCache, change: NonNullable<Modifiers<MyInvites>["invites"]>): void {
  const me = cache.readQuery({ query: SessionQuery })?.me;
  if (me) cache.modify<MyInvites>({ id: cache.identify({ __typename: "Me", id: me.id }), fields: { invites: change } });
}
