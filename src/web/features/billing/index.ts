/** Billing screens; opening the billing portal is shared (`lib/billing-portal.ts`), so the shell opens it without them. */
export { BillingFrame } from "./billing-frame.tsx";
export { Paywall } from "./paywall.tsx";
export { PaymentResultScreen } from "./payment-result-screen.tsx";
export { TestCheckoutScreen } from "./test-checkout-screen.tsx";
export { TestPortalScreen } from "./test-portal-screen.tsx";
