import { OAuth2Server } from "oauth2-mock-server";
import type { GoogleConfig } from "../../src/config";

/**
 * A local OpenID provider standing in for Google, and the configuration that points the app at it. Each ID token
 * it signs carries the claims `claims()` gives at that moment (a subject, an email…).
 */
export async function startGoogleProvider(
  claims: () => Record<string, unknown>,
): Promise<{ provider: OAuth2Server; google: GoogleConfig }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url!;
  provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims()));
  const google = {
    clientId: "rivals-test",
    clientSecret: "secret",
    authorizationUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    issuer,
  };
  return { provider, google };
}
