import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { reactOnPreact, reactRouterProduction } from "./preact-aliases.ts";

export default defineConfig({
  // The component tests render with the renderer users get.
  resolve: {
    alias: [
      ...reactOnPreact,
      reactRouterProduction,
      // Node's condition would pick lucide's CommonJS build, whose require("react") no alias reaches.
      { find: /^lucide-react$/, replacement: fileURLToPath(new URL("./node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url)) },
    ],
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // One PGlite per worker is expensive (about 4 s, 700 MB): keep the pool small and reuse it per file.
    pool: "forks",
    // Files in a worker share loaded modules: importing the server's graph afresh for each file was a
    // third of the run on a 2-core runner (308 s to 236 s); each file still opens its own app and data.
    isolate: false,
    // Libraries written for React go through the same aliases, not Node's own import of React.
    server: { deps: { inline: ["preact", "react-router", "@tanstack/react-query", "sonner", "lucide-react"] } },
    globalSetup: ["test/support/server/global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
