/** Billing screens; `billing-portal.ts` is public on its own so the shell can open the portal without them. */
export { BillingFrame } from "./billing-frame.tsx";
export { openBillingPortal } from "./billing-portal.ts";
export { Paywall } from "./paywall.tsx";
export { PaymentResultScreen } from "./payment-result-screen.tsx";
export { TestCheckoutScreen } from "./test-checkout-screen.tsx";
export { TestPortalScreen } from "./test-portal-screen.tsx";
