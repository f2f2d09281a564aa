import fc from "fast-check";
import type { CampaignTypeDescriptor } from "../../../src/domain/campaign-types/descriptor.ts";
import { groupNameKey } from "../../../src/domain/campaigns/group-names.ts";
import type { ExportCampaign } from "../../../src/domain/export/index.ts";
import { englishPage, germanPage, japanesePage } from "../ai/generation-fixtures.ts";
import { write } from "../ai/offline-writing.ts";

/** Generated campaigns: the offline writer's copy on several pages, with keywords, pins, paths, sitelinks and callouts varied. */
const pages = [englishPage, germanPage, japanesePage] as const;
const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüé0-9]{1,10}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const keyword = fc.tuple(phrase, fc.constantFrom("", "[]", '""', "-", "-[]", '-""')).map(([text, mark]) => {
  const negative = mark.startsWith("-");
  const bracket = mark.replace("-", "");
  return `${negative ? "-" : ""}${bracket ? `${bracket[0]}${text}${bracket[1]}` : text}`;
});
const pin = fc.constantFrom(null, null, 1, 2, 3);
const sitelink = fc.record({ linkText: phrase, linkUrl: fc.constantFrom("", "https://shop.example/a", "https://shop.example/b?x=1,2"), description1: phrase, description2: phrase });

export function generatedCampaign(type: CampaignTypeDescriptor) {
  return fc
    .record({
      page: fc.constantFrom(...pages),
      name: phrase,
      groups: fc.array(fc.record({ name: fc.oneof(phrase, fc.constant("")), keywords: fc.array(keyword, { maxLength: 6 }) }), { minLength: 1, maxLength: 3 }),
      pins: fc.array(pin, { maxLength: 15 }),
      descriptionPins: fc.array(fc.constantFrom(null, 1, 2), { maxLength: 4 }),
      sitelinks: fc.array(sitelink, { maxLength: 4 }),
      callouts: fc.array(phrase, { maxLength: 4 }),
      negatives: fc.array(keyword, { maxLength: 3 }),
    })
    .map(({ page, name, groups, pins, descriptionPins, sitelinks, callouts, negatives }): ExportCampaign => {
      const { writing, writer } = write(type, page);
      const lists = writing.draft.lists;
      const assets: Record<string, unknown> = { ...lists, pins: { headlines: pins, descriptions: descriptionPins }, paths: writer.paths() };
      if (type.sitelinks) assets.sitelinks = sitelinks;
      if (type.assetKinds.some((kind) => kind.key === "callouts")) assets.callouts = [...(lists.callouts ?? []), ...callouts];
      return {
        name,
        campaignType: type.id,
        formData: { campaignName: name, landingPageUrl: "https://shop.example/", businessName: "Shop Étoile", campaignNegativeKeywords: negatives.join("\n") },
        // Groups named alike (ignoring case: 'Ö' and 'ö') are one group to Editor, and the export check refuses
        // them before any file is written: a campaign that reaches a file has each name once.
        adGroups: groups.filter((group, at) => !group.name.trim() || groups.findIndex((other) => groupNameKey(other.name) === groupNameKey(group.name)) === at).map((group, index) => ({
          name: group.name,
          keywords: group.keywords,
          landingPageUrl: `https://shop.example/${index}`,
          ads: [{ finalUrl: index === 0 ? null : `https://shop.example/ad-${index}`, assets }],
        })),
      };
    });
}

