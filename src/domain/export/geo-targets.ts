import { cityRows } from "./geo-cities.ts";
import { regionRows } from "./geo-regions.ts";

/**
 * The countries and regions an export can target, as Google's geo target constants (EDITOR-IMPORT R8-R9:
 * a `Location ID` row per place). A country's criterion id is mostly 2000 plus its ISO 3166-1 numeric
 * code (Google Ads API, "Geographical targeting" data, geotargets CSV, Target Type "Country").
 *
 * Made 2026-11-25 from ISO 3166-1 (the `i18n-iso-countries` 7.14 package's codes and English names, kept
 * here as aliases for search) with English display names from ICU (Node 20's Intl.DisplayNames, "&" spelt
 * "and"); checked 2026-11-26 against every country row of a copy of Google's geotargets CSV (see
 * `geo-regions.ts`), which gave Kosovo 2900 and Sudan 2736 (its code before South Sudan) and has no Åland
 * Islands. Left out: Cuba, Iran, North Korea and Syria, where Google Ads does not serve ads. Regions and
 * major cities come from the same file (`geo-regions.ts`, `geo-cities.ts`); any other city is typed by
 * name ("Lyon, Auvergne-Rhone-Alpes, France"), which Editor resolves on import.
 *
 * Each row: ISO code, geo target id, name, aliases separated by "; ".
 */
