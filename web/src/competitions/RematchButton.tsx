import { FormError } from "../components/FormError";
import type { CompetitionStatus } from "../graphql/generated/graphql";
import { primaryButton } from "../components/styles";
import { canRematch } from "./status";
import { useRematch } from "./useRematch";

/** On a competition that is over, for its players: play it again, and open the new one. */
export function RematchButton({ id, status }: { id: string; status: CompetitionStatus }) {
  const { rematch, rematching, error } = useRematch();
  if (!canRematch(status)) return null;
  return (
    <div className="space-y-2">
      <FormError>{error}</FormError>
      <button
        type="button"
        disabled={rematching}
        onClick={() => void rematch(id)}
        className={`${primaryButton} w-full`}
      >
        {rematching ? "Starting rematch..." : "Rematch"}
      </button>
    </div>
  );
}
