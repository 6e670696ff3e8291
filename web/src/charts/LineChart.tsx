import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { useCallback, useState, type ReactNode } from "react";
import { showsDots, wholeTicks, xDomain, yDomain } from "./axes";

export interface Point {
  x: number;
  y: number;
}

export interface Series {
  name: string;
  points: Point[];
  /** Its line's colour, light and dark (Tailwind `stroke-…` classes). */
  lineClass: string;
  /** Dashed, so that two lines on top of each other both show, and not by colour alone. */
  dashed?: boolean;
}

interface LineChartProps {
  series: Series[];
  /** What the axes count, written beside them. */
  xLabel: string;
  yLabel: string;
  /** The smallest range the y axis shows, so that a flat line is not drawn at full height. */
  minYRange?: number;
  /**
   * Drawn over each point of a series (a marker), at its position on the chart, while the points are far enough
   * apart to tell apart (always for one or two points, which a line alone would not show).
   */
  renderPoint: (point: Point, index: number, at: { cx: number; cy: number }, series: Series) => ReactNode;
}

const HEIGHT = 236;
const MARGIN = { top: 28, right: 16, bottom: 40, left: 48 };

/** The element's width, followed as it changes (the chart is drawn at its real size, so text stays readable). */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * An SVG line chart (d3-scale for the axes, d3-shape for the lines), themed by Tailwind classes so that it
 * follows light and dark. It is a picture only (`aria-hidden`): each chart gives the same numbers as a table.
 */
export function LineChart({ series, xLabel, yLabel, minYRange = 2, renderPoint }: LineChartProps) {
  const [ref, width] = useWidth();
  const points = series.flatMap((s) => s.points);
  const xs = xDomain(points.map((p) => p.x));
  const ys = yDomain(
    points.map((p) => p.y),
    minYRange,
  );
  const x = scaleLinear()
    .domain(xs)
    .range([MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
  const y = scaleLinear()
    .domain(ys)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const xTicks = wholeTicks(xs, Math.max(2, Math.floor(width / 70)));
  const yTicks = wholeTicks(ys, 5);
  const [left, right] = x.range();
  const bottom = HEIGHT - MARGIN.bottom;
  const dots = showsDots(Math.max(...series.map((s) => s.points.length)), right - left);

  return (
    // Its height is kept before its width is known, so that the chart's first drawing moves nothing.
    <div ref={ref} className="w-full" style={{ height: HEIGHT }}>
      {width > 0 && points.length > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          className="block text-xs"
        >
          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200 dark:stroke-slate-800" />
              <text
                x={left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-slate-500 tabular-nums dark:fill-slate-400"
              >
                {tick}
              </text>
            </g>
          ))}
          <line x1={left} x2={right} y1={bottom} y2={bottom} className="stroke-slate-400 dark:stroke-slate-600" />
          {xTicks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={bottom + 16}
              textAnchor="middle"
              className="fill-slate-500 tabular-nums dark:fill-slate-400"
            >
              {tick}
            </text>
          ))}
          <text
            x={(left + right) / 2}
            y={HEIGHT - 4}
            textAnchor="middle"
            className="fill-slate-600 dark:fill-slate-300"
          >
            {xLabel}
          </text>
          <text x={4} y={12} className="fill-slate-600 dark:fill-slate-300">
            {yLabel}
          </text>
          {series.map((s) => (
            <path
              key={s.name}
              d={
                line<Point>()
                  .x((p) => x(p.x))
                  .y((p) => y(p.y))(s.points) ?? undefined
              }
              fill="none"
              strokeWidth={s.dashed ? 2 : 3}
              strokeDasharray={s.dashed ? "6 4" : undefined}
              strokeLinejoin="round"
              className={s.lineClass}
            />
          ))}
          {dots &&
            series.flatMap((s) =>
              s.points.map((p, index) => (
                <g key={`${s.name}-${index}`}>{renderPoint(p, index, { cx: x(p.x), cy: y(p.y) }, s)}</g>
              )),
            )}
        </svg>
      )}
    </div>
  );
}
