export { RequireSession, SignedOutOnly } from "./require-session.tsx";
export { useSignOut } from "./use-sign-out.ts";
