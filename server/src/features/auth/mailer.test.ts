import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

describe("the mailer", () => {
  it("does nothing for an email until the turn that answered the request is over", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer(undefined, "Rivals <no-reply@localhost>", logger);
    mailer.sendPasswordReset("ana@example.com", "http://localhost/reset-password?token=t");
    mailer.sendSignUpAttempt("ana@example.com", "http://localhost/login");
    expect(lines).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => (JSON.parse(line) as { subject: string }).subject)).toEqual([
      "Reset your Rivals password",
      "Someone tried to sign up to Rivals with your email",
    ]);
  });
});
