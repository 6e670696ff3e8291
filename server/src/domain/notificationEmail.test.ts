import { describe, expect, it } from "vitest";
import { emailDecision, notificationEmail, type EmailFacts } from "./notificationEmail";

const made = new Date("2026-11-25T10:00:00Z");
const minutes = (n: number) => new Date(made.getTime() + n * 60_000);
const facts = (overrides: Partial<EmailFacts> = {}): EmailFacts => ({
  kind: "COMPETITION_FINISHED",
  read: false,
  emailed: false,
  madeAt: made,
  reader: { email: "ben@example.com", deleted: false, emailKinds: ["COMPETITION_FINISHED"] },
  online: false,
  lastEmailAt: null,
  ...overrides,
});
const DELAY = 5 * 60_000;

describe("emailDecision", () => {
  it("waits for the delay, then sends an unread notification to a reader away from the app", () => {
    expect(emailDecision(facts(), minutes(1), DELAY)).toEqual({ waitUntil: minutes(5) });
    expect(emailDecision(facts(), minutes(5), DELAY)).toEqual({ send: true });
  });

  it("sends nothing read, already sent, turned off, to no address, or to a reader in the app", () => {
    const later = minutes(6);
    expect(emailDecision(facts({ read: true }), later, DELAY)).toHaveProperty("skip");
    expect(emailDecision(facts({ emailed: true }), later, DELAY)).toHaveProperty("skip");
    expect(emailDecision(facts({ reader: { ...facts().reader, emailKinds: [] } }), later, DELAY)).toHaveProperty(
      "skip",
    );
    expect(emailDecision(facts({ reader: { ...facts().reader, email: null } }), later, DELAY)).toHaveProperty("skip");
    expect(emailDecision(facts({ reader: { ...facts().reader, deleted: true } }), later, DELAY)).toHaveProperty("skip");
    expect(emailDecision(facts({ online: true }), later, DELAY)).toHaveProperty("skip");
  });

  it("sends one e-mail an hour per subject: a later one waits its turn", () => {
    expect(emailDecision(facts({ lastEmailAt: minutes(-30) }), minutes(6), DELAY)).toEqual({ waitUntil: minutes(30) });
    expect(emailDecision(facts({ lastEmailAt: minutes(-60) }), minutes(6), DELAY)).toEqual({ send: true });
  });
});

describe("notificationEmail", () => {
  it("says the same in both parts, the HTML escaped", () => {
    const email = notificationEmail({
      kind: "COMPETITION_FINISHED",
      text: "Bob won “<b>Kart</b>” 3–2",
      competition: { name: "<b>Kart</b>", mine: 2, theirs: 3, opponent: "Bob" },
      link: "https://rivals.example/competitions/1",
      unsubscribeLink: "https://rivals.example/notifications/unsubscribe?token=a.b",
      settingsLink: "https://rivals.example/profile",
    });
    expect(email.subject).toBe("Bob won “<b>Kart</b>” 3–2");
    expect(email.text).toContain("<b>Kart</b>: you 2, Bob 3");
    expect(email.text).toContain("Stop e-mails about finished competitions: https://rivals.example/notifications/");
    expect(email.html).toContain("&#60;b&#62;Kart&#60;/b&#62;: you 2, Bob 3");
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain('<a href="https://rivals.example/competitions/1">Open the competition</a>');
  });
});
