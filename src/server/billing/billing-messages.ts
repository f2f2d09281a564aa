/** The billing errors as the spec words them (part 1, section 8), and ours where it is silent. */
export const billingMessages = {
  userUnavailable: "User information not available. Please refresh and try again.",
  noCheckoutUrl: "No checkout URL returned from API",
  checkoutFailed: "Failed to create checkout session",
  sessionNotFound: "Checkout session not found",
  portalUnavailable: "Failed to open billing portal",
  badSignature: "Webhook signature verification failed",
  billingOff: "Billing is turned off on this server",
  /** "Upgrade Now" asked of a user who is not in a trial (issue 24). */
  notTrialing: "There is no trial to end: your plan is already running, or none has started.",
  /** "Resume" asked of a subscription that is not waiting to end (issue 24). */
  nothingToResume: "There is no cancellation to undo: your subscription renews, or it has already ended.",
};
