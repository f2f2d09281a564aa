/** Exports: the rows built once, and what each format makes of them. */
export * from "./columns.ts";
export * from "./cell-hygiene.ts";
export * from "./final-url.ts";
export * from "./editor-row.ts";
export * from "./export-campaign.ts";
export * from "./export-settings.ts";
export * from "./editor-rows.ts";
export * from "./delimited.ts";
export * from "./file-encoding.ts";
export * from "./file-names.ts";
export * from "./file-formats.ts";
export * from "./clipboard.ts";
export * from "./workbook-sheets.ts";
export * from "./spreadsheet-plan.ts";
export * from "./export-messages.ts";
export * from "./export-policy.ts";
export * from "./export-check.ts";
