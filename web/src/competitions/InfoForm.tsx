import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { DeleteWithConfirmation } from "../components/DeleteWithConfirmation";
import { getFragmentData, type FragmentType } from "../graphql/generated";
import type { CompetitionStatus } from "../graphql/generated/graphql";
import { errorMessage } from "../errors";
import { statuses, statusLabel, statusSelectClass } from "./status";
import { inputClass, primaryButton, secondaryButton } from "../components/styles";
import { Select } from "../components/Select";
import { Field, TextField } from "../components/Field";
import { FormError } from "../components/FormError";
import { InfoFormFragment, useInfoDraft, type InfoField, type SaveOutcome } from "./useInfoDraft";
import { useDeleteCompetition } from "./useInfoMutations";

const visibilities = [
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
];

const fieldNames: Record<InfoField, string> = {
  name: "name",
  image: "thumbnail",
  description: "description",
  status: "status",
  public: "visibility",
};

/** "the name", "the name and the status", "the name, the status and the description". */
const listOf = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

const outcomeText: Record<SaveOutcome, string> = { saved: "Info saved.", unchanged: "No changes to save." };

/**
 * How the last Save Info ended, under its button, in a live region that is always there (empty, it takes no room),
 * so that screen readers announce each outcome: saved, nothing to save, or not saved (why is said above the form,
 * as every error is).
 */
function SaveStatus({ outcome, failed }: { outcome: SaveOutcome | undefined; failed: boolean }) {
  return (
    <p
      role="status"
      className={`text-sm font-medium mt-2 empty:mt-0 ${failed ? "text-red-600 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}`}
    >
      {failed ? "Info not saved: see the error above." : outcome && outcomeText[outcome]}
    </p>
  );
}

/** Under a field both players changed: what the other player saved, and a way to take it. */
function Theirs({
  value,
  onTake,
  children,
}: {
  value: string | boolean | undefined;
  onTake: () => void;
  children?: ReactNode;
}) {
  if (value === undefined) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-amber-700 dark:text-amber-300">
      <span>
        Their value: <span className="font-semibold break-words">{children ?? (String(value) || "(empty)")}</span>
      </span>
      <button type="button" onClick={onTake} className="font-medium underline underline-offset-2">
        Use theirs
      </button>
    </p>
  );
}

/** The players' info form: name, thumbnail, status, visibility, description; Save Info and Delete. */
export function InfoForm(props: { competition: FragmentType<typeof InfoFormFragment> }) {
  const competition = getFragmentData(InfoFormFragment, props.competition);
  const { values, theirs, pointedOut, change, takeTheirs, save, saving, error, outcome } = useInfoDraft(competition);
  const { deleteCompetition, deleting } = useDeleteCompetition();
  const [deleteError, setDeleteError] = useState<string>();
  const navigate = useNavigate();
  const ids = { status: useId(), visibility: useId(), description: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  async function remove() {
    setDeleteError(undefined);
    try {
      await deleteCompetition(competition.id);
      void navigate("/competitions", { replace: true });
    } catch (failure) {
      setDeleteError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError>{error ?? deleteError}</FormError>
      {pointedOut.length > 0 && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <p className="font-semibold">
            The other player changed the {listOf(pointedOut.map((field) => fieldNames[field]))} while you were editing.
          </p>
          <p>Your values are kept below, with theirs under each. Save Info again to keep yours, or use theirs.</p>
          <button type="button" onClick={() => takeTheirs(pointedOut)} className={`${secondaryButton} py-1 text-sm`}>
            Use their values
          </button>
        </div>
      )}
      <fieldset disabled={saving} className="space-y-4">
        <TextField label="Name" value={values.name} onChange={(name) => change({ name })}>
          <Theirs value={theirs.name} onTake={() => takeTheirs(["name"])} />
        </TextField>
        <TextField label="Thumbnail URL" type="url" value={values.image} onChange={(image) => change({ image })}>
          <Theirs value={theirs.image} onTake={() => takeTheirs(["image"])} />
        </TextField>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Status" htmlFor={ids.status}>
            <Select
              id={ids.status}
              value={values.status}
              onChange={(status) => change({ status: status as CompetitionStatus })}
              options={statuses}
              className={statusSelectClass(values.status)}
            />
            <Theirs value={theirs.status} onTake={() => takeTheirs(["status"])}>
              {theirs.status && statusLabel(theirs.status)}
            </Theirs>
          </Field>
          <Field label="Visibility" htmlFor={ids.visibility}>
            <Select
              id={ids.visibility}
              value={values.public ? "public" : "private"}
              onChange={(visibility) => change({ public: visibility === "public" })}
              options={visibilities}
            />
            <Theirs value={theirs.public} onTake={() => takeTheirs(["public"])}>
              {theirs.public ? "Public" : "Private"}
            </Theirs>
          </Field>
        </div>
        <Field label="Description" htmlFor={ids.description}>
          <textarea
            id={ids.description}
            value={values.description}
            onChange={(e) => change({ description: e.target.value })}
            rows={4}
            className={inputClass}
          />
          <Theirs value={theirs.description} onTake={() => takeTheirs(["description"])} />
        </Field>
        <div>
          <div className="flex gap-2">
            <button type="submit" className={`${primaryButton} flex-1`}>
              {saving ? "Saving..." : "Save Info"}
            </button>
            <DeleteWithConfirmation label="Delete" what="this competition" disabled={deleting} onDelete={remove} />
          </div>
          <SaveStatus outcome={outcome} failed={!!error} />
        </div>
      </fieldset>
    </form>
  );
}
