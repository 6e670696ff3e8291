import { useId } from "react";
import { Field } from "../components/Field";
import { Select } from "../components/Select";
import { inputClass, mutedText } from "../components/styles";
import type { FinishKind, RoundWinner, Scoring } from "../graphql/generated/graphql";
import { finishes, roundWinners, scorings, type Format } from "./format";

const hintOf = (choices: { value: string; hint: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.hint;

/** A finish's count when one is first chosen: first to 5, best of 7. */
const FIRST_COUNTS: Record<FinishKind, number> = { FIRST_TO: 5, BEST_OF: 7 };

/**
 * The format as three short choices, each with one line saying what the chosen one means: who wins a round, what is
 * counted, and when it ends (with its number). The server refuses what cannot be played (an even best of).
 */
export function FormatFields({ value, onChange }: { value: Format; onChange: (format: Format) => void }) {
  const ids = { winner: useId(), scoring: useId(), finish: useId(), count: useId() };
  const finish = value.finish ?? null;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Format</legend>
      <Field label="A round is won by" htmlFor={ids.winner}>
        <Select
          id={ids.winner}
          value={value.roundWinner}
          onChange={(roundWinner) => onChange({ ...value, roundWinner: roundWinner as RoundWinner })}
          options={roundWinners}
        />
        <p className={`text-sm ${mutedText}`}>{hintOf(roundWinners, value.roundWinner)}</p>
      </Field>
      <Field label="The score counts" htmlFor={ids.scoring}>
        <Select
          id={ids.scoring}
          value={value.scoring}
          onChange={(scoring) => onChange({ ...value, scoring: scoring as Scoring })}
          options={scorings}
        />
        <p className={`text-sm ${mutedText}`}>{hintOf(scorings, value.scoring)}</p>
      </Field>
      <Field label="It ends" htmlFor={ids.finish}>
        <div className="flex gap-2">
          <Select
            id={ids.finish}
            value={finish?.kind ?? ""}
            onChange={(kind) =>
              onChange({
                ...value,
                finish: kind ? { kind: kind as FinishKind, count: FIRST_COUNTS[kind as FinishKind] } : null,
              })
            }
            options={finishes}
          />
          {finish && (
            <input
              id={ids.count}
              aria-label={finish.kind === "FIRST_TO" ? "Score to reach" : "Number of rounds"}
              type="number"
              min={1}
              step={finish.kind === "BEST_OF" ? 2 : 1}
              value={finish.count}
              onChange={(event) => onChange({ ...value, finish: { ...finish, count: Number(event.target.value) } })}
              className={`${inputClass} w-24`}
            />
          )}
        </div>
        <p className={`text-sm ${mutedText}`}>{hintOf(finishes, finish?.kind ?? "")}</p>
      </Field>
    </fieldset>
  );
}
