import type { $ZodConfig } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` when the page allows it. Our Content-Security-Policy
 * allows no eval, so that probe is refused and the browser logs a CSP violation on every screen that
 * parses (Lighthouse's best practices count it). The browser only parses small payloads: the
 * interpreted parser is fast enough. Set through the global object zod keeps its settings in, rather
 * than `z.config`, so the first-load chunk does not carry zod's core (every schema is in a lazy chunk);
 * the test beside this file proves zod reads it. Imported first by main.tsx, before any schema is built.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
