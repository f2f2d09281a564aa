/** How a text speaks to its reader: Sie/du, vous/tu, usted/tú, Lei/tu, u/je. */
export type Address = "formal" | "informal";

/**
 * The words of each form of address. German marks the formal 'Sie' with capitals, so those patterns are
 * case-sensitive; the others are not. Spanish 'su' also means 'his', so only 'usted' counts for formal.
 */
const markers: Readonly<Record<string, { formal: RegExp; informal: RegExp }>> = {
  de: { formal: /(?<!\p{L})(?:Sie|Ihnen|Ihre?[mnrs]?)(?!\p{L})/gu, informal: /(?<!\p{L})(?:[dD](?:u|ich|ir|ein|eine[mnrs]?))(?!\p{L})/gu },
  fr: { formal: /(?<!\p{L})(?:vous|votre|vos)(?!\p{L})/giu, informal: /(?<!\p{L})(?:tu|toi|ton|ta|tes)(?!\p{L})|(?<!\p{L})t['’](?=\p{L})/giu },
  es: { formal: /(?<!\p{L})(?:usted(?:es)?)(?!\p{L})/giu, informal: /(?<!\p{L})(?:tú|tu|tus|contigo|te)(?!\p{L})/giu },
  it: { formal: /(?<!\p{L})(?:Lei|Suo|Sua|Suoi|Sue|La contatteremo|ci contatti)(?!\p{L})/gu, informal: /(?<!\p{L})(?:tu|ti|tuo|tua|tuoi|tue|contattaci|scrivici)(?!\p{L})/giu },
  nl: { formal: /(?<!\p{L})(?:u|uw)(?!\p{L})/giu, informal: /(?<!\p{L})(?:je|jij|jouw|jou)(?!\p{L})/giu },
};

/**
 * How the page addresses its reader (part of issue 19's 'the form of address the page uses'): the form
 * it uses more often; formal when it uses neither, which is never wrong towards a customer.
 */
export function formOfAddress(pageText: string, language: string): Address {
  const pair = markers[language];
  if (!pair) return "formal";
  const count = (pattern: RegExp) => pageText.match(pattern)?.length ?? 0;
  return count(pair.informal) > count(pair.formal) ? "informal" : "formal";
}

/** Whether the text speaks to the reader the other way than `address` ('du' on a page that says 'Sie'). */
export function breaksAddress(text: string, language: string, address: Address): boolean {
  const pair = markers[language];
  if (!pair) return false;
  const other = address === "formal" ? pair.informal : pair.formal;
  return new RegExp(other.source, other.flags.replace("g", "")).test(text);
}

/** The pronoun each form of address uses, for telling a writer how to speak to the reader. */
export const addressPronouns: Readonly<Record<string, Readonly<Record<Address, string>>>> = {
  de: { formal: "Sie", informal: "du" },
  fr: { formal: "vous", informal: "tu" },
  es: { formal: "usted", informal: "tú" },
  it: { formal: "Lei", informal: "tu" },
  nl: { formal: "u", informal: "je" },
};
