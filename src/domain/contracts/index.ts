export * from "./account.ts";
export * from "./campaign-input.ts";
export * from "./campaign-response.ts";
export * from "./access-status.ts";
export * from "./bulk-jobs.ts";
export * from "./imports.ts";
