export { CampaignTypeScreen } from "./campaign-type-screen.tsx";
export { GroupScreen } from "./group-screen.tsx";
export { StrategyScreen } from "./strategy-screen.tsx";
export { useWizardAccount } from "./use-wizard-account.ts";
export { useWizardDraft } from "./use-wizard-draft.ts";
export { WizardFrame } from "./wizard-frame.tsx";
export { WizardGuard } from "./wizard-guard.tsx";
