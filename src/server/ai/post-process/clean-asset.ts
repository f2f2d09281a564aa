/** An HTML tag (`<b>`, `</a>`, `<img src=x onerror=...>`), not a lone comparison such as 'under <50'. */
const htmlTag = /<\/?[a-z][^<>]*>/gi;

/**
 * What models add around an asset that is not part of it: list numbering ('1. ', '- '), wrapping quotes,
 * line breaks and runs of spaces, and markup, which no ad shows and which a page's text may have
 * talked the model into writing.
 */
export function cleanAssetText(text: string): string {
  return text
    .replace(htmlTag, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:\d{1,2}[.)]\s+|[-•*]\s+)/u, "")
    .replace(/^(["'“”„‘’«»])(.*)\1$/u, "$2")
    .replace(/^["“„«](.*)["”»]$/u, "$1")
    .trim();
}
