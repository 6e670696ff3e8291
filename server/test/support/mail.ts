import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port that keeps what it receives; `next()` waits for the next email. `failNext(n)`
 * refuses the next n emails with a temporary failure (451), as a mail server having trouble would.
 */
export async function startMailServer() {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let failures = 0;
  const tries = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          tries.refused++;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many emails were refused by failNext. */
    tries,
    failNext: (count: number) => void (failures = count),
    next: (): Promise<ReceivedMail> =>
      received.length ? Promise.resolve(received.shift()!) : new Promise((resolve) => waiting.push(resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An email as its reader's client shows it: subject, parts, headers (mailparser). */
export const parseMail = (mail: ReceivedMail): Promise<ParsedMail> => simpleParser(mail.raw);
