/**
 * Monaco, GraphiQL's editor, runs its language services in web workers. This module sets them up from our own
 * source rather than with `graphiql/setup-workers/vite`: Vite's dev server pre-bundles dependencies and cannot
 * follow `?worker` imports inside them, while here Vite bundles each worker itself, in dev and in the build.
 */
import type { Environment } from "monaco-editor";
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";

const environment: Environment = {
  getWorker(_workerId, label) {
    if (label === "graphql") return new GraphQLWorker();
    if (label === "json") return new JsonWorker();
    return new EditorWorker();
  },
};

self.MonacoEnvironment = environment;
