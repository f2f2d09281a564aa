import type { CampaignRequest } from "../campaign-request.ts";
import { detectLanguage } from "../copy-language.ts";
import { breaksAddress } from "../../../domain/text/form-of-address.ts";
import { isPageArtefact } from "../offline/artefacts.ts";

/** Fewer words than this and a language detector guesses: names and loanwords ('Netflix inklusive') decide it. */
const wordsToJudgeLanguage = 5;

/**
 * Why a writer's asset does not belong in these ads, or null when it does (issue 19, 'the same
 * post-checks on model output'): text in another language than the campaign's, page artefacts a model
 * copied (opening hours, copyright, an address), or the other form of address than the page's.
 */
export function misfit(request: Pick<CampaignRequest, "language" | "address">, text: string): "language" | "artefact" | "address" | null {
  if (isPageArtefact(text)) return "artefact";
  if (breaksAddress(text, request.language.code, request.address)) return "address";
  if (text.split(/\s+/).length >= wordsToJudgeLanguage) {
    const detected = detectLanguage(text);
    if (detected !== null && detected !== request.language.code) return "language";
  }
  return null;
}

/** What the results header says when a writer's assets were replaced for not belonging. */
export function misfitNotice(count: number): string {
  const assets = count === 1 ? "One asset the AI provider wrote was" : `${count} assets the AI provider wrote were`;
  return `${assets} in another language, copied page details or addressed the reader differently from the page, and the offline writer's took their place.`;
}

/** What the results header says when a writer's assets broke the ad account's brand rules and were replaced. */
export function brandBreakNotice(count: number): string {
  const assets = count === 1 ? "One asset the AI provider wrote" : `${count} assets the AI provider wrote`;
  return `${assets} broke the ad account's brand rules, and the offline writer's took ${count === 1 ? "its" : "their"} place.`;
}
