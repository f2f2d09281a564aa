/**
 * Cell hygiene for every format (EDITOR-IMPORT R41-R42). Editor's own exports hold no line breaks in a
 * cell, and ad text is one line to Google, so CR, LF, tabs (and Unicode's other line breaks) become one
 * space in every row, once.
 */
export function singleLine(value: string): string {
  return value
    .replace(/[\t\r\n\v\f\u0085\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * A cell a spreadsheet would read as a formula (OWASP ASVS 1.2.10): one starting with `=`, `+`, `-`,
 * `@`, tab, CR or NUL. Only the UTF-8 CSV, which spreadsheets open, writes such a cell behind a `'`;
 * Editor reads cells literally, so the Editor file and the clipboard keep the text as it is.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters a spreadsheet reads as a formula start
const formulaStart = /^[=+\-@\t\r\u0000]/;

export function spreadsheetSafe(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}
