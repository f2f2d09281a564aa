import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { headlineGroups, previewSitelinks, type Sitelink } from "../../../domain/index.ts";
import { cn } from "../../lib/class-names.ts";
import { PreviewPager } from "./preview-pager.tsx";

interface SearchAdPreviewProps {
  headlines: readonly string[];
  descriptions: readonly string[];
  sitelinks?: readonly Sitelink[];
  callouts?: readonly string[];
  finalUrl: string | null;
}

/** The host and first path part, as Google shows the address of an ad. */
function displayUrl(finalUrl: string | null): string {
  if (!finalUrl) return "www.example.com";
  try {
    const url = new URL(finalUrl);
    const path = url.pathname.split("/").filter(Boolean)[0];
    return `${url.hostname}${path ? ` › ${path}` : ""}`;
  } catch {
    return finalUrl;
  }
}

/**
 * A search result as Google draws a responsive search ad: 'Sponsored', the address, three headlines
 * joined by '|', two descriptions, callouts and up to 4 sitelinks; desktop or mobile width, headlines paged in
 * groups of 3.
 */
export function SearchAdPreview({ headlines, descriptions, sitelinks = [], callouts = [], finalUrl }: SearchAdPreviewProps) {
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  const [page, setPage] = useState(0);
  const groups = headlineGroups(headlines);
  const current = Math.min(page, Math.max(0, groups.length - 1));
  const shownHeadlines = groups[current] ?? ["Your headline here"];
  const shownDescriptions = descriptions.map((text) => text.trim()).filter(Boolean).slice(0, 2);
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
      <div className={cn("rounded-lg border border-border bg-background p-4 font-[Arial,sans-serif]", device === "mobile" ? "mx-auto w-full max-w-[360px]" : "w-full")}>
        <p className="text-xs font-bold text-foreground">Sponsored</p>
        <p className="truncate text-xs text-foreground">{displayUrl(finalUrl)}</p>
        <p className={cn("mt-1 break-words text-[#1a0dab]", device === "mobile" ? "text-base" : "text-xl")}>{shownHeadlines.join(" | ")}</p>
        <p className="mt-1 text-sm break-words text-[#4d5156]">{shownDescriptions.join(" ") || "Your description here."}</p>
        {shownCallouts.length > 0 && <p className="mt-1 text-sm text-[#4d5156]">{shownCallouts.join(" · ")}</p>}
        {links.length > 0 && (
          <ul className={cn("mt-2 grid gap-x-6 gap-y-1", device === "mobile" ? "grid-cols-1" : "grid-cols-2")}>
            {links.map((link, index) => (
              <li key={`${link.linkText}-${index}`} className="text-sm">
                <span className="text-[#1a0dab]">{link.linkText}</span>
                {link.description1 && <span className="block text-xs text-[#4d5156]">{link.description1}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
