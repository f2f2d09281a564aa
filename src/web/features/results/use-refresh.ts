import { useState } from "react";
import { toast } from "sonner";
import type { RefreshProposal } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";
import type { RefreshAnswer } from "./refresh-dialog.tsx";
import type { AdEditor } from "./use-ad-editor.ts";

/**
 * Refresh of a saved ad (issue 22): asks for proposals, shows them, and puts the accepted ones in the
 * editor, where Undo takes them back. Saving the ad afterwards is what keeps them.
 */
export function useRefresh(adId: string | null, editor: AdEditor) {
  const [answer, setAnswer] = useState<RefreshAnswer | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // Proposals in the editor that a save should record as a refresh; Undo takes them out again.
  const [accepted, setAccepted] = useState(false);

  async function start() {
    if (!adId) return;
    setRefreshing(true);
    try {
      setAnswer(await api.post<RefreshAnswer>(`/api/ads/${adId}/refresh`, {}));
    } catch (error) {
      toast.error("The ad could not be refreshed", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setRefreshing(false);
    }
  }

  function accept(chosen: RefreshProposal[]) {
    const before = editor.assets;
    const wasAccepted = accepted;
    editor.acceptProposals(chosen);
    setAccepted(true);
    setAnswer(null);
    const count = chosen.length === 1 ? "1 change" : `${chosen.length} changes`;
    const undo = () => {
      editor.restore(before);
      setAccepted(wasAccepted);
    };
    toast.success(`${count} accepted: save the ad to keep them`, { duration: 10_000, action: { label: "Undo", onClick: undo } });
  }

  return { answer, refreshing, accepted, start, accept, close: () => setAnswer(null) };
}
