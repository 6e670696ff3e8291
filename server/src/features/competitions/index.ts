/** What other features may use of competitions (decision 052): reading one for an export or an invite, starting one. */
export { activityToExport } from "./activity";
export { startCompetition } from "./mutations";
export { competitionAnswer } from "./resolvers";
export { getVisibleCompetition } from "./service";
export {
  loadActivity,
  loadPlayedCompetitions,
  type ActivityView,
  type CompetitionAnswer,
  type CompetitionParts,
} from "./store";
export { competitionExists, insertCompetitionIfAbsent } from "./writeStore";
