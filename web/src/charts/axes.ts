import { scaleLinear } from "d3-scale";

/** Points closer together than this are drawn as a line alone: dots would run into each other. */
const MIN_DOT_SPACING = 12;

/**
 * The x axis of rounds or competitions: from the first point's to the last's, with half a step of room each side,
 * so that no point sits on an edge and a single point stands in the middle over its own number.
 */
export function xDomain(xs: readonly number[]): [number, number] {
  return [Math.min(...xs) - 0.5, Math.max(...xs) + 0.5];
}

/**
 * The y axis: the values' range, widened to at least `minRange` (so that a flat line is not drawn at full height)
 * around them, never below 0, and rounded outwards to readable ticks.
 */
export function yDomain(ys: readonly number[], minRange: number): [number, number] {
  const [low, high] = [Math.min(...ys), Math.max(...ys)];
  const pad = Math.max(0, minRange - (high - low)) / 2;
  const [from, to] = scaleLinear()
    .domain([Math.max(0, low - pad), high + pad])
    .nice()
    .domain();
  return [from, to];
}

/** An axis's ticks at whole numbers only (the charts count rounds, competitions and rating points), about `count`. */
export function wholeTicks([from, to]: [number, number], count: number): number[] {
  return scaleLinear().domain([from, to]).ticks(count).filter(Number.isInteger);
}

/**
 * Whether each point is drawn as a dot as well as on its line: always when a series has one or two points (a
 * line alone would be a stroke or nothing), and while the points are far enough apart to tell apart.
 */
export function showsDots(pointsPerSeries: number, plotWidth: number): boolean {
  return pointsPerSeries <= 2 || plotWidth / (pointsPerSeries - 1) >= MIN_DOT_SPACING;
}
