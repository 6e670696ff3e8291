import { describe, expect, it } from "vitest";
import {
  firebaseDecoy,
  firebasePasswordHash,
  isFirebaseHash,
  readFirebaseHashConfig,
  verifyFirebaseHash,
} from "./firebaseScrypt";

// Firebase's own example (the README of its scrypt repository, firebase/scrypt): the project's parameters, an
// exported account's salt and hash, and the password they were made from.
const parameters = {
  algorithm: "SCRYPT",
  base64_signer_key: "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
  base64_salt_separator: "Bw==",
  rounds: 8,
  mem_cost: 14,
};
const salt = "42xEC+ixf3L2lw==";
const hash = "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==";
const stored = firebasePasswordHash(readFirebaseHashConfig(parameters), salt, hash);

describe("a Firebase password hash", () => {
  it("takes the password Firebase's documented example was made from, and no other", async () => {
    expect(isFirebaseHash(stored)).toBe(true);
    expect(await verifyFirebaseHash(stored, "user1password")).toBe(true);
    expect(await verifyFirebaseHash(stored, "user1password ")).toBe(false);
    expect(await verifyFirebaseHash(stored, "user2password")).toBe(false);
  });

  it("is told apart from an argon2id hash and from no hash", () => {
    expect(isFirebaseHash("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA")).toBe(false);
    expect(isFirebaseHash(null)).toBe(false);
  });

  it("has a decoy with its parameters that takes no password", async () => {
    const decoy = firebaseDecoy(stored);
    const [, , mem, rounds, separator, key, decoySalt, decoyHash] = decoy.split("$");
    expect([mem, rounds, separator]).toEqual(["14", "8", "Bw=="]);
    expect([key.length, decoySalt.length, decoyHash.length]).toEqual([
      parameters.base64_signer_key.length,
      salt.length,
      hash.length,
    ]);
    expect(decoy).not.toBe(firebaseDecoy(stored));
    expect(await verifyFirebaseHash(decoy, "user1password")).toBe(false);
  });
});

describe("readFirebaseHashConfig", () => {
  it("reads the parameters's parameters", () => {
    expect(readFirebaseHashConfig(parameters)).toEqual({
      signerKey: parameters.base64_signer_key,
      saltSeparator: "Bw==",
      rounds: 8,
      memCost: 14,
    });
  });

  it("names every problem at once", () => {
    expect(() =>
      readFirebaseHashConfig({ algorithm: "BCRYPT", base64_signer_key: "not base64!", rounds: 9, mem_cost: "x" }),
    ).toThrow(
      'algorithm must be SCRYPT, got "BCRYPT"; base64_signer_key must be base64 text; rounds must be a whole number ' +
        'from 1 to 8, got 9; mem_cost must be a whole number from 1 to 14, got "x"',
    );
  });
});
