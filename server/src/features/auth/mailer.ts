import nodemailer from "nodemailer";
import type { Logger } from "../../logger";

export interface Mailer {
  sendPasswordReset(to: string, link: string): Promise<void>;
}

/** Email over SMTP with nodemailer; with no SMTP server configured, the link goes to the log instead. */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      async sendPasswordReset(to, link) {
        logger.warn({ to, link }, "password reset link (SMTP_URL is not set, so it was not emailed)");
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendPasswordReset(to, link) {
      await transport.sendMail({
        from,
        to,
        subject: "Reset your Rivals password",
        text: `Someone asked to reset the password of your Rivals account.\n\nTo choose a new password, open:\n${link}\n\nThe link works once, within an hour. If it was not you, ignore this email.`,
      });
    },
  };
}
