import { rememberedByText } from "../remembered-by-text.ts";
import type { FactKey } from "./phrases/phrasebook.ts";

/**
 * What a page or the advertiser states outright, in the languages the writer knows. The writer only
 * claims a fact found here, and only from text that is about the offer (artefacts are removed first),
 * so an apartment 'kostenlos stornierbar' never becomes 'free to use'.
 */
const factPatterns: Readonly<Record<Exclude<FactKey, "crossPlatform">, RegExp>> = {
  freeTrial:
    /free trial|try (?:it )?(?:for )?free|kostenlos testen|gratis testen|testphase|essai gratuit|essayez gratuitement|prueba gratis|prueba gratuita|prova gratuita|prova gratis|gratis proberen|proefperiode|teste grátis|experimente grátis|無料体験|無料トライアル/iu,
  openSource: /open[- ]source|quelloffen|código abierto|código aberto|オープンソース/iu,
  selfHosted: /self[- ]?host|selbst gehostet|eigenen server|auto-?héberg|autoalojad/iu,
  freeShipping: /free shipping|free delivery|versandkostenfrei|kostenloser versand|livraison gratuite|envío gratis|envío gratuito|spedizione gratuita|gratis verzending|gratis bezorging|frete grátis|entrega grátis|entrega gratuita|送料無料/iu,
  moneyBack: /money[- ]back|geld[- ]zurück|satisfait ou remboursé|garantía de devolución|soddisfatti o rimborsati|geld[- ]terug|garantia de reembolso|返金保証/iu,
  noCreditCard: /no credit card|without a credit card|keine kreditkarte|ohne kreditkarte|sans carte bancaire|sin tarjeta de crédito|senza carta di credito|geen creditcard|sem cartão de crédito|クレジットカード不要/iu,
  freeConsultation: /free (?:initial |first )?consultation|kostenlose (?:erst)?beratung|kostenloses erstgespräch|consultation gratuite|premier (?:entretien|rendez-vous) gratuit|consulta (?:inicial )?gratuita|primera consulta gratis|prima consulenza gratuita|gratis (?:eerste|kennismakings)gesprek|primeira consulta grátis|初回相談無料|無料相談/iu,
  freeQuote:
    /free (?:no[- ]obligation )?(?:quotes?|estimates?)|kostenlose[snr]? (?:angebot|kostenvoranschlag)|unverbindliche[snr]? angebot|devis gratuit|presupuestos? (?:gratis|gratuitos?|sin compromiso)|preventiv[oi] gratuit[oi]|gratis offerte|orçamentos? (?:grátis|gratuitos?)|見積(?:もり)?無料|無料見積/iu,
  petsWelcome: /pets? (?:are )?welcome|dogs? (?:are )?welcome|pet[- ]friendly|haustiere (?:sind )?willkommen|hunde (?:sind )?willkommen|animaux (?:sont )?(?:acceptés|bienvenus)|chiens? (?:sont )?(?:acceptés|bienvenus)|se admiten mascotas|mascotas bienvenidas|animali ammessi|huisdieren welkom|aceitamos animais|ペット(?:同伴|可)/iu,
  freeWifi: /free wi-?fi|kostenlos(?:es)? w-?lan|wi-?fi gratuit|wifi gratis|wi-?fi gratis|wi-?fi gratuito|gratis wifi|wi-?fi grátis|無料wi-?fi/iu,
  freeParking: /free parking|kostenlose(?:r)? parkpl|parking gratuit|aparcamiento gratuito|estacionamiento gratis|parcheggio gratuito|gratis parkeren|estacionamento grátis|無料駐車場/iu,
  // 'Casero' and 'caseiro' alone also mean at home ('clareamento caseiro', a whitening done at home): only food is homemade.
  homemade:
    /home-?made|hausgemacht|fait maison|hecho en casa|(?:comida|cocina|pan|postres?|tartas?|pasteles?|platos?|dulces?|salsas?) caser[oa]s?|fatto in casa|huisgemaakt|feito em casa|(?:comida|cozinha|pão|pães|bolos?|doces?|sobremesas?|pratos?) caseir[oa]s?|手作り/iu,
};

const anyFact = new RegExp(Object.values(factPatterns).map((pattern) => pattern.source).join("|"), "iu");

/**
 * Offers that pages often tie to a threshold ("free delivery over £20", "5,000円以上で送料無料"): stated with
 * a figure in the same sentence, the plain claim would promise more than the page does.
 */
const conditionalFacts: ReadonlySet<FactKey> = new Set(["freeShipping", "freeParking"]);

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?。！？])\s*|\n+/u);
}

/** 'Pets welcome on request': the page promises less than the plain claim would ('Animali ammessi su richiesta'). */
const onRequest = /on request|upon request|by arrangement|auf anfrage|nach absprache|sur demande|bajo petición|previa (?:solicitud|petición)|a petición|su richiesta|op aanvraag|in overleg|mediante (?:pedido|solicitação)|sob consulta|要相談|応相談/iu;

/** A sentence that states the fact without a condition: no 'on request', and, for an offer tied to a threshold, no figure. */
function statedOutright(pattern: RegExp, sentences: readonly string[], figuresAllowed: boolean): boolean {
  return sentences.some((sentence) => pattern.test(sentence) && !onRequest.test(sentence) && (figuresAllowed || !/\d/u.test(sentence)));
}

/** The facts a text states, remembered by text: every generation from a page reads the page's again. */
export const statedFacts = rememberedByText((text: string): ReadonlySet<FactKey> => {
  const facts = new Set<FactKey>();
  // Only sentences that name a fact at all are read rule by rule: a page has hundreds, most name none.
  const sentences = sentencesOf(text).filter((sentence) => anyFact.test(sentence));
  for (const [fact, pattern] of Object.entries(factPatterns) as [FactKey, RegExp][]) {
    if (statedOutright(pattern, sentences, !conditionalFacts.has(fact))) facts.add(fact);
  }
  // Cross-platform means Windows and a second desktop system both named.
  if (/\bwindows\b/i.test(text) && /\b(?:mac\s?os|macos|linux)\b/i.test(text)) facts.add("crossPlatform");
  return facts;
}, 256);
