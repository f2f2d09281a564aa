import type { CopyLanguage } from "../copy-language.ts";

/** What the offline writer tells the user it could not do, shown beside its name in the results header. */
export const offlineNotices = {
  pageWordsOnly: (language: CopyLanguage) =>
    `The offline writer has no phrasebook for ${language.name}, so these ads use only the page's own ${language.name} phrases and your own words; connect an AI provider for more.`,
  changesIgnored: "The offline writer cannot follow 'Changes to Make'; connect an AI provider for that.",
  fewSitelinks: "The page links to fewer than four other pages of the site, so there are fewer sitelinks: add pages worth a sitelink (services, prices, contact) before you publish.",
  littleToSay:
    "The page says little about the business, so the offline writer wrote only the lines it can stand behind: add your unique selling points and your solution in the wizard for more.",
} as const;
