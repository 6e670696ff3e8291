import type { Transporter } from "nodemailer";
import type { Logger } from "../../logger";

/** What the mailer adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface Services {
    mailer: Mailer;
  }
}

/**
 * Account emails go out in the background, after the answer: answering only once the mail server has would tell
 * who has an account. A failure is logged.
 */
export interface Mailer {
  sendPasswordReset(to: string, link: string): void;
  /** Tells an account's owner that someone tried to sign up with their email (and a password that is not theirs). */
  sendSignUpAttempt(to: string, loginLink: string): void;
  /** Sends one email now; rejects when the mail server does not take it (a job retries it). */
  deliver(mail: Mail): Promise<void>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/**
 * How long the mail server may take: well within a job's lease (jobRunner.ts), so that a job is never run twice
 * at once because one send hung.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

const passwordReset = (to: string, link: string): Mail => ({
  to,
  subject: "Reset your Rivals password",
  text: `Someone asked to reset the password of your Rivals account.\n\nTo choose a new password, open:\n${link}\n\nThe link works once, within an hour. If it was not you, ignore this email.`,
});

const signUpAttempt = (to: string, loginLink: string): Mail => ({
  to,
  subject: "Someone tried to sign up to Rivals with your email",
  text: `Someone tried to create a Rivals account with this email address, which already has one, so no account was created.\n\nIf it was you: sign in at ${loginLink}, where you can also reset your password if you forgot it.\n\nIf it was not you, ignore this email: your account has not changed.`,
});

/** SMTP_URL with SMTP_TIMEOUTS as its query, where it does not set them itself (nodemailer reads them there). */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/** Email over SMTP with nodemailer; with no SMTP server configured, emails go to the log instead. */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  // nodemailer loads with the first email: most starts send none, and it is a large part of the server's code.
  let transport: Promise<Transporter> | undefined;
  const transportTo = (url: string) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(withTimeouts(url)),
    ));
  const deliver = async (mail: Mail) => {
    if (smtpUrl) await (await transportTo(smtpUrl)).sendMail({ from, ...mail });
    else logger.warn({ to: mail.to, subject: mail.subject, text: mail.text }, "email not sent (SMTP_URL is not set)");
  };
  // Even composing it waits for the next turn of the event loop, once the answer is on its way: that work too
  // would make the answer slower for an email with an account.
  const send = (compose: () => Mail) =>
    setImmediate(() => {
      const mail = compose();
      deliver(mail).catch((error: unknown) =>
        logger.error({ err: error, subject: mail.subject }, "could not send an email"),
      );
    });
  return {
    sendPasswordReset: (to, link) => send(() => passwordReset(to, link)),
    sendSignUpAttempt: (to, loginLink) => send(() => signUpAttempt(to, loginLink)),
    deliver,
  };
}
