import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { autoCrawlDelayMs, type CampaignTypeDescriptor, type CrawledContent, shouldAutoCrawl } from "../../../domain/index.ts";
import { crawlLandingPage } from "./crawl-landing-page.ts";
import { draftStorage } from "../../lib/draft-storage.ts";

export interface LandingPageRead {
  /** The flow's stored read of the page, if any. */
  content: CrawledContent | null;
  reading: boolean;
}

/**
 * The group step's read of the landing page. Demand Gen reads it by itself, once, when a URL starting
 * with http is there and nothing was read yet (part 2, section 2), after the typing pauses.
 */
export function useLandingPageRead(type: CampaignTypeDescriptor, url: string): LandingPageRead {
  const [content, setContent] = useState(() => draftStorage.readCrawledContent(type));
  const tried = useRef(false);
  const { mutate, isPending } = useMutation({
    mutationFn: crawlLandingPage,
    onSuccess: (result) => {
      draftStorage.writeCrawledContent(type, result);
      setContent(result);
    },
  });

  useEffect(() => {
    if (!shouldAutoCrawl(type, { url, crawled: content, alreadyTried: tried.current })) return;
    const timer = window.setTimeout(() => {
      tried.current = true;
      mutate(url.trim());
    }, autoCrawlDelayMs);
    return () => window.clearTimeout(timer);
  }, [type, url, content, mutate]);

  return { content, reading: isPending };
}
