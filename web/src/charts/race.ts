/** Where the race stands after a round: that round's number (0 before the first) and each player's round wins. */
export interface RaceStep {
  round: number;
  one: number;
  two: number;
}

/**
 * Each player's round wins, round by round, from `Competition.roundResults` (1: player one won the round, 2: player
 * two, 0: a draw, -1: not valid). Counted as `currentScore` counts them: a valid round gives its winner a point and a
 * drawn one gives both a point; a round that is not valid gives none. Starts at round 0, before any was played, so
 * the last step is the current score.
 */
export function raceSteps(roundResults: readonly number[]): RaceStep[] {
  const steps: RaceStep[] = [{ round: 0, one: 0, two: 0 }];
  roundResults.forEach((result, index) => {
    const { one, two } = steps[index];
    steps.push({
      round: index + 1,
      one: one + (result === 1 || result === 0 ? 1 : 0),
      two: two + (result === 2 || result === 0 ? 1 : 0),
    });
  });
  return steps;
}

/**
 * Each player's points, round by round, from `Competition.roundScores` and `roundResults`: counted as
 * `currentScore` counts them with POINTS scoring, each valid round's totals added up (a round that is not valid adds
 * nothing). Starts at round 0, so the last step is the current score.
 */
export function pointSteps(roundResults: readonly number[], roundScores: readonly (readonly number[])[]): RaceStep[] {
  const steps: RaceStep[] = [{ round: 0, one: 0, two: 0 }];
  roundResults.forEach((result, index) => {
    const { one, two } = steps[index];
    const [mine, theirs] = result === -1 ? [0, 0] : (roundScores[index] ?? [0, 0]);
    steps.push({ round: index + 1, one: one + mine, two: two + theirs });
  });
  return steps;
}
