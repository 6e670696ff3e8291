import { LineChart, type Series } from "./LineChart";
import { pointSteps, raceSteps } from "./race";

interface RaceChartProps {
  /** The two players' names as the page shows them, player one first. */
  names: [string, string];
  roundResults: readonly number[];
  roundScores: readonly (readonly number[])[];
  /** What the race is counted in: rounds won, or points (the competition's format). */
  scoring: "ROUNDS" | "POINTS";
}

/** Each player's line, and its dots: filled on the solid line, hollow on the dashed one (not colour alone). */
const lines = [
  {
    lineClass: "stroke-indigo-600 dark:stroke-indigo-400",
    dashed: false,
    dotClass: "fill-indigo-600 dark:fill-indigo-400",
  },
  { lineClass: "stroke-amber-600 dark:stroke-amber-400", dashed: true, dotClass: "fill-white dark:fill-slate-900" },
];

/** A legend swatch: the line as the chart draws it. */
function Swatch({ lineClass, dashed }: Pick<(typeof lines)[number], "lineClass" | "dashed">) {
  return (
    <svg width="24" height="8" aria-hidden="true" className="shrink-0">
      <line
        x1="0"
        x2="24"
        y1="4"
        y2="4"
        strokeWidth={dashed ? 2 : 3}
        strokeDasharray={dashed ? "6 4" : undefined}
        className={lineClass}
      />
    </svg>
  );
}

/**
 * The race: each player's round wins after each round (a drawn round counts for both, as the score does), or their
 * points where the format counts points, drawn as two lines and given as a table to screen readers. Drawn from
 * `roundResults` and `roundScores`, a few bytes a round, so it follows every change the page hears of without
 * reading any round.
 */
export function RaceChart({ names, roundResults, roundScores, scoring }: RaceChartProps) {
  const steps = scoring === "POINTS" ? pointSteps(roundResults, roundScores) : raceSteps(roundResults);
  const counted = scoring === "POINTS" ? "Points" : "Round wins";
  const series: Series[] = names.map((name, index) => ({
    name,
    points: steps.map((step) => ({ x: step.round, y: index === 0 ? step.one : step.two })),
    ...lines[index],
  }));
  return (
    <figure className="mt-3 space-y-2">
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">{counted} after each round</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {names.map((name, index) => (
          <li key={index} className="flex min-w-0 items-center gap-2">
            <Swatch {...lines[index]} />
            <span className="wrap-anywhere">{name}</span>
          </li>
        ))}
      </ul>
      <LineChart
        series={series}
        xLabel="Round"
        yLabel={counted}
        renderPoint={(_, __, { cx, cy }, player) => {
          const { lineClass, dotClass } = lines[series.indexOf(player)];
          return <circle cx={cx} cy={cy} r={3.5} strokeWidth={2} className={`${lineClass} ${dotClass}`} />;
        }}
      />
      {/* A table ignores the width that hides it: its box does. */}
      <div className="sr-only">
        <table>
          <caption>{counted} after each round</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">{names[0]}</th>
              <th scope="col">{names[1]}</th>
            </tr>
          </thead>
          <tbody>
            {steps.slice(1).map((step) => (
              <tr key={step.round}>
                <th scope="row">{step.round}</th>
                <td>{step.one}</td>
                <td>{step.two}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
