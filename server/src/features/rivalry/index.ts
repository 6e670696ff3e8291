/** What other features may use of rivalry (decision 052): the rating replay, and a rivalry as a friendship shows it. */
export { followHistory } from "./service";
export {
  RESULT_ORDER,
  resultJson,
  rivalryFrom,
  rivalryJson,
  rivalryParts,
  type RivalryJson,
  type RivalryParts,
  type RivalryView,
} from "./store";
