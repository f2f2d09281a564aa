import type { AssetKind, AssetKindKey } from "../../../domain/campaign-types/descriptor.ts";
import { followBrandRules } from "../../../domain/brand-rules/index.ts";
import { inHouseStyle } from "../../../domain/refresh/index.ts";
import { normalizedWording } from "../../../domain/policy/policy.ts";
import { type AssetDraft, emptyDraft } from "../asset-draft.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { type Brief, buildBrief } from "./brief.ts";
import { calloutCandidates } from "./callouts.ts";
import { descriptionCandidates } from "./descriptions.ts";
import { writeDisplayPaths } from "./display-paths.ts";
import { headlineCandidates } from "./headlines.ts";
import { longHeadlineCandidates } from "./long-headlines.ts";
import { offlineNotices } from "./notices.ts";
import { distinctShippable, pickAssets } from "./select.ts";
import { type SitelinkWriting, writeSitelinks } from "./sitelinks.ts";
import { contentWords, fits, withoutEndPunctuation, wordCount, wordStem } from "./text-pieces.ts";

export interface OfflineWriting {
  draft: AssetDraft;
  /** The language the ads are in: the page's (docs/decisions/offline-writer-languages.md). */
  language: string;
  notices: string[];
}

export interface OfflineWriter {
  brief: Brief;
  language: string;
  /** Every usable line for one kind of asset, best first: what replaces a rejected AI asset. */
  candidates(kind: AssetKind): string[];
  sitelinks(): SitelinkWriting;
  /** `Path 1` and `Path 2` where the type has them (none blank), else none. */
  paths(): string[];
  write(): OfflineWriting;
  /** The candidate after `current`, repeating none of `existing`: regenerating walks the whole list. */
  next(kind: AssetKind, current: string, existing: readonly string[]): string | null;
}

/** Headlines carry keywords in a third of the slots, as Ad Strength asks, when honest lines with them exist. */
const keywordShare: Partial<Record<AssetKindKey, number>> = { headlines: 1 / 3 };

/**
 * A description that only repeats a headline or a long headline ('Gelato artigianale dal 1996.') spends
 * a line on nothing new: Google shows them side by side. The writer falls back on it for Google's minimum alone.
 */
function notHeadlinesAgain(kind: AssetKind, lines: readonly string[], headlines: readonly string[]): readonly string[] {
  if (kind.key !== "descriptions") return lines;
  const said = headlines.map(normalizedWording);
  // Said again: the same words, all of them inside a longer line ('Lou Cantou: Accès internet …'), or a
  // longer line's words with a call to action or another few words added ('… community spirit. Contact us.').
  const littleMore = (extra: string) => extra.trim().length <= 30 && wordCount(extra) <= 3;
  const saidAgain = (line: string) => {
    const wording = normalizedWording(withoutEndPunctuation(line));
    return said.some(
      (earlier) =>
        earlier === wording ||
        (wording.length >= 20 && earlier.includes(wording)) ||
        (earlier.length >= 20 && wording.includes(earlier) && littleMore(wording.replace(earlier, ""))),
    );
  };
  return lines.filter((line) => !saidAgain(line));
}

/** Six words in a row: shorter runs ('for up to 5') recur in lines that say different things. */
const claimLength = 6;

function claimRuns(line: string): string[] {
  const words = normalizedWording(line).split(" ");
  return Array.from({ length: Math.max(0, words.length - claimLength + 1) }, (_, start) => words.slice(start, start + claimLength).join(" "));
}

/** A long headline may say what a headline says at more length; a description beside them may not (Google shows them together). */
const descriptionsOnly = (kind: AssetKind, headlines: readonly string[]) => (kind.key === "descriptions" ? headlines : []);

const sameLine = (a: string, b: string) => normalizedWording(withoutEndPunctuation(a)) === normalizedWording(withoutEndPunctuation(b));

/** A long headline that is a headline word for word ('Gelato artigianale dal 1996' twice) adds nothing at more length. */
const notAHeadline = (kind: AssetKind, lines: readonly string[], headlines: readonly string[]) =>
  kind.key === "longHeadlines" ? lines.filter((line) => !headlines.some((headline) => sameLine(headline, line))) : lines;

/** A line's words but the small ones, in any order and any ending: 'Dentista em Curitiba' and 'Dentista Curitiba', 'Consultations & vaccins' and 'Consultations & vaccinations' say the same. */
const sameWordsKey = (line: string, smallWords: ReadonlySet<string>) => [...new Set(contentWords(line, smallWords).map(wordStem))].sort().join(" ");

/**
 * Lines that say what an earlier line says make the reader read one claim twice: the same words but the
 * small ones ('Dentista em Curitiba' after 'Dentista Curitiba'), or a run of six words in common with it or
 * with the ad's headlines ('Simple pricing: Free for up to 5 clients.' beside 'Free for up to 5 clients.
 * No credit card needed.'). The writer falls back on them for Google's minimum alone.
 */
function eachClaimOnce(lines: readonly string[], headlines: readonly string[], smallWords: ReadonlySet<string>): string[] {
  const said = new Set(headlines.flatMap(claimRuns));
  // A callout may name what a headline does: only lines of one kind are compared word for word.
  const worded = new Set<string>();
  return lines.filter((line) => {
    const runs = claimRuns(line);
    const words = sameWordsKey(line, smallWords);
    if (worded.has(words) || runs.some((run) => said.has(run))) return false;
    worded.add(words);
    for (const run of runs) said.add(run);
    return true;
  });
}

