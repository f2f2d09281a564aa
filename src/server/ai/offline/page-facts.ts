import type { FactKey } from "./phrases/phrasebook.ts";

/**
 * What a page or the advertiser states outright, in English or German. The writer only claims a fact
 * found here, so 'Free Trial' never appears for a product without one.
 */
const factPatterns: Readonly<Record<Exclude<FactKey, "crossPlatform">, RegExp>> = {
  free: /(?<![-\w])(?:free(?!\s+(?:trial|shipping|delivery))(?!-)\b|kostenlos(?!\s+testen)|gratis(?!\s+testen)|umsonst)/iu,
  freeTrial:
    /free trial|try (?:it )?(?:for )?free|kostenlos testen|gratis testen|testphase|testzeitraum|\btrial\b|\d+\s*(?:days?|tage)\b[^.!?]{0,40}(?:free|kostenlos|gratis)|(?:free|kostenlos|gratis)[^.!?]{0,40}\d+\s*(?:days?|tage)\b/iu,
  openSource: /open[- ]source|quelloffen/iu,
  privacy: /privacy|datenschutz|dsgvo|gdpr|no tracking|without telemetry|no telemetry|telemetry[- ]free/iu,
  selfHosted: /self[- ]?host|selbst gehostet|eigenen server/iu,
  support: /24\/7|customer support|kundensupport|support team|persönliche[rn]? (?:support|betreuung)/iu,
  freeShipping: /free shipping|free delivery|versandkostenfrei|kostenloser versand/iu,
  moneyBack: /money[- ]back|geld[- ]zurück/iu,
  noCreditCard: /no credit card|without a credit card|keine kreditkarte|ohne kreditkarte/iu,
  download: /\bdownload|herunterladen/iu,
};

export function statedFacts(text: string): Set<FactKey> {
  const facts = new Set<FactKey>();
  for (const [fact, pattern] of Object.entries(factPatterns) as [FactKey, RegExp][]) {
    if (fact !== "free" && pattern.test(text)) facts.add(fact);
  }
  // 'Free' only from a sentence that is not about a trial: thirty free days are not a free product.
  const sentences = text.split(/(?<=[.!?])\s+/u);
  if (sentences.some((sentence) => factPatterns.free.test(sentence) && !factPatterns.freeTrial.test(sentence))) facts.add("free");
  // Cross-platform means Windows and a second desktop system both named.
  if (/\bwindows\b/i.test(text) && /\b(?:mac\s?os|macos|linux)\b/i.test(text)) facts.add("crossPlatform");
  return facts;
}
