/**
 * A strict reader of Prometheus' text exposition format (0.0.4), as Prometheus scrapes it: it throws, naming the
 * line, on anything Prometheus would refuse or misread — a malformed name, label or value, a sample before its
 * family's TYPE or of no declared family, a series given twice, a histogram whose buckets are not cumulative or
 * whose `+Inf` bucket is not its count. See docs/decisions/015-prom-client-metrics.md for why not a package.
 */
export type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help?: string;
  samples: Sample[];
}

const METRIC_NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(`^(${METRIC_NAME})(?:\\{(.*)\\})?[ \\t]+(\\S+)(?:[ \\t]+(-?\\d+))?$`);
const META = new RegExp(`^# (HELP|TYPE) (${METRIC_NAME})(?: (.*))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\\n]|\\[\\"n])*)"\s*(,|$)/y;
const FLOAT = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;
const TYPES = new Set<MetricType>(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

export class Exposition {
  readonly families = new Map<string, MetricFamily>();
  private readonly series = new Map<string, number>();

  constructor(text: string) {
    if (text !== "" && !text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
    text.split("\n").forEach((line, index) => {
      try {
        this.read(line);
      } catch (error) {
        throw new Error(`line ${index + 1}: ${(error as Error).message}: ${line}`, { cause: error });
      }
    });
    for (const family of this.families.values()) if (family.type === "histogram") checkHistogram(family);
  }

  /** A sample's value (a histogram's count is `<name>_count`), for exactly these labels; undefined if absent. */
  value(name: string, labels: Record<string, string> = {}): number | undefined {
    return this.series.get(seriesKey(name, labels));
  }

  private read(line: string): void {
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const meta = META.exec(line);
      if (meta) this.readMeta(meta[1], meta[2], meta[3] ?? "");
      else if (/^# (HELP|TYPE)\b/.test(line)) throw new Error("malformed HELP or TYPE");
      return;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error("malformed sample");
    const [, name, labelText, valueText] = match as unknown as [string, string, string | undefined, string];
    if (!FLOAT.test(valueText)) throw new Error(`not a number: ${valueText}`);
    const sample: Sample = { name, labels: parseLabels(labelText ?? ""), value: parseFloatValue(valueText) };
    const family = this.familyOf(name);
    const key = seriesKey(name, sample.labels);
    if (this.series.has(key)) throw new Error("the same series twice");
    this.series.set(key, sample.value);
    family.samples.push(sample);
  }

  private readMeta(kind: string, name: string, rest: string): void {
    const family = this.families.get(name) ?? { name, type: "untyped" as MetricType, samples: [] };
    this.families.set(name, family);
    if (kind === "HELP") {
      if (family.help !== undefined) throw new Error("a second HELP");
      family.help = rest;
      return;
    }
    if (!TYPES.has(rest as MetricType)) throw new Error(`unknown type ${rest}`);
    if (family.samples.length) throw new Error("TYPE after the family's samples");
    family.type = rest as MetricType;
  }

  private familyOf(sampleName: string): MetricFamily {
    for (const family of this.families.values()) {
      const suffix = SUFFIXES[family.type].find((ending) => sampleName === family.name + ending);
      if (suffix !== undefined) return family;
    }
    throw new Error("a sample of no declared family");
  }
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || LABEL.lastIndex === start) throw new Error("malformed labels");
    const [, name, escaped] = match as unknown as [string, string, string];
    if (name in labels) throw new Error(`label ${name} twice`);
    labels[name] = escaped.replace(/\\(.)/g, (_, char: string) => (char === "n" ? "\n" : char));
  }
  return labels;
}

function parseFloatValue(text: string): number {
  const lower = text.toLowerCase().replace(/^\+/, "");
  if (lower === "nan") return NaN;
  if (/^-?inf(inity)?$/.test(lower)) return lower.startsWith("-") ? -Infinity : Infinity;
  return Number(text);
}

function seriesKey(name: string, labels: Record<string, string>): string {
  const sorted = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name}${JSON.stringify(sorted)}`;
}

/** Per label set: buckets cumulative in `le`, ending with +Inf, which equals `_count`; a `_sum` beside. */
function checkHistogram(family: MetricFamily): void {
  const groups = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = seriesKey("", rest);
    const group = groups.get(key) ?? { buckets: [] };
    groups.set(key, group);
    if (sample.name.endsWith("_bucket")) {
      if (le === undefined || !FLOAT.test(le)) throw new Error(`${family.name}: a bucket without a valid le`);
      group.buckets.push([parseFloatValue(le), sample.value]);
    } else if (le !== undefined) throw new Error(`${family.name}: le outside a bucket`);
    else if (sample.name.endsWith("_count")) group.count = sample.value;
    else group.sum = sample.value;
  }
  for (const [labels, { buckets, count, sum }] of groups) {
    const where = `${family.name}${labels}`;
    buckets.sort(([a], [b]) => a - b);
    if (buckets.at(-1)?.[0] !== Infinity) throw new Error(`${where}: no +Inf bucket`);
    if (buckets.some(([, value], i) => i > 0 && value < buckets[i - 1][1])) throw new Error(`${where}: not cumulative`);
    if (count !== buckets.at(-1)![1] || sum === undefined) throw new Error(`${where}: _count or _sum disagrees`);
  }
}
