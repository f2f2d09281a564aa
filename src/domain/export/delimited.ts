/**
 * RFC 4180 quoting, for commas and for tabs alike: a value holding the delimiter, a double quote or a
 * line break is wrapped in double quotes with its own quotes doubled; every other value is written as is.
 * The tab-separated Editor file quotes a comma too, as Editor's own exports do (EDITOR-IMPORT R5).
 */
export type Delimiter = "," | "\t";

const needsQuotes: Record<Delimiter, RegExp> = { ",": /[",\r\n]/, "\t": /["\t\r\n,]/ };

export function quoteField(value: string, delimiter: Delimiter): string {
  return needsQuotes[delimiter].test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Lines end in CRLF, the last one too, as RFC 4180 and Excel write them. */
export function delimitedText(table: readonly (readonly string[])[], delimiter: Delimiter): string {
  let text = "";
  for (const row of table) text += `${row.map((value) => quoteField(value, delimiter)).join(delimiter)}\r\n`;
  return text;
}
