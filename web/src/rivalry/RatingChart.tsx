import { outcomeLabel, outcomeOf, type Outcome } from "./format";
import type { RivalryResult } from "./rivalry";
import { LineChart } from "../charts/LineChart";

interface RatingChartProps {
  timeline: RivalryResult[];
  opponentId: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** Each result's marker: a shape of its own (not colour alone), coloured for the theme. */
const markers: { [outcome in Outcome]: { className: string; path: (cx: number, cy: number) => string } } = {
  win: {
    className: "fill-green-600 dark:fill-green-400",
    path: (cx, cy) => `M${cx},${cy - 7}L${cx + 7},${cy + 5}L${cx - 7},${cy + 5}Z`,
  },
  loss: {
    className: "fill-red-600 dark:fill-red-400",
    path: (cx, cy) => `M${cx},${cy + 7}L${cx + 7},${cy - 5}L${cx - 7},${cy - 5}Z`,
  },
  draw: {
    className: "fill-slate-500 dark:fill-slate-400",
    path: (cx, cy) => `M${cx - 5},${cy - 5}h10v10h-10Z`,
  },
};

function Marker({ outcome, cx, cy }: { outcome: Outcome; cx: number; cy: number }) {
  const { className, path } = markers[outcome];
  return (
    <path
      d={path(cx, cy)}
      data-outcome={outcome}
      className={`${className} stroke-white dark:stroke-slate-900`}
      strokeWidth={1.5}
    />
  );
}

/**
 * The viewer's rating right after each competition of the rivalry, oldest first, each marked by its result; the
 * same as a table for screen readers. The rating moves with every complete competition the viewer plays, so a line
 * between two points may also carry games against others.
 */
export function RatingChart({ timeline, opponentId }: RatingChartProps) {
  const outcomes = timeline.map((result) => outcomeOf(result, opponentId));
  const series = [
    {
      name: "Your rating",
      points: timeline.map((result, index) => ({ x: index + 1, y: result.rating })),
      lineClass: "stroke-indigo-600 dark:stroke-indigo-400",
    },
  ];
  return (
    <figure className="mt-3 space-y-2">
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">
        Your rating after each competition between you, oldest first
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {(["win", "loss", "draw"] as const).map((outcome) => (
          <li key={outcome} className="flex items-center gap-1.5">
            <svg width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
              <Marker outcome={outcome} cx={8} cy={8} />
            </svg>
            {outcomeLabel[outcome]}
          </li>
        ))}
      </ul>
      <LineChart
        series={series}
        xLabel="Competition"
        yLabel="Rating"
        minYRange={40}
        renderPoint={(_, index, { cx, cy }) => <Marker outcome={outcomes[index]} cx={cx} cy={cy} />}
      />
      {/* A table ignores the width that hides it: its box does. */}
      <div className="sr-only">
        <table>
          <caption>Your rating after each competition between you</caption>
          <thead>
            <tr>
              <th scope="col">Completed</th>
              <th scope="col">Competition</th>
              <th scope="col">Result</th>
              <th scope="col">Score</th>
              <th scope="col">Your rating after</th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((result, index) => (
              <tr key={result.competition.id}>
                <td>{day(result.completedAt)}</td>
                <th scope="row">{result.competition.name}</th>
                <td>{outcomeLabel[outcomes[index]]}</td>
                <td>{result.score.join(" - ")}</td>
                <td>{result.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
