import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The web app lives in src/web and builds into dist/web, which the server serves with an SPA fallback. */
export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../dist/web", emptyOutDir: true },
  // `npm run dev:web` proxies the API to a server started with `npm start`.
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
