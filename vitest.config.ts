import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // One PGlite per worker is expensive (about 4 s, 700 MB): keep the pool small and reuse it per file.
    pool: "forks",
    globalSetup: ["src/server/testing/global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
