import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { OFFLINE_MESSAGE, errorMessage, isNetworkTrouble } from "./errors";

const refused = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe("what a failed operation says", () => {
  it("gives the server's message for a refusal, which is not sent again", () => {
    const error = refused("FORBIDDEN", "Only the players can edit this competition");
    expect(errorMessage(error)).toBe("Only the players can edit this competition");
    expect(isNetworkTrouble(error)).toBe(false);
  });

  it("reads as a connection problem for network trouble and a briefly unavailable server, which are retried", () => {
    const troubles = [
      new TypeError("Failed to fetch"),
      new ServerError("Response not successful: Received status code 502", {
        response: new Response("Bad Gateway", { status: 502 }),
        bodyText: "Bad Gateway",
      }),
      refused("UNAVAILABLE", "The service is briefly unavailable. Please try again."),
    ];
    for (const error of troubles) {
      expect(isNetworkTrouble(error)).toBe(true);
      expect(errorMessage(error)).toBe(OFFLINE_MESSAGE);
    }
  });

  it("never shows the text of an unexpected error", () => {
    expect(errorMessage(new Error("Cannot read properties of undefined"))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(errorMessage("boom")).toBe("Something went wrong. Please try again.");
  });
});
