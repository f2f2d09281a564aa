/** Campaign screens; `campaigns-api.ts` is public on its own so the shell's Recent Ads loads without them. */
export { AdCreateScreen } from "./ad-create-screen.tsx";
export { AdGroupCreateScreen } from "./ad-group-create-screen.tsx";
export { AdGroupsScreen } from "./ad-groups-screen.tsx";
export { AdViewScreen } from "./ad-view-screen.tsx";
export { AdsScreen } from "./ads-screen.tsx";
export { useCampaign, useCampaignPages, useDeleteCampaign, useRecentCampaigns } from "./campaigns-api.ts";
export { CampaignsScreen } from "./campaigns-screen.tsx";
export { LibraryScreen } from "./library-screen.tsx";
