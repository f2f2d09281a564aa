/** What post-processing did to a reply: what the benchmark and the logs report. */
export interface AssemblyStats {
  /** Texts cut to their limit by the type's truncation rule. */
  truncated: number;
  /** Of those, cut inside a word because no space lay where the rule allows a word-boundary cut. */
  hardCuts: number;
  /** Texts whose policy problems were fixed in place. */
  rewritten: number;
  /** Texts that could not be fixed and were replaced by the offline writer's. */
  replaced: number;
  duplicatesRemoved: number;
  /** Texts in another language, with page artefacts or the other form of address: replaced like unfixable ones. */
  misfits: number;
  /** Texts that say a phrase the brand rules ban or address the reader the other way: replaced too. */
  brandBreaks: number;
}

export const emptyStats = (): AssemblyStats => ({ truncated: 0, hardCuts: 0, rewritten: 0, replaced: 0, duplicatesRemoved: 0, misfits: 0, brandBreaks: 0 });