const countryRows: readonly (readonly [string, string, string, string])[] = [
  ["AF", "2004", "Afghanistan", ""],
  ["AL", "2008", "Albania", ""],
  ["DZ", "2012", "Algeria", ""],
  ["AS", "2016", "American Samoa", ""],
  ["AD", "2020", "Andorra", ""],
  ["AO", "2024", "Angola", ""],
  ["AI", "2660", "Anguilla", ""],
  ["AQ", "2010", "Antarctica", ""],
  ["AG", "2028", "Antigua and Barbuda", ""],
  ["AR", "2032", "Argentina", ""],
  ["AM", "2051", "Armenia", ""],
  ["AW", "2533", "Aruba", ""],
  ["AU", "2036", "Australia", ""],
  ["AT", "2040", "Austria", ""],
  ["AZ", "2031", "Azerbaijan", ""],
  ["BS", "2044", "Bahamas", ""],
  ["BH", "2048", "Bahrain", ""],
  ["BD", "2050", "Bangladesh", ""],
  ["BB", "2052", "Barbados", ""],
  ["BY", "2112", "Belarus", ""],
  ["BE", "2056", "Belgium", ""],
  ["BZ", "2084", "Belize", ""],
  ["BJ", "2204", "Benin", ""],
  ["BM", "2060", "Bermuda", ""],
  ["BT", "2064", "Bhutan", ""],
  ["BO", "2068", "Bolivia", ""],
  ["BA", "2070", "Bosnia and Herzegovina", ""],
  ["BW", "2072", "Botswana", ""],
  ["BV", "2074", "Bouvet Island", ""],
  ["BR", "2076", "Brazil", ""],
  ["IO", "2086", "British Indian Ocean Territory", ""],
  ["VG", "2092", "British Virgin Islands", "Virgin Islands, British"],
  ["BN", "2096", "Brunei", "Brunei Darussalam"],
  ["BG", "2100", "Bulgaria", ""],
  ["BF", "2854", "Burkina Faso", ""],
  ["BI", "2108", "Burundi", ""],
  ["KH", "2116", "Cambodia", ""],
  ["CM", "2120", "Cameroon", ""],
  ["CA", "2124", "Canada", ""],
  ["CV", "2132", "Cape Verde", ""],
  ["BQ", "2535", "Caribbean Netherlands", "Bonaire, Sint Eustatius and Saba"],
  ["KY", "2136", "Cayman Islands", ""],
  ["CF", "2140", "Central African Republic", ""],
  ["TD", "2148", "Chad", ""],
  ["CL", "2152", "Chile", ""],
  ["CN", "2156", "China", "People's Republic of China"],
  ["CX", "2162", "Christmas Island", ""],
  ["CC", "2166", "Cocos (Keeling) Islands", ""],
  ["CO", "2170", "Colombia", ""],
  ["KM", "2174", "Comoros", ""],
  ["CG", "2178", "Congo - Brazzaville", "Republic of the Congo; Congo"],
  ["CD", "2180", "Congo - Kinshasa", "Democratic Republic of the Congo; Congo"],
  ["CK", "2184", "Cook Islands", ""],
  ["CR", "2188", "Costa Rica", ""],
  ["CI", "2384", "Côte d’Ivoire", "Cote d'Ivoire; Côte d'Ivoire; Ivory Coast"],
  ["HR", "2191", "Croatia", ""],
  ["CW", "2531", "Curaçao", ""],
  ["CY", "2196", "Cyprus", ""],
  ["CZ", "2203", "Czechia", "Czech Republic"],
  ["DK", "2208", "Denmark", ""],
  ["DJ", "2262", "Djibouti", ""],
  ["DM", "2212", "Dominica", ""],
  ["DO", "2214", "Dominican Republic", ""],
  ["EC", "2218", "Ecuador", ""],
  ["EG", "2818", "Egypt", ""],
  ["SV", "2222", "El Salvador", ""],
  ["GQ", "2226", "Equatorial Guinea", ""],
  ["ER", "2232", "Eritrea", ""],
  ["EE", "2233", "Estonia", ""],
  ["SZ", "2748", "Eswatini", ""],
  ["ET", "2231", "Ethiopia", ""],
  ["FK", "2238", "Falkland Islands", "Falkland Islands (Malvinas)"],
  ["FO", "2234", "Faroe Islands", ""],
  ["FJ", "2242", "Fiji", ""],
  ["FI", "2246", "Finland", ""],
  ["FR", "2250", "France", ""],
  ["GF", "2254", "French Guiana", ""],
  ["PF", "2258", "French Polynesia", ""],
  ["TF", "2260", "French Southern Territories", ""],
  ["GA", "2266", "Gabon", ""],
  ["GM", "2270", "Gambia", "Republic of The Gambia; The Gambia"],
  ["GE", "2268", "Georgia", ""],
  ["DE", "2276", "Germany", ""],
  ["GH", "2288", "Ghana", ""],
  ["GI", "2292", "Gibraltar", ""],
  ["GR", "2300", "Greece", ""],
  ["GL", "2304", "Greenland", ""],
  ["GD", "2308", "Grenada", ""],
  ["GP", "2312", "Guadeloupe", ""],
  ["GU", "2316", "Guam", ""],
  ["GT", "2320", "Guatemala", ""],
  ["GG", "2831", "Guernsey", ""],
  ["GN", "2324", "Guinea", ""],
  ["GW", "2624", "Guinea-Bissau", ""],
  ["GY", "2328", "Guyana", ""],
  ["HT", "2332", "Haiti", ""],
  ["HM", "2334", "Heard and McDonald Islands", "Heard Island and McDonald Islands"],
  ["HN", "2340", "Honduras", ""],
  ["HK", "2344", "Hong Kong", ""],
  ["HU", "2348", "Hungary", ""],
  ["IS", "2352", "Iceland", ""],
  ["IN", "2356", "India", ""],
  ["ID", "2360", "Indonesia", ""],
  ["IQ", "2368", "Iraq", ""],
  ["IE", "2372", "Ireland", ""],
  ["IM", "2833", "Isle of Man", ""],
  ["IL", "2376", "Israel", ""],
  ["IT", "2380", "Italy", ""],
  ["JM", "2388", "Jamaica", ""],
  ["JP", "2392", "Japan", ""],
  ["JE", "2832", "Jersey", ""],
  ["JO", "2400", "Jordan", ""],
  ["KZ", "2398", "Kazakhstan", ""],
  ["KE", "2404", "Kenya", ""],
  ["KI", "2296", "Kiribati", ""],
  ["XK", "2900", "Kosovo", ""],
  ["KW", "2414", "Kuwait", ""],
  ["KG", "2417", "Kyrgyzstan", ""],
  ["LA", "2418", "Laos", "Lao People's Democratic Republic"],
  ["LV", "2428", "Latvia", ""],
  ["LB", "2422", "Lebanon", ""],
  ["LS", "2426", "Lesotho", ""],
  ["LR", "2430", "Liberia", ""],
  ["LY", "2434", "Libya", ""],
  ["LI", "2438", "Liechtenstein", ""],
  ["LT", "2440", "Lithuania", ""],
  ["LU", "2442", "Luxembourg", ""],
  ["MO", "2446", "Macao", ""],
  ["MG", "2450", "Madagascar", ""],
  ["MW", "2454", "Malawi", ""],
  ["MY", "2458", "Malaysia", ""],
  ["MV", "2462", "Maldives", ""],
  ["ML", "2466", "Mali", ""],
  ["MT", "2470", "Malta", ""],
  ["MH", "2584", "Marshall Islands", ""],
  ["MQ", "2474", "Martinique", ""],
  ["MR", "2478", "Mauritania", ""],
  ["MU", "2480", "Mauritius", ""],
  ["YT", "2175", "Mayotte", ""],
  ["MX", "2484", "Mexico", ""],
  ["FM", "2583", "Micronesia", "Micronesia, Federated States of"],
  ["MD", "2498", "Moldova", "Moldova, Republic of"],
  ["MC", "2492", "Monaco", ""],
  ["MN", "2496", "Mongolia", ""],
  ["ME", "2499", "Montenegro", ""],
  ["MS", "2500", "Montserrat", ""],
  ["MA", "2504", "Morocco", ""],
  ["MZ", "2508", "Mozambique", ""],
  ["MM", "2104", "Myanmar", ""],
  ["NA", "2516", "Namibia", ""],
  ["NR", "2520", "Nauru", ""],
  ["NP", "2524", "Nepal", ""],
  ["NL", "2528", "Netherlands", "The Netherlands; Netherlands (Kingdom of the)"],
  ["NC", "2540", "New Caledonia", ""],
  ["NZ", "2554", "New Zealand", ""],
  ["NI", "2558", "Nicaragua", ""],
  ["NE", "2562", "Niger", ""],
  ["NG", "2566", "Nigeria", ""],
  ["NU", "2570", "Niue", ""],
  ["NF", "2574", "Norfolk Island", ""],
  ["MK", "2807", "North Macedonia", "The Republic of North Macedonia"],
  ["MP", "2580", "Northern Mariana Islands", ""],
  ["NO", "2578", "Norway", ""],
  ["OM", "2512", "Oman", ""],
  ["PK", "2586", "Pakistan", ""],
  ["PW", "2585", "Palau", ""],
  ["PS", "2275", "Palestinian Territories", "State of Palestine; Palestine"],
  ["PA", "2591", "Panama", ""],
  ["PG", "2598", "Papua New Guinea", ""],
  ["PY", "2600", "Paraguay", ""],
  ["PE", "2604", "Peru", ""],
  ["PH", "2608", "Philippines", ""],
  ["PN", "2612", "Pitcairn Islands", "Pitcairn"],
  ["PL", "2616", "Poland", ""],
  ["PT", "2620", "Portugal", ""],
  ["PR", "2630", "Puerto Rico", ""],
  ["QA", "2634", "Qatar", ""],
  ["RE", "2638", "Réunion", "Reunion"],
  ["RO", "2642", "Romania", ""],
  ["RU", "2643", "Russia", "Russian Federation"],
  ["RW", "2646", "Rwanda", ""],
  ["BL", "2652", "Saint Barthélemy", ""],
  ["SH", "2654", "Saint Helena", ""],
  ["KN", "2659", "Saint Kitts and Nevis", ""],
  ["LC", "2662", "Saint Lucia", ""],
  ["MF", "2663", "Saint Martin", "Saint Martin (French part)"],
  ["PM", "2666", "Saint Pierre and Miquelon", ""],
  ["VC", "2670", "Saint Vincent and the Grenadines", ""],
  ["WS", "2882", "Samoa", ""],
  ["SM", "2674", "San Marino", ""],
  ["ST", "2678", "São Tomé and Príncipe", "Sao Tome and Principe"],
  ["SA", "2682", "Saudi Arabia", ""],
  ["SN", "2686", "Senegal", ""],
  ["RS", "2688", "Serbia", ""],
  ["SC", "2690", "Seychelles", ""],
  ["SL", "2694", "Sierra Leone", ""],
  ["SG", "2702", "Singapore", ""],
  ["SX", "2534", "Sint Maarten", "Sint Maarten (Dutch part)"],
  ["SK", "2703", "Slovakia", ""],
  ["SI", "2705", "Slovenia", ""],
  ["SB", "2090", "Solomon Islands", ""],
  ["SO", "2706", "Somalia", ""],
  ["ZA", "2710", "South Africa", ""],
  ["GS", "2239", "South Georgia and South Sandwich Islands", "South Georgia and the South Sandwich Islands"],
  ["KR", "2410", "South Korea", "Korea, Republic of; Republic of Korea"],
  ["SS", "2728", "South Sudan", ""],
  ["ES", "2724", "Spain", ""],
  ["LK", "2144", "Sri Lanka", ""],
  ["SD", "2736", "Sudan", ""],
  ["SR", "2740", "Suriname", ""],
  ["SJ", "2744", "Svalbard and Jan Mayen", ""],
  ["SE", "2752", "Sweden", ""],
  ["CH", "2756", "Switzerland", ""],
  ["TW", "2158", "Taiwan", "Taiwan, Province of China"],
  ["TJ", "2762", "Tajikistan", ""],
  ["TZ", "2834", "Tanzania", "United Republic of Tanzania"],
  ["TH", "2764", "Thailand", ""],
  ["TL", "2626", "Timor-Leste", ""],
  ["TG", "2768", "Togo", ""],
  ["TK", "2772", "Tokelau", ""],
  ["TO", "2776", "Tonga", ""],
  ["TT", "2780", "Trinidad and Tobago", ""],
  ["TN", "2788", "Tunisia", ""],
  ["TR", "2792", "Türkiye", "Turkey"],
  ["TM", "2795", "Turkmenistan", ""],
  ["TC", "2796", "Turks and Caicos Islands", ""],
  ["TV", "2798", "Tuvalu", ""],
  ["UM", "2581", "U.S. Outlying Islands", "United States Minor Outlying Islands"],
  ["VI", "2850", "U.S. Virgin Islands", "Virgin Islands, U.S."],
  ["UG", "2800", "Uganda", ""],
  ["UA", "2804", "Ukraine", ""],
  ["AE", "2784", "United Arab Emirates", "UAE"],
  ["GB", "2826", "United Kingdom", "UK; Great Britain"],
  ["US", "2840", "United States", "United States of America; USA; U.S.A.; US; U.S."],
  ["UY", "2858", "Uruguay", ""],
  ["UZ", "2860", "Uzbekistan", ""],
  ["VU", "2548", "Vanuatu", ""],
  ["VA", "2336", "Vatican City", "Holy See (Vatican City State)"],
  ["VE", "2862", "Venezuela", ""],
  ["VN", "2704", "Vietnam", ""],
  ["WF", "2876", "Wallis and Futuna", ""],
  ["EH", "2732", "Western Sahara", ""],
  ["YE", "2887", "Yemen", ""],
  ["ZM", "2894", "Zambia", ""],
  ["ZW", "2716", "Zimbabwe", ""],
];

