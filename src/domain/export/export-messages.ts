
/** Part 2, sections 2, 8 and 9: the export's words, verbatim where the spec gives them. */
export const exportMessages = {
  dialogTitle: "Choose Export Format",
  success: "Export successful!",
  failedTitle: "Export Failed",
  failedFallback: "Failed to export campaign data. Please try again.",
  copied: "Copied to Clipboard!",
  copyFailed: "Failed to copy to clipboard. Please ensure clipboard permissions are enabled.",
  sheetsExported: "Exported to Google Sheets!",
  missingCredentials: "Missing Google API credentials",
  signInRequired: "User must be signed in to create a spreadsheet",
  popupClosed: "Google sign-in popup was closed. Please try again and complete the authentication.",
  popupBlocked: "Pop-up was blocked by browser. Please allow pop-ups for this site and try again.",
  accessDenied: "Google access was denied. Please grant the required permissions and try again.",
  problemsTitle: "Fix these before exporting",
  /** The choice beside the export check's list, and what it means for the file. */
  leaveOutProblems: (count: number) => `Download without the ${count === 1 ? "item" : `${count} items`} marked`,
  leftOut: (count: number) => `${count === 1 ? "It is" : "They are"} left out of the file; everything else goes in as it is.`,
  leftOutMark: "Left out",
  /** A problem without which nothing worth importing is left: it is fixed, never left out. */
  neededMark: "Fix to export",
  blockedNote: "What is marked 'Fix to export' cannot be left out: without it there is nothing Google would take.",
  leftOutToast: (items: readonly string[]) => `Left out of the file: ${items.join("; ")}.`,
  fix: "Fix",
  fixInEditor: "Fix in the editor",
  addInEditorTitle: "Add in Google Ads Editor after the import",
  cautionsTitle: "Check these after the import",
} as const;

export const sheetsFailedMessage = (campaign: string) => `Failed to export ${campaign} to Google Sheets. Please try again.`;

export const authenticationFailedMessage = (type: string) => `Authentication failed: ${type}`;

/** Google Identity Services' error types (and the token reply's access_denied) in the spec's words. */
export function googleSignInErrorMessage(type: string): string {
  if (type === "popup_closed") return exportMessages.popupClosed;
  if (type === "popup_failed_to_open") return exportMessages.popupBlocked;
  if (type === "access_denied") return exportMessages.accessDenied;
  return authenticationFailedMessage(type);
}

/** Section 9: the dialog closes this long after a copy. */
export const clipboardCloseDelayMs = 500;
