import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { optimisticCompetition, optimisticId, receiveChange } from "./competition";
import { refusalOf } from "./errors";

const AddRuleMutation = graphql(`
  mutation AddRule($competitionId: ID!, $text: String!) {
    addRule(competitionId: $competitionId, text: $text) {
      ...CompetitionDetails_competition
    }
  }
`);

const RemoveRuleMutation = graphql(`
  mutation RemoveRule($ruleId: ID!) {
    removeRule(ruleId: $ruleId) {
      ...CompetitionDetails_competition
    }
  }
`);

/** Adds a house rule; it shows at once. Resolves to the refusal's message, if any. */
export function useAddRule(competitionId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(AddRuleMutation, {
    fetchPolicy: "no-cache",
    update: (_, { data }) => data && receiveChange(client, { competition: data.addRule }),
  });
  return (text: string) =>
    refusalOf(
      mutate({
        variables: { competitionId, text },
        optimisticResponse: (_, { IGNORE }) => {
          const rule = { __typename: "Rule" as const, id: optimisticId(), text: text.trim() };
          const addRule =
            rule.text && optimisticCompetition(client.cache, competitionId, (c) => ({ rules: [...c.rules, rule] }));
          return addRule ? { addRule } : IGNORE;
        },
      }),
    );
}

/** Removes a house rule; it disappears at once. */
export function useRemoveRule(competitionId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(RemoveRuleMutation, {
    fetchPolicy: "no-cache",
    update: (_, { data }) => data && receiveChange(client, { competition: data.removeRule }),
  });
  return (ruleId: string) =>
    refusalOf(
      mutate({
        variables: { ruleId },
        optimisticResponse: (_, { IGNORE }) => {
          const removeRule = optimisticCompetition(client.cache, competitionId, (c) => ({
            rules: c.rules.filter((rule) => rule.id !== ruleId),
          }));
          return removeRule ? { removeRule } : IGNORE;
        },
      }),
    );
}
