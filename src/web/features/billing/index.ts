export { BillingFrame } from "./billing-frame.tsx";
export { openBillingPortal } from "./billing-portal.ts";
export { Paywall } from "./paywall.tsx";
export { PaymentResultScreen } from "./payment-result-screen.tsx";
export { TestCheckoutScreen } from "./test-checkout-screen.tsx";
export { TestPortalScreen } from "./test-portal-screen.tsx";