export interface GeoTarget {
  /** Google's geo target constant, as the `Location ID` column takes it. */
  id: string;
  /** ISO 3166-1 alpha-2 of the country (a region's or city's own country). */
  code: string;
  name: string;
  /** Google's target type: Country, State, Province, Region, Prefecture, Canton ..., City. */
  type: string;
  /**
   * How the place reads on a chip and in a list: a country by its name, a region with its country's, a
   * city with its region's and country's ('London, Ontario, Canada'), so two cities of one name differ.
   */
  label: string;
  aliases: readonly string[];
}

export const countryTargets: readonly GeoTarget[] = countryRows.map(([code, id, name, aliases]) => ({
  id,
  code,
  name,
  type: "Country",
  label: name,
  aliases: aliases ? aliases.split("; ") : [],
}));

const countryNames = new Map(countryTargets.map((target) => [target.code, target.name]));

export const regionTargets: readonly GeoTarget[] = regionRows.map(([id, name, code, type]) => ({
  id,
  code,
  name,
  type,
  label: [name, countryNames.get(code)].filter(Boolean).join(", "),
  aliases: [],
}));

export const cityTargets: readonly GeoTarget[] = cityRows.map(([id, name, region, code]) => ({
  id,
  code,
  name,
  type: "City",
  label: [name, region, countryNames.get(code)].filter(Boolean).join(", "),
  aliases: [],
}));

