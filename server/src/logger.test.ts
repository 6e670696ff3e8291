import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { terminalLogger } from "./logger";

describe("the terminal's logger", () => {
  it("writes each event as one readable line, its message in words and its fields after it", async () => {
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const logger = await terminalLogger("info", terminal);
    logger.info({ port: 3000 }, "Rivals is listening on http://localhost:3000 (PGlite in memory://)");
    logger.debug("below the level");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Rivals is listening on http:\/\/localhost:3000 .*"port":3000/,
    );
    expect(written[0].trim().split("\n")).toHaveLength(1);
  });
});
