import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { reactOnPreact, reactRouterProduction } from "./preact-aliases.ts";

/** The web app lives in src/web and builds into dist/web, which the server serves with an SPA fallback. */
export default defineConfig(({ command }) => ({
  root: "src/web",
  resolve: { alias: command === "build" ? [...reactOnPreact, reactRouterProduction] : reactOnPreact },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's useOptimistic by name and falls back when the renderer has none.
        if (warning.code === "IMPORT_IS_UNDEFINED" && warning.message.includes("useOptimistic")) return;
        warn(warning);
      },
    },
  },
  // `npm run dev:web` proxies the API to a server started with `npm start`.
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
}));
