/**
 * What models add around an asset that is not part of it: list numbering ('1. ', '- '), wrapping quotes,
 * line breaks and runs of spaces.
 */
export function cleanAssetText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:\d{1,2}[.)]\s+|[-•*]\s+)/u, "")
    .replace(/^(["'“”„‘’«»])(.*)\1$/u, "$2")
    .replace(/^["“„«](.*)["”»]$/u, "$1")
    .trim();
}
