/**
 * The one paid plan's name, wherever the product names it (issue 24: one plan naming everywhere): the
 * spec's plan label for a paying user (part 1, sections 1 and 6: "Freelancer (paid)"). Annual and Monthly
 * are the two ways to pay for it, and "Pro Plan" stays the spec's status label of an active subscription,
 * shown only where a status is (docs/decisions/one-paid-plan-name.md).
 */
export const paidPlanName = "Freelancer";

/** As a sentence names it: 'Upgrade to the Freelancer plan'. */
export const paidPlanTitle = `${paidPlanName} plan`;
