import { topics } from "../../db/bus";
import { retryWhileUnreachable } from "../../db/faults";
import type { UserRow } from "../../db/schema";
import { unauthenticated } from "../../domain/errors";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { abortable } from "../../shared/subscriptions";
import { findUserById } from "./store";

/** The viewer, after each change to their profile or friend list, while their session lasts. */
export async function meChanges(ctx: GraphQLContext, current: boolean): Promise<AsyncIterable<UserRow>> {
  const viewer = requireViewer(ctx);
  return abortable(async function* (signal) {
    const changes = ctx.bus.events(topics.user(viewer.id), signal);
    const read = async () => {
      if (!ctx.sessionLive()) throw unauthenticated();
      const user = await retryWhileUnreachable(() => findUserById(ctx.db, viewer.id), signal);
      if (!user) throw unauthenticated();
      return user;
    };
    // Read once the changes are heard: nothing committed after it is missed.
    if (current) yield await read();
    for await (const _event of changes) yield await read();
  });
}
