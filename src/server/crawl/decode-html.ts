/** How far into the page a `<meta charset>` is looked for when the header names none. */
const prescanBytes = 8192;

const byteOrderMarks: ReadonlyArray<readonly [string, number[]]> = [
  ["utf-8", [0xef, 0xbb, 0xbf]],
  ["utf-16le", [0xff, 0xfe]],
  ["utf-16be", [0xfe, 0xff]],
];

/**
 * The page's text in the encoding it declares, in the browser's order: a byte-order mark, then the
 * Content-Type charset, then a `<meta charset>` or `http-equiv` declaration near the top, then UTF-8.
 * Labels are WHATWG's (TextDecoder), so `iso-8859-1` decodes as windows-1252 exactly as browsers do.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const encoding = [bomEncoding(bytes), headerCharset(contentType), metaCharset(bytes)].find(
    (label): label is string => label !== null && supported(label),
  );
  const decoder = new TextDecoder(encoding ?? "utf-8");
  const text = decoder.decode(bytes);
  return decoder.encoding === "windows-1252" ? withWindows1252Punctuation(text) : text;
}

/**
 * Bytes 0x80-0x9F of windows-1252 (the encoding browsers use for any "ISO-8859-1" page): curly quotes,
 * dashes, the euro sign. Node 20's decoder leaves them as control characters; browsers never do.
 */
const windows1252High = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function withWindows1252Punctuation(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (char) => windows1252High[char.charCodeAt(0) - 0x80] ?? char);
}

function bomEncoding(bytes: Uint8Array): string | null {
  const match = byteOrderMarks.find(([, mark]) => mark.every((byte, index) => bytes[index] === byte));
  return match ? match[0] : null;
}

function headerCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return match?.[1] ?? null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, prescanBytes));
  const match = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  const label = match?.[1]?.toLowerCase() ?? null;
  // A page cannot declare UTF-16 in ASCII-compatible bytes; browsers read that declaration as UTF-8.
  return label?.startsWith("utf-16") ? "utf-8" : label;
}

function supported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}
