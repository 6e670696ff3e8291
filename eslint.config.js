import js from "@eslint/js";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The schema, and the web app's operations (the `graphql()` documents in its source) checked against it. */
const graphQLConfig = { schema: "schema.graphql", documents: "web/src/**/*.{ts,tsx}" };

export default tseslint.config(
  { ignores: ["**/dist/**", "**/generated/**", "**/node_modules/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ["server/src/**/*.ts", "server/test/**/*.ts", "web/src/**/*.{ts,tsx}", "web/e2e/**/*.ts", "bench/**/*.ts"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's loaders throw Responses (redirects); Apollo's errors are ErrorLike objects.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@apollo/client", name: "ErrorLike" },
          ],
        },
      ],
      // React's event props ignore what a handler returns; an async handler handles its own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ["web/src/**/*.{ts,tsx}"], processor: graphqlPlugin.processor },
  {
    files: ["**/*.graphql"],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { "@graphql-eslint": graphqlPlugin },
  },
  {
    files: ["schema.graphql"],
    rules: {
      ...graphqlPlugin.configs["flat/schema-recommended"].rules,
      // Short descriptions are one-line strings, long ones blocks; API.md fixes the names (User.username)…
      "@graphql-eslint/description-style": "off",
      "@graphql-eslint/no-typename-prefix": "off",
      // …and its value types (Friendship, CompetitionEvent, Presence…) have no identity of their own.
      "@graphql-eslint/strict-id-in-types": "off",
    },
  },
  {
    files: ["web/src/**/*.graphql"],
    rules: {
      ...graphqlPlugin.configs["flat/operations-recommended"].rules,
      // Fragments are named Component_field, the fragment-masking convention of codegen's client preset.
      "@graphql-eslint/naming-convention": [
        "error",
        {
          VariableDefinition: "camelCase",
          OperationDefinition: { style: "PascalCase", forbiddenSuffixes: ["Query", "Mutation", "Subscription"] },
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z]*(_[a-z][A-Za-z]*)?$/ },
        },
      ],
      // Some fragments are only read from and written to Apollo's cache, never spread into an operation.
      "@graphql-eslint/no-unused-fragments": "off",
    },
  },
  {
    rules: {
      // Apollo's plugin hooks and async iterators' methods return promises by contract, awaiting or not.
      "@typescript-eslint/require-await": "off",
      // React's event props ignore what a handler returns; an async handler handles its own errors.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  { files: ["scripts/**", "bench/**"], rules: { "no-console": "off" } },
);
