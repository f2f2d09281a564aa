import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  blockersSentence,
  type CampaignTypeDescriptor,
  characterCounter,
  crawlPauseMs,
  fitsLimit,
  groupStepBlockers,
  landingPageUrlError,
  needsCrawlOnNext,
  pageReadMessages,
  pageReadProblem,
  withQuery,
} from "../../../domain/index.ts";
import { BusyOverlay } from "../../components/busy-overlay.tsx";
import { CallToActionField } from "../../components/call-to-action-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormField, RequiredNote } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useProgressMessage } from "../../lib/use-progress-message.ts";
import { crawlLandingPage } from "./crawl-landing-page.ts";
import { draftStorage } from "../../lib/draft-storage.ts";
import { GroupSummary } from "./group-summary.tsx";
import { KeywordsField } from "../../components/keywords-field.tsx";
import { useLandingPageRead } from "./use-landing-page-read.ts";
import { useWizardAccount } from "./use-wizard-account.ts";
import { useWizardDraft } from "./use-wizard-draft.ts";
import { WizardFrame } from "./wizard-frame.tsx";

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The ad group (or asset group) step, step 3 of 3: where the ads point and what they target. Next reads
 * the landing page (unless Demand Gen already read it by itself), then opens the results screen, which
 * writes the ads.
 */
export function GroupScreen({ type }: { type: CampaignTypeDescriptor }) {
  const navigate = useNavigate();
  const { accountId, accountName } = useWizardAccount();
  const { formData, update, flush } = useWizardDraft(type);
  const [phase, setPhase] = useState<"idle" | "crawling" | "processing">("idle");
  const progress = type.progress.group ?? type.progress.results;
  const message = useProgressMessage(progress, phase !== "idle");
  const page = useLandingPageRead(type, formData.landingPageUrl);
  const ctaLimit = type.fieldLimits.callToAction;
  const nameLimit = type.businessNameLimit;
  const nameOver = nameLimit !== null && !fitsLimit(formData.businessName, nameLimit);
  const targetingField = type.targetingField;
  const urlError = landingPageUrlError(formData.landingPageUrl);
  const blockedBy = blockersSentence(groupStepBlockers(type, formData));
  const required = (field: (typeof type.groupStep.required)[number]) => type.groupStep.required.includes(field);
  const query = { accountId, accountName };
  // Why the page at this address could not be read; cleared as soon as the address changes.
  const [pageProblem, setPageProblem] = useState<string | null>(null);
  const urlField = useRef<HTMLDivElement>(null);
  const focusUrl = () => urlField.current?.querySelector("input")?.focus();

  useEffect(() => {
    if (pageProblem) focusUrl();
  }, [pageProblem]);

  async function generate() {
    flush();
    const url = formData.landingPageUrl.trim();
    if (needsCrawlOnNext(type, page.content, url)) {
      setPhase("crawling");
      const content = await crawlLandingPage(url);
      draftStorage.writeCrawledContent(type, content);
      // A page that cannot be read stops here, on the address, rather than writing ads for a broken link.
      if (content.error) {
        setPhase("idle");
        setPageProblem(pageReadProblem(content.error));
        return;
      }
    }
    await openResults();
  }

  /** The stored read (or its failure, which the prompt states) goes along; the results screen writes afresh. */
  async function openResults() {
    draftStorage.removeGeneratedAds(type);
    setPhase("processing");
    await pause(crawlPauseMs);
    await navigate(withQuery(type.routes.results, query));
  }

  return (
    <WizardFrame
      title={type.breadcrumb.group}
      description={type.labels.groupIntro}
      onPrevious={() => {
        flush();
        void navigate(withQuery(type.routes.strategy, query));
      }}
      next={{
        label: phase === "crawling" || page.reading ? "Analyzing Page..." : phase === "processing" ? "Processing..." : type.labels.groupStepButton,
        disabled: phase !== "idle" || page.reading,
        blockedBy,
        onClick: () => void generate(),
      }}
    >
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <RequiredNote />
        <FormField label={type.labels.groupName} required={required("adGroupName")}>
          <Input value={formData.adGroupName} maxLength={300} onChange={(event) => update({ adGroupName: event.target.value })} />
        </FormField>
        {nameLimit !== null && (
          <FormField
            label="Business Name"
            hint="Shown beside your assets in every placement."
            counter={characterCounter(formData.businessName, nameLimit)}
            counterOver={nameOver}
            error={nameOver ? `Business name can be at most ${nameLimit} characters` : null}
          >
            <Input value={formData.businessName} onChange={(event) => update({ businessName: event.target.value })} />
          </FormField>
        )}
        <div ref={urlField} className="flex flex-col gap-2">
          <FormField label="Landing Page URL" error={urlError ?? pageProblem} required={required("landingPageUrl")}>
            <Input
              type="url"
              inputMode="url"
              placeholder="e.g. https://www.example.com/"
              value={formData.landingPageUrl}
              onChange={(event) => {
                setPageProblem(null);
                update({ landingPageUrl: event.target.value });
              }}
            />
          </FormField>
          {pageProblem && (
            <div role="group" aria-label={pageReadMessages.title} className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={focusUrl}>
                {pageReadMessages.fixAddress}
              </Button>
              <Button variant="outline" size="sm" onClick={() => void openResults()}>
                {pageReadMessages.writeWithoutPage}
              </Button>
            </div>
          )}
        </div>
        {type.editorExport.keywordCriteria ? (
          <>
            <KeywordsField
              level="adGroup"
              label={type.labels.keywords}
              required={required(targetingField)}
              value={formData[targetingField]}
              onChange={(value) => update({ [targetingField]: value })}
              showRefusal
            />
            <KeywordsField
              level="campaignNegatives"
              label="Negative Keywords"
              optional
              rows={3}
              value={formData.campaignNegativeKeywords}
              onChange={(value) => update({ campaignNegativeKeywords: value })}
              showRefusal
            />
          </>
        ) : (
          <FormField label={type.labels.keywords} hint="One per line or comma-separated" required={required(targetingField)}>
            <Textarea rows={5} value={formData[targetingField]} onChange={(event) => update({ [targetingField]: event.target.value })} />
          </FormField>
        )}
        <CallToActionField
          type={type}
          value={formData.callToAction}
          limit={ctaLimit}
          required={required("callToAction")}
          placeholder="e.g. Book a Free Trial"
          onChange={(callToAction) => update({ callToAction })}
        />
      </Card>
      {type.groupStep.summary && <GroupSummary type={type} formData={formData} page={page} />}
      {phase !== "idle" && <BusyOverlay title={phase === "crawling" ? "Analyzing Page..." : "Processing..."} message={message} />}
    </WizardFrame>
  );
}
