export { CampaignExportButton } from "./campaign-export-button.tsx";
export { ExportButton } from "./export-button.tsx";
