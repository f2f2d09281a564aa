import { Square } from "lucide-react";
import type { CampaignTypeDescriptor } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { EditorAssets } from "./editor-assets.ts";

/**
 * 'n of m': the assets streamed in so far against what the type asks the copywriter for, each kind
 * counted up to its request (a writer that gives more callouts than asked does not pass 100%).
 */
export function writingProgress(type: CampaignTypeDescriptor, assets: EditorAssets): { written: number; expected: number } {
  const filled = (texts: readonly string[]) => texts.filter((text) => text.trim() !== "").length;
  let written = 0;
  let expected = 0;
  for (const kind of type.assetKinds) {
    written += Math.min(filled(assets.lists[kind.key] ?? []), kind.requested);
    expected += kind.requested;
  }
  if (type.sitelinks) {
    written += Math.min(filled(assets.sitelinks.map((sitelink) => sitelink.linkText)), type.sitelinks.requested);
    expected += type.sitelinks.requested;
  }
  return { written, expected };
}

/** The results screen after a Stop that came before the first asset. */
export const stoppedBeforeWriting = { title: "Stopped before any ads were written.", button: "Write the ads" } as const;

/** After Stop: what the editor kept of the first generation, or (null) that a regeneration was stopped. */
export function writingStoppedMessage(kept: { written: number; expected: number } | null): string {
  return kept ? `Stopped. The ${kept.written} of ${kept.expected} assets written so far are kept.` : "Stopped.";
}

/**
 * Shown while a model writes (issue 18: 14 s with bursts seconds apart read as a hang): how far it is,
 * and Stop, which keeps what has arrived. Not a live region: the workspace's one announces the progress.
 */
export function WritingProgress({ type, assets, onStop }: { type: CampaignTypeDescriptor; assets: EditorAssets; onStop: () => void }) {
  const { written, expected } = writingProgress(type, assets);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted/50 px-4 py-2" data-testid="writing-progress">
      <Spinner className="size-4 text-primary" />
      <p className="text-sm font-medium">
        Writing… {written} of {expected}
      </p>
      <Button variant="outline" size="sm" className="ml-auto" onClick={onStop}>
        <Square aria-hidden="true" className="size-3.5" />
        Stop
      </Button>
    </div>
  );
}
