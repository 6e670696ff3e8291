import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generatedDocuments, importDocuments } from "./graphqlDocuments";

const generated = readFileSync(fileURLToPath(new URL("../src/graphql/generated/graphql.ts", import.meta.url)), "utf8");

describe("each graphql() call as an import of its own document", () => {
  it("finds every generated document by its first definition's name", () => {
    const documents = generatedDocuments(generated);
    expect(documents.get("Session")?.exportName).toBe("SessionDocument");
    expect(documents.get("CompetitionCard_competition")?.exportName).toBe("CompetitionCard_CompetitionFragmentDoc");
    expect(JSON.parse(documents.get("Session")!.json)).toMatchObject({ kind: "Document" });
  });

  it("replaces each call by the document's name, every other line where it was", () => {
    const code = ["const A = graphql(`", "  query Session {", "    me { id }", "  }", "`);", "use(A);"].join("\n");
    const lines = importDocuments(code, (name) => `${name}Document`)!.split("\n");
    expect(lines.slice(0, 5)).toEqual(["const A = SessionDocument", "", "", "", ";"]);
    expect(lines[5]).toBe(`use(A);import { SessionDocument } from "virtual:graphql-document/SessionDocument";`);
    expect(lines).toHaveLength(6);
  });

  it("leaves a module without calls alone", () => {
    expect(importDocuments("const a = 1;", (name) => name)).toBeNull();
  });
});
