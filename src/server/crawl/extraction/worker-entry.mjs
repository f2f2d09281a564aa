// The extraction worker's entry. A worker does not get tsx from `--import tsx` in its execArgv on Node 20
// (the hook never reaches the worker's own entry), so this plain-JavaScript file registers tsx itself and
// then loads the TypeScript worker: the same under `npm start`, the Docker image and vitest.
import { register } from "tsx/esm/api";

register();
await import("./extraction-worker.ts");
