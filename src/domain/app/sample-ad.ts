/**
 * The sample the signed-out home page shows (issue 24): a Search ad the offline writer wrote from a real
 * landing page, joplinapp.org's home page, on 2026-11-26, as it wrote it (the first of each list, the
 * order kept; the paths, which come from keywords a user types, left out; the closing call to action in
 * sentence case, as the writer writes it since 2026-11-27). It is what a visitor gets before any AI
 * provider is configured.
 */
export const sampleSearchAd = {
  source: "joplinapp.org",
  finalUrl: "https://joplinapp.org/",
  headlines: ["Joplin", "Multimedia Notes", "Save Web Pages as Notes", "Open Source", "100% Your Data", "Cross-Platform"],
  descriptions: ["Joplin, the open source note-taking application. Download now.", "Take photos with the mobile app and save them to a note. Open source."],
  callouts: ["Open Source", "Multimedia Notes", "Cross-Platform"],
} as const;
