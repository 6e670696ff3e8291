import { verify } from "@node-rs/argon2";
import { FirebaseScrypt } from "firebase-scrypt";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { firebasePasswordHash } from "./firebaseScrypt";
import { hashPassword, verifyPasswordOrDecoy } from "./passwords";

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

// Firebase's documented example (firebaseScrypt.test.ts): the password "user1password".
const imported = firebasePasswordHash(
  {
    signerKey: "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
    saltSeparator: "Bw==",
    rounds: 8,
    memCost: 14,
  },
  "42xEC+ixf3L2lw==",
  "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==",
);
const scrypt = vi.spyOn(FirebaseScrypt.prototype, "verify");

/** Whether the check passed, and the hashes it computed: argon2id verifications and Firebase scrypts. */
async function check(passwordHash: string | null | undefined, password: string, firebaseSample: string | null) {
  vi.mocked(verify).mockClear();
  scrypt.mockClear();
  const valid = await verifyPasswordOrDecoy(passwordHash, password, firebaseSample);
  return { valid, argon2: vi.mocked(verify).mock.calls.length, scrypt: scrypt.mock.calls.length };
}

describe("verifyPasswordOrDecoy", () => {
  let argon2: string;
  beforeEach(async () => {
    argon2 ??= await hashPassword("correct horse");
  });

  it("costs one argon2id, whichever the email, while no account has a Firebase hash", async () => {
    expect(await check(argon2, "correct horse", null)).toEqual({ valid: true, argon2: 1, scrypt: 0 });
    expect(await check(argon2, "wrong", null)).toEqual({ valid: false, argon2: 1, scrypt: 0 });
    expect(await check(undefined, "correct horse", null)).toEqual({ valid: false, argon2: 1, scrypt: 0 });
  });

  it("costs one argon2id and one scrypt, whichever the email, while some account has one", async () => {
    expect(await check(argon2, "correct horse", imported)).toEqual({ valid: true, argon2: 1, scrypt: 1 });
    expect(await check(argon2, "user1password", imported)).toEqual({ valid: false, argon2: 1, scrypt: 1 });
    expect(await check(undefined, "user1password", imported)).toEqual({ valid: false, argon2: 1, scrypt: 1 });
    expect(await check(null, "user1password", imported)).toEqual({ valid: false, argon2: 1, scrypt: 1 });
    expect(await check(imported, "user1password", imported)).toEqual({ valid: true, argon2: 1, scrypt: 1 });
    expect(await check(imported, "correct horse", imported)).toEqual({ valid: false, argon2: 1, scrypt: 1 });
  });
});
