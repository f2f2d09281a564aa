export * from "./account.ts";
export * from "./campaign-input.ts";
export * from "./campaign-response.ts";
