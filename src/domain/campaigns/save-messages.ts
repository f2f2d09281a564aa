/** Save prechecks and the server's save rules, worded as the spec words them. */
export const saveMessages = {
  noGeneratedAds: "No generated ads available",
  campaignNameRequired: "Campaign name is required",
  landingPageUrlRequired: "Landing page URL is required",
  headlineRequired: "At least one headline is required",
  descriptionRequired: "At least one description is required",
  // The spec requires a long headline for Performance Max without wording it; this follows the others.
  longHeadlineRequired: "At least one long headline is required",
  validationFailedTitle: "Campaign Validation Failed",
  missingDataTitle: "Missing Required Data",
  missingDataDescription: "Please ensure all campaign data is complete before saving.",
  serverNameRequired: "Campaign name is required and cannot be empty",
  serverContentRequired: "Campaign must have either generated ads or ad groups",
  userRequired: "User authentication required. Please refresh the page and try again.",
} as const;
