export * from "./house-style.ts";
export * from "./weak-assets.ts";
export * from "./refresh-proposals.ts";
