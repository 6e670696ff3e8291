import type { ApolloClient } from "@apollo/client";
import { graphql } from "../graphql/generated";
import { editSender } from "./competition";
import type { EditKind, SendEdit } from "./outbox";

const AddSubRoundMutation = graphql(`
  mutation AddSubRound(
    $roundId: ID!
    $number: Int!
    $name: String!
    $points: Int!
    $playerId: ID
    $clientMutationId: ID
  ) {
    addSubRound(
      roundId: $roundId
      name: $name
      points: $points
      playerId: $playerId
      clientMutationId: $clientMutationId
    ) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

const DeleteSubRoundMutation = graphql(`
  mutation DeleteSubRound($subRoundId: ID!, $number: Int!, $clientMutationId: ID) {
    deleteSubRound(subRoundId: $subRoundId, clientMutationId: $clientMutationId) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

const SetRoundValidMutation = graphql(`
  mutation SetRoundValid($roundId: ID!, $number: Int!, $valid: Boolean!, $clientMutationId: ID) {
    setRoundValid(roundId: $roundId, valid: $valid, clientMutationId: $clientMutationId) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

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

/** The edits the outbox keeps, by kind (the mutation's field): an edit made now and one from the outbox go the same way. */
export const edits = {
  addSubRound: editSender(AddSubRoundMutation, "addSubRound"),
  deleteSubRound: editSender(DeleteSubRoundMutation, "deleteSubRound"),
  setRoundValid: editSender(SetRoundValidMutation, "setRoundValid"),
  addRule: editSender(AddRuleMutation, "addRule"),
  removeRule: editSender(RemoveRuleMutation, "removeRule"),
} satisfies Record<EditKind, unknown>;

/** Sends a stored edit under its clientMutationId, so that a repeat of one already applied changes nothing. */
export const queuedEditSender =
  (client: ApolloClient): SendEdit =>
  (edit) =>
    edits[edit.kind].send(client, edit.variables as never, edit.id);
