import {
  adStrength,
  type BrandRules,
  type CampaignTypeDescriptor,
  checkAd,
  checkBusinessName,
  estimatePerformance,
  missingRequiredPhrases,
  requiredPhraseMessage,
} from "../../../domain/index.ts";
import { AdStrengthBadge } from "../../components/ad-strength-badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import type { EditorAssets } from "./editor-assets.ts";

interface QualityPanelProps {
  type: CampaignTypeDescriptor;
  assets: EditorAssets;
  keywords: string[];
  businessName: string;
  writing: boolean;
  brandRules: BrandRules | null;
}

/**
 * Ad Strength, the policy check and the estimates, recomputed from the assets as they are typed. Google's
 * minimums the ad misses (Performance Max: a short headline and description, a business name) are listed.
 * While the copywriter writes, half an ad is not an ad with problems: the verdict waits for the end.
 */
export function QualityPanel({ type, assets, keywords, businessName, writing, brandRules }: QualityPanelProps) {
  if (writing) {
    return (
      <Card className="flex flex-col gap-2 p-5" aria-label="Ad quality">
        <h2 className="font-semibold">Ad Strength</h2>
        <p className="text-sm text-muted-foreground">Checked when the writing ends.</p>
      </Card>
    );
  }
  const input = { lists: assets.lists, keywords, pins: assets.pins };
  const strength = adStrength(type, input);
  const report = checkAd(type, assets.lists, assets.sitelinks.filter((sitelink) => sitelink.linkText.trim() !== ""));
  const businessNameIssue = checkBusinessName(type, businessName);
  const minimums = [...report.requirements.map((issue) => issue.message), ...(businessNameIssue ? [businessNameIssue] : [])];
  const estimate = estimatePerformance(type, input);
  const missingPhrases = brandRules ? missingRequiredPhrases(assets.lists, brandRules).map(requiredPhraseMessage) : [];
  return (
    <Card className="flex flex-col gap-4 p-5" aria-label="Ad quality">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Ad Strength</h2>
        <AdStrengthBadge rating={strength.rating} />
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${strength.score}%` }} />
      </div>
      {strength.actionItems.length > 0 && (
        <ul className="list-disc pl-5 text-sm" aria-label="Ways to improve">
          {strength.actionItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <p className={report.errorCount > 0 ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"} role="status">
        {report.errorCount > 0
          ? `${report.errorCount} policy ${report.errorCount === 1 ? "problem" : "problems"} Google would reject`
          : report.warningCount > 0
            ? `No policy problems; ${report.warningCount} ${report.warningCount === 1 ? "suggestion" : "suggestions"}`
            : "No policy problems"}
      </p>
      {minimums.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-destructive" aria-label="Google's minimums not met">
          {minimums.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {missingPhrases.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-800" aria-label="Brand rules not met">
          {missingPhrases.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">Estimated performance</h3>
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {(
            [
              ["Relevance", estimate.relevance],
              ["Engagement", estimate.engagement],
              ["Conversion", estimate.conversionPotential],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">Estimates from keyword use, variety and length, not Google data.</p>
      </div>
    </Card>
  );
}
