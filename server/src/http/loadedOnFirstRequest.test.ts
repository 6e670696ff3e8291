import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { loadedOnFirstRequest, type Answer } from "./loadedOnFirstRequest";

const request = (url: string) => ({ url }) as IncomingMessage;
const response = () => ({}) as ServerResponse;

/** A load that finishes when the test says so. */
function controlledLoad() {
  let finish!: (answer: Answer) => void;
  let fail!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<Answer>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { load, finish: (answer: Answer) => finish(answer), fail: (error: unknown) => fail(error) };
}

describe("loadedOnFirstRequest", () => {
  it("loads once, and answers the requests that arrived while it loaded, in order, then the next ones at once", async () => {
    const { load, finish } = controlledLoad();
    const answered: string[] = [];
    const answer = loadedOnFirstRequest(load, () => answered.push("failed"));
    for (const url of ["/a", "/b", "/c"]) answer(request(url), response());
    await Promise.resolve();
    expect(answered).toEqual([]);
    finish((req) => answered.push(req.url!));
    await vi.waitFor(() => expect(answered).toEqual(["/a", "/b", "/c"]));
    answer(request("/d"), response());
    expect(answered).toEqual(["/a", "/b", "/c", "/d"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives each request to `failed` when loading fails", async () => {
    const { load, fail } = controlledLoad();
    const failures: [ServerResponse, unknown][] = [];
    const answer = loadedOnFirstRequest(load, (res, error) => failures.push([res, error]));
    const responses = [response(), response()];
    for (const res of responses) answer(request("/"), res);
    const error = new Error("broken build");
    fail(error);
    await vi.waitFor(() => expect(failures).toEqual(responses.map((res) => [res, error])));
    answer(request("/"), responses[0]);
    await vi.waitFor(() => expect(failures).toHaveLength(3));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
