import { useState } from "react";
import { Panel } from "../components/Panel";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { isOptimistic } from "./competition";
import { DeleteButton, type DeleteWithUndo } from "./ui";
import { InlineForm } from "../components/InlineForm";
import { mutedText } from "../components/styles";
import { useAddRule, useRemoveRule } from "./useRuleMutations";
import { useQueuedEdits } from "./outbox";
import { PendingLabel, RefusedEdits, pendingRow, waitingOf } from "./QueuedEditViews";

export const RulesPanelFragment = graphql(`
  fragment RulesPanel_competition on Competition {
    id
    status
    viewerIsParticipant
    rules {
      id
      text
    }
  }
`);

/** The house rules, each after a dash; players add and remove them while the competition is ongoing. */
export function RulesPanel(props: {
  competition: FragmentType<typeof RulesPanelFragment>;
  deleteWithUndo: DeleteWithUndo;
}) {
  const competition = getFragmentData(RulesPanelFragment, props.competition);
  const editable = competition.viewerIsParticipant && competition.status === "ONGOING";
  const addRule = useAddRule(competition.id);
  const removeRule = useRemoveRule(competition.id);
  const { deleteWithUndo } = props;
  const [error, setError] = useState<string>();
  const queued = useQueuedEdits(competition.id);
  const added = waitingOf(queued, "addRule");
  const removing = new Set(waitingOf(queued, "removeRule").map((edit) => edit.variables.ruleId));

  async function add(text: string) {
    setError(undefined);
    const refusal = await addRule(text);
    setError(refusal);
    return !refusal;
  }

  async function remove(ruleId: string) {
    setError(undefined);
    setError(await deleteWithUndo("RULE_REMOVED", "Rule removed.", () => removeRule(ruleId)));
  }

  return (
    <Panel title="Rules">
      {competition.rules.length + added.length === 0 ? (
        <p className={`mt-3 ${mutedText}`}>No rules yet.</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {competition.rules.map((rule) => (
            <li
              key={rule.id}
              className={`group flex min-h-8 items-center gap-2 ${removing.has(rule.id) ? pendingRow : ""}`}
            >
              <span className="min-w-0 flex-1 break-words">- {rule.text}</span>
              {removing.has(rule.id) ? (
                <PendingLabel />
              ) : (
                editable && (
                  <DeleteButton
                    label={`Delete rule ${rule.text}`}
                    disabled={isOptimistic(rule.id)}
                    onClick={() => remove(rule.id)}
                  />
                )
              )}
            </li>
          ))}
          {added.map(({ id, variables }) => (
            <li key={id} className={`flex min-h-8 items-center gap-2 ${pendingRow}`}>
              <span className="min-w-0 flex-1 break-words">- {String(variables.text).trim()}</span>
              <PendingLabel />
            </li>
          ))}
        </ul>
      )}
      <RefusedEdits edits={queued} kinds={["addRule", "removeRule"]} />
      {editable && (
        <InlineForm
          label="New Rule"
          labelHidden
          error={error}
          placeholder="New Rule"
          submit="Add rule"
          onSubmit={add}
          className="mt-4"
        />
      )}
    </Panel>
  );
}