/** The built-in copywriter: deterministic, offline, writing from the wizard and the page (DESIGN.md). */
export function createOfflineWriter(request: CampaignRequest): OfflineWriter {
  const brief = buildBrief(request);
  const cache = new Map<AssetKindKey, string[]>();
  const candidates = (kind: AssetKind): string[] => {
    const cached = cache.get(kind.key);
    if (cached) return cached;
    const written =
      kind.key === "headlines"
        ? headlineCandidates(brief)
        : kind.key === "longHeadlines"
          ? longHeadlineCandidates(brief, kind.limit)
          : kind.key === "descriptions"
            ? descriptionCandidates(brief, kind)
            : calloutCandidates(brief);
    // The ad account's brand rules (issue 22) correct a line's spellings, or rule it out; a refresh writes in the account's own style.
    const { houseStyle } = request;
    const styled = houseStyle ? written.map((line) => inHouseStyle(line, kind.isHeadline, houseStyle)) : written;
    const lines = [...new Set(styled.flatMap((line) => followBrandRules(line, request.brandRules, brief.language) ?? []))];
    cache.set(kind.key, lines);
    return lines;
  };

  let sitelinks: SitelinkWriting | null = null;
  const writeOwnSitelinks = (): SitelinkWriting => {
    const spec = request.type.sitelinks;
    sitelinks ??= spec ? writeSitelinks(brief, spec) : { sitelinks: [], tooFewPages: false };
    return sitelinks;
  };

  const ownPaths = (): string[] => {
    const limit = request.type.displayPathLimit;
    return limit === null ? [] : writeDisplayPaths(brief, limit).filter((path) => path !== "");
  };

  return {
    brief,
    language: brief.language,
    candidates,
    sitelinks: writeOwnSitelinks,
    paths: ownPaths,
    write() {
      const { type } = request;
      const draft = emptyDraft();
      let short = false;
      for (const kind of type.assetKinds) {
        // A model is asked for more than is kept, to choose among; this writer's own order is its choice.
        const wanted = Math.min(kind.requested, kind.kept);
        const headlines = [...(draft.lists.headlines ?? []), ...(draft.lists.longHeadlines ?? [])];
        const choice = { keywords: brief.keywords, keywordShare: keywordShare[kind.key] ?? 0 };
        const own = notAHeadline(kind, candidates(kind), draft.lists.headlines ?? []);
        const fresh = pickAssets(eachClaimOnce(notHeadlinesAgain(kind, own, headlines), descriptionsOnly(kind, headlines), brief.words.functionWords), kind, wanted, choice);
        // Google's minimum comes first: a line that says a headline again rather than too few to serve.
        const again = fresh.length >= kind.googleMinimum ? [] : pickAssets(own, kind, wanted, choice).filter((line) => !fresh.includes(line));
        // So does Google's short one (Performance Max: a description of 60 or fewer), when no fresh line is short.
        const shortest = kind.shortAssetRequired;
        const fitsShort = (line: string) => shortest !== undefined && fits(line, shortest);
        const shortAgain = shortest === undefined || fresh.some(fitsShort) ? [] : own.filter((line) => fitsShort(line) && !fresh.includes(line)).slice(0, 1);
        const forMinimum = again.slice(0, kind.googleMinimum - fresh.length);
        const repeated = [...forMinimum, ...shortAgain.filter((line) => !forMinimum.includes(line))];
        draft.lists[kind.key] = [...fresh.slice(0, Math.max(0, wanted - repeated.length)), ...repeated];
        // The repeated line leaves a kind that can spare it (Demand Gen's long headlines, of which Google
        // needs none): said once, where Google needs it.
        for (const earlier of type.assetKinds.slice(0, type.assetKinds.indexOf(kind))) {
          const list = draft.lists[earlier.key] ?? [];
          const spare = list.filter((line) => repeated.some((again) => sameLine(again, line)));
          if (spare.length > 0 && list.length - spare.length >= earlier.googleMinimum) draft.lists[earlier.key] = list.filter((line) => !spare.includes(line));
        }
        const picked = draft.lists[kind.key] ?? [];
        // Half of what the type asks for is a page that says something; less is one that needs the advertiser's words.
        if (kind.key !== "callouts" && picked.length < Math.max(kind.googleMinimum, Math.ceil(wanted / 2))) short = true;
      }
      const notices: string[] = [];
      if (!brief.phrases) notices.push(offlineNotices.pageWordsOnly(request.language));
      if (short) notices.push(offlineNotices.littleToSay);
      if (request.changes) notices.push(offlineNotices.changesIgnored);
      const written = writeOwnSitelinks();
      draft.sitelinks = written.sitelinks;
      draft.paths = ownPaths();
      if (written.tooFewPages) notices.push(offlineNotices.fewSitelinks);
      return { draft, language: brief.language, notices };
    },
    next(kind, current, existing) {
      const pool = distinctShippable(candidates(kind), kind, existing);
      const wording = normalizedWording(current);
      const at = pool.findIndex((line) => normalizedWording(line) === wording);
      const rotated = at < 0 ? pool : [...pool.slice(at + 1), ...pool.slice(0, at)];
      return rotated.find((line) => normalizedWording(line) !== wording) ?? null;
    },
  };
}
