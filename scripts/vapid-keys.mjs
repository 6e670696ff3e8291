// `pnpm vapid:keys`: prints a new VAPID key pair (RFC 8292: P-256, base64url) for Web Push, as the lines to add to
// the server's environment. Keep the private key secret; changing the pair ends every browser's subscription.
import { generateKeyPairSync } from "node:crypto";

const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
const { x, y, d } = privateKey.export({ format: "jwk" });
const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(x, "base64url"), Buffer.from(y, "base64url")]);

console.log(`VAPID_PUBLIC_KEY=${publicKey.toString("base64url")}`);
console.log(`VAPID_PRIVATE_KEY=${d}`);
console.log("VAPID_SUBJECT=mailto:you@example.com");
