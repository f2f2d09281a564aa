export { AccountDialogsProvider, useAccountDialogs } from "./account-dialogs.tsx";
export { useAccounts } from "./accounts-api.ts";
export { CurrentAccountProvider, useCurrentAccount } from "./current-account.tsx";
export { DashboardScreen } from "./dashboard-screen.tsx";
export { useBrandRules } from "./brand-rules-api.ts";