const byId = new Map([...countryTargets, ...regionTargets, ...cityTargets].map((target) => [target.id, target]));

/** A geo target id's country, region or city, or null for an id this list does not hold (one typed by hand). */
export const geoTargetById = (id: string): GeoTarget | null => byId.get(id.trim()) ?? null;

/** How a chosen place reads on screen: a known id by its label ('Bavaria, Germany'), anything else as typed. */
export const placeLabel = (place: string) => geoTargetById(place)?.label ?? place;

/** Lower case without accents, so "curacao" finds Curaçao and "turkiye" Türkiye. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

// Countries before regions before cities, so "georgia" offers the country before the US state, and
// "berlin" the state before the city.
const searchable = [...countryTargets, ...regionTargets, ...cityTargets].map((target) => ({
  target,
  name: folded(target.name),
  others: [...(target.type === "Country" ? [target.code.toLowerCase()] : []), ...target.aliases.map(folded)],
}));

/**
 * Countries, regions and major cities for a search-as-you-type field: a name, code or other name typed
 * in full first (USA, UK), then names starting with the query, names with a word starting with it, and
 * other names starting with it (Great Britain); countries before regions before cities within each.
 */
export function searchGeoTargets(query: string, limit = 8): GeoTarget[] {
  const wanted = folded(query);
  if (!wanted) return [];
  // A name, code or other name typed in full ('usa', 'uk') before a longer name it starts ('Usak').
  const rank = ({ name, others }: (typeof searchable)[number]) => {
    if (name === wanted || others.includes(wanted)) return 0;
    if (name.startsWith(wanted)) return 1;
    if (name.split(/[\s-]+/).some((word) => word.startsWith(wanted))) return 2;
    if (others.some((other) => other.startsWith(wanted))) return 3;
    return 4;
  };
  return searchable
    .map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank }) => rank < 4)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ entry }) => entry.target);
}
