export { EditCampaignScreen, ResultsScreen } from "./results-screen.tsx";
