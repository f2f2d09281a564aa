/** Editor's names; the first a type takes is what the dialog offers first. */
export const bidStrategies = [
  "Maximize clicks",
  "Manual CPC",
  "Maximize conversions",
  "Maximize conversion value",
  "Target CPA",
  "Target ROAS",
  "Target impression share",
] as const;
export type BidStrategy = (typeof bidStrategies)[number];
