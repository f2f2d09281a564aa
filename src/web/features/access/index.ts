export { AccessGate } from "./access-gate.tsx";
export { OnboardingScreen } from "./onboarding-screen.tsx";
