import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:graphql-document/";
/** A `graphql(`…`)` call of codegen's client preset; its documents take no interpolations. */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** A document of the generated module: `export const XDocument = {…} as unknown as DocumentNode<…>;` */
const EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm;
const DEFINITION_NAME = /\b(?:query|mutation|subscription|fragment)\s+(\w+)/;

/** Each document of the generated module by the name of its first definition: export name and JSON text. */
export function generatedDocuments(source: string): Map<string, { exportName: string; json: string }> {
  const documents = new Map<string, { exportName: string; json: string }>();
  for (const [, exportName, json] of source.matchAll(EXPORT)) {
    const definition = (JSON.parse(json) as { definitions: { name: { value: string } }[] }).definitions[0];
    documents.set(definition.name.value, { exportName, json });
  }
  return documents;
}

/**
 * Replaces each `graphql(`…`)` call of `code` by an import of that one document (by its export name), keeping
 * every line where it was; null when `code` has no call.
 */
export function importDocuments(code: string, exportNameOf: (definitionName: string) => string): string | null {
  const imports = new Set<string>();
  const replaced = code.replace(CALL, (call: string, document: string) => {
    const name = DEFINITION_NAME.exec(document)?.[1];
    if (!name) throw new Error(`graphql() without a named definition: ${call.slice(0, 80)}`);
    const exportName = exportNameOf(name);
    imports.add(exportName);
    return exportName + "\n".repeat(call.split("\n").length - 1);
  });
  if (imports.size === 0) return null;
  // On the last line, so that every line of the module keeps its number (imports are hoisted).
  return replaced + [...imports].map((name) => `import { ${name} } from "${PREFIX}${name}";`).join("");
}

/**
 * Codegen's client preset puts every document of the app in one generated module, and its `graphql()` maps
 * each document's text to it: whoever calls it loads them all. In the build, each call becomes an import of a
 * module holding only its own document (a copy of the generated one), so a chunk carries the documents its
 * modules use, and the first load only those of the layout.
 */
export function graphqlDocuments(srcDir: string): Plugin {
  const generatedDir = path.join(srcDir, "graphql/generated");
  const generatedModule = path.join(generatedDir, "graphql.ts");
  let documents: ReturnType<typeof generatedDocuments> | undefined;
  const load = () => (documents ??= generatedDocuments(readFileSync(generatedModule, "utf8")));
  return {
    name: "rivals:graphql-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      documents = undefined;
      this.addWatchFile(generatedModule);
    },
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ }, code: "graphql(`" },
      handler(code, id) {
        if (!id.startsWith(srcDir + path.sep) || id.startsWith(generatedDir + path.sep)) return null;
        const transformed = importDocuments(code, (name) => {
          const document = load().get(name);
          if (!document) throw new Error(`${id}: ${name} is not in ${generatedModule}: run \`pnpm codegen\``);
          return document.exportName;
        });
        return transformed && { code: transformed, map: null };
      },
    },
    resolveId: {
      filter: { id: /^virtual:graphql-document\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:graphql-document\// },
      handler(id) {
        const exportName = id.slice(PREFIX.length + 1);
        const document = [...load().values()].find((entry) => entry.exportName === exportName);
        return document && `export const ${exportName} = ${document.json};`;
      },
    },
  };
}
