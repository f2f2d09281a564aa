import { describe, expect, it } from "vitest";
import { decodeHtml } from "./decode-html.ts";

/** "テキストエディタ" in Shift_JIS. */
const shiftJisEditor = [131, 101, 131, 76, 131, 88, 131, 103, 131, 71, 131, 102, 131, 66, 131, 94];

const ascii = (text: string) => [...Buffer.from(text, "latin1")];
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());

describe("the page's charset is honoured", () => {
  it("reads UTF-8 by default and when declared", () => {
    const page = new TextEncoder().encode("<p>Grüße, 東京</p>");
    expect(decodeHtml(page, "text/html")).toBe("<p>Grüße, 東京</p>");
    expect(decodeHtml(page, "text/html; charset=UTF-8")).toBe("<p>Grüße, 東京</p>");
  });

  it("reads ISO-8859-1 from the header (as windows-1252, like browsers)", () => {
    const page = bytes(ascii("<p>Caf"), [0xe9], ascii(" cr"), [0xe8], ascii("me "), [0x80], ascii("5 "), [0x93, 0x96, 0x94], ascii("</p>"));
    expect(decodeHtml(page, "text/html; charset=ISO-8859-1")).toBe("<p>Café crème €5 “–”</p>");
    expect(decodeHtml(page, 'text/html;charset="latin1"')).toBe("<p>Café crème €5 “–”</p>");
  });

  it("reads Shift_JIS from the header", () => {
    expect(decodeHtml(bytes(ascii("<h1>"), shiftJisEditor, ascii("</h1>")), "text/html; charset=Shift_JIS")).toBe("<h1>テキストエディタ</h1>");
  });

  it("reads <meta charset> when the header names none", () => {
    const page = bytes(ascii('<html><head><meta charset="shift_jis"><title>'), shiftJisEditor, ascii("</title>"));
    expect(decodeHtml(page, "text/html")).toContain("<title>テキストエディタ</title>");
  });

  it("reads the http-equiv form of the declaration", () => {
    const page = bytes(ascii('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>'), [0xe9], ascii("t"), [0xe9]);
    expect(decodeHtml(page, "")).toContain("<p>été");
  });

  it("lets the header win over the meta tag, and a byte-order mark over both", () => {
    const latin = bytes(ascii('<meta charset="shift_jis"><p>'), [0xe9]);
    expect(decodeHtml(latin, "text/html; charset=iso-8859-1")).toContain("<p>é");
    const marked = bytes([0xef, 0xbb, 0xbf], [...new TextEncoder().encode("<p>é")]);
    expect(decodeHtml(marked, "text/html; charset=iso-8859-1")).toBe("<p>é");
  });

  it("falls back to UTF-8 for an unknown label, and reads a UTF-16 meta claim as UTF-8", () => {
    expect(decodeHtml(new TextEncoder().encode("<p>é</p>"), "text/html; charset=x-no-such-thing")).toBe("<p>é</p>");
    expect(decodeHtml(new TextEncoder().encode('<meta charset="utf-16"><p>é</p>'), "text/html")).toContain("<p>é</p>");
  });
});
