import { describe, expect, it } from "vitest";
import { showsDots, wholeTicks, xDomain, yDomain } from "./axes";

describe("the charts' axes", () => {
  it("centres a single competition over its own number, with no other number on the axis", () => {
    const domain = xDomain([1]);
    expect((domain[0] + domain[1]) / 2).toBe(1);
    expect(wholeTicks(domain, 10)).toEqual([1]);
  });

  it("keeps the first and last rounds off the edges, numbering only the rounds there are", () => {
    const domain = xDomain([0, 1, 0, 1]);
    expect(domain[0]).toBeLessThan(0);
    expect(domain[1]).toBeGreaterThan(1);
    expect(wholeTicks(domain, 10)).toEqual([0, 1]);
  });

  it("widens a flat or short range of values to the smallest range, never below zero", () => {
    const [low, high] = yDomain([1516], 40);
    expect(high - low).toBeGreaterThanOrEqual(40);
    expect(low).toBeLessThan(1516);
    expect(high).toBeGreaterThan(1516);
    expect(yDomain([0, 0, 0, 1], 2)[0]).toBe(0);
    expect(wholeTicks(yDomain([0, 0, 0, 1], 2), 5)).toEqual([0, 1]);
  });

  it("leaves a range already wide enough as it is, rounded to readable ticks", () => {
    expect(yDomain([3, 97], 2)).toEqual([0, 100]);
  });

  it("draws one or two points as dots always, and more only while they are far enough apart", () => {
    expect(showsDots(1, 300)).toBe(true);
    expect(showsDots(2, 5)).toBe(true);
    expect(showsDots(11, 300)).toBe(true);
    expect(showsDots(301, 300)).toBe(false);
  });
});
