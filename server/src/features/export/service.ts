import { accountExport, competitionExport, type CompetitionToExport } from "../../domain/export";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import {
  activityToExport,
  getVisibleCompetition,
  loadActivity,
  loadPlayedCompetitions,
  type ActivityView,
  type CompetitionAnswer,
  type CompetitionParts,
} from "../competitions";
import { loadFriendships } from "../friends";

/** Everything an export shows of a competition: still one statement (features/competitions/store.ts). */
const WHOLE: CompetitionParts = { players: true, rules: true, rounds: true };

/** A competition loaded with WHOLE, and its activity (of any competitions: its own are picked). */
const whole = (answer: CompetitionAnswer, activity: readonly ActivityView[]): CompetitionToExport => ({
  ...answer,
  players: answer.players!,
  rules: answer.rules!,
  rounds: answer.rounds!,
  activity: activity.filter((entry) => entry.competitionId === answer.id).map(activityToExport),
});

/** The competition, read whole, if the viewer may see it; NOT_FOUND otherwise, as `competition(id)` answers. */
export function competitionToExport(ctx: GraphQLContext, id: string): Promise<CompetitionAnswer> {
  return getVisibleCompetition(ctx, id, WHOLE);
}

/** The JSON export: the competition (read with `competitionToExport`) and its whole activity. */
export async function competitionJson(ctx: GraphQLContext, competition: CompetitionAnswer) {
  return competitionExport(whole(competition, await loadActivity(ctx.db, { competitionIds: [competition.id] })));
}

/** `GET /export/me.json`: the viewer's profile, friends and every competition they play in (three statements). */
export async function exportAccount(ctx: GraphQLContext) {
  const viewer = requireViewer(ctx);
  const [friends, played] = await Promise.all([
    loadFriendships(ctx.db, viewer.id, ctx.config.testFriendUsername),
    loadPlayedCompetitions(ctx.db, viewer.id, {}, WHOLE),
  ]);
  const activity = await loadActivity(ctx.db, { competitionIds: played.map((competition) => competition.id) });
  const competitions = played.map((competition) => competitionExport(whole(competition, activity)));
  return accountExport(viewer, friends, competitions);
}
