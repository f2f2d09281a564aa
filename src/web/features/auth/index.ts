export { RequireSession, SignedOutOnly } from "./require-session.tsx";
export { useSignOut } from "./use-sign-out.ts";
export { ForgotPasswordScreen } from "./forgot-password-screen.tsx";
export { ResetPasswordScreen } from "./reset-password-screen.tsx";
export { AuthFrame } from "./auth-frame.tsx";
