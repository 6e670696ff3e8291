import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { editSender, optimisticCompetition, optimisticId } from "./competition";
import { submitEdit } from "./outbox";

const AddRuleMutation = graphql(`
  mutation AddRule($competitionId: ID!, $text: String!, $clientMutationId: ID) {
    addRule(competitionId: $competitionId, text: $text, clientMutationId: $clientMutationId) {
      ...CompetitionDetails_competition
    }
  }
`);

const RemoveRuleMutation = graphql(`
  mutation RemoveRule($ruleId: ID!, $clientMutationId: ID) {
    removeRule(ruleId: $ruleId, clientMutationId: $clientMutationId) {
      ...CompetitionDetails_competition
    }
  }
`);

export const sendAddRule = editSender(AddRuleMutation, "addRule");
export const sendRemoveRule = editSender(RemoveRuleMutation, "removeRule");

/** Adds a house rule; it shows at once. Resolves to the refusal's message, if any. */
export function useAddRule(competitionId: string) {
  const client = useApolloClient();
  return (text: string) => {
    const variables = { competitionId, text };
    return submitEdit({ kind: "addRule", competitionId, variables }, (clientMutationId) =>
      sendAddRule(client, { ...variables, clientMutationId }, (_, { IGNORE }) => {
        const rule = { __typename: "Rule" as const, id: optimisticId(), text: text.trim() };
        const addRule =
          rule.text && optimisticCompetition(client.cache, competitionId, (c) => ({ rules: [...c.rules, rule] }));
        return addRule ? { addRule } : IGNORE;
      }),
    );
  };
}

/** Removes a house rule; it disappears at once. */
export function useRemoveRule(competitionId: string) {
  const client = useApolloClient();
  return (ruleId: string) => {
    const variables = { ruleId };
    return submitEdit({ kind: "removeRule", competitionId, variables }, (clientMutationId) =>
      sendRemoveRule(client, { ...variables, clientMutationId }, (_, { IGNORE }) => {
        const removeRule = optimisticCompetition(client.cache, competitionId, (c) => ({
          rules: c.rules.filter((rule) => rule.id !== ruleId),
        }));
        return removeRule ? { removeRule } : IGNORE;
      }),
    );
  };
}
