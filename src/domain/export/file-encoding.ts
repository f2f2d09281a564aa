/**
 * Bytes of the two text files. The UTF-8 CSV starts with a byte-order mark so spreadsheets read
 * accents and CJK as such; the Editor file is UTF-16 little-endian with its mark, as Editor writes its own.
 */
const utf8 = new TextEncoder();

export function utf8WithBom(text: string): Uint8Array<ArrayBuffer> {
  return utf8.encode(`\uFEFF${text}`);
}

/** UTF-16 code units written low byte first; surrogate pairs pass through as their two units. */
export function utf16leWithBom(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array((text.length + 1) * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    bytes[2 + index * 2] = unit & 0xff;
    bytes[3 + index * 2] = unit >> 8;
  }
  return bytes;
}
