import type { CampaignTypeDescriptor } from "../../../src/domain/campaign-types/descriptor.ts";
import { campaignTypeFor } from "../../../src/domain/campaign-types/registry.ts";
import type { CrawledContent } from "../../../src/domain/wizard/crawled-content.ts";
import { formDataSchemaFor } from "../../../src/domain/wizard/form-data.ts";
import { campaignRequest } from "../../../src/server/ai/campaign-request.ts";
import { createOfflineWriter } from "../../../src/server/ai/offline/offline-writer.ts";
import { englishPage, formFor } from "./generation-fixtures.ts";
import { smallPage } from "./small-pages.ts";

export const search = campaignTypeFor("search");
export const performanceMax = campaignTypeFor("performance_max");

/** The offline writer on a page and a form, as a generation request would run it. */
export function write(type: CampaignTypeDescriptor, page: CrawledContent | null = englishPage, form: Record<string, string> = formFor(type.id)) {
  const request = campaignRequest(type, { formData: formDataSchemaFor(type.id).parse(form), crawledContent: page });
  return { request, writer: createOfflineWriter(request), writing: createOfflineWriter(request).write() };
}

/** A form as a marketer leaves it for a page in another language: no text of their own, the type's defaults. */
export const bareForm = (landingPageUrl: string, extra: Record<string, string> = {}) => ({ landingPageUrl, callToAction: search.defaults.callToAction, ...extra });

export const allText = (lists: Record<string, string[] | undefined>) => Object.values(lists).flat().join(" | ");

/** A German law firm whose headings mix values, labels and its services, and whose button books a consultation. */
export const lawFirm = smallPage("https://kanzlei-vogel.example/", {
  title: "Kanzlei Vogel | Rechtsanwältin in Cottbus",
  language: "de",
  siteName: "Kanzlei Vogel",
  headings: ["Kanzlei im Spreewald :", "Kompetenz", "Erfahrung", "Erreichbarkeit", "Hinweise", "Arbeitsrecht für Arbeitnehmer", "Mietrecht und Wohnungseigentum"],
  keyContent: [
    "Wir beraten Arbeitnehmer und Mieter in Cottbus und im Spreewald, persönlich und zu festen Preisen.",
    "Termine gibt es auch am Abend und am Samstag, in der Kanzlei oder per Video.",
    "Die Erstberatung dauert eine Stunde und kostet einen festen Betrag.",
  ],
  links: [{ url: "/kontakt", text: "Termin vereinbaren" }],
});
export const lawFirmForm = bareForm("https://kanzlei-vogel.example/", { callToAction: "Termin vereinbaren" });
