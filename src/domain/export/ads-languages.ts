/**
 * The languages Google Ads targets, by the codes Editor's `Languages` column takes (EDITOR-IMPORT R8:
 * `LanguageConstant.code`; Google Ads API, "Language codes" table). Google keeps some older codes:
 * Hebrew is `iw`, Filipino `tl`, Norwegian `no`, and Chinese is two languages by script.
 */
export const adsLanguages: readonly { code: string; name: string }[] = [
  { code: "ar", name: "Arabic" },
  { code: "bn", name: "Bengali" },
  { code: "bg", name: "Bulgarian" },
  { code: "ca", name: "Catalan" },
  { code: "zh_CN", name: "Chinese (simplified)" },
  { code: "zh_TW", name: "Chinese (traditional)" },
  { code: "hr", name: "Croatian" },
  { code: "cs", name: "Czech" },
  { code: "da", name: "Danish" },
  { code: "nl", name: "Dutch" },
  { code: "en", name: "English" },
  { code: "et", name: "Estonian" },
  { code: "tl", name: "Filipino" },
  { code: "fi", name: "Finnish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "el", name: "Greek" },
  { code: "gu", name: "Gujarati" },
  { code: "iw", name: "Hebrew" },
  { code: "hi", name: "Hindi" },
  { code: "hu", name: "Hungarian" },
  { code: "is", name: "Icelandic" },
  { code: "id", name: "Indonesian" },
  { code: "it", name: "Italian" },
  { code: "ja", name: "Japanese" },
  { code: "kn", name: "Kannada" },
  { code: "ko", name: "Korean" },
  { code: "lv", name: "Latvian" },
  { code: "lt", name: "Lithuanian" },
  { code: "ms", name: "Malay" },
  { code: "ml", name: "Malayalam" },
  { code: "mr", name: "Marathi" },
  { code: "no", name: "Norwegian" },
  { code: "fa", name: "Persian" },
  { code: "pl", name: "Polish" },
  { code: "pt", name: "Portuguese" },
  { code: "pa", name: "Punjabi" },
  { code: "ro", name: "Romanian" },
  { code: "ru", name: "Russian" },
  { code: "sr", name: "Serbian" },
  { code: "sk", name: "Slovak" },
  { code: "sl", name: "Slovenian" },
  { code: "es", name: "Spanish" },
  { code: "sv", name: "Swedish" },
  { code: "ta", name: "Tamil" },
  { code: "te", name: "Telugu" },
  { code: "th", name: "Thai" },
  { code: "tr", name: "Turkish" },
  { code: "uk", name: "Ukrainian" },
  { code: "ur", name: "Urdu" },
  { code: "vi", name: "Vietnamese" },
];

/** ISO 639 codes that Google spells its own way, and the Chinese a page without a script tag most likely means. */
const googleSpellings: Record<string, string> = { he: "iw", fil: "tl", nb: "no", nn: "no", zh: "zh_CN" };

/** The Google Ads language for a language tag (`de`, `pt-BR`, `he`, `zh-Hant`), or null when Google Ads has none. */
export function adsLanguageOf(tag: string): string | null {
  const [primary = "", ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === "zh" && rest.some((part) => part === "hant" || part === "tw" || part === "hk")) return "zh_TW";
  const code = googleSpellings[primary] ?? primary;
  return adsLanguages.some((language) => language.code === code) ? code : null;
}

/** A language code as the dialog names it: "German (de)"; a code Google does not list, as it is. */
export const adsLanguageName = (code: string) => adsLanguages.find((language) => language.code === code)?.name ?? code;
