/** Billing screens; opening the billing portal is shared (`lib/billing-portal.ts`), so the shell opens it without them. */
export { BillingFrame } from "./billing-frame.tsx";
export { Paywall } from "./paywall.tsx";
export { PaymentResultScreen } from "./payment-result-screen.tsx";
export { LocalCheckoutScreen } from "./local-checkout-screen.tsx";
export { LocalPortalScreen } from "./local-portal-screen.tsx";
