import { collapseSpace } from "./dom.ts";
import type { PageMaterial } from "./page-material.ts";

export interface Offer {
  name: string;
  price: string;
  currency: string;
}

const maxOffers = 10;
const maxPhoneNumbers = 10;
/** JSON-LD from real pages nests products in graphs, offers in products; deeper than this is noise. */
const maxDepth = 8;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Prices the page marks up for machines: schema.org Offer and AggregateOffer in JSON-LD, and microdata. */
export function markedUpOffers(material: PageMaterial, pageName: string): Offer[] {
  const offers: Offer[] = [];
  for (const { node, ownerName } of jsonLdObjects(material)) {
    const types = [node["@type"]].flat().map(String);
    if (!types.includes("Offer") && !types.includes("AggregateOffer")) continue;
    const price = scalar(node.price) || scalar(node.lowPrice);
    if (!price) continue;
    offers.push({ name: scalar(node.name) || ownerName || pageName, price, currency: scalar(node.priceCurrency) });
  }
  const microdataPrices = material.microdata.filter((item) => item.property === "price" || item.property === "lowprice");
  const currency = material.microdata.find((item) => item.property === "pricecurrency")?.value ?? "";
  for (const item of microdataPrices) if (item.value) offers.push({ name: pageName, price: item.value, currency });
  return unique(offers, (offer) => `${offer.name}|${offer.price}|${offer.currency}`).slice(0, maxOffers);
}

/**
 * Phone numbers on the page, so the ad writer can keep them out of ad text (Google's policy): from
 * tel: links, schema.org telephone, and international or area-code spellings in the text.
 */
export function phoneNumbers(material: PageMaterial, texts: string[]): string[] {
  const found: string[] = [];
  for (const anchor of material.anchors) {
    if (/^\s*tel:/i.test(anchor.href)) found.push(safeDecode(anchor.href.replace(/^\s*tel:/i, "")));
  }
  for (const { node } of jsonLdObjects(material)) if (scalar(node.telephone)) found.push(scalar(node.telephone));
  for (const item of material.microdata) if (item.property === "telephone" && item.value) found.push(item.value);
  for (const text of texts) for (const [match] of text.matchAll(phonePattern)) found.push(match);
  const numbers = found.map(collapseSpace).filter((number) => {
    const digits = number.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  });
  return unique(numbers, (number) => number.replace(/\D/g, "")).slice(0, maxPhoneNumbers);
}

/** "+49 30 1234567", "+1 (555) 010-0199", "(030) 123 4567": a leading + or a bracketed area code, so dates and versions never match. */
const phonePattern = /\+\d{1,3}[\s.-]?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.-]{5,}\d|\(\d{2,5}\)[\s.-]?\d[\d\s.-]{4,}\d/g;

type JsonObject = { [key: string]: Json };

/**
 * Types whose `name` is the business itself: schema.org's Organization and LocalBusiness with their
 * common subtypes (a dentist, a restaurant, a law firm), then the WebSite as a last resort.
 */
const businessTypes =
  /^(?:\w*(?:Organization|Business|Store|Shop|Agency|Clinic)|\w+Service|Corporation|Brand|NGO|Restaurant|Bakery|CafeOrCoffeeShop|Hotel|Motel|Hostel|Resort|BedAndBreakfast|Campground|VacationRental|Dentist|Physician|Attorney|Notary|Electrician|Plumber|Locksmith)$/;

/** The business's name as the page's JSON-LD declares it: an Organization or LocalBusiness first, else the WebSite. */
export function declaredBusinessName(material: PageMaterial): string {
  let website = "";
  for (const { node } of jsonLdObjects(material)) {
    const types = [node["@type"]].flat().map(String);
    const name = scalar(node.name);
    if (!name) continue;
    if (types.some((type) => businessTypes.test(type))) return name;
    if (!website && types.includes("WebSite")) website = name;
  }
  return website;
}

/** Every object in the page's JSON-LD, with the name of the nearest named object around it (an offer's product). */
function* jsonLdObjects(material: PageMaterial): Generator<{ node: JsonObject; ownerName: string }> {
  for (const source of material.jsonLd) {
    let data: Json;
    try {
      data = JSON.parse(source) as Json;
    } catch {
      continue;
    }
    yield* objectsIn(data, "", 0);
  }
}

function* objectsIn(value: Json, ownerName: string, depth: number): Generator<{ node: JsonObject; ownerName: string }> {
  if (depth > maxDepth || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item, ownerName, depth + 1);
    return;
  }
  yield { node: value, ownerName };
  const name = scalar(value.name) || ownerName;
  for (const child of Object.values(value)) yield* objectsIn(child, name, depth + 1);
}

function scalar(value: Json | undefined): string {
  return typeof value === "string" || typeof value === "number" ? collapseSpace(String(value)) : "";
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
