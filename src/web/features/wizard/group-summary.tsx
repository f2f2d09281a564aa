import { ExternalLink } from "lucide-react";
import {
  type CampaignTypeDescriptor,
  callToActionLabel,
  crawlStatus,
  isValidLandingPageUrl,
  pageReadProblem,
  parseList,
  type WizardFormData,
} from "../../../domain/index.ts";
import { Card } from "../../components/ui/card.tsx";
import type { LandingPageRead } from "./use-landing-page-read.ts";

const pageLine = {
  none: "Not read yet",
  reading: "Reading your landing page...",
} as const;

/** Demand Gen's summary of the step: what the ads will say, where they link, and what the page gave. */
export function GroupSummary({ type, formData, page }: { type: CampaignTypeDescriptor; formData: WizardFormData; page: LandingPageRead }) {
  const url = formData.landingPageUrl.trim();
  const themes = parseList(formData.contentThemes);
  const status = crawlStatus(page.content, page.reading);
  return (
    <Card role="region" className="flex flex-col gap-2 p-5" aria-labelledby="group-summary-heading">
      <h2 id="group-summary-heading" className="font-semibold">
        Summary
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{type.labels.groupName}</dt>
        <dd className="break-words">{formData.adGroupName.trim() || type.defaults.groupName}</dd>
        <dt className="text-muted-foreground">Landing page</dt>
        <dd className="break-all">
          {isValidLandingPageUrl(url) ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline underline-offset-2">
              {url}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            "Not set"
          )}
        </dd>
        <dt className="text-muted-foreground">Page</dt>
        <dd className="break-words">
          <span role="status">
            {status === "read" ? `Read: ${page.content?.title || url}` : status === "failed" ? `Could not be read. ${pageReadProblem(page.content?.error ?? "")}` : pageLine[status]}
          </span>
        </dd>
        <dt className="text-muted-foreground">{type.labels.keywords}</dt>
        <dd className="break-words">{themes.length > 0 ? themes.join(", ") : "None yet"}</dd>
        <dt className="text-muted-foreground">Call to Action</dt>
        <dd>{callToActionLabel(type, formData.callToAction)}</dd>
      </dl>
    </Card>
  );
}
