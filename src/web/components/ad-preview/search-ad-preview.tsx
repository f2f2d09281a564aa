import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { displayUrl, headlineGroups, previewBrand, previewSitelinks, type Sitelink } from "../../../domain/index.ts";
import { cn } from "../../lib/class-names.ts";
import { PreviewPager } from "./preview-pager.tsx";

interface SearchAdPreviewProps {
  headlines: readonly string[];
  descriptions: readonly string[];
  sitelinks?: readonly Sitelink[];
  callouts?: readonly string[];
  finalUrl: string | null;
  /** `Path 1` and `Path 2`, shown after the host as Google shows them. */
  paths?: readonly string[];
  /** The advertiser's name Google shows beside its icon, over the address; the site's host when not given. */
  brand?: string;
}

/**
 * A search result as Google draws a responsive search ad: 'Sponsored', the site's icon and business name
 * over the address, three headlines joined by '|', descriptions, callouts and up to 4 sitelinks; headlines
 * paged in groups of 3. Desktop: a wide result, two descriptions, sitelinks in two columns with their
 * first line. Mobile: a phone's narrow card, larger headlines, one description and sitelinks as chips.
 */
export function SearchAdPreview({ headlines, descriptions, sitelinks = [], callouts = [], finalUrl, paths = [], brand = previewBrand(null, finalUrl) }: SearchAdPreviewProps) {
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  const [page, setPage] = useState(0);
  const groups = headlineGroups(headlines);
  const current = Math.min(page, Math.max(0, groups.length - 1));
  const shownHeadlines = groups[current] ?? ["Your headline here"];
  const mobile = device === "mobile";
  const shownDescriptions = descriptions.map((text) => text.trim()).filter(Boolean).slice(0, mobile ? 1 : 2);
  const links = previewSitelinks(sitelinks);
  // Google shows a few callouts in one line, as many as fit.
  const shownCallouts = callouts.map((text) => text.trim()).filter(Boolean).slice(0, 4);

  return (
    <section aria-label="Ad preview" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <div role="group" aria-label="Preview device" className="inline-flex rounded-md border border-border p-0.5">
          {(["desktop", "mobile"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-sm px-2.5 py-1 text-xs font-medium capitalize focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                device === option ? "bg-muted" : "text-muted-foreground",
              )}
            >
              {option === "desktop" ? <Monitor aria-hidden="true" className="size-3.5" /> : <Smartphone aria-hidden="true" className="size-3.5" />}
              {option}
            </button>
          ))}
        </div>
        <PreviewPager noun="headlines" index={current} count={groups.length} onChange={setPage} />
      </div>
      <div
        data-device={device}
        className={cn(
          "bg-background font-[Arial,sans-serif]",
          mobile ? "mx-auto w-full max-w-[300px] rounded-2xl border-4 border-[#dadce0] p-3 shadow-sm" : "w-full rounded-lg border border-border p-4",
        )}
      >
        <p className="text-xs font-bold text-foreground">Sponsored</p>
        <div className="mt-1 flex items-center gap-2">
          {/* The site's icon: its first letter, as Google draws a site without a favicon (no request leaves the app). */}
          <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-muted text-xs font-semibold">
            {brand.slice(0, 1).toUpperCase()}
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-sm text-foreground" data-testid="search-preview-brand">
              {brand}
            </span>
            <span className="truncate text-xs text-[#4d5156]">{displayUrl(finalUrl, paths)}</span>
          </span>
        </div>
        <p className={cn("mt-2 break-words text-[#1a0dab]", mobile ? "text-lg leading-snug" : "text-xl")}>{shownHeadlines.join(" | ")}</p>
        <p className="mt-1 text-sm break-words text-[#4d5156]">{shownDescriptions.join(" ") || "Your description here."}</p>
        {shownCallouts.length > 0 && <p className="mt-1 text-sm text-[#4d5156]">{shownCallouts.join(" · ")}</p>}
        {links.length > 0 &&
          (mobile ? (
            <ul aria-label="Sitelinks" className="mt-3 flex flex-wrap gap-2">
              {links.map((link, index) => (
                <li key={`${link.linkText}-${index}`} className="rounded-full border border-[#dadce0] px-3 py-1 text-sm text-[#1a0dab]">
                  {link.linkText}
                </li>
              ))}
            </ul>
          ) : (
            <ul aria-label="Sitelinks" className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1">
              {links.map((link, index) => (
                <li key={`${link.linkText}-${index}`} className="text-sm">
                  <span className="text-[#1a0dab]">{link.linkText}</span>
                  {link.description1 && <span className="block text-xs text-[#4d5156]">{link.description1}</span>}
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
