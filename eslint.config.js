import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Imports flow one way (DESIGN.md, Layout): domain imports nothing of ours, server and web never import each other.
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "src/server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(["**/server/**", "node:*"]) },
  },
  {
    // A feature uses another only through its public face (its index.ts); what two features share lives in
    // src/web/lib or src/web/components. Repeats the web block's patterns: a later block's rule replaces an earlier one.
    files: ["src/web/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "node:*"] },
            {
              group: ["../*/*", "!../*/index.ts", "!../../**"],
              message: "Import another feature through its index.ts, or move what both use to src/web/lib or src/web/components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: restrict(["**/server/**", "**/web/**", "node:*", "react", "react-*", "hono", "drizzle-orm*"]),
  },
  { files: ["src/server/**/*.ts"], rules: restrict(["**/web/**", "react", "react-dom*"]) },
  {
    // A campaign type lives in its registry descriptor: code elsewhere asks the descriptor, never "which type is this?";
    // one block for both restricted patterns, since a later block's no-restricted-syntax replaces an earlier one.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/domain/campaign-types/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["BinaryExpression[operator=/^[!=]==?$/] > Literal", "SwitchCase > Literal.test"].map((node) => ({
          selector: `${node}[value=/^(search|performance_max|demand_gen|display)$/]`,
          message: "Ask the campaign type's descriptor (src/domain/campaign-types) instead of comparing its id.",
        })),
        {
          // React focuses an autoFocus field when it mounts; Preact, which renders the app, only sets the
          // attribute, which the browser honours on page load alone (docs/decisions/preact-renderer.md).
          selector: "JSXAttribute[name.name='autoFocus']",
          message: "Focus the field from an effect (or data-autofocus inside a Dialog): Preact does not act on autoFocus.",
        },
      ],
    },
  },
);
