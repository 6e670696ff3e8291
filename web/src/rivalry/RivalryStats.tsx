import type { ReactNode } from "react";
import { card } from "../components/styles";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { formatPercent, formatRecord, formatStreak, formatWins, recordInWords, type WinsLossesDraws } from "./format";

const RivalryStatsFragment = graphql(`
  fragment RivalryStats_rivalry on Rivalry {
    opponent {
      id
      username
    }
    competitions
    ongoing
    record {
      wins
      losses
      draws
    }
    rounds {
      wins
      losses
      draws
    }
    points
    streak
    longestStreak
    rating
    opponentRating
    winProbability
  }
`);

/** A record written short ("3-1-0"), read out in words ("3 wins, 1 loss, 0 draws"). */
function RecordValue({ record }: { record: WinsLossesDraws }) {
  return (
    <>
      <span aria-hidden="true">{formatRecord(record)}</span>
      <span className="sr-only">{recordInWords(record)}</span>
    </>
  );
}

function Stat({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-sm wrap-anywhere text-slate-600 dark:text-slate-300">
        {label}
        {hint && <span className="text-slate-500 dark:text-slate-400"> ({hint})</span>}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{children}</dd>
    </div>
  );
}

/** The numbers of a rivalry: results, streaks, ratings and the chance of winning the next one, rounds and points. */
export function RivalryStats(props: { rivalry: FragmentType<typeof RivalryStatsFragment> }) {
  const rivalry = getFragmentData(RivalryStatsFragment, props.rivalry);
  const name = rivalry.opponent.username;
  const [myPoints, theirPoints] = rivalry.points;
  return (
    <dl className={`${card} grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4`}>
      <Stat label="Record" hint="W-L-D">
        <RecordValue record={rivalry.record} />
      </Stat>
      <Stat label="Current streak">{formatStreak(rivalry.streak)}</Stat>
      <Stat label="Longest winning streak">{formatWins(rivalry.longestStreak)}</Stat>
      <Stat label="Chance you win the next">{formatPercent(rivalry.winProbability)}</Stat>
      <Stat label="Your rating">{rivalry.rating}</Stat>
      <Stat label={`${name}'s rating`}>{rivalry.opponentRating}</Stat>
      <Stat label="Rounds" hint="W-L-D">
        <RecordValue record={rivalry.rounds} />
      </Stat>
      <Stat label="Points" hint="you - them">
        {myPoints ?? 0} - {theirPoints ?? 0}
      </Stat>
      <Stat label="Competitions">
        {rivalry.competitions}
        {rivalry.ongoing > 0 && (
          <>
            {" "}
            <span className="text-sm font-medium text-slate-600 dark:text-slate-300">({rivalry.ongoing} ongoing)</span>
          </>
        )}
      </Stat>
    </dl>
  );
}
