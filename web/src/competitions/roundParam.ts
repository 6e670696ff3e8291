import { useSearchParams } from "react-router";

/**
 * The round a details page shows: the `round` query parameter, 1 by default. Anything that is not a whole
 * number asks for round 0, which no competition has, so the page says "Round not found".
 */
export function roundNumberOf(params: URLSearchParams): number {
  const value = params.get("round") ?? "1";
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/** The shown round's number, and `go` to show another (null: the default). */
export function useRoundParam() {
  const [params, setParams] = useSearchParams();
  const go = (round: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (round === null) next.delete("round");
      else next.set("round", String(round));
      return next;
    });
  return { number: roundNumberOf(params), go };
}
