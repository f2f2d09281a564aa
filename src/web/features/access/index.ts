/** The gate; the onboarding screen is its own entry (./onboarding.ts) so the gate loads without the paywall. */
export { AccessGate } from "./access-gate.tsx";
