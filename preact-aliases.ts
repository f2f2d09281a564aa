import { fileURLToPath } from "node:url";

/**
 * The web app is written against React's API and rendered by Preact's React layer: react-dom alone was
 * 60 KB of the first screen's 146 KB compressed, against issue 18's 110 KB (docs/decisions/preact-renderer.md).
 * Every build, the dev server and the component tests resolve React to the same layer, so what the tests
 * render is what users run. Exact-match patterns, so `react-router` is not read as `react` + `-router`.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * react-router's package exports only its development build (checks and warnings, 1 to 2 KB compressed);
 * the production build sits beside it.
 */
export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
};
