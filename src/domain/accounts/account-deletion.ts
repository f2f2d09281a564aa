/** Deleting one's own account (issue 24): what the profile dialog and the server say. */
export const accountDeletionMessages = {
  title: "Delete account",
  explanation:
    "This deletes your ad accounts, campaigns, ad groups, ads and usage, ends your subscription at once so nothing more is charged, and signs you out everywhere. It cannot be undone: download your data first.",
  confirmLabel: "Type your e-mail address to confirm",
  button: "Delete my account",
  deleting: "Deleting...",
  confirmMismatch: "Type the e-mail address you sign in with to confirm.",
  billingFailed: "Your subscription could not be ended, so nothing was deleted. Please try again.",
  failedTitle: "Account not deleted",
  deleted: "Your account and everything in it were deleted.",
} as const;

/** The typed address confirms the deletion when it is the account's, whatever its case and spaces. */
export const confirmsAccountEmail = (typed: string, email: string): boolean => typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== "";
