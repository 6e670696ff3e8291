import { useId, useState } from "react";
import { Panel } from "../components/Panel";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { isOptimistic } from "./competition";
import { useRoundParam } from "./roundParam";
import { Loading } from "../components/Loading";
import { RoundView } from "./RoundView";
import { SubRoundForm, type SubRoundInput } from "./SubRoundForm";
import { dangerButton, inputClass, secondaryButton } from "../components/styles";
import { Select } from "../components/Select";
import { FormError } from "../components/FormError";
import { useAddRound, useDeleteRound, useSetRoundValid } from "./useRoundMutations";
import { useAddSubRound, useDeleteSubRound } from "./useSubRoundMutations";
import { useNameSuggestions } from "./useNameSuggestions";
import { useOutbox, useQueuedEdits } from "./outbox";
import { PendingLabel, RefusedEdits, waitingOf } from "./QueuedEditViews";
import type { DeleteWithUndo } from "./ui";

export const RoundsPanelFragment = graphql(`
  fragment RoundsPanel_competition on Competition {
    id
    status
    viewerIsParticipant
    players {
      id
      username
    }
    roundCount
  }
`);

/** What the panel reads of the shown round; the round's own view and the edits read the rest. */
export const RoundsPanelRoundFragment = graphql(`
  fragment RoundsPanel_round on Round {
    id
    number
    valid
    ...RoundView_round
    subRounds {
      id
    }
  }
`);

/** The shown round as the page hands it to the panel. */
export type ShownRoundData = FragmentType<typeof RoundsPanelRoundFragment>;

/** SPEC.md "Rounds panel": the chosen round, its validity, its sub-rounds and, for players while ongoing, the controls. */
export function RoundsPanel(props: {
  competition: FragmentType<typeof RoundsPanelFragment>;
  /** The shown round; null when there is none with its number, undefined while it loads. */
  round: ShownRoundData | null | undefined;
  deleteWithUndo: DeleteWithUndo;
}) {
  const competition = getFragmentData(RoundsPanelFragment, props.competition);
  const { number, go } = useRoundParam();
  const [error, setError] = useState<string>();
  const selectId = useId();
  const addRound = useAddRound(competition.id);
  const deleteRound = useDeleteRound(competition.id);
  const setRoundValid = useSetRoundValid(competition.id);
  const addSubRound = useAddSubRound(competition.id);
  const names = useNameSuggestions(competition.id);
  const deleteSubRound = useDeleteSubRound(competition.id);
  const { deleteWithUndo } = props;
  const queued = useQueuedEdits(competition.id);
  const { offline } = useOutbox();
  const { roundCount, players } = competition;
  const editable = competition.viewerIsParticipant && competition.status === "ONGOING";

  if (props.round === undefined) {
    return (
      <Panel title="Rounds">
        <Loading />
      </Panel>
    );
  }

  if (!props.round) {
    return (
      <Panel title="Rounds">
        <div className="mt-4 space-y-3 text-center">
          <p className="text-lg font-semibold">Round not found</p>
          <button type="button" onClick={() => go(null)} className={secondaryButton}>
            Back to safety
          </button>
        </div>
      </Panel>
    );
  }

  const round = getFragmentData(RoundsPanelRoundFragment, props.round);

  /** Runs an edit and shows its refusal, if any; true when it went through. */
  const run = async (edit: Promise<string | undefined>) => {
    setError(undefined);
    const refusal = await edit;
    setError(refusal);
    return !refusal;
  };
  const pending = isOptimistic(round.id);
  const validity = waitingOf(queued, "setRoundValid").findLast((edit) => edit.variables.roundId === round.id);
  // Rounds are added and deleted online only: their numbers move every round after them.
  const roundsLocked = pending || offline || queued.some((edit) => !edit.refusal);

  return (
    <Panel title="Rounds">
      <div className="mt-3 flex items-center gap-3">
        <label htmlFor={selectId} className="sr-only">
          Round
        </label>
        <Select
          id={selectId}
          value={String(number)}
          onChange={(chosen) => go(Number(chosen))}
          options={Array.from({ length: roundCount }, (_, index) => ({
            value: String(index + 1),
            label: `Round ${index + 1}`,
          }))}
          className={`${inputClass} flex-1`}
        />
        <label className="flex shrink-0 items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={validity ? Boolean(validity.variables.valid) : round.valid}
            disabled={!editable || pending}
            onChange={(e) => run(setRoundValid(round, e.target.checked))}
            className="size-5 accent-indigo-600 disabled:cursor-not-allowed"
          />
          Valid
          {validity && <PendingLabel />}
        </label>
      </div>
      <RoundView
        round={round}
        players={players}
        onDelete={
          editable
            ? (subRoundId) =>
                run(deleteWithUndo("SUB_ROUND_DELETED", "Sub-round deleted.", () => deleteSubRound(round, subRoundId)))
            : undefined
        }
        queued={queued}
      />
      <RefusedEdits edits={queued} kinds={["addSubRound", "deleteSubRound", "setRoundValid"]} />
      {editable && (
        <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <FormError>{error}</FormError>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={roundCount <= 1 || roundsLocked}
              onClick={async () => {
                go(Math.max(1, number - 1));
                const deleted = deleteWithUndo("ROUND_DELETED", `Round ${number} deleted.`, () => deleteRound(round));
                if (!(await run(deleted))) go(number);
              }}
              className={`${dangerButton} flex-1 px-2`}
            >
              Delete Round
            </button>
            <button
              type="button"
              disabled={round.subRounds.length === 0 || roundsLocked}
              onClick={async () => {
                go(roundCount + 1);
                if (!(await run(addRound(roundCount + 1)))) go(number);
              }}
              className={`${secondaryButton} flex-1 px-2`}
            >
              Add Round
            </button>
          </div>
          <SubRoundForm
            players={players}
            disabled={pending}
            onInvalid={setError}
            onAdd={(subRound: SubRoundInput) => run(addSubRound(round, subRound))}
            suggestions={names.suggestions}
            onNameFocus={names.load}
          />
        </div>
      )}
    </Panel>
  );
}
