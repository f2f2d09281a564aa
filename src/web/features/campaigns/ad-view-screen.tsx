import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { adsHref, displayPathsOf, displayWidth, editAdHref } from "../../../domain/index.ts";
import { AdPreviews } from "../../components/ad-preview/ad-previews.tsx";
import { AdStrengthBadge } from "../../components/ad-strength-badge.tsx";
import { NotFoundCard } from "../../components/not-found-card.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { adAssetsOf, adStrengthOf } from "./ad-assets.ts";
import { type CampaignContext, WithAdGroup } from "./campaign-loader.tsx";

function AssetSection({ title, items, limit }: { title: string; items: string[]; limit: number }) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({items.length})</span>
      </h2>
      <ol className="flex flex-col gap-1">
        {items.map((item, index) => (
          <li key={`${item}-${index}`} className="flex items-baseline justify-between gap-3 rounded-md bg-muted/60 px-3 py-1.5 text-sm">
            <span className="break-words">{item}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {displayWidth(item)}/{limit}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** `/ad-view?campaignId=&adGroupId=&adId=`: one ad, read-only, with its preview and Ad Strength. */
export function AdViewScreen() {
  return <WithAdGroup render={(context) => <AdView {...context} />} />;
}

function AdView({ campaign, type, account, group, params }: CampaignContext & { group: LoadedAdGroup }) {
  const ad = group.ads.find((candidate) => candidate.id === params.adId);
  if (!ad) {
    const backTo = adsHref({ campaignId: campaign.id, adGroupId: group.id, ...account });
    return <NotFoundCard title="Ad not found" message="This ad does not exist or was deleted." backTo={backTo} backLabel="Back to Ads" />;
  }
  const assets = adAssetsOf(type, ad);
  const strength = adStrengthOf(type, assets, group);
  const limitOf = (key: string) => type.assetKinds.find((kind) => kind.key === key)?.limit ?? 0;
  const ids = { campaignId: campaign.id, adGroupId: group.id, adId: ad.id, ...account };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{ad.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {campaign.name} · {group.name}
            <Badge tone="outline">{ad.status}</Badge>
            <AdStrengthBadge rating={strength.rating} />
          </p>
        </div>
        <Link to={editAdHref(type.id, ids)} className={buttonClasses()}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit Ad
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,26rem)]">
        <Card className="flex flex-col gap-6 p-5">
          <AssetSection title="Headlines" items={assets.headlines} limit={limitOf("headlines")} />
          <AssetSection title="Long Headlines" items={assets.longHeadlines} limit={limitOf("longHeadlines")} />
          <AssetSection title="Descriptions" items={assets.descriptions} limit={limitOf("descriptions")} />
          {assets.ads.callouts && <AssetSection title="Callouts" items={assets.ads.callouts} limit={limitOf("callouts")} />}
          {assets.sitelinks.length > 0 && (
            <section className="flex flex-col gap-2">
              <h2 className="font-semibold">Sitelinks</h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {assets.sitelinks.map((sitelink, index) => (
                  <li key={`${sitelink.linkText}-${index}`} className="rounded-md bg-muted/60 px-3 py-2 text-sm">
                    <span className="font-medium">{sitelink.linkText}</span>
                    <span className="block text-xs text-muted-foreground">{[sitelink.description1, sitelink.description2].filter(Boolean).join(" · ")}</span>
                    <span className="block truncate text-xs text-muted-foreground">{sitelink.linkUrl}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Card>
        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <AdPreviews
              type={type}
              lists={{ headlines: assets.headlines, longHeadlines: assets.longHeadlines, descriptions: assets.descriptions, callouts: assets.ads.callouts ?? [] }}
              sitelinks={assets.sitelinks}
              finalUrl={ad.finalUrl}
              paths={displayPathsOf(assets.ads.paths)}
              businessName={typeof campaign.formData.businessName === "string" ? campaign.formData.businessName : ""}
              callToAction={group.callToAction ?? ""}
            />
          </Card>
          {strength.actionItems.length > 0 && (
            <Card className="flex flex-col gap-2 p-5">
              <h2 className="font-semibold">Improve Ad Strength</h2>
              <ul className="list-disc pl-5 text-sm">
                {strength.actionItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
