import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CampaignTypeDescriptor } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";
import type { ExportData } from "./export-source.ts";
import { draftFrom, type SettingsDraft, type SettingsOffer, settingsOf } from "./settings-draft.ts";

/**
 * The dialog's campaign settings: fetched once per opening from the account's remembered choices,
 * then the user's. Problems show only after the first Export, so an untouched form is not all red.
 */
export function useExportSettings(type: CampaignTypeDescriptor, data: ExportData, sourceKey: string) {
  const offer = useQuery({
    queryKey: ["export", "settings-offer", sourceKey],
    queryFn: async () => api.post<SettingsOffer>("/api/export/settings", await data.body()),
    gcTime: 0,
    retry: false,
  });
  const [edited, setEdited] = useState<SettingsDraft | null>(null);
  const [tried, setTried] = useState(false);
  // A failed offer leaves the form to the defaults: the user can still choose everything.
  const draft = edited ?? draftFrom(offer.data, type);
  const checked = settingsOf(draft, type);
  return {
    loading: offer.isPending,
    draft,
    setDraft: setEdited,
    errors: tried && checked.errors ? checked.errors : {},
    /** The settings to export with, or null after marking the problems for the user to see. */
    take: () => {
      setTried(true);
      return checked.settings;
    },
  };
}
