/** `npm run bench`: server figures (cold start, /api/me under load). `--only server` picks a group. */
import { parseArgs } from "node:util";
import { runColdStartBench } from "./server/cold-start.ts";
import { runMeLoadBench } from "./server/me-load.ts";

const { values } = parseArgs({ options: { pages: { type: "string" }, only: { type: "string" } } });
const wanted = (name: string) => !values.only || values.only.split(",").includes(name);

if (wanted("server")) {
  await runColdStartBench();
  await runMeLoadBench();
}
