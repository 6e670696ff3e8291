import { parse, print, Kind, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import * as webDocuments from "../shared/generated/web/graphql";
import { asApolloClientSends } from "../../test/support/graphql";
import { trustedDocuments } from "./trusted";

const WEB_OPERATION = `
  query Page($id: ID!) { competition(id: $id) { id ...Card } }
  fragment Card on Competition { name players { id username } }
`;

describe("trusted documents", () => {
  const trusted = trustedDocuments([WEB_OPERATION]);

  it("knows a web app operation as written and as Apollo Client sends it, its fragments in any order", () => {
    expect(trusted(parse(WEB_OPERATION))).toBe(true);
    expect(trusted(parse(asApolloClientSends(WEB_OPERATION)))).toBe(true);
    const [operation, fragment] = parse(WEB_OPERATION).definitions;
    expect(trusted({ kind: Kind.DOCUMENT, definitions: [fragment, operation] })).toBe(true);
  });

  it("trusts no document with anything of the sender's own (a literal, an alias, a directive, a field), nor an anonymous one", () => {
    const altered = [
      WEB_OPERATION.replace("$id: ID!", '$id: ID! = "1"'),
      WEB_OPERATION.replace("name", 'name(x: "__MAGIC_DATE__")'),
      WEB_OPERATION.replace("name", "name __typename @include(if: true)"),
      WEB_OPERATION.replace("name", "name t: __typename"),
      WEB_OPERATION.replace("name", "name description"),
      WEB_OPERATION.replace("query Page", "query"),
      `{ echo(text: "__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d1),[globalThis.pwned=42]:(0") }`,
    ];
    for (const source of altered) expect(trusted(parse(source)), source).toBe(false);
  });

  it("knows every operation of the web app as Apollo Client sends it", () => {
    const everyWebOperation = trustedDocuments();
    const operations = Object.entries(webDocuments).filter(([name]) => name.endsWith("Document"));
    expect(operations.length).toBeGreaterThan(50);
    for (const [name, document] of operations) {
      expect(everyWebOperation(parse(asApolloClientSends(print(document as DocumentNode)))), name).toBe(true);
    }
  });
});
