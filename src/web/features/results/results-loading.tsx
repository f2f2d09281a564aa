import { CircleCheck } from "lucide-react";
import { type CrawledContent, crawlSummary } from "../../../domain/index.ts";
import { Card } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";

/**
 * While the first assets are written: the rotating message and, after a crawl, what the page gave. The
 * message is shown, not announced: the workspace's live region tells how far the generation is, here and
 * after this view gives way to the editor.
 */
export function ResultsLoading({ message, crawledContent }: { message: string; crawledContent: CrawledContent | null }) {
  const summary = crawledContent && !crawledContent.error ? crawlSummary(crawledContent) : null;
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center">
      <Spinner className="size-10 text-primary" />
      <p className="text-lg font-medium">
        {message}
      </p>
      {summary && (
        <ul aria-label="Found on your landing page" className="flex flex-col gap-1 text-left text-sm text-muted-foreground">
          {[
            summary.title ? `Page title: ${summary.title}` : "Page title not found",
            `${summary.headings} headings`,
            `${summary.features} features`,
            `${summary.keywords} keywords`,
          ].map((line) => (
            <li key={line} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 text-green-700" />
              {line}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
