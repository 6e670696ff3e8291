import DataLoader from "dataloader";
import { activityCursor, activityPage, summary, undoRefusal } from "../../domain/ledger";
import type { ActivityToExport } from "../../domain/export";
import type { GraphQLContext } from "../../shared/context";
import type { Resolvers } from "../../shared/generated/resolvers";
import { loadActivity, type ActivityView } from "./store";

/** A competition's activity, newest first, as a cursor connection (API.md "Ledger"). */
async function activityConnection(
  ctx: GraphQLContext,
  competitionId: string,
  args: { first?: number | null; after?: string | null },
) {
  const { size, beforeVersion } = activityPage(args.first, args.after);
  const entries = size === 0 ? [] : await loadActivity(ctx.db, { competitionId, beforeVersion, limit: size + 1 });
  const page = entries.slice(0, size);
  return {
    edges: page.map((node) => ({ cursor: activityCursor(node), node })),
    pageInfo: { hasNextPage: entries.length > size, endCursor: page.length ? activityCursor(page.at(-1)!) : null },
  };
}

/** The entry's sentence for people, with the players' names as they are now. */
export const sentenceOf = (entry: ActivityView) => summary(entry, entry.redo, (id) => entry.names[id] ?? "someone");

/** An entry as an export shows it (API.md "Export"). */
export const activityToExport = (entry: ActivityView): ActivityToExport => ({
  id: entry.id,
  at: new Date(entry.at).toISOString(),
  actor: entry.actor,
  kind: entry.kind,
  summary: sentenceOf(entry),
  version: entry.version,
  undoneBy: entry.undoneBy,
  undoes: entry.undoes,
});

/** One lookup per request for every linked entry a page asks for, instead of one per entry. */
const linkedLoaders = new WeakMap<GraphQLContext, DataLoader<string, ActivityView | null>>();

function linkedLoader(ctx: GraphQLContext) {
  let loader = linkedLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const found = new Map((await loadActivity(ctx.db, { ids })).map((entry) => [entry.id, entry]));
      return ids.map((id) => found.get(id) ?? null);
    });
    linkedLoaders.set(ctx, loader);
  }
  return loader;
}

/** An entry linked from another (undoneBy, undoes): of the same competition. */
async function linked(ctx: GraphQLContext, entry: ActivityView, id: string | null) {
  if (!id) return null;
  const found = await linkedLoader(ctx).load(id);
  return found?.competitionId === entry.competitionId ? found : null;
}

export const activityResolvers: Resolvers = {
  Competition: {
    activity: (competition, args, ctx) => activityConnection(ctx, competition.id, args),
  },
  Activity: {
    summary: sentenceOf,
    at: (entry) => new Date(entry.at).toISOString(),
    undoable: (entry, _, ctx) => undoRefusal(entry, ctx.viewer?.id, entry.competition, entry.state) === null,
    undoneBy: (entry, _, ctx) => linked(ctx, entry, entry.undoneBy),
    undoes: (entry, _, ctx) => linked(ctx, entry, entry.undoes),
  },
};
