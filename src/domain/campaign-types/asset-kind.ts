/**
 * The words every campaign type is described in: the asset kinds, an option of a list, the truncation
 * rule. A leaf: the modules the descriptor names (messages, text rules) import these, not the descriptor.
 */

/** The text asset lists an ad can hold; sitelinks are structured and described apart. */
export type AssetKindKey = "headlines" | "longHeadlines" | "descriptions" | "callouts";

export interface AssetKind {
  key: AssetKindKey;
  label: string;
  singular: string;
  /** Display width (CJK counts 2), as Google counts it. */
  limit: number;
  /** How many the generator asks the AI for. */
  requested: number;
  /** How many are kept after formatting and shown in the editor. */
  kept: number;
  /** Google's own minimum for the ad to serve; 0 when the kind is optional. */
  googleMinimum: number;
  /** Performance Max needs at least one short asset of this width (headline 15, description 60). */
  shortAssetRequired?: number;
  /** Whether Google rejects an exclamation mark here (it does in headlines). */
  isHeadline: boolean;
  /** The message when one item of this kind could not be rewritten, where the spec words it its own way. */
  singleItemFailedMessage?: string;
}

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
  /**
   * A call to action's value in Google Ads Editor, from Google's own list (EDITOR-IMPORT R31); null where
   * the list has nothing close, and Google then chooses one automatically.
   */
  editorValue?: string | null;
}

/**
 * `word-boundary-60`: Search and Performance Max cut at the last space when it lies at or past 60% of
 * the limit. `trailing-word-10`: Demand Gen cuts at a space only within the last 10 characters.
 */
export type TruncationRule = "word-boundary-60" | "trailing-word-10";
