import { addTypenameToDocument } from "@apollo/client/utilities";
import { parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import { GoogleSignInDocument, HomeDocument, SessionDocument } from "./graphql/generated/graphql";
import { queryText } from "./plainQuery";

describe("queryText", () => {
  it.each([
    ["Session", SessionDocument],
    ["Home, with a fragment", HomeDocument],
    ["GoogleSignIn", GoogleSignInDocument],
  ])("asks %s as Apollo Client would, with its __typename fields", (_, document) => {
    expect(print(parse(queryText(document)))).toBe(print(addTypenameToDocument(document)));
  });
});
