import type { CopyLanguage } from "../copy-language.ts";

/** What the offline writer tells the user it could not do, shown beside its name in the results header. */
export const offlineNotices = {
  englishInstead: (language: CopyLanguage) =>
    `The offline writer writes English and German; ${language.source === "chosen" ? "you chose" : "this page is in"} ${language.name}, so these ads are in English.`,
  changesIgnored: "The offline writer cannot follow 'Changes to Make'; connect an AI provider for that.",
  sitelinksReuseLandingPage: "Some sitelinks point to the landing page itself: give each its own page before you publish.",
} as const;
