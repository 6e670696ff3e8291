import { makeFragmentData } from "../graphql/generated";
import {
  optimisticCompetition,
  optimisticId,
  readEditable,
  readRound,
  RoundFragment,
  type RoundRef,
} from "./competition";
import { edits } from "./edits";
import { useCompetitionEdit } from "./useCompetitionEdit";
import type { SubRoundInput } from "./SubRoundForm";

/** Adds a sub-round to the shown round; it shows at once, and the round's score follows when the server answers. */
export function useAddSubRound(competitionId: string) {
  const edit = useCompetitionEdit(competitionId, edits.addSubRound);
  return ({ id, number }: RoundRef, subRound: SubRoundInput) =>
    edit({ roundId: id, number, ...subRound }, (cache) => {
      const name = subRound.name.trim();
      const competition = name && optimisticCompetition(cache, competitionId);
      const round = readRound(cache, competitionId, number);
      if (!competition || !round) return undefined;
      const players = readEditable(cache, competitionId)?.players ?? [];
      const player = players.find((p) => p.id === subRound.playerId) ?? null;
      const added = {
        __typename: "SubRound" as const,
        id: optimisticId(),
        name,
        points: subRound.points,
        player: player && { __typename: "User" as const, id: player.id, username: player.username },
      };
      const changed = { ...round, subRounds: [...round.subRounds, added] };
      return { addSubRound: { ...competition, round: makeFragmentData(changed, RoundFragment) } };
    });
}

/** Deletes a sub-round of the shown round; it disappears at once. */
export function useDeleteSubRound(competitionId: string) {
  const edit = useCompetitionEdit(competitionId, edits.deleteSubRound);
  return ({ number }: RoundRef, subRoundId: string) =>
    edit({ subRoundId, number }, (cache) => {
      const competition = optimisticCompetition(cache, competitionId);
      const round = readRound(cache, competitionId, number);
      if (!competition || !round) return undefined;
      const subRounds = round.subRounds.filter((subRound) => subRound.id !== subRoundId);
      return { deleteSubRound: { ...competition, round: makeFragmentData({ ...round, subRounds }, RoundFragment) } };
    });
}
