import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { PushConfig } from "../../src/config";

/**
 * A push service on 127.0.0.1, over https with a self-signed certificate (test/fixtures/push), standing in for a
 * browser vendor's: it takes pushes for the browsers `subscription` makes, checks each one's VAPID signature
 * (RFC 8292) and decrypts it with its browser's keys (RFC 8291), as the browser would. It answers each push with
 * the next status of `answers` (201 once they run out).
 */

const fixtures = path.resolve(import.meta.dirname, "../fixtures/push");
export const PUSH_SERVICE_CERTIFICATE = readFileSync(path.join(fixtures, "cert.pem"), "utf8");

/** A push as the service took it. */
export interface ReceivedPush {
  /** The subscription's endpoint it was sent to. */
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, its signature checked with the key the `k=` parameter names. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k=` parameter: the server's public key. */
  vapidKey: string;
  /** The decrypted message, parsed. */
  message: unknown;
  /** The status the service answered. */
  status: number;
}

/** A browser's subscription: what `subscribePush` takes, and the private key that decrypts its pushes. */
export interface TestBrowser {
  endpoint: string;
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): Buffer;
}

/** A new VAPID key pair, as `pnpm vapid:keys` makes one. */
export function vapidKeys(subject = "mailto:operator@rivals.test"): PushConfig {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const { x, y, d } = privateKey.export({ format: "jwk" });
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(x!, "base64url"), Buffer.from(y!, "base64url")]);
  return { publicKey: publicKey.toString("base64url"), privateKey: d!, subject };
}

export async function startPushService() {
  const browsers = new Map<string, TestBrowser>();
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const problems: string[] = [];
  let calls = 0;
  const server: Server = createServer(
    { key: readFileSync(path.join(fixtures, "key.pem")), cert: PUSH_SERVICE_CERTIFICATE },
    (request, response) => {
      calls++;
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const endpoint = `${url}${request.url}`;
        const browser = browsers.get(endpoint);
        if (!browser) return response.writeHead(404).end();
        try {
          const { claims, vapidKey } = checkVapid(String(request.headers.authorization), endpoint);
          const message: unknown = JSON.parse(browser.decrypt(Buffer.concat(chunks)).toString());
          const status = answers.shift() ?? 201;
          received.push({ endpoint, headers: request.headers, claims, vapidKey, message, status });
          response.writeHead(status).end();
        } catch (error) {
          problems.push(String(error));
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** Every push checked and decrypted, in order. */
    received,
    /** Why pushes were refused: a signature that does not verify, a message that does not decrypt. */
    problems,
    /** How many requests reached the service at all. */
    calls: () => calls,
    /** The statuses the next pushes are answered with. */
    answerNext(...statuses: number[]) {
      answers.push(...statuses);
    },
    /** A new browser's subscription at this service. */
    subscription(): TestBrowser {
      const browser = testBrowser(`${url}/push/${randomBytes(8).toString("hex")}`);
      browsers.set(browser.endpoint, browser);
      return browser;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A browser's keys (RFC 8291): an ECDH P-256 pair and a 16-byte authentication secret. */
function testBrowser(endpoint: string): TestBrowser {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    p256dh: uaPublic.toString("base64url"),
    auth: authSecret.toString("base64url"),
    decrypt: (body) => decryptAes128gcm(body, ecdh, uaPublic, authSecret),
  };
}

/**
 * RFC 8291 section 3.4 over RFC 8188's aes128gcm: the header (salt, record size, the server's ephemeral public
 * key), then one record, padded with a 0x02 delimiter and zeros.
 */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  uaPublic: Buffer,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const delimiter = padded.lastIndexOf(2);
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) throw new Error("Bad padding");
  return padded.subarray(0, delimiter);
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed by the key `k` names, for the
 * endpoint's origin, expiring within 24 hours. Throws when any of it is wrong.
 */
function checkVapid(authorization: string, endpoint: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, jwt, vapidKey] = match;
  const [header, claimsPart, signature] = jwt.split(".");
  const point = Buffer.from(vapidKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claimsPart}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("The VAPID signature does not verify");
  if ((JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string }).alg !== "ES256") {
    throw new Error("The VAPID JWT is not ES256");
  }
  const claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString()) as ReceivedPush["claims"];
  const now = Date.now() / 1000;
  if (claims.aud !== new URL(endpoint).origin || claims.exp <= now || claims.exp > now + 24 * 60 * 60) {
    throw new Error(`The VAPID claims are wrong: ${JSON.stringify(claims)}`);
  }
  return { claims, vapidKey };
}
