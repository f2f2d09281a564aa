import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // One PGlite per worker is expensive (about 4 s, 700 MB): keep the pool small and reuse it per file.
    pool: "forks",
    // Files in a worker share loaded modules: importing the server's graph afresh for each file was a
    // third of the run on a 2-core runner (308 s to 236 s); each file still opens its own app and data.
    isolate: false,
    globalSetup: ["src/server/testing/global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
