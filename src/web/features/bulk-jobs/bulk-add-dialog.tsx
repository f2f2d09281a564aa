import { Layers } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { bulkJobHref, bulkJobLimits, normalizeJobUrls } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toggled } from "../../lib/toggled.ts";
import { sitemapPages, useCreateBulkJob } from "./bulk-jobs-api.ts";

type Source = "paste" | "sitemap";

/** "Add pages in bulk" on a saved campaign: opens the dialog that starts a job. */
export function BulkAddButton({ campaign, compact = false }: { campaign: { id: string; name: string }; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={compact ? "icon" : "md"}
        className={compact ? "h-10 w-10" : undefined}
        aria-label={compact ? `Add pages in bulk to ${campaign.name}` : undefined}
        title="Add pages in bulk"
        onClick={() => setOpen(true)}
      >
        <Layers aria-hidden="true" className="size-4" />
        {!compact && "Add pages in bulk"}
      </Button>
      {open && <BulkAddDialog campaign={campaign} onClose={() => setOpen(false)} />}
    </>
  );
}

function BulkAddDialog({ campaign, onClose }: { campaign: { id: string; name: string }; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateBulkJob(campaign.id);
  const [source, setSource] = useState<Source>("paste");
  const [pasted, setPasted] = useState("");
  const [site, setSite] = useState("");
  const [prefix, setPrefix] = useState("");
  const [found, setFound] = useState<string[] | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pauseSeconds, setPauseSeconds] = useState("0");
  const delayMs = Math.round(Math.min(Math.max(Number(pauseSeconds) || 0, 0), bulkJobLimits.maxDelayMs / 1000) * 1000);

  const pastedUrls = normalizeJobUrls(pasted.split(/\s+/));
  const urls = source === "paste" ? pastedUrls.urls : (found ?? []).filter((url) => picked.has(url));

  async function findPages() {
    setError(null);
    setFinding(true);
    try {
      const pages = await sitemapPages(site.trim(), prefix.trim());
      setFound(pages);
      setPicked(new Set(pages.slice(0, bulkJobLimits.paidUrls)));
    } catch (caught) {
      setFound(null);
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setFinding(false);
    }
  }

  async function start() {
    setError(null);
    try {
      const job = await create.mutateAsync({ urls: source === "paste" ? pasted.split(/\s+/).filter(Boolean) : urls, delayMs });
      toast.success(`Adding ${job.total} page${job.total === 1 ? "" : "s"} to ${campaign.name}`);
      onClose();
      void navigate(bulkJobHref(job.id));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  const toggle = (url: string) => setPicked((current) => toggled(current, url));

  return (
    <Dialog
      open
      onClose={onClose}
      title="Add pages in bulk"
      description={`Each page becomes one group of "${campaign.name}", written with the campaign's settings.`}
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
    >
      <div role="radiogroup" aria-label="Where the pages come from" className="flex gap-2">
        {(
          [
            ["paste", "Paste addresses"],
            ["sitemap", "From the site's sitemap"],
          ] as const
        ).map(([value, label]) => (
          <Button key={value} role="radio" aria-checked={source === value} variant={source === value ? "primary" : "outline"} size="sm" onClick={() => setSource(value)}>
            {label}
          </Button>
        ))}
      </div>
      {source === "paste" ? (
        <FormField label="Page addresses" hint={`One per line, up to ${bulkJobLimits.paidUrls} (the trial: ${bulkJobLimits.trialUrls}). Repeats are added once.`}>
          <Textarea data-autofocus value={pasted} onChange={(event) => setPasted(event.target.value)} rows={8} placeholder={"https://example.com/services/cleaning\nhttps://example.com/services/whitening"} />
        </FormField>
      ) : (
        <div className="flex flex-col gap-3">
          <FormField label="Site address" hint="Its sitemap is found through robots.txt or /sitemap.xml.">
            <Input data-autofocus value={site} onChange={(event) => setSite(event.target.value)} placeholder="https://example.com" inputMode="url" />
          </FormField>
          <FormField label="Only pages whose path starts with" hint="For example /treatments; leave empty for every page.">
            <Input value={prefix} onChange={(event) => setPrefix(event.target.value)} placeholder="/treatments" />
          </FormField>
          <Button variant="outline" onClick={findPages} disabled={finding || !site.trim()}>
            {finding ? "Reading the sitemap..." : "Find pages"}
          </Button>
          {found && (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">
                {picked.size} of {found.length} pages chosen
              </legend>
              <div className="flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => setPicked(new Set(found.slice(0, bulkJobLimits.paidUrls)))}>
                  Choose all
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setPicked(new Set())}>
                  Choose none
                </Button>
              </div>
              <ul className="max-h-56 overflow-y-auto rounded-md border border-border p-2 text-sm">
                {found.map((url) => (
                  <li key={url}>
                    <label className="flex items-start gap-2 py-0.5 break-all">
                      <input type="checkbox" checked={picked.has(url)} onChange={() => toggle(url)} className="mt-1" />
                      {url}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </div>
      )}
      <FormField label="Pause before each page (seconds)" hint={`Kinder to a small site. At most ${bulkJobLimits.maxDelayMs / 1000} seconds; two pages of one site are read at a time.`}>
        <Input type="number" min={0} max={bulkJobLimits.maxDelayMs / 1000} step={0.5} value={pauseSeconds} onChange={(event) => setPauseSeconds(event.target.value)} className="w-32" />
      </FormField>
      {source === "paste" && pastedUrls.invalid.length > 0 && <Alert>Not web page addresses: {pastedUrls.invalid.slice(0, 5).join(", ")}</Alert>}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={start} disabled={create.isPending || urls.length === 0}>
          {create.isPending ? "Starting..." : `Add ${urls.length} page${urls.length === 1 ? "" : "s"}`}
        </Button>
      </div>
    </Dialog>
  );
}
