import type { ApolloClient } from "@apollo/client";
import type { EditKind, SendEdit } from "./outbox";
import { sendSetRoundValid } from "./useRoundMutations";
import { sendAddRule, sendRemoveRule } from "./useRuleMutations";
import { sendAddSubRound, sendDeleteSubRound } from "./useSubRoundMutations";

/** How the outbox sends each kind of edit: the same mutation and answer handling as an edit made online. */
const senders: Record<EditKind, (client: ApolloClient, variables: never) => Promise<unknown>> = {
  addSubRound: sendAddSubRound,
  deleteSubRound: sendDeleteSubRound,
  setRoundValid: sendSetRoundValid,
  addRule: sendAddRule,
  removeRule: sendRemoveRule,
};

/** Sends a stored edit under its clientMutationId, so that a repeat of one already applied changes nothing. */
export const queuedEditSender =
  (client: ApolloClient): SendEdit =>
  (edit) =>
    senders[edit.kind](client, { ...edit.variables, clientMutationId: edit.id } as never);
