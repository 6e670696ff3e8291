import { optimisticCompetition, optimisticId } from "./competition";
import { edits } from "./edits";
import { useCompetitionEdit } from "./useCompetitionEdit";

/** Adds a house rule; it shows at once. Resolves to the refusal's message, if any. */
export function useAddRule(competitionId: string) {
  const edit = useCompetitionEdit(competitionId, edits.addRule);
  return (text: string) =>
    edit({ competitionId, text }, (cache) => {
      const rule = { __typename: "Rule" as const, id: optimisticId(), text: text.trim() };
      const addRule = rule.text && optimisticCompetition(cache, competitionId, (c) => ({ rules: [...c.rules, rule] }));
      return addRule ? { addRule } : undefined;
    });
}

/** Removes a house rule; it disappears at once. */
export function useRemoveRule(competitionId: string) {
  const edit = useCompetitionEdit(competitionId, edits.removeRule);
  return (ruleId: string) =>
    edit({ ruleId }, (cache) => {
      const removeRule = optimisticCompetition(cache, competitionId, (c) => ({
        rules: c.rules.filter((rule) => rule.id !== ruleId),
      }));
      return removeRule && { removeRule };
    });
}
