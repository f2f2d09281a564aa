export { openBillingPortal } from "./billing-portal.ts";
